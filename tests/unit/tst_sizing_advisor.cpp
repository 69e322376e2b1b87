#include "sizing/SizingAdvisor.h"

#include <QTest>

#include <cmath>

using namespace cd;

namespace {
Offering offering(const QString& id, const QString& model, int memoryGb, double bf16Tflops, int gpusPerNode,
                  double usdPerGpuHour, int availableNodes,
                  const QString& interNode = QStringLiteral("InfiniBand")) {
    Offering o;
    o.id = id;
    o.name = model;
    o.region = QStringLiteral("test-1");
    o.gpu.model = model;
    o.gpu.vendor = QStringLiteral("NVIDIA");
    o.gpu.memoryGb = memoryGb;
    o.gpu.bf16Tflops = bf16Tflops;
    o.gpu.fp16Tflops = bf16Tflops;
    o.gpusPerNode = gpusPerNode;
    o.interNode = {interNode, 400};
    const Money price = Money::fromDouble(usdPerGpuHour, Currency::USD);
    o.prices = {Price{BillingMode::Hourly, price, price}};
    o.availableNodes = availableNodes;
    o.totalNodes = std::max(availableNodes, 1);
    return o;
}

Offering a100Node(int available = 10) {
    return offering(QStringLiteral("a100"), QStringLiteral("A100 SXM"), 80, 312, 8, 1.5, available);
}
Offering h100Node(int available = 10, const QString& interNode = QStringLiteral("InfiniBand")) {
    return offering(QStringLiteral("h100"), QStringLiteral("H100 SXM"), 80, 989, 8, 2.5, available,
                    interNode);
}

SizingRequest request(double billions, TrainingTask task, double tokensBillions = 100) {
    SizingRequest r;
    r.parametersBillions = billions;
    r.task = task;
    r.precision = Precision::Bf16;
    r.tokensBillions = tokensBillions;
    return r;
}

// 6 x parameters x tokens over GPUs x peak x MFU, written out here rather than asked of the advisor.
double handHours(double params, double tokens, int gpus, double peakTflops, double mfu,
                 double efficiency = 1) {
    return 6 * params * tokens / (gpus * peakTflops * 1e12 * mfu * efficiency) / 3600;
}

bool near(double actual, double expected, double relative) {
    return std::abs(actual - expected) <= relative * std::abs(expected);
}
} // namespace

class TestSizingAdvisor final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void seventyBillionFullFineTuneNeeds1120Gb() {
        const SizingNeed n = SizingAdvisor::need(request(70, TrainingTask::FullFineTune));
        QVERIFY(n.valid);
        QVERIFY2(near(n.beforeActivationsGb, 1120, 0.01), qPrintable(QString::number(n.beforeActivationsGb)));
        QVERIFY(near(n.totalGb, 1344, 0.01)); // with the 20 % activation headroom
        QVERIFY(near(n.trainingFlops, 6 * 70e9 * 100e9, 1e-9));
    }

    void seventyBillionShardsAcrossThreeA100Nodes() {
        const SizingRequest r = request(70, TrainingTask::FullFineTune);
        const Offering a100 = a100Node();
        QCOMPARE(a100.totalGpuMemoryGb(), 640);
        QVERIFY(SizingAdvisor::need(r).totalGb > a100.totalGpuMemoryGb()); // one node cannot hold it

        const QList<SizingOption> options = SizingAdvisor::advise(r, {a100});
        QCOMPARE(options.size(), 1);
        const SizingOption& o = options.first();
        QVERIFY(o.fits);
        QVERIFY(o.nodeCount >= 2);
        QCOMPARE(o.nodeCount, 3); // ceil(1344 / 640)
        QCOMPARE(o.memoryNodeCount, 3);
        QCOMPARE(o.totalGpus, 24);
        QVERIFY(near(o.memoryPerGpuNeededGb, 1344.0 / 24, 0.01));
        QCOMPARE(o.reasonKind, FitReason::ShardsAcrossNodes);
        QVERIFY2(o.reason.contains(QStringLiteral("shards across 3 nodes")), qPrintable(o.reason));
        QVERIFY(o.reason.contains(QStringLiteral("1,344 GB")));
    }

    void sevenBillionInferenceFitsOneA10() {
        const SizingRequest r = request(7, TrainingTask::Inference, 0);
        QCOMPARE(SizingAdvisor::validate(r), QString()); // tokens do not matter for inference
        QVERIFY(near(SizingAdvisor::need(r).totalGb, 7 * 2 * 1.2, 0.01));
        const Offering a10 = offering(QStringLiteral("a10"), QStringLiteral("A10"), 24, 125, 1, 0.6, 3);
        const SizingOption o = SizingAdvisor::option(r, SizingAdvisor::need(r), a10);
        QVERIFY(o.fits);
        QCOMPARE(o.nodeCount, 1);
        QCOMPARE(o.reasonKind, FitReason::FitsOnOneGpu);
        QVERIFY(!o.hours);
        QVERIFY(!o.totalCost);
        QCOMPARE(o.hourlyCost, Money(600'000, Currency::USD));
        QVERIFY(o.meetsDeadline && o.withinBudget && o.enoughCapacity);
    }

    void inferenceStaysOnOneNode() {
        // 70 B in bf16 is 168 GB with KV cache; four A10s hold 96 GB, and serving does not span nodes.
        const SizingRequest r = request(70, TrainingTask::Inference, 0);
        const Offering a10x4 = offering(QStringLiteral("a10x4"), QStringLiteral("A10"), 24, 125, 4, 0.6, 10);
        const SizingOption o = SizingAdvisor::option(r, SizingAdvisor::need(r), a10x4);
        QVERIFY(!o.fits);
        QCOMPARE(o.nodeCount, 1);
        QCOMPARE(o.reasonKind, FitReason::InferenceExceedsOneNode);
        QVERIFY(o.memoryPerGpuNeededGb > 24);
    }

    void loraNeedsFarLessThanFullFineTune() {
        const double full = SizingAdvisor::need(request(70, TrainingTask::FullFineTune)).beforeActivationsGb;
        const double lora = SizingAdvisor::need(request(70, TrainingTask::LoraFineTune)).beforeActivationsGb;
        QVERIFY(lora >= 140);     // the frozen bf16 base alone
        QVERIFY(lora < full / 5); // no gradients or optimizer state for the base
        const SizingNeed n = SizingAdvisor::need(request(70, TrainingTask::LoraFineTune, 1));
        QVERIFY(n.trainingFlops < 6 * 70e9 * 1e9);
    }

    void trainingTimeMatchesTheFormula() {
        const SizingRequest r = request(1, TrainingTask::FullFineTune, 10);
        const SizingOption o = SizingAdvisor::option(r, SizingAdvisor::need(r), h100Node());
        QCOMPARE(o.nodeCount, 1);
        QVERIFY(o.hours);
        const double expected = 6e19 / (8 * 989e12 * 0.4) / 3600; // about 5.27 hours
        QVERIFY2(near(*o.hours, expected, 1e-9), qPrintable(QString::number(*o.hours)));
        QVERIFY(o.totalCost);
        QVERIFY(near(o.totalCost->toDouble(), expected * 8 * 2.5, 1e-6));
        QCOMPARE(*o.hourlyCost, Money(20'000'000, Currency::USD));
    }

    void deadlineAddsNodes() {
        SizingRequest r = request(7, TrainingTask::FullFineTune, 100);
        const SizingOption relaxed = SizingAdvisor::option(r, SizingAdvisor::need(r), h100Node(50));
        QCOMPARE(relaxed.nodeCount, 1); // 134 GB fits one 640 GB node
        const double oneNode = handHours(7e9, 100e9, 8, 989, 0.4);
        QVERIFY(near(*relaxed.hours, oneNode, 1e-9));

        r.deadlineHours = 100;
        const SizingOption ib = SizingAdvisor::option(r, SizingAdvisor::need(r), h100Node(50));
        QCOMPARE(ib.nodeCount, int(std::ceil(oneNode / 100))); // 4
        QCOMPARE(ib.memoryNodeCount, 1);
        QVERIFY(ib.meetsDeadline);
        QVERIFY(*ib.hours <= 100);

        // Plain Ethernet between nodes keeps 70 % of the rate, so it takes more nodes.
        const SizingOption eth =
            SizingAdvisor::option(r, SizingAdvisor::need(r), h100Node(50, QStringLiteral("Ethernet")));
        QCOMPARE(eth.nodeCount, int(std::ceil(oneNode / (100 * 0.7)))); // 6
        QVERIFY(near(*eth.hours, oneNode / (eth.nodeCount * 0.7), 1e-9));
    }

    void unreachableDeadlineStopsAtMaxNodes() {
        SizingRequest r = request(7, TrainingTask::FullFineTune, 100);
        r.deadlineHours = 1;
        r.maxNodes = 8;
        const SizingOption o = SizingAdvisor::option(r, SizingAdvisor::need(r), h100Node(50));
        QVERIFY(o.fits);
        QCOMPARE(o.nodeCount, 8);
        QVERIFY(!o.meetsDeadline);
    }

    void budgetExcludesWhatCostsMore() {
        SizingRequest r = request(1, TrainingTask::FullFineTune, 10);
        const double cost = handHours(1e9, 10e9, 8, 989, 0.4) * 8 * 2.5; // about 105 USD
        r.budget = Money::fromDouble(cost * 0.5, Currency::USD);
        QVERIFY(!SizingAdvisor::option(r, SizingAdvisor::need(r), h100Node()).withinBudget);
        r.budget = Money::fromDouble(cost * 1.5, Currency::USD);
        QVERIFY(SizingAdvisor::option(r, SizingAdvisor::need(r), h100Node()).withinBudget);

        // A faster offering over budget ranks below a slower one within it.
        const Offering fast = offering(QStringLiteral("fast"), QStringLiteral("MI300X"), 192, 1307, 8, 5, 10);
        const QList<SizingOption> options = SizingAdvisor::advise(r, {fast, h100Node()});
        QCOMPARE(options.size(), 2);
        QVERIFY(*options.at(1).hours < *options.at(0).hours);
        QCOMPARE(options.at(0).offering.id, QStringLiteral("h100"));
        QVERIFY(!options.at(1).withinBudget);
    }

    void noPriceMeansNoCost() {
        SizingRequest r = request(1, TrainingTask::FullFineTune, 10);
        r.currency = Currency::CNY; // the test offerings are priced in USD only
        const SizingOption o = SizingAdvisor::option(r, SizingAdvisor::need(r), h100Node());
        QVERIFY(o.fits && o.hours && !o.totalCost && !o.hourlyCost);
        r.budget = Money(1'000'000'000, Currency::CNY);
        QVERIFY(!SizingAdvisor::option(r, SizingAdvisor::need(r), h100Node()).withinBudget);
    }

    void soldOutOfferingLacksCapacity() {
        const SizingRequest r = request(1, TrainingTask::FullFineTune, 10);
        QVERIFY(!SizingAdvisor::option(r, SizingAdvisor::need(r), h100Node(0)).enoughCapacity);
        const SizingRequest big = request(70, TrainingTask::FullFineTune);
        QVERIFY(!SizingAdvisor::option(big, SizingAdvisor::need(big), a100Node(2)).enoughCapacity);
        QVERIFY(SizingAdvisor::option(big, SizingAdvisor::need(big), a100Node(3)).enoughCapacity);
    }

    void rankingPutsWhatFitsFirst() {
        SizingRequest r = request(70, TrainingTask::FullFineTune);
        r.maxNodes = 4;
        const Offering small = offering(QStringLiteral("a10"), QStringLiteral("A10"), 24, 125, 1, 0.6, 10);
        QList<SizingOption> options = SizingAdvisor::advise(r, {small, a100Node(0), h100Node()});
        QCOMPARE(options.size(), 3);
        QCOMPARE(options.at(0).offering.id, QStringLiteral("h100")); // fits, and free now
        QCOMPARE(options.at(1).offering.id, QStringLiteral("a100")); // fits, sold out
        QCOMPARE(options.at(2).offering.id, QStringLiteral("a10"));
        QCOMPARE(options.at(2).reasonKind, FitReason::ExceedsMaxNodes);
        QVERIFY(!options.at(2).fits);

        // By cost the sold-out A100 still comes after the H100, and both before what does not fit.
        SizingAdvisor::sortByCost(options);
        QCOMPARE(options.at(2).offering.id, QStringLiteral("a10"));
    }

    void fp8DoublesTheRateOnlyWhereSupported() {
        const Offering h100 = h100Node();
        const Offering a100 = a100Node();
        QCOMPARE(SizingAdvisor::peakTflops(h100.gpu, Precision::Fp8), 2 * 989.0);
        QCOMPARE(SizingAdvisor::peakTflops(a100.gpu, Precision::Fp8), 312.0);
        QCOMPARE(SizingAdvisor::peakTflops(a100.gpu, Precision::Fp32), 312.0 / 4);
    }

    void rejectsBadInput_data() {
        QTest::addColumn<double>("parameters");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<int>("task");
        QTest::newRow("zero parameters") << 0.0 << 100.0 << int(TrainingTask::FullFineTune);
        QTest::newRow("negative parameters") << -7.0 << 100.0 << int(TrainingTask::Inference);
        QTest::newRow("not a number") << std::nan("") << 100.0 << int(TrainingTask::Pretraining);
        QTest::newRow("no tokens") << 7.0 << 0.0 << int(TrainingTask::LoraFineTune);
    }
    void rejectsBadInput() {
        QFETCH(double, parameters);
        QFETCH(double, tokens);
        QFETCH(int, task);
        const SizingRequest r = request(parameters, TrainingTask(task), tokens);
        QVERIFY(!SizingAdvisor::validate(r).isEmpty());
        QVERIFY(!SizingAdvisor::need(r).valid);
        QVERIFY(SizingAdvisor::advise(r, {h100Node()}).isEmpty());
    }

    void rejectsBadGoals() {
        SizingRequest r = request(7, TrainingTask::FullFineTune);
        r.deadlineHours = 0;
        QCOMPARE(SizingAdvisor::check(r), SizingProblem::BadDeadline);
        r.deadlineHours.reset();
        r.budget = Money(5'000'000, Currency::CNY);
        QCOMPARE(SizingAdvisor::check(r), SizingProblem::BudgetCurrency);
        r.budget.reset();
        r.mfu = 1.5;
        QCOMPARE(SizingAdvisor::check(r), SizingProblem::BadMfu);
    }
};

QTEST_APPLESS_MAIN(TestSizingAdvisor)
#include "tst_sizing_advisor.moc"
