// The console from the other side of the world (issue 26): the real MainWindow connected to a real
// clusterdesk-sim (--rate-limit 0) through tests/support/fault_proxy.py as a delay line, at 0 ms
// and at 100 ms round trip (50 ms one way) in the same run, side by side with the targets:
//   - connect to "Connected" (ConnectionManager::identified), to the first page showing data (the
//     Offerings page's loaded()), to every area loaded (the last call of the connect burst done);
//   - Monitoring on the 64-node, 512-GPU "frontier-pretrain", chosen in the page's cluster chooser
//     after another cluster, until the charts hold its data;
//   - refresh (F5) on Clusters, choosing a cluster there (nodes and events), Billing's range to
//     "Last 30 days": each at most one round trip plus the time at 0 ms plus 50 ms;
//   - idle on Clusters after Monitoring was visited: bytes through the proxy, both ways, per minute.
// The client's own trace (clusterdesk.api at debug: "attempt" and "done" lines) finds the end of
// the connect burst and counts requests sent twice; --trace prints the 100 ms burst, and with
// BENCH_TRACE_CHOOSE set in the environment, the calls of every "choose a cluster".
// Usage: bench_far_console [repetitions (default 3)] [--idle SECONDS (default 60)] [--trace]
#include "BenchStats.h"
#include "BillingPage.h"
#include "ClustersPage.h"
#include "ConsoleUnderTest.h"
#include "MainWindow.h"
#include "MonitoringPage.h"
#include "OfferingsPage.h"

#include "models/ClusterListModel.h"
#include "session/ClustersSession.h"
#include "session/MonitoringSession.h"
#include "support/FaultProxy.h"
#include "support/SimProcess.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QMap>
#include <QMutex>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <optional>

using namespace cd;

namespace {

constexpr int waitMs = 30000; // any one step; beyond it the step reads "timeout", never a hang
const QString bigCluster = QStringLiteral("frontier-pretrain");

void print(const QString& line) {
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
}

void complain(const QString& line) {
    std::fprintf(stderr, "bench_far_console: %s\n", qPrintable(line));
    std::fflush(stderr);
}

// The client's trace: (ms since the program began, line), for clusterdesk.api only.
struct Trace {
    QElapsedTimer clock;
    QMutex mutex;
    QList<QPair<qint64, QString>> lines;
    QtMessageHandler previous = nullptr;

    qsizetype mark() {
        QMutexLocker lock(&mutex);
        return lines.size();
    }
    QList<QPair<qint64, QString>> since(qsizetype from) {
        QMutexLocker lock(&mutex);
        return lines.mid(from);
    }
};
Trace trace;

void record(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (context.category && qstrcmp(context.category, "clusterdesk.api") == 0 && type == QtDebugMsg) {
        QMutexLocker lock(&trace.mutex);
        trace.lines.append({trace.clock.elapsed(), message});
        return;
    }
    if (type != QtDebugMsg && trace.previous)
        trace.previous(type, context, message);
}

// "GET /v1/offerings?page_size=100 attempt 1" -> "GET /v1/offerings?page_size=100"
QString callOf(const QString& line, const QString& marker) {
    const qsizetype at = line.indexOf(marker);
    return at < 0 ? QString() : line.left(at);
}

// Waits with the event loop running; the time of the event is taken where it happens (a slot),
// not here, so this polling costs no precision.
bool waitUntil(const std::function<bool()>& condition, const QString& what, int ms = waitMs) {
    if (QTest::qWaitFor(condition, ms))
        return true;
    complain(QStringLiteral("timed out after %1 s waiting for %2").arg(ms / 1000).arg(what));
    return false;
}

struct Run {
    QMap<QString, QList<double>> ms;  // figure -> one value per repetition
    QMap<QString, QList<int>> opened; // figure -> connections the proxy accepted during it
    QStringList duplicates;           // requests sent twice during a connect, with how often
    int burstCalls = 0;
    double idleKbPerMinute = -1;
    QStringList idleCalls;
    QList<QPair<qint64, QString>> burstTrace;
};

// Connect burst: every call that went out since `from` is done and nothing new for `quietMs`.
// Returns the time of the last "done" (ms since the program began), or nullopt.
std::optional<qint64> burstEnd(qsizetype from, int quietMs, QList<QPair<qint64, QString>>* lines) {
    std::optional<qint64> end;
    const bool quiet = QTest::qWaitFor(
        [&] {
            const auto seen = trace.since(from);
            QMap<QString, int> open;
            qint64 last = 0;
            for (const auto& [t, line] : seen) {
                if (const QString c = callOf(line, QStringLiteral(" attempt 1")); !c.isEmpty())
                    ++open[c];
                if (const QString c = callOf(line, QStringLiteral(" done ")); !c.isEmpty()) {
                    --open[c];
                    end = t;
                }
                last = t;
            }
            for (int n : std::as_const(open)) {
                if (n > 0)
                    return false;
            }
            *lines = seen;
            return !seen.isEmpty() && trace.clock.elapsed() - last >= quietMs;
        },
        waitMs);
    if (!quiet)
        complain(QStringLiteral("the connect burst did not end within %1 s").arg(waitMs / 1000));
    return quiet ? end : std::nullopt;
}

void repetition(test::SimProcess& sim, test::FaultProxy& proxy, Run& run, bool last, int idleSeconds) {
    QTemporaryDir dir;
    test::ConsoleUnderTest console(dir.filePath(QStringLiteral("settings.ini")));
    MainWindow& window = console.window;
    ClustersSession& clusters = window.clustersPage()->session();
    MonitoringSession& monitoring = window.monitoring();

    qint64 identified = -1, offerings = -1;
    QObject::connect(&console.connection, &ConnectionManager::identified, &window,
                     [&] { identified = identified < 0 ? trace.clock.elapsed() : identified; });
    QObject::connect(window.offeringsPage(), &OfferingsPage::loaded, &window,
                     [&] { offerings = offerings < 0 ? trace.clock.elapsed() : offerings; });
    // Connections opened during a figure: a new one costs a round trip more than a kept one.
    int connectionsBefore = 0;
    const auto connections = [&proxy] {
        const auto t = proxy.traffic();
        return t ? t->connections : 0;
    };
    const auto opened = [&](const QString& key) {
        run.opened[key].append(connections() - connectionsBefore);
    };
    QList<Cluster> known;
    QObject::connect(&clusters, &ClustersSession::clustersLoaded, &window,
                     [&](const QList<Cluster>& list, bool merge) {
                         if (!merge || known.isEmpty())
                             known = list;
                     });

    // Connect.
    connectionsBefore = connections();
    const qsizetype from = trace.mark();
    const qint64 start = trace.clock.elapsed();
    console.connection.connectTo({QStringLiteral("Far"), proxy.baseUrl(), {}, {}, {}},
                                 sim.key(QStringLiteral("0/owner")));
    if (!waitUntil([&] { return identified >= 0 && offerings >= 0; },
                   QStringLiteral("Connected and Offerings")))
        return;
    run.ms[QStringLiteral("connect")].append(double(identified - start));
    run.ms[QStringLiteral("first data")].append(double(offerings - start));
    QList<QPair<qint64, QString>> burst;
    if (const auto end = burstEnd(from, 1500, &burst)) {
        run.ms[QStringLiteral("all areas")].append(double(*end - start));
        opened(QStringLiteral("all areas"));
        QMap<QString, int> sent;
        run.burstCalls = 0;
        for (const auto& [t, line] : burst) {
            if (const QString c = callOf(line, QStringLiteral(" attempt 1")); !c.isEmpty()) {
                ++sent[c];
                ++run.burstCalls;
            }
        }
        run.duplicates.clear();
        for (auto it = sent.cbegin(); it != sent.cend(); ++it) {
            if (it.value() > 1)
                run.duplicates.append(QStringLiteral("%1 x%2").arg(it.key()).arg(it.value()));
        }
        run.burstTrace.clear();
        for (const auto& [t, line] : burst)
            run.burstTrace.append({t - start, line});
    }

    // Monitoring: another cluster first, then the big one, as a person picks from the chooser.
    window.showArea(MainWindow::Monitoring);
    auto* chooser = window.monitoringPage()->findChild<QComboBox*>(QStringLiteral("monitoringCluster"));
    QString bigId;
    for (const Cluster& c : std::as_const(known)) {
        if (c.name == bigCluster)
            bigId = c.id;
    }
    const auto indexOf = [chooser](const QString& id) { return chooser ? chooser->findData(id) : -1; };
    qint64 chartsAt = -1;
    QString wanted;
    QObject::connect(&monitoring, &MonitoringSession::dataReset, &window, [&] {
        const SeriesBlock* block = monitoring.store().block(monitoring.metric());
        if (!wanted.isEmpty() && monitoring.cluster().id == wanted && !monitoring.isLoading() && block &&
            !block->isEmpty() && chartsAt < 0)
            chartsAt = trace.clock.elapsed();
    });
    const auto choose = [&](const QString& id) {
        const int index = indexOf(id);
        chooser->setCurrentIndex(index);
        Q_EMIT chooser->activated(index);
    };
    if (!chooser || bigId.isEmpty() ||
        !waitUntil([&] { return indexOf(bigId) >= 0 && chooser->count() > 1; },
                   bigCluster + QStringLiteral(" in the chooser")))
        return;
    QString other;
    for (int i = 0; i < chooser->count() && other.isEmpty(); ++i) {
        if (chooser->itemData(i).toString() != bigId)
            other = chooser->itemData(i).toString();
    }
    wanted = other;
    choose(other);
    waitUntil([&] { return chartsAt >= 0; }, QStringLiteral("the other cluster's charts"));
    chartsAt = -1;
    wanted = bigId;
    connectionsBefore = connections();
    const qint64 chosen = trace.clock.elapsed();
    choose(bigId);
    if (waitUntil([&] { return chartsAt >= 0; }, bigCluster + QStringLiteral("'s charts"))) {
        run.ms[QStringLiteral("monitoring")].append(double(chartsAt - chosen));
        opened(QStringLiteral("monitoring"));
    }

    // Clusters: F5, then a person choosing a row.
    window.showArea(MainWindow::Clusters);
    waitUntil([&] { return !clusters.isLoading(); }, QStringLiteral("the clusters list"));
    qint64 refreshed = -1;
    auto loadedOnce = QObject::connect(&clusters, &ClustersSession::clustersLoaded, &window, [&] {
        refreshed = refreshed < 0 ? trace.clock.elapsed() : refreshed;
    });
    connectionsBefore = connections();
    const qint64 refreshAt = trace.clock.elapsed();
    window.refreshCurrentPage(); // what F5 and View > Refresh do
    if (waitUntil([&] { return refreshed >= 0; }, QStringLiteral("the refreshed clusters"))) {
        run.ms[QStringLiteral("refresh clusters")].append(double(refreshed - refreshAt));
        opened(QStringLiteral("refresh clusters"));
    }
    QObject::disconnect(loadedOnce);

    const std::optional<Cluster> current = window.clustersPage()->selected();
    QString pick;
    for (const Cluster& c : std::as_const(known)) {
        if (pick.isEmpty() && (!current || c.id != current->id) && c.id != bigId &&
            window.clustersPage()->model()->rowOf(c.id) >= 0)
            pick = c.id;
    }
    qint64 nodesAt = -1, eventsAt = -1;
    QObject::connect(&clusters, &ClustersSession::nodesLoaded, &window, [&](const QString& id) {
        nodesAt = id == pick && nodesAt < 0 ? trace.clock.elapsed() : nodesAt;
    });
    QObject::connect(&clusters, &ClustersSession::clusterEventsLoaded, &window, [&](const QString& id) {
        eventsAt = id == pick && eventsAt < 0 ? trace.clock.elapsed() : eventsAt;
    });
    connectionsBefore = connections();
    const qint64 pickAt = trace.clock.elapsed();
    const qsizetype pickMark = trace.mark();
    window.clustersPage()->select(pick);
    if (!pick.isEmpty() && waitUntil([&] { return nodesAt >= 0 && eventsAt >= 0; },
                                     QStringLiteral("a cluster's nodes and events"))) {
        run.ms[QStringLiteral("choose cluster")].append(double(std::max(nodesAt, eventsAt) - pickAt));
        opened(QStringLiteral("choose cluster"));
    }
    if (qEnvironmentVariableIsSet("BENCH_TRACE_CHOOSE")) {
        for (const auto& [t, line] : trace.since(pickMark))
            std::printf("choose +%lld %s\n", t - pickAt, qPrintable(line));
    }

    // Billing: the range to 30 days in its chooser.
    window.showArea(MainWindow::Billing);
    BillingPage* billing = window.billingPage();
    waitUntil([&] { return !billing->isLoading(); }, QStringLiteral("Billing's first load"));
    auto* range = billing->findChild<QComboBox*>(QStringLiteral("billingRange"));
    qint64 billed = -1;
    QObject::connect(billing, &BillingPage::loaded, &window,
                     [&] { billed = billed < 0 ? trace.clock.elapsed() : billed; });
    const int days30 = range ? range->findData(int(BillingPage::Range::Last30Days)) : -1;
    connectionsBefore = connections();
    const qint64 rangeAt = trace.clock.elapsed();
    if (days30 >= 0) {
        range->setCurrentIndex(days30);
        Q_EMIT range->activated(days30);
        if (waitUntil([&] { return billed >= 0; }, QStringLiteral("Billing's 30 days"))) {
            run.ms[QStringLiteral("billing 30 days")].append(double(billed - rangeAt));
            opened(QStringLiteral("billing 30 days"));
        }
    }

    // Idle on Clusters, Monitoring visited before.
    if (last && idleSeconds > 0) {
        window.showArea(MainWindow::Clusters);
        QTest::qWait(2000); // what leaving Monitoring closes, closes
        const qsizetype idleFrom = trace.mark();
        const auto before = proxy.traffic();
        QTest::qWait(idleSeconds * 1000);
        const auto after = proxy.traffic();
        if (before && after)
            run.idleKbPerMinute = double(after->total() - before->total()) / 1000.0 * 60.0 / idleSeconds;
        else
            complain(QStringLiteral("the proxy did not say what went through"));
        for (const auto& [t, line] : trace.since(idleFrom)) {
            if (line.contains(QStringLiteral(" done ")))
                run.idleCalls.append(line);
        }
    }
    console.connection.disconnectFromPlatform();
    QTest::qWait(100); // retired clients go on the next turn of the loop
}

QString cell(const QList<double>& values) {
    if (values.isEmpty())
        return QStringLiteral("timeout");
    QList<double> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    return QStringLiteral("%1 (%2-%3)")
        .arg(bench::median(values), 0, 'f', 0)
        .arg(sorted.first(), 0, 'f', 0)
        .arg(sorted.last(), 0, 'f', 0);
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    int repetitions = 3;
    int idleSeconds = 60;
    bool printTrace = false;
    const QStringList args = app.arguments().mid(1);
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == u"--trace")
            printTrace = true;
        else if (args[i] == u"--idle" && i + 1 < args.size())
            idleSeconds = args[++i].toInt();
        else if (args[i].toInt() > 0)
            repetitions = args[i].toInt();
    }
    trace.clock.start();
    trace.previous = qInstallMessageHandler(record);
    QLoggingCategory::setFilterRules(QStringLiteral("clusterdesk.api.debug=true"));

    test::SimProcess sim({QStringLiteral("--rate-limit"), QStringLiteral("0")});
    QString error;
    if (!sim.start(&error)) {
        complain(error);
        return 2;
    }
    const QList<int> oneWay = {0, 50};
    QList<Run> runs;
    for (int delay : oneWay) {
        test::FaultProxy proxy;
        test::FaultProxy::Faults shaping;
        shaping.delayMs = delay;
        if (!proxy.start(quint16(sim.port()), shaping, &error)) {
            complain(error);
            return 2;
        }
        Run run;
        for (int r = 0; r < repetitions; ++r) {
            print(QStringLiteral("round trip %1 ms, repetition %2 of %3")
                      .arg(2 * delay)
                      .arg(r + 1)
                      .arg(repetitions));
            // Idle for the whole minute at 100 ms; a third of it at 0 ms, for comparison.
            const int idle = delay > 0 ? idleSeconds : idleSeconds / 3;
            repetition(sim, proxy, run, r == repetitions - 1, idle);
        }
        runs.append(run);
    }

    const Run& zero = runs[0];
    const Run& far = runs[1];
    const auto med = [](const Run& r, const QString& key) {
        return r.ms.value(key).isEmpty() ? -1.0 : bench::median(r.ms.value(key));
    };
    print(QString());
    print(QStringLiteral("bench_far_console: %1 repetitions, median (min-max) in ms; round trip through "
                         "tests/support/fault_proxy.py")
              .arg(repetitions));
    print(QStringLiteral("| figure | 0 ms | 100 ms | target at 100 ms | met | new connections at 100 ms |"));
    print(QStringLiteral("|---|---|---|---|---|---|"));
    struct Row {
        QString key, title;
        double target; // absolute, or < 0: the 0 ms time + 150 ms
    };
    const QList<Row> rows = {
        {QStringLiteral("connect"), QStringLiteral("connect to Connected"), -2},
        {QStringLiteral("first data"), QStringLiteral("connect to first page with data"), 500},
        {QStringLiteral("all areas"), QStringLiteral("connect to every area loaded"), 800},
        {QStringLiteral("monitoring"), QStringLiteral("Monitoring, 512 GPUs, chosen to charts"), 1000},
        {QStringLiteral("refresh clusters"), QStringLiteral("refresh Clusters (F5)"), -1},
        {QStringLiteral("choose cluster"), QStringLiteral("choose a cluster: nodes and events"), -1},
        {QStringLiteral("billing 30 days"), QStringLiteral("Billing range to 30 days"), -1},
    };
    for (const Row& row : rows) {
        const double z = med(zero, row.key), f = med(far, row.key);
        QString target = QStringLiteral("-");
        QString met = QStringLiteral("-");
        if (row.target >= 0 || (row.target == -1 && z >= 0)) {
            const double bound = row.target >= 0 ? row.target : z + 150;
            target = row.target >= 0 ? QStringLiteral("<= %1").arg(bound, 0, 'f', 0)
                                     : QStringLiteral("<= 0 ms + 150 = %1").arg(bound, 0, 'f', 0);
            met = f < 0        ? QStringLiteral("timeout")
                  : f <= bound ? QStringLiteral("yes")
                               : QStringLiteral("NO");
        }
        QStringList opened;
        for (int n : far.opened.value(row.key))
            opened.append(QString::number(n));
        print(QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |")
                  .arg(row.title, cell(zero.ms.value(row.key)), cell(far.ms.value(row.key)), target, met,
                       opened.isEmpty() ? QStringLiteral("-") : opened.join(u' ')));
    }
    const auto kb = [](double v) {
        return v < 0 ? QStringLiteral("-") : QStringLiteral("%1").arg(v, 0, 'f', 1);
    };
    print(QStringLiteral("| idle on Clusters after Monitoring, KB/min both ways | %1 (%2 s) | %3 (%4 s) | <= "
                         "20 | %5 | - |")
              .arg(kb(zero.idleKbPerMinute))
              .arg(idleSeconds / 3)
              .arg(kb(far.idleKbPerMinute))
              .arg(idleSeconds)
              .arg(far.idleKbPerMinute < 0     ? QStringLiteral("-")
                   : far.idleKbPerMinute <= 20 ? QStringLiteral("yes")
                                               : QStringLiteral("NO")));
    print(QStringLiteral("| calls in the connect burst | %1 | %2 | - | - | - |")
              .arg(zero.burstCalls)
              .arg(far.burstCalls));
    print(QStringLiteral("| requests sent twice during connect | %1 | %2 | 0 | %3 | - |")
              .arg(zero.duplicates.size())
              .arg(far.duplicates.size())
              .arg(far.duplicates.isEmpty() ? QStringLiteral("yes") : QStringLiteral("NO")));
    for (const QString& d : far.duplicates)
        print(QStringLiteral("  sent twice at 100 ms: ") + d);
    for (const QString& c : far.idleCalls)
        print(QStringLiteral("  idle call at 100 ms: ") + c);
    if (printTrace) {
        print(QString());
        print(
            QStringLiteral("The connect burst at 100 ms round trip (last repetition), ms after connectTo:"));
        for (const auto& [t, line] : far.burstTrace)
            print(QStringLiteral("%1  %2").arg(t, 6).arg(line));
    }
    return 0;
}
