#include "metrics/ClusterTrend.h"
#include "metrics/ClusterTrendCache.h"
#include "metrics/GpuAlertTracker.h"
#include "metrics/M4Decimator.h"
#include "metrics/MetricStore.h"
#include "metrics/PromQuery.h"
#include "metrics/TimeWindow.h"
#include "platform/RangeQuery.h"
#include "platform/TelemetryModel.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace cd;
using namespace cd::sim;

namespace {
constexpr float gap = std::numeric_limits<float>::quiet_NaN();

Cluster trainingCluster(const QDateTime& created) {
    Cluster c;
    c.id = QStringLiteral("cl-00042");
    c.name = QStringLiteral("llm");
    c.state = ClusterState::Running;
    c.createdAt = created;
    c.stage = WorkloadStage::Pretrain;
    c.pools = {NodePool{QStringLiteral("pool-1"), QStringLiteral("train"), QStringLiteral("off"),
                        QStringLiteral("H100 SXM"), 8, 2, 2},
               NodePool{QStringLiteral("pool-2"), QStringLiteral("prep"), QStringLiteral("off2"),
                        QStringLiteral("T4"), 4, 1, 1}};
    return c;
}

QList<Node> nodesOf(const Cluster& c, bool secondFailed) {
    QList<Node> nodes;
    int serial = 0;
    for (const NodePool& p : c.pools) {
        for (int n = 0; n < p.nodeCount; ++n) {
            Node node;
            node.id = QStringLiteral("%1-n%2").arg(c.id).arg(++serial);
            node.poolId = p.id;
            node.hostname = QStringLiteral("%1-%2-%3").arg(c.name, p.name).arg(n + 1);
            node.state = NodeState::Ready;
            node.since = c.createdAt.addSecs(300);
            for (int g = 0; g < p.gpusPerNode; ++g)
                node.gpus.append({g, QStringLiteral("GPU-%1-%2").arg(serial).arg(g), p.gpuModel});
            if (secondFailed && serial == 2) {
                node.state = NodeState::Failed;
                node.since = c.createdAt.addSecs(7200);
                node.gpus[3].lastXid = 79;
            }
            nodes.append(node);
        }
    }
    return nodes;
}

QUrlQuery params(const QString& query, const QString& start, const QString& end, const QString& step) {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("query"), query);
    q.addQueryItem(QStringLiteral("start"), start);
    q.addQueryItem(QStringLiteral("end"), end);
    q.addQueryItem(QStringLiteral("step"), step);
    return q;
}
} // namespace

// The telemetry core: M4 decimation against brute force, the bounded store, the range query
// parameters and their errors, the simulator's deterministic model and the alert rules. The
// query subset's parser is tst_prom_query.
class TestMetrics final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Property test: for random series (with gaps), windows and widths, M4 keeps exactly the
    // first, last, smallest and largest sample of every pixel column, in time order, and never
    // more than four.
    void m4KeepsEveryColumnsExtremes() {
        QRandomGenerator random(20261129);
        for (int round = 0; round < 300; ++round) {
            const int n = random.bounded(1, 3000);
            std::vector<double> times(static_cast<std::size_t>(n));
            std::vector<float> values(static_cast<std::size_t>(n));
            double t = random.bounded(1000);
            for (int i = 0; i < n; ++i) {
                t += 0.25 + random.generateDouble() * 3;
                times[std::size_t(i)] = t;
                // Plateaus make ties, which the property must survive.
                values[std::size_t(i)] = random.bounded(20) == 0 ? gap : float(random.bounded(50));
            }
            const double t0 = times.front() + random.generateDouble() * (t - times.front()) * 0.3;
            const double t1 = t0 + 1 + random.generateDouble() * (t - t0);
            const int columns = random.bounded(1, 900);
            const QList<ChartPoint> kept = M4Decimator::decimate(times, values, t0, t1, columns);
            const double width = (t1 - t0) / columns;
            auto columnOf = [&](double at) { return std::min(columns - 1, int((at - t0) / width)); };

            // Brute force: per column, the (time, value) of first, last, min and max.
            QHash<int, QSet<QPair<double, double>>> expected;
            QHash<int, QPair<double, double>> lo, hi;
            QHash<int, QList<QPair<double, double>>> all;
            for (int i = 0; i < n; ++i) {
                if (std::isnan(values[std::size_t(i)]) || times[std::size_t(i)] < t0 ||
                    times[std::size_t(i)] >= t1)
                    continue;
                all[columnOf(times[std::size_t(i)])].append({times[std::size_t(i)], values[std::size_t(i)]});
            }
            for (auto it = all.begin(); it != all.end(); ++it) {
                const auto& samples = it.value();
                QPair<double, double> minP = samples.first(), maxP = samples.first();
                for (const auto& s : samples) {
                    if (s.second < minP.second)
                        minP = s;
                    if (s.second > maxP.second)
                        maxP = s;
                }
                lo.insert(it.key(), minP);
                hi.insert(it.key(), maxP);
                expected[it.key()] = {samples.first(), samples.last()};
            }
            QHash<int, QList<ChartPoint>> got;
            double previous = -1e300;
            for (const ChartPoint& p : kept) {
                QVERIFY2(p.t >= previous, "points are in time order");
                previous = p.t;
                if (p.t >= t0 && p.t < t1)
                    got[columnOf(p.t)].append(p);
            }
            QCOMPARE(got.keys().size(), all.keys().size());
            for (auto it = all.begin(); it != all.end(); ++it) {
                const QList<ChartPoint>& points = got.value(it.key());
                QVERIFY2(
                    points.size() <= M4Decimator::maxPointsPerColumn,
                    qPrintable(QStringLiteral("column %1 has %2 points").arg(it.key()).arg(points.size())));
                QSet<QPair<double, double>> have;
                double minV = 1e300, maxV = -1e300;
                for (const ChartPoint& p : points) {
                    have.insert({p.t, p.v});
                    minV = std::min(minV, p.v);
                    maxV = std::max(maxV, p.v);
                    QVERIFY2(it.value().contains(QPair<double, double>(p.t, p.v)),
                             "every kept point is a sample");
                }
                for (const auto& must : expected.value(it.key()))
                    QVERIFY2(have.contains(must), "first and last sample of the column are kept");
                QCOMPARE(minV, lo.value(it.key()).second);
                QCOMPARE(maxV, hi.value(it.key()).second);
            }
        }
    }

    void m4KeepsTheNeighboursOutsideTheWindow() {
        const std::vector<double> times = {0, 10, 20, 30, 40};
        const std::vector<float> values = {1, 2, 3, 4, 5};
        const auto kept = M4Decimator::decimate(times, values, 15, 35, 4);
        QCOMPARE(kept.size(), 4);
        QCOMPARE(kept.first(), (ChartPoint{10, 2}));
        QCOMPARE(kept.last(), (ChartPoint{40, 5}));
    }

    // However long the console runs, a block holds `capacity` columns: the oldest fall out.
    void seriesBlockStaysWithinItsBounds() {
        SeriesBlock block(16, 100, 15);
        const qsizetype bytes = block.memoryBytes();
        QCOMPARE(bytes, qsizetype(16 * 100 * sizeof(float)));
        std::vector<float> column(16);
        for (qint64 i = 0; i < 10'000; ++i) {
            std::fill(column.begin(), column.end(), float(i % 97));
            block.setColumn(999'990 + i * 15, column);
        }
        QCOMPARE(block.memoryBytes(), bytes);
        QCOMPARE(block.columns(), 100);
        QCOMPARE(block.lastTime(), 999'990 + 9'999 * 15);
        QCOMPARE(block.firstTime(), block.lastTime() - 99 * 15);
        QCOMPARE(block.value(3, 99), float(9'999 % 97));
        QCOMPARE(block.value(3, 0), float(9'900 % 97));
        // Too old to keep, and a time on the grid in between rounds down to its column.
        QVERIFY(!block.set(0, block.firstTime() - 15, 1));
        QVERIFY(block.set(0, block.lastTime() - 20, 7));
        QCOMPARE(block.value(0, 98), 7.0f);
        // A jump ahead leaves gaps; a jump past the whole window starts over.
        block.set(1, block.lastTime() + 45, 5);
        QVERIFY(std::isnan(block.value(1, 98)));
        QCOMPARE(block.value(1, 99), 5.0f);
        block.set(2, block.lastTime() + 15 * 1000, 9);
        QCOMPARE(block.columns(), 1);
        QCOMPARE(block.memoryBytes(), bytes);
    }

    void seriesBlockFillsBackwardsUntilFull() {
        SeriesBlock block(1, 5, 1);
        QVERIFY(block.set(0, 100, 1));
        QVERIFY(block.set(0, 97, 2)); // older, but there is room
        QCOMPARE(block.columns(), 4);
        QCOMPARE(block.firstTime(), 97);
        QCOMPARE(block.value(0, 0), 2.0f);
        QVERIFY(block.set(0, 96, 3));
        QVERIFY(!block.set(0, 95, 4)); // full: older than the window
    }

    void storeMemoryIsSeriesTimesCapacity() {
        MetricStore store(15, 5760);
        for (int n = 0; n < 64; ++n)
            for (int g = 0; g < 8; ++g)
                store.addSeries({{QStringLiteral("n%1").arg(n), g}, {}, {}, {}, {}});
        QCOMPARE(store.addSeries({{QStringLiteral("n0"), 0}, {}, {}, {}, {}}), 0); // already there
        for (Metric m : {Metric::GpuUtil, Metric::Temperature, Metric::Power, Metric::MemoryUsed,
                         Metric::SmClock, Metric::TensorActive})
            store.block(m);
        QCOMPARE(store.memoryBytes(), qsizetype(512) * 6 * 5760 * 4);
        QVERIFY(store.memoryBytes() <= 128LL * 1024 * 1024);
    }

    void rangeParametersAreChecked_data() {
        QTest::addColumn<QString>("start");
        QTest::addColumn<QString>("end");
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("says");
        QTest::newRow("start") << "yesterday"
                               << "100"
                               << "1"
                               << "invalid parameter \"start\"";
        QTest::newRow("end") << "100"
                             << ""
                             << "1"
                             << "invalid parameter \"end\"";
        QTest::newRow("inverted") << "200"
                                  << "100"
                                  << "1"
                                  << "end timestamp must not be before start time";
        QTest::newRow("zero step") << "100"
                                   << "200"
                                   << "0"
                                   << "zero or negative";
        QTest::newRow("negative step") << "100"
                                       << "200"
                                       << "-5"
                                       << "zero or negative";
        QTest::newRow("step words") << "100"
                                    << "200"
                                    << "often"
                                    << "invalid parameter \"step\"";
        QTest::newRow("sub-second") << "100"
                                    << "200"
                                    << "0.5"
                                    << "once a second";
        QTest::newRow("11,001 points") << "0"
                                       << "11000"
                                       << "1s"
                                       << "11,000 points";
        QTest::newRow("far past") << "-9.3e18"
                                  << "100"
                                  << "1"
                                  << "not a time";
        QTest::newRow("huge step") << "100"
                                   << "200"
                                   << "1e19"
                                   << "longer than any history";
        QTest::newRow("absurd step") << "100"
                                     << "200"
                                     << "1e300"
                                     << "longer than any history";
        QTest::newRow("huge span") << "0"
                                   << "9e10"
                                   << "1"
                                   << "11,000 points";
        QTest::newRow("rounded step") << "0"
                                      << "15700"
                                      << "1.4"
                                      << "11,000 points"; // used as 1 s
    }
    void rangeParametersAreChecked() {
        QFETCH(QString, start);
        QFETCH(QString, end);
        QFETCH(QString, step);
        QFETCH(QString, says);
        const auto parsed =
            RangeQuery::parse(params(QStringLiteral("DCGM_FI_DEV_GPU_UTIL"), start, end, step));
        QVERIFY(std::holds_alternative<QString>(parsed));
        QVERIFY2(std::get<QString>(parsed).contains(says), qPrintable(std::get<QString>(parsed)));
    }

    void rangeParametersAccept() {
        const auto exactly = RangeQuery::parse(
            params(QStringLiteral("x"), QStringLiteral("0"), QStringLiteral("10999"), QStringLiteral("1")));
        QVERIFY(std::holds_alternative<RangeQuery>(exactly)); // 11,000 points: the limit itself
        const auto rfc =
            RangeQuery::parse(params(QStringLiteral("x"), QStringLiteral("2026-11-29T10:00:00Z"),
                                     QStringLiteral("2026-11-29T11:00:00.000Z"), QStringLiteral("5m")));
        QVERIFY(std::holds_alternative<RangeQuery>(rfc));
        QCOMPARE(std::get<RangeQuery>(rfc).step, 300);
        QCOMPARE(std::get<RangeQuery>(rfc).end - std::get<RangeQuery>(rfc).start, 3600);
    }

    // The same seed tells the same story; another seed another one; a failure shows.
    void telemetryIsDeterministicAndPlausible() {
        const QDateTime created = QDateTime(QDate(2026, 11, 1), QTime(8, 0), Qt::UTC);
        const Cluster c = trainingCluster(created);
        const TelemetryModel a(7), b(7), other(8);
        const auto sources = a.sources(c, nodesOf(c, true));
        const auto otherSources = other.sources(c, nodesOf(c, true));
        QCOMPARE(sources.size(), 16 + 4 + 3); // GPUs and one source per node
        QCOMPARE(b.sources(c, nodesOf(c, true)).size(), sources.size());
        const qint64 t0 = created.toSecsSinceEpoch() + 3 * 3600;
        int differs = 0, busy = 0, samples = 0;
        double lowest = 100;
        for (qint64 t = t0; t < t0 + 1800; ++t) {
            const double va = a.sample(sources[0], Metric::GpuUtil, t);
            QCOMPARE(va, b.sample(sources[0], Metric::GpuUtil, t));
            differs += va != other.sample(otherSources[0], Metric::GpuUtil, t) ? 1 : 0;
            busy += va >= 90 ? 1 : 0;
            lowest = std::min(lowest, va);
            ++samples;
        }
        QVERIFY2(differs > 100, "another seed gives other noise");
        QVERIFY2(busy > samples * 8 / 10, "steady training is above 90 % most of the time");
        QVERIFY2(lowest < 10, "a checkpoint pause every half hour shows as a dip");
        // Node 2 failed two hours in: its GPUs report no work and XID 79 from then on.
        const TelemetrySource& failed = sources[8 + 1 + 3]; // node 1: 8 GPUs + node; node 2 GPU 3
        QCOMPARE(failed.node, QStringLiteral("cl-00042-n2"));
        QCOMPARE(failed.gpu, 3);
        QCOMPARE(a.sample(failed, Metric::XidErrors, t0), 79.0);
        QCOMPARE(a.sample(failed, Metric::GpuUtil, t0), 0.0);
        QCOMPARE(a.sample(failed, Metric::XidErrors, created.toSecsSinceEpoch() + 3600), 0.0);
        // Before a node was ready there is nothing; node metrics are not GPU metrics.
        QVERIFY(std::isnan(a.sample(sources[0], Metric::GpuUtil, created.toSecsSinceEpoch())));
        QVERIFY(std::isnan(a.sample(sources[0], Metric::NodeNetworkRx, t0)));
        QVERIFY(!std::isnan(a.sample(sources[8], Metric::NodeNetworkRx, t0)));
        // The preprocessing pool beside training has sat idle since its data was ready.
        const TelemetrySource& prep = sources[sources.size() - 2];
        QCOMPARE(prep.pool, QStringLiteral("prep"));
        QVERIFY(a.sample(prep, Metric::GpuUtil, t0) < 10);
        // Every value is inside its physical range.
        for (const TelemetrySource& s : sources) {
            for (const MetricInfo& m : MetricCatalog::all()) {
                const double v = a.sample(s, m.metric, t0);
                if (std::isnan(v))
                    continue;
                QVERIFY2(v >= 0, qPrintable(m.name));
                if (m.metric == Metric::GpuUtil)
                    QVERIFY(v <= 100);
                if (m.metric == Metric::Power)
                    QVERIFY(v <= s.tdpWatts * 1.05);
                if (m.metric == Metric::Temperature)
                    QVERIFY(v > 20 && v < 100);
            }
        }
    }

    // avg by (node) is the mean of the node's GPU series at each step.
    void aggregationMatchesItsParts() {
        const QDateTime created = QDateTime(QDate(2026, 11, 1), QTime(8, 0), Qt::UTC);
        const Cluster c = trainingCluster(created);
        const TelemetryModel model(3);
        const auto sources = model.sources(c, nodesOf(c, false));
        const QString start = QString::number(created.toSecsSinceEpoch() + 3600);
        const QString end = QString::number(created.toSecsSinceEpoch() + 3600 + 600);
        const auto raw = std::get<RangeQuery>(RangeQuery::parse(params(
            QStringLiteral("DCGM_FI_DEV_GPU_UTIL{node=\"cl-00042-n1\"}"), start, end, QStringLiteral("60"))));
        const auto avg = std::get<RangeQuery>(RangeQuery::parse(params(
            QStringLiteral("avg by (node) (DCGM_FI_DEV_GPU_UTIL)"), start, end, QStringLiteral("60"))));
        const auto parts = raw.evaluate(model, sources);
        const auto groups = avg.evaluate(model, sources);
        QCOMPARE(parts.size(), 8);
        QCOMPARE(groups.size(), 3);
        QCOMPARE(groups[0].labels, (LabelSet{{QStringLiteral("node"), QStringLiteral("cl-00042-n1")}}));
        QCOMPARE(groups[0].values.size(), 11);
        for (qsizetype i = 0; i < groups[0].values.size(); ++i) {
            double sum = 0;
            for (const MatrixSeries& s : parts)
                sum += s.values[i].second;
            QVERIFY(std::abs(groups[0].values[i].second - sum / parts.size()) < 1e-9);
        }
        const QByteArray json = RangeQuery::matrixJson(groups, {});
        QVERIFY(json.startsWith("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{"
                                "\"metric\":{\"node\":"));
    }

    // The simulator writes sample values with integer arithmetic (half a million of them in a
    // 512-GPU query): the text must be what Prometheus-style 'g' formatting of the value rounded to
    // three decimals gives, for every kind of value a metric takes.
    void sampleValuesReadAsTheirRoundedNumber() {
        QList<double> values = {
            0,      1,        42,      100,          0.5,       0.001,    0.0004,         0.0005,
            -3.25,  1234.567, 99.9996, 0.1 + 0.2,    400000000, 3.2e11,   999999999999.0, 1e12,
            2.5e14, -1e13,    1e-9,    std::nan(""), INFINITY,  -INFINITY};
        std::mt19937 rng(7);
        std::uniform_real_distribution<double> any(-1e6, 1e6);
        for (int i = 0; i < 2000; ++i)
            values.append(any(rng));
        for (double v : std::as_const(values)) {
            QByteArray expected;
            if (std::isnan(v))
                expected = "NaN";
            else if (std::isinf(v))
                expected = v > 0 ? "+Inf" : "-Inf";
            else
                expected = QByteArray::number(std::round(v * 1000.0) / 1000.0, 'g', 15);
            if (expected == "-0")
                expected = "0";
            QCOMPARE(RangeQuery::formatValue(v), expected);
            QCOMPARE(RangeQuery::matrixJson(
                         {sim::MatrixSeries{{{QStringLiteral("gpu"), QStringLiteral("0")}}, {{7, v}}}}, {}),
                     R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{"gpu":"0"},)"
                     R"("values":[[7,")" +
                         expected + R"("]]}]}})");
        }
    }

    void alertsStartOnceAndEnd() {
        GpuAlertTracker tracker;
        tracker.reset(3);
        const std::vector<float> busy = {95, 95, 95};
        const std::vector<float> cool = {70, 70, 70};
        const std::vector<float> noXid = {0, 0, 0};
        tracker.update(1000, busy, cool, noXid);
        QVERIFY(tracker.alerts().isEmpty());
        const std::vector<float> oneIdle = {95, 3, 95};
        for (qint64 t = 1001; t < 1000 + GpuAlertTracker::idleAfterSeconds; ++t)
            tracker.update(t, oneIdle, cool, noXid);
        QVERIFY2(tracker.alerts().isEmpty(), "not yet 15 minutes");
        tracker.update(1000 + GpuAlertTracker::idleAfterSeconds, oneIdle, cool, noXid);
        QCOMPARE(tracker.alerts().size(), 1);
        QCOMPARE(tracker.alerts()[0].kind, GpuAlert::Kind::Idle);
        QCOMPARE(tracker.alerts()[0].gpu, 1);
        QCOMPARE(tracker.alerts()[0].since, 1001);
        QCOMPARE(tracker.takeRaised().size(), 1);
        const std::vector<float> hot = {70, 70, 91};
        const std::vector<float> xid = {48, 0, 0};
        tracker.update(2000, oneIdle, hot, xid);
        QCOMPARE(tracker.alerts().size(), 3);
        const auto raised = tracker.takeRaised();
        QCOMPARE(raised.size(), 2); // hot and XID are new; idle goes on
        // Cooler for a moment (a checkpoint pause): still the same hot alert, not a new one.
        tracker.update(2001, oneIdle, cool, xid);
        QCOMPARE(tracker.alerts().size(), 3);
        QVERIFY(tracker.takeRaised().isEmpty());
        tracker.update(2001 + GpuAlertTracker::coolForSeconds, busy, cool, noXid);
        QVERIFY(tracker.alerts().isEmpty());
        QVERIFY(tracker.takeRaised().isEmpty());
        // Seeded from history: idle since before the console watched, even when the history
        // arrives after the first live samples.
        tracker.reset(1);
        tracker.update(90, std::vector<float>{2}, {}, {});
        tracker.seedLastBusy(0, 100 - GpuAlertTracker::idleAfterSeconds);
        tracker.update(100, std::vector<float>{2}, {}, {});
        QCOMPARE(tracker.alerts().size(), 1);
        // A busy second seen live is not undone by an older history.
        tracker.reset(1);
        tracker.update(100, std::vector<float>{95}, {}, {});
        tracker.seedLastBusy(0, 50);
        const std::vector<float> idle = {2};
        tracker.update(99 + GpuAlertTracker::idleAfterSeconds, idle, {}, {});
        QVERIFY(tracker.alerts().isEmpty());
        tracker.update(100 + GpuAlertTracker::idleAfterSeconds, idle, {}, {});
        QCOMPARE(tracker.alerts().size(), 1);
    }

    void trendIsMeanAndExtremes() {
        SeriesBlock block(3, 4, 1);
        block.setColumn(10, std::vector<float>{1, 2, 6});
        block.setColumn(11, std::vector<float>{gap, 4, 8});
        block.setColumn(13, std::vector<float>{5, 5, 5}); // 12 is a gap
        const ClusterTrend t = ClusterTrend::of(block);
        QCOMPARE(t.times, (std::vector<double>{10, 11, 12, 13}));
        QCOMPARE(t.mean[0], 3.0f);
        QCOMPARE(t.low[0], 1.0f);
        QCOMPARE(t.high[0], 6.0f);
        QCOMPARE(t.mean[1], 6.0f);
        QVERIFY(std::isnan(t.mean[2]));
        QCOMPARE(t.mean[3], 5.0f);
    }

    // A row read whole, around the ring's wrap, is the same as value() column by column.
    void rowsReadInColumnOrder() {
        SeriesBlock block(2, 5, 1);
        for (qint64 t = 100; t < 108; ++t) // 8 columns into 5: the ring wrapped
            block.setColumn(t, std::vector<float>{float(t), float(-t)});
        QCOMPARE(block.columns(), 5);
        for (int s = 0; s < 2; ++s) {
            const SeriesBlock::Row row = block.row(s);
            std::vector<float> whole(row.first.begin(), row.first.end());
            whole.insert(whole.end(), row.second.begin(), row.second.end());
            std::vector<float> copied(3);
            block.copyRow(s, 1, 4, copied.data());
            for (int c = 0; c < 5; ++c) {
                QCOMPARE(whole[std::size_t(c)], block.value(s, c));
                if (c >= 1 && c < 4)
                    QCOMPARE(copied[std::size_t(c - 1)], block.value(s, c));
            }
        }
    }

    // The kept trend equals the trend computed afresh, tick after tick, and after every other kind
    // of change: a gap filled in an older second, rows added, the block replaced.
    void keptTrendMatchesAFreshOne() {
        auto same = [](const ClusterTrend& a, const ClusterTrend& b) {
            auto eq = [](const std::vector<float>& x, const std::vector<float>& y) {
                if (x.size() != y.size())
                    return false;
                for (std::size_t i = 0; i < x.size(); ++i)
                    if (!(x[i] == y[i] || (std::isnan(x[i]) && std::isnan(y[i]))))
                        return false;
                return true;
            };
            return a.times == b.times && eq(a.mean, b.mean) && eq(a.low, b.low) && eq(a.high, b.high);
        };
        QRandomGenerator random(5);
        auto column = [&](int n) {
            std::vector<float> v(static_cast<std::size_t>(n));
            for (float& x : v)
                x = random.bounded(10) == 0 ? gap : float(random.bounded(100.0));
            return v;
        };
        SeriesBlock block(16, 30, 1);
        ClusterTrendCache cache;
        for (qint64 t = 1000; t < 1100; ++t) { // fills the window, then slides it
            block.setColumn(t, column(16));
            QVERIFY2(same(cache.of(block), ClusterTrend::of(block)), qPrintable(QString::number(t)));
        }
        block.setColumn(1103, column(16)); // two seconds skipped, then filled late
        QVERIFY(same(cache.of(block), ClusterTrend::of(block)));
        block.set(3, 1101, 1e6f);
        QVERIFY(same(cache.of(block), ClusterTrend::of(block)));
        QCOMPARE(cache.of(block).high[std::size_t(block.columnOf(1101))], 1e6f);
        block.growSeries(20);
        block.setColumn(1104, column(20));
        QVERIFY(same(cache.of(block), ClusterTrend::of(block)));
        SeriesBlock other(16, 30, 1);
        other.setColumn(1104, column(16));
        QVERIFY(same(cache.of(other), ClusterTrend::of(other)));
    }

    void windowsStayDrawable() {
        for (TimeRange r : {TimeRange::Live, TimeRange::Minutes15, TimeRange::Hour1, TimeRange::Hours6,
                            TimeRange::Day1, TimeRange::Days7}) {
            const TimeWindow w = TimeWindow::of(r, 1'795'986'801);
            QVERIFY(w.points() <= TimeWindow::targetPoints + 1); // both ends included
            QCOMPARE(w.start % w.step, 0);
            QCOMPARE(w.end % w.step, 0);
            QVERIFY(w.end <= 1'795'986'801 && w.end > 1'795'986'801 - w.step);
        }
        QCOMPARE(TimeWindow::of(TimeRange::Minutes15, 1000).step, 1);
        QVERIFY(TimeWindow::of(TimeRange::Minutes15, 1000).follows);
        QVERIFY(!TimeWindow::of(TimeRange::Day1, 100000).follows);
    }
};

QTEST_GUILESS_MAIN(TestMetrics)
#include "tst_metrics.moc"
