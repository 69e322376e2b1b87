#pragma once

#include "TelemetrySource.h"

#include "core/Cluster.h"
#include "core/Node.h"
#include "metrics/MetricCatalog.h"

#include <QList>

#include <cstdint>

namespace cd::sim {

// The simulator's GPU telemetry: every sample is a pure function of the seed, the cluster's public
// state and the second, so nothing is stored, the history of the nodes a cluster has now reaches
// back to when they became ready, and a restarted simulator answers exactly as before. (Nodes a
// cluster no longer has, and stopped clusters, have no history: the simulator keeps no record of
// them to derive it from.) What a workload does shapes the figures: steady
// training above 90 % with short data-loading dips and a checkpoint pause every half hour (storage
// writes, idle tensor cores), fine-tuning a little lower, inference following the day, evaluation
// in bursts, preprocessing light on the GPU and heavy on storage. Failed GPUs report their XID and
// no work; preprocessing pools sit idle once their data is ready; one GPU per cluster runs hot.
class TelemetryModel {
public:
    explicit TelemetryModel(std::uint64_t seed)
        : m_seed(seed) {}

    // One source per GPU and one per node of the cluster's nodes that are, or were, up. Without a
    // running workload every GPU idles, cool: nothing runs on a cluster just launched.
    QList<TelemetrySource> sources(const Cluster& cluster, const QList<Node>& nodes,
                                   bool hasRunningWorkload = true) const;
    // The value of `metric` at second `t`; NaN when the source had no sample then (before its node
    // was ready), or when the metric is not of the source's scope.
    double sample(const TelemetrySource& source, Metric metric, qint64 t) const;
    // The mean of the samples in (t - window, t], from at most 15 evenly spaced seconds: how the
    // platform answers a step longer than a second (its 15-second and 5-minute resolutions).
    double mean(const TelemetrySource& source, Metric metric, qint64 t, qint64 window) const;

    // The temperature above which a GPU is reported as too hot (and its clock throttled).
    static constexpr double temperatureLimit = 85.0;

private:
    struct Activity {
        double util = 0;         // 0-100
        double tensor = 0;       // 0-1
        double memory = 0;       // share of the framebuffer in use
        bool loading = false;    // reading the next shard
        bool checkpoint = false; // writing a checkpoint
    };
    Activity activity(const TelemetrySource& s, qint64 t, bool withNoise) const;
    double noise(const TelemetrySource& s, int channel, qint64 t) const;
    double smoothNoise(const TelemetrySource& s, int channel, qint64 t, int period) const;
    double temperature(const TelemetrySource& s, qint64 t) const;

    std::uint64_t m_seed;
};

} // namespace cd::sim
