#pragma once

#include "ClusterRecord.h"

#include <QString>

#include <optional>

namespace cd::sim {

// How a workload's run ends, judged from its record and its plan (WorkloadPlan), and the sentence a
// person reads about it: out of GPU memory at the start, an image the registry refuses, the
// command's own exit, an NCCL timeout after a node failed, all steps done. WorkloadProgress decides
// when to ask; the judgement and its wording live here, so each can be read on its own.
class WorkloadOutcome {
public:
    // What a process killed by the NCCL watchdog (SIGABRT) exits with.
    static constexpr int ncclTimeoutExitCode = 134;

    struct Failure {
        int exitCode = 0;
        QString detail;
    };

    // The command evaluates, serves or generates (WorkloadPlan::kindOf) rather than trains.
    static bool isInference(const ClusterRecord& r);
    // Where it is while running: "Training, step 40 of 3000."
    static QString stepDetail(const ClusterRecord& r, qint64 step);
    // Every step done.
    static QString finished(const ClusterRecord& r);

    // At the start of running: CUDA out of memory when the model does not fit its GPUs (r.work.fits).
    static std::optional<Failure> outOfMemory(const ClusterRecord& r);
    // At the end of the pull: the registry's refusal of the image, if it refuses it. Nothing ran, so
    // there is no exit code.
    static std::optional<QString> pullRefusal(const ClusterRecord& r, bool offeringImage);
    // At `step`: the command's own exit (WorkloadPlan::exitCodeOf), once it is reached; code 0 is a
    // success.
    static std::optional<Failure> commandExit(const ClusterRecord& r, qint64 step);
    // Node `nodeId` failed at `step` and the workload does not restart.
    static Failure ncclTimeout(const ClusterRecord& r, const QString& nodeId, qint64 step);

    // The first ready node (where rank 0 runs and checkpoints are written), and the rank of a
    // node's first GPU.
    static QString firstNode(const ClusterRecord& r);
    static int rankOf(const ClusterRecord& r, const QString& nodeId);
};

} // namespace cd::sim
