#pragma once

#include "Catalog.h"
#include "ClusterRecord.h"

#include "core/ClusterEvent.h"

#include <QDateTime>
#include <QList>

#include <cstdint>

namespace cd::sim {

class WorkloadLogWriter;

// How a cluster's workload plays out on the platform clock, deterministically from the seed: the
// image pull, the start on every node, steps at the rate its plan gives, a checkpoint every interval,
// and its end: success at the last step, out of GPU memory at the start when the model does not fit,
// an NCCL timeout when a node fails (or a restart from the last checkpoint, as the spec asks), the
// command's own exit code. Steps are not stored one by one: a stretch of running is its start and
// its rate, so the step a person sees is computed for the moment they ask. Each transition changes
// the record, appends its event and tells the log writer, so the logs tell the same story. Whether
// and how it ends (out of memory, the registry's refusal, an exit) is WorkloadOutcome's to judge.
class WorkloadProgress {
public:
    WorkloadProgress(const Catalog& catalog, std::uint64_t seed);
    // Where the workload's lines go; none: no lines (unit tests of the lifecycle).
    void setLogWriter(WorkloadLogWriter* writer) { m_logs = writer; }

    // A new record's workload, waiting for its nodes.
    static void attach(ClusterRecord& r, const WorkloadSpec& spec, const QDateTime& at);
    // The cluster is running (again): a workload that has not started, or was stopped with its
    // cluster, starts (from the last checkpoint).
    void clusterRunning(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events) const;
    // The cluster stops or terminates: an unfinished workload stops; `resumable`: it goes on when
    // the cluster starts again.
    void clusterStopping(ClusterRecord& r, const QDateTime& at, bool resumable,
                         QList<ClusterEvent>& events) const;
    void nodeFailed(ClusterRecord& r, const QString& nodeId, const QDateTime& at,
                    QList<ClusterEvent>& events) const;
    // Every node is ready again after a failure: a workload waiting to restart restarts.
    void nodesRestored(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events) const;
    // A person's restart from the last checkpoint (POST .../actions/restart-workload).
    void restart(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events) const;
    // The workload's own step, due at r.work.nextAt. `until`: how far the caller is catching up
    // (invalid: the step is live), so a step far behind ticks in longer strides.
    void apply(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events,
               const QDateTime& until = {}) const;

    // The step reached by `at` (the stored one unless it is running).
    static qint64 stepAt(const ClusterRecord& r, const QDateTime& at);
    // Fills the live figures (step, loss, throughput) of a cluster's view at `at`.
    static void present(const ClusterRecord& r, const QDateTime& at, Cluster& view);
    // Something computes on its GPUs: running or writing a checkpoint.
    static bool isBusy(const ClusterRecord& r);

private:
    int secondsBetween(const ClusterRecord& r, int salt, int low, int high) const;
    bool usesOfferingImage(const ClusterRecord& r) const;
    void beginPull(ClusterRecord& r, const QDateTime& at) const;
    void beginStarting(ClusterRecord& r, const QDateTime& at) const;
    void beginRunning(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events,
                      const QDateTime& until) const;
    void whileRunning(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events,
                      const QDateTime& until) const;
    void finishCheckpoint(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events,
                          const QDateTime& until) const;
    void end(ClusterRecord& r, const QDateTime& at, WorkloadPhase phase, WorkloadFailure failure,
             int exitCode, const QString& detail, QList<ClusterEvent>& events) const;
    void schedule(ClusterRecord& r, const QDateTime& at, const QDateTime& until) const;
    void logSteps(ClusterRecord& r, const QDateTime& at) const;
    void setPhase(ClusterRecord& r, WorkloadPhase phase, const QDateTime& at, const QString& detail) const;

    const Catalog& m_catalog;
    std::uint64_t m_seed;
    WorkloadLogWriter* m_logs = nullptr;
};

} // namespace cd::sim
