#include "TelemetryModel.h"

#include "GpuCatalog.h"
#include "SimRandom.h"
#include "WorkloadPlan.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace cd::sim {

namespace {

constexpr double nan = std::numeric_limits<double>::quiet_NaN();

std::uint64_t mix(std::uint64_t x) {
    // SplitMix64's finalizer: a good 64-bit hash of one word.
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

std::uint64_t hashText(const QString& text, std::uint64_t seed) {
    return mix(seed ^ stableHash(text.toUtf8().constData()));
}

// Boost clocks from the vendors' datasheets; cards not listed get a middle value.
double maxClockOf(const QString& model) {
    static const QHash<QString, double> clocks = {
        {QStringLiteral("H200 SXM"), 1980},      {QStringLiteral("H100 SXM"), 1980},
        {QStringLiteral("A100 SXM 80GB"), 1410}, {QStringLiteral("A100 40GB"), 1410},
        {QStringLiteral("L40S"), 2520},          {QStringLiteral("A30"), 1440},
        {QStringLiteral("A10"), 1695},           {QStringLiteral("T4"), 1590},
        {QStringLiteral("RTX 4090"), 2520},      {QStringLiteral("RTX 3090"), 1695},
        {QStringLiteral("MI300X"), 2100},        {QStringLiteral("Ascend 910B"), 1800},
    };
    return clocks.value(model, 1800);
}

WorkProfile profileOf(WorkloadStage stage, const QString& poolName) {
    if (poolName.startsWith(u"prep"))
        return WorkProfile::Preprocess;
    switch (stage) {
    case WorkloadStage::Preprocess:
        return WorkProfile::Preprocess;
    case WorkloadStage::Pretrain:
        return WorkProfile::Training;
    case WorkloadStage::Finetune:
        return WorkProfile::Finetune;
    case WorkloadStage::Inference:
        return WorkProfile::Inference;
    case WorkloadStage::Eval:
        return WorkProfile::Eval;
    }
    return WorkProfile::Training;
}

const GpuModelSupply* supplyOf(const QString& model) {
    for (const GpuModelSupply& s : gpuSupply()) {
        if (s.spec.model == model)
            return &s;
    }
    return nullptr;
}

// Seconds a node takes to provision when nothing better is known (nodes that failed since).
constexpr qint64 typicalProvisioning = 300;
// A preprocessing pool beside training has its data ready after two hours and then waits.
constexpr qint64 preprocessingHours = 2;

// A workload of the platform's own says when the GPUs work: from its first step until it ends,
// pausing for each checkpoint as long as its plan says writing one takes. (A preprocessing pool
// beside it keeps its own rhythm once the workload has started.)
void followWorkload(TelemetrySource& s, const Cluster& cluster) {
    const Workload& w = *cluster.workload;
    if (!w.status.startedAt.isValid()) {
        s.idleFrom = 0;
        return;
    }
    s.busyFrom = w.status.startedAt.toSecsSinceEpoch();
    if (isFinished(w.status.phase) && w.status.endedAt.isValid())
        s.idleFrom = std::min(s.idleFrom, w.status.endedAt.toSecsSinceEpoch());
    if (s.profile == WorkProfile::Preprocess) {
        // Its rhythm: the data is ready a couple of hours into the run, and then the pool waits, as
        // it does beside a job the platform does not run. (Without this a prep pool beside a
        // workload would stay busy for good, and the demo would lose the idle GPUs it shows.)
        if (cluster.stage != WorkloadStage::Preprocess)
            s.idleFrom = std::min(s.idleFrom, s.busyFrom + preprocessingHours * 3600);
        return;
    }
    QList<WorkloadPlan::Gpus> gpus;
    for (const NodePool& p : cluster.pools) {
        if (const GpuModelSupply* supply = supplyOf(p.gpuModel))
            gpus.append({supply->spec.bf16Tflops, supply->spec.memoryGb, p.nodeCount * p.gpusPerNode});
    }
    const WorkloadPlan plan = WorkloadPlan::make(w.spec, gpus, cluster.nodeCount());
    s.checkpointPause = plan.checkpointSeconds;
    s.checkpointCycle = qint64(w.spec.checkpointIntervalMinutes) * 60 + s.checkpointPause;
    // The first checkpoint starts one interval after the first step (see activity()).
    s.workStart = s.busyFrom - s.checkpointPause;
}

} // namespace

QList<TelemetrySource> TelemetryModel::sources(const Cluster& cluster, const QList<Node>& nodes,
                                               bool hasRunningWorkload) const {
    QList<TelemetrySource> out;
    // Jobs do not all start on the hour: each cluster's cycle of checkpoints has its own phase.
    const qint64 workStart =
        cluster.createdAt.toSecsSinceEpoch() - qint64(hashText(cluster.id, m_seed) % 3600);
    int hottest = -1;
    std::uint64_t hottestHash = std::numeric_limits<std::uint64_t>::max();
    for (const Node& node : nodes) {
        if (node.state == NodeState::Provisioning)
            continue;
        const auto pool = std::find_if(cluster.pools.begin(), cluster.pools.end(),
                                       [&](const NodePool& p) { return p.id == node.poolId; });
        if (pool == cluster.pools.end())
            continue;
        const GpuModelSupply* supply = supplyOf(pool->gpuModel);
        TelemetrySource base;
        base.cluster = cluster.id;
        base.node = node.id;
        base.hostname = node.hostname;
        base.pool = pool->name;
        base.modelName = QStringLiteral("NVIDIA ") + pool->gpuModel;
        if (supply && supply->spec.vendor != u"NVIDIA")
            base.modelName = supply->spec.vendor + u' ' + pool->gpuModel;
        base.gpusPerNode = std::max(1, pool->gpusPerNode);
        base.profile = profileOf(cluster.stage, pool->name);
        base.workStart = workStart;
        const qint64 since = node.since.toSecsSinceEpoch();
        switch (node.state) {
        case NodeState::Ready:
            base.activeFrom = since;
            break;
        case NodeState::Draining:
            base.activeFrom = cluster.createdAt.toSecsSinceEpoch() + typicalProvisioning;
            base.activeUntil = since;
            break;
        default: // degraded or failed: it was ready before it went wrong
            base.activeFrom = std::min(since, cluster.createdAt.toSecsSinceEpoch() + typicalProvisioning);
            break;
        }
        if (cluster.workload)
            followWorkload(base, cluster);
        else if (!hasRunningWorkload)
            base.idleFrom = 0; // idle all along
        else if (base.profile == WorkProfile::Preprocess && cluster.stage != WorkloadStage::Preprocess)
            base.idleFrom = cluster.createdAt.toSecsSinceEpoch() + preprocessingHours * 3600;
        if (supply) {
            base.tdpWatts = supply->spec.tdpWatts;
            base.memoryMiB = supply->spec.memoryGb * 1024.0;
            base.linkBytesPerSecond = supply->intraKind == u"PCIe" ? 0 : supply->intraBandwidthGBs * 1e9 / 2;
            base.networkBytesPerSecond = supply->interGbitPerGpu * 1e9 / 8 * base.gpusPerNode;
        }
        base.maxSmClockMHz = maxClockOf(pool->gpuModel);

        TelemetrySource nodeSource = base;
        nodeSource.key = hashText(cluster.id + u'/' + node.id, m_seed);
        if (node.state == NodeState::Failed)
            nodeSource.failedAt = since;
        for (const GpuStatus& gpu : node.gpus) {
            TelemetrySource s = base;
            s.gpu = gpu.index;
            s.uuid = gpu.uuid;
            s.key = hashText(cluster.id + u'/' + node.id + u'/' + QString::number(gpu.index), m_seed);
            s.temperatureOffset = (double(s.key % 6001) / 1000.0) - 3.0;
            // A failed node does no work on any GPU; only the GPUs that failed report an XID
            // (79: the GPU has fallen off the bus, when the platform recorded no other).
            if (node.state == NodeState::Failed || gpu.health != GpuHealth::Healthy) {
                s.failedAt = since;
                if (gpu.health != GpuHealth::Healthy || gpu.lastXid > 0)
                    s.xid = gpu.lastXid > 0 ? gpu.lastXid : 79;
            }
            if (s.key < hottestHash) {
                hottestHash = s.key;
                hottest = int(out.size());
            }
            out.append(s);
        }
        out.append(nodeSource);
    }
    // One GPU in each cluster sits where the airflow is poor: busy, it passes the limit. (Idle,
    // nothing heats it: the cluster reads at its room's temperature.)
    const bool worked = cluster.workload ? cluster.workload->status.startedAt.isValid() : hasRunningWorkload;
    if (hottest >= 0 && worked)
        out[hottest].temperatureOffset = 13.0;
    return out;
}

double TelemetryModel::noise(const TelemetrySource& s, int channel, qint64 t) const {
    const std::uint64_t h = mix(s.key ^ mix(std::uint64_t(t) * 64 + std::uint64_t(channel)));
    return double(h >> 11) / double(1ULL << 53) * 2.0 - 1.0;
}

double TelemetryModel::smoothNoise(const TelemetrySource& s, int channel, qint64 t, int period) const {
    const qint64 knot = t >= 0 ? t / period : (t - period + 1) / period;
    const double f = double(t - knot * period) / period;
    const double a = noise(s, channel + 32, knot);
    const double b = noise(s, channel + 32, knot + 1);
    return a + (b - a) * (0.5 - 0.5 * std::cos(f * std::numbers::pi));
}

TelemetryModel::Activity TelemetryModel::activity(const TelemetrySource& s, qint64 t, bool withNoise) const {
    Activity a;
    auto jitter = [&](int channel, double amount) { return withNoise ? noise(s, channel, t) * amount : 0.0; };
    if (t >= s.failedAt) {
        a.memory = 0.01;
        return a;
    }
    if (t >= s.idleFrom || t < s.busyFrom) {
        a.util = std::max(0.0, 0.6 + jitter(1, 0.6));
        a.memory = 0.02;
        return a;
    }
    const qint64 phase = t - s.workStart;
    auto trainingLike = [&](qint64 cycle, qint64 pause, qint64 shardEvery, qint64 shardFor, double busy,
                            double tensor, double memory) {
        a.memory = memory;
        if (phase % cycle < pause) {
            a.checkpoint = true;
            a.util = 3.0 + jitter(1, 2.0);
            a.tensor = 0.01;
        } else if (phase % shardEvery < shardFor) {
            a.loading = true;
            a.util = busy * 0.5 + jitter(1, 6.0);
            a.tensor = tensor * 0.35;
        } else {
            a.util = std::min(100.0, busy + jitter(1, 2.5) + smoothNoise(s, 2, t, 120) * 1.5);
            a.tensor = tensor + jitter(3, 0.03);
        }
    };
    switch (s.profile) {
    case WorkProfile::Training:
        if (s.checkpointCycle > 0)
            trainingLike(s.checkpointCycle, s.checkpointPause, 420, 10, 96.0, 0.68, 0.92);
        else
            trainingLike(1800, 90, 420, 10, 96.0, 0.68, 0.92);
        break;
    case WorkProfile::Finetune:
        if (s.checkpointCycle > 0)
            trainingLike(s.checkpointCycle, s.checkpointPause, 300, 8, 86.0, 0.55, 0.76);
        else
            trainingLike(1200, 60, 300, 8, 86.0, 0.55, 0.76);
        break;
    case WorkProfile::Inference: {
        const double hour = double(t % 86400) / 3600.0;
        const double daily = 45.0 + 28.0 * std::sin(2 * std::numbers::pi * (hour - 8.0) / 24.0);
        a.util = std::clamp(daily + smoothNoise(s, 4, t, 60) * 12.0 + jitter(1, 4.0), 1.0, 100.0);
        a.tensor = a.util / 100.0 * 0.4;
        a.memory = 0.68;
        break;
    }
    case WorkProfile::Eval:
        a.memory = 0.5;
        if (phase % 900 < 600) {
            a.util = 72.0 + jitter(1, 8.0);
            a.tensor = 0.45;
        } else {
            a.util = 3.0 + jitter(1, 2.0);
        }
        break;
    case WorkProfile::Preprocess:
        a.util = std::clamp(30.0 + smoothNoise(s, 4, t, 90) * 15.0 + jitter(1, 3.0), 2.0, 100.0);
        a.tensor = 0.04;
        a.memory = 0.3;
        a.loading = true;
        break;
    }
    a.util = std::clamp(a.util, 0.0, 100.0);
    a.tensor = std::clamp(a.tensor, 0.0, 1.0);
    return a;
}

double TelemetryModel::temperature(const TelemetrySource& s, qint64 t) const {
    // A GPU warms and cools over tens of seconds: the temperature follows the recent load.
    const double load = 0.5 * activity(s, t - 15, false).util + 0.5 * activity(s, t - 45, false).util;
    const double power = t >= s.failedAt ? 0.0 : 0.12 + 0.83 * load / 100.0;
    return 31.0 + 47.0 * power + s.temperatureOffset + noise(s, 5, t) * 0.7;
}

double TelemetryModel::sample(const TelemetrySource& s, Metric metric, qint64 t) const {
    if (t < s.activeFrom || t >= s.activeUntil)
        return nan;
    const MetricScope scope = MetricCatalog::info(metric).scope;
    if ((scope == MetricScope::Gpu) != (s.gpu >= 0))
        return nan;
    const Activity a = activity(s, t, true);
    const bool failed = t >= s.failedAt;
    const bool training = s.profile == WorkProfile::Training || s.profile == WorkProfile::Finetune;
    switch (metric) {
    case Metric::GpuUtil:
        return std::round(a.util);
    case Metric::TensorActive:
        return a.tensor;
    case Metric::MemoryUsed:
        return std::round(s.memoryMiB * a.memory + (failed ? 0 : 600));
    case Metric::Temperature:
        return std::round(temperature(s, t));
    case Metric::Power:
        return failed ? s.tdpWatts * 0.06
                      : s.tdpWatts * (0.12 + 0.83 * a.util / 100.0) * (1.0 + noise(s, 6, t) * 0.02);
    case Metric::SmClock: {
        if (failed)
            return 0;
        double clock = a.util > 5 ? s.maxSmClockMHz * (0.97 + 0.03 * noise(s, 7, t)) : s.maxSmClockMHz * 0.35;
        if (temperature(s, t) > temperatureLimit)
            clock *= 0.82; // thermal slowdown
        return std::round(clock);
    }
    case Metric::PcieTx:
        return failed ? 0 : 0.4e9 * a.util / 100.0 * (1.0 + 0.2 * noise(s, 8, t));
    case Metric::PcieRx:
        return failed ? 0 : (a.loading ? 11e9 : 0.8e9 * a.util / 100.0) * (1.0 + 0.2 * noise(s, 9, t));
    case Metric::NvlinkTx:
    case Metric::NvlinkRx:
        return s.linkBytesPerSecond * (training ? 0.38 : 0.02) * a.util / 100.0 *
               (1.0 + 0.1 * noise(s, metric == Metric::NvlinkTx ? 10 : 11, t));
    case Metric::XidErrors:
        return failed ? s.xid : 0;
    case Metric::NodeNetworkRx:
    case Metric::NodeNetworkTx: {
        const double share = training ? 0.42 * a.util / 100.0 : 0.05 * a.util / 100.0;
        const double shard = metric == Metric::NodeNetworkRx && a.loading ? 0.3 : 0.0;
        return s.networkBytesPerSecond * (share + shard) *
               (1.0 + 0.1 * noise(s, metric == Metric::NodeNetworkRx ? 12 : 13, t));
    }
    case Metric::NodeStorageRead:
        if (failed)
            return 0;
        return (a.loading ? (s.profile == WorkProfile::Preprocess ? 1.4e9 : 3.2e9) : 0.05e9) *
               (1.0 + 0.15 * noise(s, 14, t));
    case Metric::NodeStorageWrite:
        if (failed)
            return 0;
        return (a.checkpoint                           ? 2.6e9
                : s.profile == WorkProfile::Preprocess ? 0.6e9
                                                       : 0.02e9) *
               (1.0 + 0.15 * noise(s, 15, t));
    }
    return nan;
}

double TelemetryModel::mean(const TelemetrySource& source, Metric metric, qint64 t, qint64 window) const {
    if (window <= 1)
        return sample(source, metric, t);
    const qint64 n = std::min<qint64>(window, 15);
    double sum = 0;
    double worst = 0;
    int count = 0;
    for (qint64 k = 1; k <= n; ++k) {
        const double v = sample(source, metric, t - window + (k * window) / n);
        if (std::isnan(v))
            continue;
        sum += v;
        worst = std::max(worst, v);
        ++count;
    }
    if (count == 0)
        return nan;
    // An XID is a code, not an amount: a window reports the one it saw.
    return metric == Metric::XidErrors ? worst : sum / count;
}

} // namespace cd::sim
