#pragma once

#include "metrics/PromQuery.h"

#include <QString>

#include <cstdint>
#include <limits>

namespace cd::sim {

// What a workload does to its GPUs, which shapes their telemetry.
enum class WorkProfile { Training, Finetune, Inference, Eval, Preprocess };

// Everything the telemetry model needs to know about one GPU, or one node (gpu = -1), to produce
// its samples at any second: its labels, its datasheet, what it is running since when, and what
// went wrong with it. Built from a cluster's public state, so a restart rebuilds the same sources.
struct TelemetrySource {
    static constexpr qint64 never = std::numeric_limits<qint64>::max();

    QString cluster;
    QString node;
    QString hostname;
    QString pool;
    QString modelName;
    QString uuid;
    int gpu = -1;
    int gpusPerNode = 1;

    WorkProfile profile = WorkProfile::Training;
    qint64 workStart = 0;  // seconds since the epoch: the job's step 0, phases count from here
    qint64 activeFrom = 0; // no samples before (the node was not ready)
    qint64 activeUntil = never;
    qint64 idleFrom = never; // the job left this GPU idle (data ready, nothing scheduled)
    qint64 busyFrom = 0;     // idle before: the cluster's workload had not started
    // A workload's own checkpoint rhythm (seconds); 0: the profile's usual half-hourly pause.
    qint64 checkpointCycle = 0;
    qint64 checkpointPause = 0;
    qint64 failedAt = never; // the GPU (or its node) failed: no work, its XID reported
    int xid = 0;             // the XID reported from failedAt on
    double tdpWatts = 300;
    double memoryMiB = 40960;
    double maxSmClockMHz = 1800;
    double linkBytesPerSecond = 0;    // NVLink or equivalent per GPU; 0 for PCIe-only cards
    double networkBytesPerSecond = 0; // the node's cluster network
    double temperatureOffset = 0;     // this GPU runs a little warmer or cooler than its neighbours
    std::uint64_t key = 0;            // stable per series: seeds its noise

    // The labels of this source's series of `metricName`: dcgm-exporter's gpu, UUID, modelName and
    // Hostname in the snake_case that Prometheus's linter (promtool check metrics) asks for, plus
    // the cluster, node and pool they belong to. The console reads either spelling.
    cd::LabelSet labels(const QString& metricName) const;
};

} // namespace cd::sim
