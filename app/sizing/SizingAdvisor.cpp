#include "SizingAdvisor.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace cd {

namespace {
constexpr double bytesPerGb = 1e9;
constexpr double secondsPerHour = 3600;
// A need that lands a hair over a whole number of nodes through rounding still fits that many.
constexpr double fitTolerance = 1e-9;
// Beyond any real cluster; keeps node and GPU counts of absurd requests inside an int.
constexpr int maxCountedNodes = 1'000'000;

bool finitePositive(double value) {
    return std::isfinite(value) && value > 0;
}

// Nodes the need takes when sharded evenly over whole nodes; 0 when the offering has no memory.
int nodesForMemory(double needGb, const Offering& o) {
    const double nodeGb = double(o.gpu.memoryGb) * o.gpusPerNode;
    if (nodeGb <= 0)
        return 0;
    const double nodes = std::ceil(needGb / nodeGb - fitTolerance);
    return nodes < 1 ? 1 : nodes > maxCountedNodes ? maxCountedNodes : int(nodes);
}

std::optional<Money> costKey(const SizingOption& o) {
    return o.totalCost ? o.totalCost : o.hourlyCost;
}

// Missing values sort last.
template <typename T>
std::tuple<bool, T> lastIfMissing(const std::optional<T>& value) {
    return {!value.has_value(), value.value_or(T{})};
}

auto goalsKey(const SizingOption& o) {
    return std::make_tuple(!o.fits, !(o.meetsDeadline && o.withinBudget), !o.enoughCapacity);
}
} // namespace

SizingProblem SizingAdvisor::check(const SizingRequest& r) {
    if (!finitePositive(r.parametersBillions))
        return SizingProblem::NoParameters;
    if (isTraining(r.task) && !finitePositive(r.tokensBillions))
        return SizingProblem::NoTokens;
    if (!finitePositive(r.mfu) || r.mfu > 1)
        return SizingProblem::BadMfu;
    if (r.maxNodes < 1)
        return SizingProblem::BadMaxNodes;
    if (r.deadlineHours && !finitePositive(*r.deadlineHours))
        return SizingProblem::BadDeadline;
    if (r.budget && r.budget->micros() <= 0)
        return SizingProblem::BadBudget;
    if (r.budget && r.budget->currency() != r.currency)
        return SizingProblem::BudgetCurrency;
    return SizingProblem::None;
}

QString SizingAdvisor::validate(const SizingRequest& r) {
    switch (check(r)) {
    case SizingProblem::None:
        return {};
    case SizingProblem::NoParameters:
        return QStringLiteral("Enter the model size: more than zero billion parameters.");
    case SizingProblem::NoTokens:
        return QStringLiteral("Enter how many tokens to train on: more than zero.");
    case SizingProblem::BadMfu:
        return QStringLiteral("The expected utilisation (MFU) must be above 0 % and at most 100 %.");
    case SizingProblem::BadMaxNodes:
        return QStringLiteral("Allow at least one node.");
    case SizingProblem::BadDeadline:
        return QStringLiteral("The deadline must be more than zero hours away.");
    case SizingProblem::BadBudget:
        return QStringLiteral("The budget must be more than zero.");
    case SizingProblem::BudgetCurrency:
        return QStringLiteral("The budget must be in the currency the prices are shown in.");
    }
    return {};
}

double SizingAdvisor::bytesPerParameter(TrainingTask task, Precision precision) {
    const double weightBytes = precision == Precision::Fp32 ? 4 : precision == Precision::Bf16 ? 2 : 1;
    switch (task) {
    case TrainingTask::Pretraining:
    case TrainingTask::FullFineTune:
        // Adam (the ZeRO paper's 16x). fp32: weights 4 + gradients 4 + two moments 8. bf16 mixed:
        // weights 2 + gradients 2 + fp32 master weights 4 + two fp32 moments 8. fp8 barely helps,
        // because the fp32 master weights and moments (12) stay: fp8 weights 1 + fp8 gradients 1 +
        // 12 = 14 (recipes that keep bf16 gradients sit nearer 15).
        return precision == Precision::Fp8 ? 14 : 16;
    case TrainingTask::LoraFineTune:
        // The frozen base in the training precision, plus adapters holding the full 16 bytes of
        // Adam mixed-precision state each.
        return weightBytes + loraAdapterFraction * 16;
    case TrainingTask::Inference:
        return weightBytes;
    }
    return 0;
}

SizingNeed SizingAdvisor::need(const SizingRequest& r) {
    SizingNeed n;
    if (check(r) != SizingProblem::None)
        return n;
    n.valid = true;
    const double parameters = r.parametersBillions * 1e9;
    n.bytesPerParameter = bytesPerParameter(r.task, r.precision);
    n.beforeActivationsGb = parameters * n.bytesPerParameter / bytesPerGb;
    n.totalGb = n.beforeActivationsGb * headroomFactor;
    if (isTraining(r.task)) {
        // 2 FLOPs per parameter per token forward, 4 backward. LoRA skips the weight gradients
        // of the frozen base (about a third of the work): 4, an approximation.
        const double perToken = r.task == TrainingTask::LoraFineTune ? 4 : 6;
        n.trainingFlops = perToken * parameters * r.tokensBillions * 1e9;
    }
    return n;
}

bool SizingAdvisor::supportsFp8(const GpuSpec& gpu) {
    // Hopper, Ada and CDNA3 parts from anchors.md's table have fp8 tensor cores; the rest do not.
    static const QStringList fp8Models{QStringLiteral("H100"), QStringLiteral("H200"),
                                       QStringLiteral("MI300X"), QStringLiteral("L40S"),
                                       QStringLiteral("4090")};
    return std::any_of(fp8Models.cbegin(), fp8Models.cend(),
                       [&gpu](const QString& m) { return gpu.model.contains(m, Qt::CaseInsensitive); });
}

double SizingAdvisor::peakTflops(const GpuSpec& gpu, Precision precision) {
    const double half = gpu.bf16Tflops > 0 ? gpu.bf16Tflops : gpu.fp16Tflops;
    switch (precision) {
    case Precision::Fp32:
        // Plain fp32 runs without the bf16 tensor-core rate; a quarter of it is an approximation
        // (TF32 tensor cores are half, CUDA-core fp32 far less).
        return half / 4;
    case Precision::Bf16:
        return half;
    case Precision::Fp8:
        return supportsFp8(gpu) ? half * 2 : half;
    }
    return 0;
}

double SizingAdvisor::scalingEfficiency(const Offering& o, int nodes) {
    if (nodes <= 1)
        return 1.0;
    // Assumptions: gradient all-reduce over InfiniBand keeps up; RoCE loses a little; plain (or an
    // unknown) Ethernet network costs about 30 % of the rate once a run spans nodes.
    if (o.interNode.kind.contains(QStringLiteral("InfiniBand"), Qt::CaseInsensitive))
        return 1.0;
    if (o.interNode.kind.contains(QStringLiteral("RoCE"), Qt::CaseInsensitive))
        return 0.9;
    return 0.7;
}

std::optional<double> SizingAdvisor::trainingHours(const SizingRequest& r, const Offering& o, int nodes) {
    const SizingNeed n = need(r);
    const double gpus = double(nodes) * o.gpusPerNode;
    const double flopsPerSecond =
        gpus * peakTflops(o.gpu, r.precision) * 1e12 * r.mfu * scalingEfficiency(o, nodes);
    if (!n.valid || n.trainingFlops <= 0 || flopsPerSecond <= 0)
        return std::nullopt;
    return n.trainingFlops / flopsPerSecond / secondsPerHour;
}

SizingOption SizingAdvisor::option(const SizingRequest& r, const SizingNeed& n, const Offering& o) {
    SizingOption s;
    s.offering = o;
    s.needGb = n.totalGb;
    s.memoryNodeCount = nodesForMemory(n.totalGb, o);
    const bool training = isTraining(r.task);
    if (s.memoryNodeCount == 0) {
        s.reasonKind = FitReason::NoGpuMemory;
    } else if (!training && s.memoryNodeCount > 1) {
        s.reasonKind = FitReason::InferenceExceedsOneNode; // no tensor parallelism across nodes here
    } else if (s.memoryNodeCount > r.maxNodes) {
        s.reasonKind = FitReason::ExceedsMaxNodes;
    } else {
        s.fits = true;
        s.reasonKind = n.totalGb <= o.gpu.memoryGb ? FitReason::FitsOnOneGpu
                       : s.memoryNodeCount == 1    ? FitReason::FitsOnOneNode
                                                   : FitReason::ShardsAcrossNodes;
    }
    s.nodeCount = training ? std::max(s.memoryNodeCount, 1) : 1;
    const auto nodeHour = o.nodeHourPrice(r.mode, r.currency);
    if (s.fits && training) {
        s.hours = trainingHours(r, o, s.nodeCount);
        while (r.deadlineHours && s.hours && *s.hours > *r.deadlineHours && s.nodeCount < r.maxNodes)
            s.hours = trainingHours(r, o, ++s.nodeCount);
        if (s.hours && nodeHour)
            s.totalCost = nodeHour->times(s.nodeCount).multipliedBy(*s.hours);
    }
    s.totalGpus = s.nodeCount * o.gpusPerNode;
    // Inference holds one copy, sharded across the GPUs of its one node by tensor parallelism.
    s.memoryPerGpuNeededGb = s.totalGpus > 0 ? n.totalGb / s.totalGpus : n.totalGb;
    if (s.fits && nodeHour)
        s.hourlyCost = nodeHour->times(s.nodeCount);
    s.meetsDeadline = s.fits && (!training || !r.deadlineHours || (s.hours && *s.hours <= *r.deadlineHours));
    s.withinBudget = s.fits && (!training || !r.budget || (s.totalCost && *s.totalCost <= *r.budget));
    s.enoughCapacity = s.nodeCount <= o.availableNodes;
    s.reason = englishReason(s);
    return s;
}

QList<SizingOption> SizingAdvisor::advise(const SizingRequest& r, const QList<Offering>& offerings) {
    const SizingNeed n = need(r);
    QList<SizingOption> options;
    if (!n.valid)
        return options;
    options.reserve(offerings.size());
    for (const Offering& o : offerings)
        options.append(option(r, n, o));
    sortByTime(options);
    return options;
}

void SizingAdvisor::sortByTime(QList<SizingOption>& options) {
    std::stable_sort(options.begin(), options.end(), [](const SizingOption& a, const SizingOption& b) {
        return std::tuple(goalsKey(a), lastIfMissing(a.hours), lastIfMissing(costKey(a)), a.offering.id) <
               std::tuple(goalsKey(b), lastIfMissing(b.hours), lastIfMissing(costKey(b)), b.offering.id);
    });
}

void SizingAdvisor::sortByCost(QList<SizingOption>& options) {
    std::stable_sort(options.begin(), options.end(), [](const SizingOption& a, const SizingOption& b) {
        return std::tuple(goalsKey(a), lastIfMissing(costKey(a)), lastIfMissing(a.hours), a.offering.id) <
               std::tuple(goalsKey(b), lastIfMissing(costKey(b)), lastIfMissing(b.hours), b.offering.id);
    });
}

QString SizingAdvisor::englishReason(const SizingOption& s) {
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    const Offering& o = s.offering;
    const QString need = QStringLiteral("Needs %1 GB").arg(en.toString(s.needGb, 'f', 0));
    const QString node = QStringLiteral("%1 \u00d7 %2 %3 GB hold %4 GB on one node")
                             .arg(o.gpusPerNode)
                             .arg(o.gpu.model)
                             .arg(o.gpu.memoryGb)
                             .arg(en.toString(o.totalGpuMemoryGb()));
    QString text;
    switch (s.reasonKind) {
    case FitReason::FitsOnOneGpu:
        text = QStringLiteral("%1; one %2 with %3 GB holds it.").arg(need, o.gpu.model).arg(o.gpu.memoryGb);
        break;
    case FitReason::FitsOnOneNode:
        text = QStringLiteral("%1; %2, so it shards across the GPUs of one node.").arg(need, node);
        break;
    case FitReason::ShardsAcrossNodes:
        text = QStringLiteral("%1; %2, so it shards across %3 nodes.").arg(need, node).arg(s.memoryNodeCount);
        break;
    case FitReason::InferenceExceedsOneNode:
        text = QStringLiteral("%1; %2, and serving is kept to one node.").arg(need, node);
        break;
    case FitReason::ExceedsMaxNodes:
        text = QStringLiteral("%1; %2, so it would take %3 nodes, more than allowed.")
                   .arg(need, node)
                   .arg(s.memoryNodeCount);
        break;
    case FitReason::NoGpuMemory:
        return QStringLiteral("The offering lists no GPU memory.");
    }
    if (s.fits && s.nodeCount > s.memoryNodeCount)
        text += QStringLiteral(" It uses %1 nodes to finish sooner.").arg(s.nodeCount);
    return text;
}

} // namespace cd
