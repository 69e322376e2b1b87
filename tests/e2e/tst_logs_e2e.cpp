// A cluster's logs from a real clusterdesk-sim over HTTP: pages, tails and filters, the refusals
// and who may read them, and the live stream resuming after a dropped connection with Last-Event-ID
// with no gap and no repeat.
#include "support/SimProcess.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

#include <memory>

using namespace cd::test;

namespace {

struct Answer {
    int status = 0;
    QJsonObject body;
};

} // namespace

class TestLogsE2E final : public QObject {
    Q_OBJECT

    // A fast clock, so that a running workload prints its step lines while the test watches.
    SimProcess m_sim{{QStringLiteral("--clock-speed"), QStringLiteral("600")}};
    QNetworkAccessManager m_net;
    QString m_cluster; // a running cluster of tenant 0 with a workload

    QNetworkRequest request(const QString& path, const QString& who, const QByteArray& tenant = {}) {
        QNetworkRequest r(m_sim.baseUrl().resolved(QUrl(path)));
        r.setRawHeader("Authorization", "Bearer " + m_sim.key(who));
        if (!tenant.isEmpty())
            r.setRawHeader("X-Tenant-Id", tenant);
        return r;
    }

    Answer get(const QString& path, const QString& who = QStringLiteral("0/owner"),
               const QByteArray& tenant = {}) {
        std::unique_ptr<QNetworkReply> reply(m_net.get(request(path, who, tenant)));
        QEventLoop loop;
        connect(reply.get(), &QNetworkReply::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(15000, &loop, &QEventLoop::quit);
        loop.exec();
        return {reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                QJsonDocument::fromJson(reply->readAll()).object()};
    }

    QString logs(const QString& query = {}) const {
        return QStringLiteral("/v1/clusters/%1/logs%2").arg(m_cluster, query);
    }

    static QList<qint64> seqs(const QJsonObject& page) {
        QList<qint64> out;
        for (const QJsonValue& v : page.value(u"items").toArray())
            out.append(v[u"seq"].toInteger());
        return out;
    }

    // The log ids of a stream, read until `count` arrived (or 20 s passed), then dropped.
    QList<qint64> streamIds(const QByteArray& lastEventId, int count) {
        QNetworkRequest r = request(logs(QStringLiteral("/stream")), QStringLiteral("0/owner"));
        r.setRawHeader("Accept", "text/event-stream");
        if (!lastEventId.isNull())
            r.setRawHeader("Last-Event-ID", lastEventId);
        std::unique_ptr<QNetworkReply> reply(m_net.get(r));
        QByteArray buffer;
        QList<qint64> ids;
        connect(reply.get(), &QNetworkReply::readyRead, this, [&] {
            buffer += reply->readAll();
            qsizetype end;
            while ((end = buffer.indexOf("\n\n")) >= 0) {
                const QByteArray message = buffer.left(end);
                buffer.remove(0, end + 2);
                if (message.contains("event: log\n") && message.startsWith("id: "))
                    ids.append(message.mid(4, message.indexOf('\n') - 4).toLongLong());
            }
        });
        // Polls until enough came; the caller checks how many did.
        QElapsedTimer waited;
        waited.start();
        while (ids.size() < count && waited.elapsed() < 20000)
            QTest::qWait(20);
        reply->abort();
        return ids;
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        const Answer clusters = get(QStringLiteral("/v1/clusters"));
        QCOMPARE(clusters.status, 200);
        for (const QJsonValue& c : clusters.body.value(u"items").toArray()) {
            if (c[u"name"].toString() == u"bert-finetune")
                m_cluster = c[u"id"].toString();
        }
        QVERIFY(!m_cluster.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(get(logs()).body.value(u"last_seq").toInteger() > 20, 20000);
    }

    void pagesFollowOnWithoutGaps() {
        const Answer first = get(logs(QStringLiteral("?page_size=5")));
        QCOMPARE(first.status, 200);
        const qint64 from = first.body.value(u"first_seq").toInteger();
        QCOMPARE(seqs(first.body), (QList<qint64>{from, from + 1, from + 2, from + 3, from + 4}));
        const QString token = first.body.value(u"next_page_token").toString();
        QVERIFY(!token.isEmpty());
        const Answer second = get(logs(QStringLiteral("?page_size=5&page_token=") + token));
        QCOMPARE(seqs(second.body).first(), from + 5);
        // after= is the same as the token of the line it names.
        QCOMPARE(seqs(get(logs(QStringLiteral("?page_size=5&after=%1").arg(from + 4))).body),
                 seqs(second.body));
        const Answer tail = get(logs(QStringLiteral("?tail=3")));
        const QList<qint64> last = seqs(tail.body);
        QCOMPARE(last.size(), 3);
        QCOMPARE(last[1], last[0] + 1);
        QVERIFY(last[2] <= tail.body.value(u"last_seq").toInteger());
        QVERIFY(tail.body.value(u"next_page_token").isNull());
    }

    void filtersNarrowTheLines() {
        const Answer byRank = get(logs(QStringLiteral("?rank=0&page_size=200")));
        QCOMPARE(byRank.status, 200);
        QVERIFY(!seqs(byRank.body).isEmpty());
        for (const QJsonValue& l : byRank.body.value(u"items").toArray())
            QCOMPARE(l[u"rank"].toInt(), 0);
        const QString node = byRank.body.value(u"items").toArray().first()[u"node"].toString();
        const Answer byNode = get(logs(QStringLiteral("?node=%1&page_size=200").arg(node)));
        for (const QJsonValue& l : byNode.body.value(u"items").toArray())
            QCOMPARE(l[u"node"].toString(), node);
        // The platform's own lines (the image pull) have no node and no rank.
        const Answer all = get(logs(QStringLiteral("?page_size=1")));
        QCOMPARE(all.body.value(u"items").toArray().first()[u"node"].toString(), QString());
        QVERIFY(all.body.value(u"items").toArray().first()[u"rank"].isNull());
        const Answer warnings = get(logs(QStringLiteral("?level=warning&page_size=5000")));
        for (const QJsonValue& l : warnings.body.value(u"items").toArray())
            QVERIFY(l[u"level"].toString() == u"warning" || l[u"level"].toString() == u"error");
        QVERIFY(seqs(warnings.body).size() < seqs(get(logs(QStringLiteral("?page_size=5000"))).body).size());
    }

    void badParametersAreProblems_data() {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("parameter");
        QTest::newRow("level") << "?level=loud"
                               << "level";
        QTest::newRow("page_size 0") << "?page_size=0"
                                     << "page_size";
        QTest::newRow("page_size 5001") << "?page_size=5001"
                                        << "page_size";
        QTest::newRow("rank") << "?rank=-1"
                              << "rank";
        QTest::newRow("after") << "?after=x"
                               << "after";
        QTest::newRow("since") << "?since=yesterday"
                               << "since";
        QTest::newRow("tail with after") << "?tail=5&after=3"
                                         << "tail";
        QTest::newRow("page_token") << "?page_token=bm9wZQ"
                                    << "page_token";
    }
    void badParametersAreProblems() {
        QFETCH(QString, query);
        QFETCH(QString, parameter);
        const Answer a = get(logs(query));
        QCOMPARE(a.status, 400);
        QCOMPARE(a.body.value(u"code").toString(), QStringLiteral("invalid_parameter"));
        QVERIFY2(a.body.value(u"detail").toString().startsWith(u"Parameter '" + parameter + u"'"),
                 qPrintable(a.body.value(u"detail").toString()));
    }

    void onlyTheTenantsReadersSeeTheLogs() {
        QCOMPARE(get(logs(), QStringLiteral("0/viewer")).status, 200);
        QCOMPARE(get(logs(), QStringLiteral("0/member")).status, 200);
        QCOMPARE(get(logs(), QStringLiteral("0/billing")).status, 403);
        const QByteArray tenant = m_sim.tenantId(0).toUtf8();
        QCOMPARE(get(logs(QStringLiteral("?tail=1")), QStringLiteral("support"), tenant).status, 200);
        QCOMPARE(get(logs(), QStringLiteral("support")).status, 403); // must name the tenant
        // Another tenant's cluster, or none: not found, never forbidden.
        QCOMPARE(get(logs(), QStringLiteral("1/owner")).status, 404);
        QCOMPARE(get(QStringLiteral("/v1/clusters/cl-99999/logs")).status, 404);
        QCOMPARE(get(QStringLiteral("/v1/clusters/cl-99999/logs/stream")).status, 404);
    }

    void theStreamResumesWithNoGapAndNoRepeat() {
        const qint64 last = get(logs(QStringLiteral("?tail=1"))).body.value(u"last_seq").toInteger();
        // From a few lines back: those come first, then the live ones.
        const QList<qint64> first = streamIds(QByteArray::number(last - 3), 6);
        QVERIFY(first.size() >= 6);
        QCOMPARE(first.first(), last - 2);
        for (qsizetype i = 1; i < first.size(); ++i)
            QCOMPARE(first[i], first[i - 1] + 1);
        // Dropped, then resumed after the last one seen: the next line, and nothing seen twice.
        const QList<qint64> again = streamIds(QByteArray::number(first.last()), 2);
        QVERIFY(again.size() >= 2);
        QCOMPARE(again.first(), first.last() + 1);
        QCOMPARE(again[1], again[0] + 1);
    }

    void aStreamThatIsNotAResumeIsRefused() {
        QNetworkRequest r = request(logs(QStringLiteral("/stream")), QStringLiteral("0/owner"));
        r.setRawHeader("Last-Event-ID", "yesterday");
        std::unique_ptr<QNetworkReply> reply(m_net.get(r));
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 10000);
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 400);
        QCOMPARE(get(logs(QStringLiteral("/stream")), QStringLiteral("0/billing")).status, 403);
    }
};

QTEST_GUILESS_MAIN(TestLogsE2E)
#include "tst_logs_e2e.moc"
