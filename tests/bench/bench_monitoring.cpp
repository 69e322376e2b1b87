// The Monitoring page's figures (issue 5), on the offline demo's simulator in this process:
//   - 512 GPUs x 6 metrics x 24 h at 15 s in the store, and the memory it takes;
//   - a full redraw of the page at 1600x1000 for a 64-node, 512-GPU cluster (median and p95);
//   - a 1 Hz live tick for 512 GPUs on the GUI thread: decoding a captured stream event, moving
//     the window, headline and alerts, and the charts' data (then the repaint, separately);
//   - points per pixel column: the most any series drew;
//   - side by side in the same run (issue 23): the console's charts on Qt Charts against the
//     QPainter charts they replaced (tests/bench/baseline/), on the page's own lines and on a day
//     of samples, redraw, live tick and memory; and Qt Charts given every point, undecimated.
// Usage: bench_monitoring [runs]
#include "BenchStats.h"
#include "ChartComparison.h"

#include "HeatmapView.h"
#include "MonitoringPage.h"
#include "charts/TimeSeriesChart.h"

#include "api/PlatformClient.h"
#include "api/SseFeed.h"
#include "demo/DemoPlatform.h"
#include "metrics/ClusterTrend.h"
#include "models/ClusterListModel.h"
#include "session/MonitoringSession.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QListWidget>
#include <QPainterPathStroker>
#include <QPixmap>
#include <QSignalSpy>
#include <QTest>

#include <cstdio>
#include <cstdlib>
#include <functional>

using namespace cd;
using namespace cd::bench;

namespace {

template <typename Call>
bool finish(Call* call) {
    if (call->isFinished())
        return true;
    QSignalSpy done(call, &ApiCall::finished);
    return done.wait(30000);
}

bool waitFor(const std::function<bool()>& done, int ms) {
    if (QTest::qWaitFor(done, ms))
        return true;
    std::fprintf(stderr, "bench_monitoring: gave up waiting\n");
    std::exit(2);
}

void print(const QString& line) {
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
}

QList<TimeSeriesChart::Line> synthetic(int seriesCount, int points, double step) {
    QList<TimeSeriesChart::Line> lines;
    const double t0 = 1'795'900'800;
    for (int s = 0; s < seriesCount; ++s) {
        TimeSeriesChart::Line line;
        line.name = QStringLiteral("GPU %1").arg(s);
        line.color = QColor::fromHsv((s * 37) % 360, 160, 200);
        line.times.resize(std::size_t(points));
        line.values.resize(std::size_t(points));
        for (int i = 0; i < points; ++i) {
            line.times[std::size_t(i)] = t0 + i * step;
            line.values[std::size_t(i)] =
                float(60 + 35 * std::sin((i + s * 13) / 40.0) + (i * 7919 + s) % 11);
        }
        lines.append(std::move(line));
    }
    return lines;
}

} // namespace

int main(int argc, char** argv) {
    // Offscreen unless told otherwise: QT_QPA_PLATFORM=xcb under Xvfb measures Qt Charts' OpenGL path.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(5, atoi(argv[1])) : 40;

    // 1. The store's bound.
    {
        const qint64 before = residentBytes();
        MetricStore store(15, 5760);
        for (int n = 0; n < 64; ++n)
            for (int g = 0; g < 8; ++g)
                store.addSeries({{QStringLiteral("node-%1").arg(n), g}, {}, {}, {}, {}});
        const Metric six[] = {Metric::GpuUtil,     Metric::TensorActive, Metric::MemoryUsed,
                              Metric::Temperature, Metric::Power,        Metric::SmClock};
        std::vector<float> column(512);
        const qint64 start = 1'795'900'800;
        QElapsedTimer fill;
        fill.start();
        for (Metric m : six) {
            SeriesBlock& block = store.block(m);
            for (int c = 0; c < 5760 * 2; ++c) { // two days: the first falls out
                for (int s = 0; s < 512; ++s)
                    column[std::size_t(s)] = float((c + s) % 100);
                block.setColumn(start + qint64(c) * 15, column);
            }
        }
        const qint64 after = residentBytes();
        print(QStringLiteral(
                  "| Store: 512 GPUs x 6 metrics x 24 h at 15 s | %1 MB held (%2 MB resident growth), "
                  "filled twice over in %3 ms | at most 128 MB |")
                  .arg(store.memoryBytes() / 1048576.0, 0, 'f', 1)
                  .arg((after - before) / 1048576.0, 0, 'f', 1)
                  .arg(fill.elapsed()));
    }

    // 2. A 64-node, 512-GPU cluster on the demo platform.
    QString error;
    auto demo = DemoPlatform::create(DemoPlatform::defaultSeed, &error);
    if (!demo) {
        print(QStringLiteral("demo failed: ") + error);
        return 1;
    }
    demo->platform().clock().setSpeed(1.0);
    PlatformClient client(demo->makeTransport());
    client.setApiKey(demo->ownerKey());
    // The demo's own large run: 64 nodes, 512 GPUs, nine hours into pretraining.
    std::unique_ptr<PagedCall<Cluster>> list(client.clusters());
    finish(list.get());
    ClusterListModel clusters;
    clusters.setClusters(list->items());
    Cluster big;
    for (const Cluster& c : list->items())
        if (c.name == u"frontier-pretrain")
            big = c;
    if (big.gpuCount() != 512) {
        print(QStringLiteral("the demo has no 512-GPU cluster"));
        return 1;
    }
    MonitoringSession session;
    session.setClients(&client, &client, false);
    QTest::qWait(200); // the platform's time
    MonitoringPage page(session, clusters);
    page.resize(1600, 1000);
    page.show();
    page.selectCluster(big.id);
    waitFor([&] { return !session.isLoading() && session.store().capacity() > 1; }, 60000);
    waitFor([&] { return session.headline().reporting == big.gpuCount(); }, 20000);
    page.grab();
    print(QStringLiteral("| Cluster for the page | %1 nodes, %2 GPUs reporting, %3 samples per GPU | |")
              .arg(big.nodeCount())
              .arg(session.headline().reporting)
              .arg(session.store().block(Metric::GpuUtil)->columns()));

    // The simulator runs in this process and on these two cores: its clock is held while the GUI
    // thread is timed, so its stream does not compete for the CPU.
    demo->platform().clock().setSpeed(0);
    if (qEnvironmentVariableIsSet("BENCH_PARTS")) {
        for (QWidget* w : {static_cast<QWidget*>(page.heatmap()), static_cast<QWidget*>(page.trendChart()),
                           static_cast<QWidget*>(page.nodeChart(0)), static_cast<QWidget*>(page.nodeChart(1)),
                           static_cast<QWidget*>(page.alertList())})
            print(row(w->objectName(), timeIt(10, [&](int) { w->grab(); }), {}));
    }
    QList<double> each;
    const Timing redraw = timeIt(runs, [&](int) {
        QElapsedTimer t;
        t.start();
        page.grab();
        each.append(t.nsecsElapsed() / 1e6);
    });
    if (qEnvironmentVariableIsSet("BENCH_PARTS")) {
        QStringList values;
        for (double v : each)
            values << QString::number(v, 'f', 1);
        print(values.join(u' '));
    }
    print(row(QStringLiteral("Full redraw of the page at 1600x1000, 512 GPUs, 15 min at 1 s"), redraw,
              QStringLiteral("p95 at most 30 ms")));

    demo->platform().clock().setSpeed(1.0);
    // 3. The live tick, replayed from events the platform's stream sent.
    QList<SseEvent> events;
    SseFeed feed(&client, PlatformClient::clusterMetricsPath(big.id, "stream"));
    QObject::connect(&feed, &SseFeed::received, [&](const SseEvent& e) { events.append(e); });
    session.setPaused(true); // the page's own feed must not move the window meanwhile
    feed.start();
    waitFor([&] { return events.size() >= runs + 2; }, 120000);
    feed.stop();
    session.setPaused(false);
    waitFor([&] { return !session.isLoading(); }, 20000);
    page.grab();
    SseEvent seriesEvent;
    QList<SseEvent> samples;
    for (const SseEvent& e : events)
        (e.type == "series" ? seriesEvent : e).type == "samples" ? samples.append(e) : void();
    // Replay in order, each a second after the loaded window's end.
    const qint64 end = session.window().end;
    QList<QByteArray> shifted;
    for (qsizetype i = 0; i < samples.size(); ++i) {
        QByteArray data = samples[i].data;
        const QByteArray oldTime = "\"time\":" + samples[i].id;
        data.replace(oldTime, QByteArray("\"time\":" + QByteArray::number(end + 1 + i)));
        shifted.append(data);
    }
    demo->platform().clock().setSpeed(0);
    qsizetype next = 0;
    QList<double> tickParts[2];
    // Each chart rebuilds in its own queued call, so the GUI thread is held by one of them at a
    // time: the longest of the session's part and each chart's is how long input can wait.
    QList<double> longestHold;
    const Timing tick = timeIt(int(std::min<qsizetype>(runs, shifted.size())), [&](int) {
        SseEvent e;
        e.type = "samples";
        e.data = shifted[next++];
        QElapsedTimer part;
        part.start();
        session.onStreamEvent(e);
        tickParts[0].append(part.nsecsElapsed() / 1e6);
        // The charts bring their series up to date (decimation, replace() and Qt Charts' geometry)
        // in a queued call at the next pass of the event loop: that is part of the tick, done here
        // by asking them. (Processing the queued calls instead would repaint the window too: a
        // QGraphicsView flushes its window's paint when its scene's changes are processed.)
        double longest = tickParts[0].constLast();
        for (const TimeSeriesChart* chart : {page.trendChart(), page.nodeChart(0), page.nodeChart(1)}) {
            QElapsedTimer one;
            one.start();
            chart->maxPointsPerColumn();
            longest = std::max(longest, one.nsecsElapsed() / 1e6);
        }
        tickParts[1].append(part.nsecsElapsed() / 1e6);
        longestHold.append(longest);
    });
    if (qEnvironmentVariableIsSet("BENCH_PARTS"))
        print(QStringLiteral("tick: session %1 ms, with the charts' update %2 ms (medians)")
                  .arg(median(tickParts[0]), 0, 'f', 2)
                  .arg(median(tickParts[1]), 0, 'f', 2));
    print(
        row(QStringLiteral("Live tick, 512 GPUs x 15 metrics: decode, headline, alerts, window, chart data"),
            tick, QStringLiteral("at most 5 ms")));
    std::sort(longestHold.begin(), longestHold.end());
    Timing hold;
    hold.runs = int(longestHold.size());
    hold.medianMs = median(longestHold);
    hold.p95Ms = longestHold.isEmpty() ? 0 : longestHold[qsizetype(0.95 * double(longestHold.size() - 1))];
    print(row(
        QStringLiteral("Live tick: the longest single hold of the GUI thread (the session's part, then each "
                       "chart in its own queued call)"),
        hold, QStringLiteral("at most 5 ms")));
    const Timing tickPaint = timeIt(runs / 2, [&](int) {
        SseEvent e;
        e.type = "samples";
        e.data = shifted[std::min<qsizetype>(next++, shifted.size() - 1)];
        session.onStreamEvent(e);
        page.grab();
    });
    print(row(QStringLiteral("Live tick with the repaint of the whole page"), tickPaint,
              QStringLiteral("(shown)")));
    {
        // Qt Charts' own floor under a tick: LineChartItem::updateGeometry (Qt Charts 6.4) outlines
        // each replaced series' whole path with this stroker for its hover shape, and no setting
        // skips it but OpenGL. A tick replaces every line of the three charts and the band's edges.
        // The page's own lines, at the page's scale (1.6 px a sample, 300 px for the value range),
        // and the band's two edges.
        QList<QPainterPath> paths;
        auto addPath = [&](const std::vector<float>& values) {
            QPainterPath path;
            for (std::size_t i = 0; i < values.size(); ++i) {
                const QPointF p(double(i) * 1.6, 300.0 - double(values[i]) * 3.0);
                i == 0 ? path.moveTo(p) : path.lineTo(p);
            }
            paths.append(path);
        };
        for (const TimeSeriesChart* chart : {page.trendChart(), page.nodeChart(0), page.nodeChart(1)})
            for (const TimeSeriesChart::Line& l : chart->lines())
                addPath(l.values);
        const ClusterTrend edges = ClusterTrend::of(*session.store().block(Metric::GpuUtil));
        addPath(edges.high);
        addPath(edges.low);
        const qsizetype series = paths.size();
        QPainterPathStroker stroker;
        stroker.setWidth(1.42);
        stroker.setJoinStyle(Qt::MiterJoin);
        stroker.setCapStyle(Qt::SquareCap);
        const Timing outline = timeIt(runs, [&](int) {
            for (const QPainterPath& path : std::as_const(paths))
                stroker.createStroke(path);
        });
        print(row(QStringLiteral("Qt Charts' floor under a tick: QPainterPathStroker over the %1 series of "
                                 "the page's own data, as "
                                 "Qt Charts 6.4 outlines each replaced series")
                      .arg(series),
                  outline, QStringLiteral("(the 5 ms figure's floor)")));
    }

    int worst = 0;
    for (int i = 0; i < 3; ++i)
        worst = std::max(worst, page.nodeChart(i < 2 ? i : 0)->maxPointsPerColumn());
    worst = std::max(worst, page.trendChart()->maxPointsPerColumn());

    // 4. Side by side: the page's own charts, then lines dense enough for decimation to matter.
    ChartComparison compare(runs, print);
    const TimeWindow& w = session.window();
    QList<ChartComparison::PageChart> pageCharts;
    {
        const ClusterTrend trend = ClusterTrend::of(*session.store().block(Metric::GpuUtil));
        pageCharts.append(
            {page.trendChart()->lines(),
             TimeSeriesChart::Band{trend.times, trend.low, trend.high, QColor(0x30, 0x7f, 0xe2)},
             page.trendChart()->size()});
        for (int c = 0; c < 2; ++c)
            pageCharts.append({page.nodeChart(c)->lines(), std::nullopt, page.nodeChart(c)->size()});
    }
    compare.pageCharts(pageCharts, double(w.step), double(w.start), double(w.end + w.step));
    QList<TimeSeriesChart::Line> pageLines;
    for (const auto& c : pageCharts)
        pageLines += c.lines;
    compare.redraw(QStringLiteral("The page's chart lines (average and 2 nodes' GPUs, 901 points each)"),
                   pageLines, std::nullopt, w.step, QSize(1600, 400), true, &worst);
    compare.redraw(QStringLiteral("8 GPUs x 86,400 points (a day at 1 s)"), synthetic(8, 86400, 1),
                   std::nullopt, 1, QSize(1600, 400), true, &worst);
    compare.redraw(QStringLiteral("64 GPUs x 5,760 points (a day at 15 s)"), synthetic(64, 5760, 15),
                   std::nullopt, 15, QSize(1600, 400), true, &worst);
    compare.dailyCost();
    print(QStringLiteral("| Most points any series drew in one pixel column | %1 | at most 4 |").arg(worst));
    return 0;
}
