// The console as a person far from the platform sees it (issue 26), against a real
// clusterdesk-sim over HTTP, with every call the client makes read from its own log
// (clusterdesk.api): who-am-I goes first and the catalog once, a cluster's offerings are not asked
// for again, Monitoring never shows one cluster's samples under another's name, follows its
// cluster through a reconnect at once, and closes its stream when nobody looks; the clusters list
// answers a conditional reload with 304.
#include "ClusterDetailView.h"
#include "ClusterLogsView.h"
#include "ClustersPage.h"
#include "ConsoleUnderTest.h"
#include "MonitoringPage.h"
#include "OfferingsPage.h"

#include "api/PagedCall.h"
#include "api/PlatformClient.h"
#include "models/ClusterListModel.h"
#include "resources/Translations.h"
#include "session/ClustersSession.h"
#include "session/ConnectionManager.h"
#include "session/LogsSession.h"
#include "session/MonitoringSession.h"
#include "support/SimProcess.h"

#include <QApplication>
#include <QLabel>
#include <QLoggingCategory>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace cd;
using namespace cd::test;

namespace {

// "GET /v1/me attempt 1": the requests the client sent, in order (retries and later pages have
// another attempt number or target, and count as well).
QStringList g_sent;
QtMessageHandler g_previous = nullptr;

void recordCalls(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (context.category && qstrcmp(context.category, "clusterdesk.api") == 0 && type == QtDebugMsg) {
        if (message.contains(QLatin1String(" attempt ")))
            g_sent.append(message.section(QLatin1String(" attempt "), 0, 0));
        return;
    }
    g_previous(type, context, message);
}

int countSent(const QString& prefix) {
    return int(std::count_if(g_sent.cbegin(), g_sent.cend(),
                             [&](const QString& s) { return s.startsWith(prefix); }));
}

} // namespace

class TestFarLink final : public QObject {
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    QTemporaryDir m_dir;
    std::unique_ptr<ConsoleUnderTest> m_console;

    MainWindow& window() { return m_console->window; }
    MonitoringSession& monitoring() { return window().monitoring(); }
    QString clusterId(const QString& name) {
        for (const Cluster& c : window().clustersPage()->model()->clusters()) {
            if (c.name == name)
                return c.id;
        }
        return {};
    }
    void connectConsole() {
        ConnectionProfile profile;
        profile.name = QStringLiteral("Far sim");
        profile.url = m_sim->baseUrl();
        m_console->connection.connectTo(profile, m_sim->key(QStringLiteral("0/owner")));
    }
    bool monitoringShows(const QString& id) {
        return monitoring().cluster().id == id && !monitoring().isLoading() &&
               monitoring().store().capacity() > 1;
    }

private Q_SLOTS:
    void initTestCase() {
        Translations::install(*qApp, QStringLiteral("en"));
        // The platform's clock at 40 times: the workloads print lines while a test waits seconds.
        m_sim =
            std::make_unique<SimProcess>(QStringList{QStringLiteral("--rate-limit"), QStringLiteral("0"),
                                                     QStringLiteral("--clock-speed"), QStringLiteral("40")});
        QString error;
        QVERIFY2(m_sim->start(&error), qPrintable(error));
        QLoggingCategory::setFilterRules(QStringLiteral("clusterdesk.api.debug=true"));
        g_previous = qInstallMessageHandler(recordCalls);
        m_console = std::make_unique<ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
    }

    void cleanupTestCase() {
        m_console.reset();
        qInstallMessageHandler(g_previous);
    }

    // Who-am-I is the first request on the wire, the catalog goes out once though two sessions read
    // it, and no request of the connect is sent twice.
    void connectAsksWhoFirstAndNothingTwice() {
        g_sent.clear();
        QSignalSpy loaded(window().offeringsPage(), &OfferingsPage::loaded);
        connectConsole();
        QVERIFY(loaded.wait(15000));
        QTRY_COMPARE_WITH_TIMEOUT(m_console->connection.state(), ConnectionState::Connected, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(!clusterId(QStringLiteral("frontier-pretrain")).isEmpty(), 15000);
        QTest::qWait(500); // the rest of the connect's answers
        QVERIFY(!g_sent.isEmpty());
        QCOMPARE(g_sent.first(), QStringLiteral("GET /v1/me"));
        QCOMPARE(countSent(QStringLiteral("GET /v1/offerings?")), 1);
        QStringList twice;
        for (const QString& s : std::as_const(g_sent)) {
            if (g_sent.count(s) > 1 && !twice.contains(s))
                twice.append(s);
        }
        QVERIFY2(twice.isEmpty(), qPrintable(twice.join(QStringLiteral(", "))));
    }

    // A newly chosen cluster's charts start empty under a loading state, never with the last
    // cluster's samples; its pool prices come from the catalog already loaded.
    void newClusterNeverShowsTheLastOnesSamples() {
        window().showArea(MainWindow::Monitoring);
        const QString frontier = clusterId(QStringLiteral("frontier-pretrain"));
        const QString llama = clusterId(QStringLiteral("llama-pretrain"));
        QVERIFY(!llama.isEmpty());
        QVERIFY(window().monitoringPage()->selectCluster(frontier));
        QTRY_VERIFY_WITH_TIMEOUT(monitoringShows(frontier), 20000);
        QVERIFY(!monitoring().store().series(MetricScope::Gpu).isEmpty());

        g_sent.clear();
        QVERIFY(window().monitoringPage()->selectCluster(llama));
        // At once, before any answer: nothing of frontier's is left to show.
        QCOMPARE(monitoring().cluster().id, llama);
        QVERIFY(monitoring().store().series(MetricScope::Gpu).isEmpty());
        QCOMPARE(window().monitoringPage()->stateLabel()->text(), QStringLiteral("Loading\u2026"));
        QTRY_VERIFY_WITH_TIMEOUT(monitoringShows(llama), 20000);
        QVERIFY(!monitoring().store().series(MetricScope::Gpu).isEmpty());
        QCOMPARE(countSent(QStringLiteral("GET /v1/offerings")), 0);
    }

    // Monitoring follows the person's cluster through Disconnect and Connect as soon as the list
    // is back, not at the next periodic reload a minute later.
    void monitoringFollowsItsClusterThroughAReconnect() {
        const QString llama = clusterId(QStringLiteral("llama-pretrain"));
        QTRY_VERIFY_WITH_TIMEOUT(monitoringShows(llama), 20000);
        m_console->connection.disconnectFromPlatform();
        QVERIFY(monitoring().cluster().id.isEmpty());
        connectConsole();
        (void)QTest::qWaitFor([&] { return monitoringShows(llama); }, 10000);
        QVERIFY2(monitoringShows(llama),
                 qPrintable(QStringLiteral("cluster %1 loading %2 capacity %3 watched %4 error %5")
                                .arg(monitoring().cluster().id)
                                .arg(monitoring().isLoading())
                                .arg(monitoring().store().capacity())
                                .arg(monitoring().isWatched())
                                .arg(monitoring().error().detail)));
    }

    // The metrics stream is open while Monitoring is shown and closed while another area is.
    void hiddenMonitoringClosesItsStream() {
        window().showArea(MainWindow::Monitoring);
        QTRY_VERIFY_WITH_TIMEOUT(monitoring().isLive(), 15000);
        window().showArea(MainWindow::Offerings);
        QVERIFY(!monitoring().isWatched());
        QVERIFY(!monitoring().isLive());
        g_sent.clear();
        QTest::qWait(1500);
        const bool metricsAsked = std::any_of(g_sent.cbegin(), g_sent.cend(), [](const QString& s) {
            return s.contains(QLatin1String("/metrics/"));
        });
        QVERIFY(!metricsAsked); // no window loads, no gap fills, no idle trace
        window().showArea(MainWindow::Monitoring);
        QVERIFY(monitoring().isWatched());
        QTRY_VERIFY_WITH_TIMEOUT(monitoring().isLive(), 15000);
    }

    // A followed log off screen closes its stream; back on screen it goes on from the last line
    // received: the lines printed meanwhile arrive, none twice and none missing.
    void hiddenLogsCloseAndResumeWithoutGapOrRepeat() {
        window().showArea(MainWindow::Clusters);
        const QString frontier = clusterId(QStringLiteral("frontier-pretrain"));
        window().clustersPage()->select(frontier);
        ClusterDetailView* detail = window().clustersPage()->detail();
        detail->tabs()->setCurrentWidget(detail->logsView());
        LogsSession& logs = detail->logsView()->session();
        QList<qint64> seqs;
        QObject listening; // the connection ends with this test, before `seqs` goes
        connect(&logs, &LogsSession::linesReceived, &listening, [&seqs](const QList<LogLine>& lines) {
            for (const LogLine& l : lines)
                seqs.append(l.seq);
        });
        QSignalSpy dropped(&logs, &LogsSession::linesDropped);
        QTRY_COMPARE_WITH_TIMEOUT(logs.state(), LogsSession::State::Following, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(!seqs.isEmpty(), 15000);

        window().showArea(MainWindow::Offerings);
        QCOMPARE(logs.state(), LogsSession::State::Stopped);
        QVERIFY(!logs.feed());
        const qint64 hiddenAt = logs.lastSeq();
        QTest::qWait(3000); // the workload goes on printing
        QCOMPARE(logs.lastSeq(), hiddenAt);

        window().showArea(MainWindow::Clusters);
        QTRY_COMPARE_WITH_TIMEOUT(logs.state(), LogsSession::State::Following, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(logs.lastSeq() > hiddenAt, 20000);
        for (qsizetype i = 1; i < seqs.size(); ++i)
            QCOMPARE(seqs[i], seqs[i - 1] + 1);
        QCOMPARE(dropped.count(), 0);
    }

    // The quiet reload asks with the list's ETag and gets 304 while nothing changed; a change
    // makes it 200 with a new tag.
    void clustersListAnswersConditionalReloadsWith304() {
        PlatformClient* client = m_console->connection.client();
        QVERIFY(client);
        auto* first = client->clusters(this);
        QSignalSpy firstDone(first, &ApiCall::finished);
        QVERIFY(firstDone.wait(10000));
        QVERIFY(first->succeeded());
        const QByteArray etag = first->etag();
        QVERIFY2(etag.startsWith("W/\""), etag.constData());
        QVERIFY(!first->items().isEmpty());

        // The tag also turns every five minutes of platform time (7.5 s at 40 times): should that
        // fall between the two calls, the next one, a moment later, is asked with the new tag.
        QByteArray held = etag;
        bool unchanged = false;
        for (int attempt = 0; attempt < 2 && !unchanged; ++attempt) {
            auto* again = client->clusters(this, held);
            QSignalSpy againDone(again, &ApiCall::finished);
            QVERIFY(againDone.wait(10000));
            QVERIFY(again->succeeded());
            unchanged = again->notModified();
            if (unchanged)
                QVERIFY(again->items().isEmpty());
            else
                held = again->etag();
        }
        QVERIFY(unchanged);

        // A change: stop a running cluster.
        Cluster running;
        for (const Cluster& c : first->items()) {
            if (c.state == ClusterState::Running && c.name != u"frontier-pretrain")
                running = c;
        }
        QVERIFY(!running.id.isEmpty());
        auto* stop = client->stopCluster(running.id, running.etag, this);
        QSignalSpy stopped(stop, &ApiCall::finished);
        QVERIFY(stopped.wait(10000));
        QVERIFY2(stop->succeeded(), qPrintable(stop->error().detail));

        auto* changed = client->clusters(this, etag);
        QSignalSpy changedDone(changed, &ApiCall::finished);
        QVERIFY(changedDone.wait(10000));
        QVERIFY(changed->succeeded());
        QVERIFY(!changed->notModified());
        QVERIFY(!changed->items().isEmpty());
        QVERIFY(changed->etag() != etag);
    }
};

QTEST_MAIN(TestFarLink)
#include "tst_far_link.moc"
