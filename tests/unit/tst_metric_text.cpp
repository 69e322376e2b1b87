// How metrics, XID errors and GPU alerts read on screen, written out as literals, in English as
// the console installs it (plurals from the English translation).
#include "metrics/AlertText.h"
#include "metrics/MetricText.h"
#include "metrics/XidText.h"
#include "resources/Translations.h"

#include <QCoreApplication>
#include <QTest>

#include <limits>

using namespace cd;

class TestMetricText final : public QObject {
    Q_OBJECT

    static AlertText::Context context() {
        AlertText::Context c;
        c.clusterName = QStringLiteral("llama-pretrain");
        c.now = 1'800'000'000;
        c.currency = QStringLiteral("USD");
        for (int gpu = 0; gpu < 3; ++gpu) {
            SeriesInfo info;
            info.key = {QStringLiteral("nd-1"), gpu};
            info.hostname = QStringLiteral("train-3");
            info.pool = QStringLiteral("train");
            c.gpus.append(info);
        }
        c.price = [](const QString& pool) { return pool == u"train" ? 2.5 : 0.0; };
        return c;
    }

private Q_SLOTS:
    void initTestCase() {
        QCOMPARE(Translations::install(*QCoreApplication::instance(), QStringLiteral("en")),
                 QStringLiteral("en"));
    }

    void titlesAndUnits() {
        QCOMPARE(MetricText::title(Metric::GpuUtil), QStringLiteral("GPU utilization"));
        QCOMPARE(MetricText::title(Metric::TensorActive), QStringLiteral("Tensor core activity"));
        QCOMPARE(MetricText::title(Metric::NvlinkRx), QStringLiteral("NVLink receive"));
        QCOMPARE(MetricText::title(Metric::NodeStorageWrite), QStringLiteral("Node storage write"));
        QCOMPARE(MetricText::unit(Metric::GpuUtil), QStringLiteral("%"));
        QCOMPARE(MetricText::unit(Metric::TensorActive), QStringLiteral("%"));
        QCOMPARE(MetricText::unit(Metric::MemoryUsed), QStringLiteral("GiB"));
        QCOMPARE(MetricText::unit(Metric::Temperature), QStringLiteral("\u00b0C"));
        QCOMPARE(MetricText::unit(Metric::Power), QStringLiteral("W"));
        QCOMPARE(MetricText::unit(Metric::SmClock), QStringLiteral("MHz"));
        QCOMPARE(MetricText::unit(Metric::PcieTx), QStringLiteral("GB/s"));
        QCOMPARE(MetricText::unit(Metric::XidErrors), QStringLiteral("XID"));
    }

    void values_data() {
        QTest::addColumn<Metric>("metric");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("utilization") << Metric::GpuUtil << 93.4 << QStringLiteral("93 %");
        QTest::newRow("utilization rounds") << Metric::GpuUtil << 99.7 << QStringLiteral("100 %");
        QTest::newRow("idle") << Metric::GpuUtil << 0.0 << QStringLiteral("0 %");
        QTest::newRow("ratio as percent") << Metric::TensorActive << 0.456 << QStringLiteral("46 %");
        QTest::newRow("memory in GiB") << Metric::MemoryUsed << 81920.0 << QStringLiteral("80.0 GiB");
        QTest::newRow("memory, a tenth") << Metric::MemoryUsed << 1126.4 << QStringLiteral("1.1 GiB");
        QTest::newRow("temperature") << Metric::Temperature << 71.6 << QStringLiteral("72 \u00b0C");
        QTest::newRow("power") << Metric::Power << 412.3 << QStringLiteral("412 W");
        QTest::newRow("clock, no grouping") << Metric::SmClock << 1980.0 << QStringLiteral("1980 MHz");
        QTest::newRow("GB/s") << Metric::PcieTx << 1.234e9 << QStringLiteral("1.23 GB/s");
        QTest::newRow("exactly a GB/s") << Metric::NvlinkTx << 1e9 << QStringLiteral("1.00 GB/s");
        QTest::newRow("MB/s below a GB/s") << Metric::NodeNetworkRx << 2.5e8 << QStringLiteral("250.0 MB/s");
        QTest::newRow("no XID") << Metric::XidErrors << 0.0 << QStringLiteral("none");
        QTest::newRow("an XID") << Metric::XidErrors << 79.0 << QStringLiteral("XID 79");
        QTest::newRow("no sample") << Metric::Power << std::numeric_limits<double>::quiet_NaN()
                                   << QStringLiteral("no data");
    }
    void values() {
        QFETCH(Metric, metric);
        QFETCH(double, value);
        QFETCH(QString, expected);
        QCOMPARE(MetricText::value(metric, value), expected);
    }

    // Totals in the unit that suits the number: one T4 reads 70 W and 16 GiB, not "0.1 kW" or
    // "0.01 TiB"; kilowatts from 1 kW, TiB from 1 TiB.
    void totalsChooseTheirUnit() {
        QCOMPARE(MetricText::power(70.0), QStringLiteral("70 W"));
        QCOMPARE(MetricText::power(999.4), QStringLiteral("999 W"));
        QCOMPARE(MetricText::power(999.6), QStringLiteral("1.0 kW"));
        QCOMPARE(MetricText::power(5600.0), QStringLiteral("5.6 kW"));
        QCOMPARE(MetricText::power(44800.0), QStringLiteral("44.8 kW"));
        QCOMPARE(MetricText::memory(600.0), QStringLiteral("600 MiB"));
        QCOMPARE(MetricText::memory(1126.4), QStringLiteral("1.1 GiB"));
        QCOMPARE(MetricText::memory(16384.0), QStringLiteral("16 GiB"));
        QCOMPARE(MetricText::memory(655360.0), QStringLiteral("640 GiB"));
        QCOMPARE(MetricText::memory(1310720.0), QStringLiteral("1.25 TiB"));
        QCOMPARE(MetricText::power(std::numeric_limits<double>::quiet_NaN()), QStringLiteral("no data"));
    }

    void axisScales() {
        QString unit;
        QCOMPARE(MetricText::axisScale(Metric::PcieTx, 5e9, &unit), 1e-9);
        QCOMPARE(unit, QStringLiteral("GB/s"));
        QCOMPARE(MetricText::axisScale(Metric::PcieTx, 5e8, &unit), 1e-6);
        QCOMPARE(unit, QStringLiteral("MB/s"));
        QCOMPARE(MetricText::axisScale(Metric::TensorActive, 1, &unit), 100.0);
        QCOMPARE(unit, QStringLiteral("%"));
        QCOMPARE(MetricText::axisScale(Metric::MemoryUsed, 81920, &unit), 1.0 / 1024.0);
        QCOMPARE(unit, QStringLiteral("GiB"));
        QCOMPARE(MetricText::axisScale(Metric::Power, 700, &unit), 1.0);
        QCOMPARE(unit, QStringLiteral("W"));
    }

    void xids() {
        QCOMPARE(XidText::meaning(79), QStringLiteral("the GPU has fallen off the bus"));
        QCOMPARE(XidText::meaning(48), QStringLiteral("double-bit ECC memory error"));
        QCOMPARE(XidText::meaning(120), QStringLiteral("GPU System Processor (GSP) error"));
        QCOMPARE(XidText::meaning(999), QStringLiteral("XID 999"));
        QCOMPARE(XidText::nextStep(45), QStringLiteral("Nothing to do unless it repeats."));
        QCOMPARE(XidText::nextStep(79),
                 QStringLiteral("The node cannot be trusted with work: the platform replaces failed nodes; "
                                "resume the job from its last checkpoint on the replacement."));
        QCOMPARE(XidText::nextStep(999),
                 QStringLiteral("Look the XID up in NVIDIA's XID catalogue; if it repeats, have the node "
                                "replaced."));
        for (int fatal : {48, 79, 94, 95, 119, 120})
            QVERIFY2(XidText::isFatal(fatal), qPrintable(QString::number(fatal)));
        for (int survivable : {13, 31, 43, 45, 63, 64, 74, 92})
            QVERIFY2(!XidText::isFatal(survivable), qPrintable(QString::number(survivable)));
    }

    void alerts() {
        AlertText::Context c = context();
        const qint64 now = c.now;
        QCOMPARE(AlertText::one({GpuAlert::Kind::Idle, 1, now - 20 * 60, 3}, c),
                 QStringLiteral(
                     "train-3 GPU 1 (llama-pretrain) has been idle for 20 minutes, at 2.50 USD an hour."));
        QCOMPARE(AlertText::one({GpuAlert::Kind::Idle, 1, now - 61, 3}, c),
                 QStringLiteral(
                     "train-3 GPU 1 (llama-pretrain) has been idle for 1 minute, at 2.50 USD an hour."));
        QCOMPARE(
            AlertText::one({GpuAlert::Kind::Idle, 0, now - 5 * 3600 - 59, 0}, c),
            QStringLiteral("train-3 GPU 0 (llama-pretrain) has been idle for 5 hours, at 2.50 USD an hour."));
        // Idle since before the look-back began: no more than that can be said.
        c.lookBackSeconds = 6 * 3600;
        QCOMPARE(
            AlertText::one({GpuAlert::Kind::Idle, 0, now - 9 * 3600, 0}, c),
            QStringLiteral("train-3 GPU 0 (llama-pretrain) has been idle for more than 6 hours, at 2.50 USD "
                           "an hour."));
        QCOMPARE(AlertText::one({GpuAlert::Kind::Hot, 2, now, 91.4}, c),
                 QStringLiteral("train-3 GPU 2 (llama-pretrain) is at 91 °C, over its 85 °C limit."));
        QCOMPARE(AlertText::one({GpuAlert::Kind::Xid, 2, now, 79}, c),
                 QStringLiteral("train-3 GPU 2 (llama-pretrain) reported XID error 79."));

        c.lookBackSeconds = 0;
        const QList<GpuAlert> idle{{GpuAlert::Kind::Idle, 0, now - 3 * 3600, 1},
                                   {GpuAlert::Kind::Idle, 1, now - 30 * 60, 2}};
        // The most recent start counts, and the node's idle GPUs cost together.
        QCOMPARE(AlertText::group(idle, c),
                 QStringLiteral("train-3: 2 GPUs idle for 30 minutes, at 5.00 USD an hour."));
        const QList<GpuAlert> hot{{GpuAlert::Kind::Hot, 0, now, 90},
                                  {GpuAlert::Kind::Hot, 1, now, 88},
                                  {GpuAlert::Kind::Hot, 2, now, 87}};
        QCOMPARE(AlertText::group(hot, c), QStringLiteral("train-3: 3 GPUs over the 85 °C limit."));
        QCOMPARE(AlertText::group({}, c), QString());
    }
};

QTEST_GUILESS_MAIN(TestMetricText)
#include "tst_metric_text.moc"
