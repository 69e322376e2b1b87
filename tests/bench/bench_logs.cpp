// The Logs tab with a million lines (issue 21): lines fed at a steady rate through LogsSession,
// the model and a table shown offscreen, the way a running job's stream reaches them.
//   - GUI thread stall: how late a 1 ms probe timer fires while lines stream, p99 and worst;
//   - memory growth: resident memory after the last line minus before the first;
//   - a search over all lines (case-insensitive), median of 5.
// bench_logs [--lines N] [--rate R]   (defaults: 1,000,000 lines at 5,000 a second)
#include "BenchStats.h"

#include "models/LogLinesModel.h"
#include "session/ClustersSession.h"
#include "ui/ClusterLogsView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace cd;

namespace {

// Believable lines of a 64-node run: rank 0's steps, NCCL lines, now and then a warning.
LogLine makeLine(qint64 seq, const QDateTime& start) {
    LogLine l;
    l.seq = seq;
    l.time = start.addMSecs(seq * 2);
    const int kind = int(seq % 20);
    l.node = QStringLiteral("node-%1").arg(seq % 64, 4, 10, QLatin1Char('0'));
    if (kind == 0) {
        l.rank = 0;
        l.text = QStringLiteral("[step %1/500000] loss=%2 lr=2.9e-04 tokens/s=812,345 step_time=1.92s")
                     .arg(seq / 20)
                     .arg(2.0 + double(seq % 997) / 1000.0, 0, 'f', 4);
    } else if (kind == 7) {
        l.level = LogLevel::Warning;
        l.rank = int(seq % 512);
        l.text = QStringLiteral("DataLoader worker %1 is slow: batch took 4.1 s").arg(seq % 8);
    } else {
        l.rank = int(seq % 512);
        l.text = QStringLiteral("NCCL INFO Channel %1/32 : %2[%3] -> %4[%5] via P2P/IPC/read")
                     .arg(seq % 32, 2, 10, QLatin1Char('0'))
                     .arg(l.rank)
                     .arg(seq % 8)
                     .arg((l.rank + 1) % 512)
                     .arg((seq + 1) % 8);
    }
    return l;
}

double percentile(std::vector<double> v, double p) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(double(v.size()) * p))];
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    qint64 lines = 1'000'000;
    int rate = 5000;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == u"--lines")
            lines = args[i + 1].toLongLong();
        else if (args[i] == u"--rate")
            rate = args[i + 1].toInt();
    }
    ClustersSession clusters;
    ClusterLogsView view(clusters);
    view.resize(1200, 700);
    view.show();
    Cluster c;
    c.id = QStringLiteral("cl-bench");
    c.workload = Workload{};
    view.setCluster(c);
    QApplication::processEvents();
    const qint64 rssBefore = bench::residentBytes();
    const QDateTime start(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC);

    // The feed: every 20 ms the lines due by now, so the rate holds even when a tick is late.
    qint64 fed = 0;
    QElapsedTimer clock;
    clock.start();
    QTimer feed;
    feed.setTimerType(Qt::PreciseTimer);
    feed.setInterval(20);
    QObject::connect(&feed, &QTimer::timeout, [&] {
        const qint64 due = std::min(lines, clock.elapsed() * rate / 1000);
        for (; fed < due; ++fed)
            view.session().accept(makeLine(fed + 1, start));
    });
    std::vector<double> lateness;
    lateness.reserve(size_t(lines * 1000 / rate) + 1000);
    QElapsedTimer probeClock;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(1);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        lateness.push_back(std::max(0.0, double(probeClock.nsecsElapsed()) / 1e6 - 1.0));
        probeClock.restart();
    });
    feed.start();
    probeClock.start();
    probe.start();
    while (view.model()->rowCount() < lines)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    probe.stop();
    feed.stop();
    const double seconds = double(clock.elapsed()) / 1000.0;
    const qint64 rssAfter = bench::residentBytes();

    QList<double> searchMs;
    std::size_t found = 0;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer t;
        t.start();
        found = view.model()->store().search(QStringLiteral("LOSS=2.31")).size();
        searchMs.append(double(t.nsecsElapsed()) / 1e6);
    }
    QElapsedTimer t;
    t.start();
    view.model()->setSearch(QStringLiteral("dataloader worker 3"));
    const double modelSearchMs = double(t.nsecsElapsed()) / 1e6;

    std::printf("| figure | measured | target |\n|---|---|---|\n");
    std::printf("| lines streamed | %lld in %.0f s (%.0f a second) | 1,000,000 at 5,000 a second |\n",
                static_cast<long long>(lines), seconds, double(lines) / seconds);
    std::printf("| GUI thread stall (1 ms probe lateness), p99 | %.1f ms | at most 16 ms |\n",
                percentile(lateness, 0.99));
    std::printf("| GUI thread stall, worst | %.1f ms | |\n", percentile(lateness, 1.0));
    std::printf("| memory growth (resident) | %.0f MB | at most 150 MB |\n",
                double(rssAfter - rssBefore) / (1024.0 * 1024.0));
    std::printf("| search over all lines, median of 5 (%zu matches) | %.1f ms | at most 100 ms |\n", found,
                bench::median(searchMs));
    std::printf("| search typed in the tab (matches and row marks) | %.1f ms | |\n", modelSearchMs);
    return 0;
}
