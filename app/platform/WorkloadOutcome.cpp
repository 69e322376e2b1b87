#include "WorkloadOutcome.h"

#include "WorkloadPlan.h"

#include <algorithm>

namespace cd::sim {

bool WorkloadOutcome::isInference(const ClusterRecord& r) {
    return WorkloadPlan::kindOf(r.cluster.workload->spec) == WorkloadPlan::Kind::Inference;
}

QString WorkloadOutcome::stepDetail(const ClusterRecord& r, qint64 step) {
    const qint64 total = r.cluster.workload->status.totalSteps;
    return isInference(r) ? QStringLiteral("Running, step %1 of %2.").arg(step).arg(total)
                          : QStringLiteral("Training, step %1 of %2.").arg(step).arg(total);
}

QString WorkloadOutcome::finished(const ClusterRecord& r) {
    const qint64 total = r.cluster.workload->status.totalSteps;
    return isInference(r) ? QStringLiteral("Finished all %1 steps.").arg(total)
                          : QStringLiteral("Training finished all %1 steps.").arg(total);
}

std::optional<WorkloadOutcome::Failure> WorkloadOutcome::outOfMemory(const ClusterRecord& r) {
    if (r.work.fits)
        return std::nullopt;
    // Inference splits the weights over a node's GPUs; training shards its state over all of them.
    const bool inference = isInference(r);
    const int gpus = inference ? std::max(1, r.cluster.gpuCount() / std::max(1, r.cluster.nodeCount()))
                               : r.cluster.gpuCount();
    return Failure{
        1, QStringLiteral("CUDA out of memory: a %1B-parameter model needs about %2 GB a GPU %3 %4; each "
                          "has %5 GB.")
               .arg(r.work.modelBillions)
               .arg(qRound(r.work.neededGbPerGpu))
               .arg(inference ? QStringLiteral("for inference on") : QStringLiteral("to train on"),
                    gpus == 1 ? QStringLiteral("1 GPU") : QStringLiteral("%1 GPUs").arg(gpus))
               .arg(qRound(r.work.gpuMemoryGb))};
}

std::optional<QString> WorkloadOutcome::pullRefusal(const ClusterRecord& r, bool offeringImage) {
    const QString& image = r.cluster.workload->spec.image;
    switch (WorkloadPlan::pullErrorOf(r.cluster.workload->spec, offeringImage)) {
    case WorkloadPlan::PullError::None:
        return std::nullopt;
    case WorkloadPlan::PullError::ManifestUnknown:
        return QStringLiteral("The registry has no image %1 (manifest unknown).").arg(image);
    case WorkloadPlan::PullError::AccessDenied:
        return QStringLiteral("The registry denied access to %1: it needs credentials.").arg(image);
    }
    return std::nullopt;
}

std::optional<WorkloadOutcome::Failure> WorkloadOutcome::commandExit(const ClusterRecord& r, qint64 step) {
    if (!r.work.exitCode || step < r.work.exitAtStep)
        return std::nullopt;
    const int code = *r.work.exitCode;
    return Failure{code, QStringLiteral("The command exited with code %1 at step %2.").arg(code).arg(step)};
}

WorkloadOutcome::Failure WorkloadOutcome::ncclTimeout(const ClusterRecord& r, const QString& nodeId,
                                                      qint64 step) {
    return Failure{ncclTimeoutExitCode, QStringLiteral("NCCL timeout: node %1 (rank %2) failed at step %3.")
                                            .arg(nodeId)
                                            .arg(rankOf(r, nodeId))
                                            .arg(step)};
}

QString WorkloadOutcome::firstNode(const ClusterRecord& r) {
    for (const NodeRecord& n : r.nodes) {
        if (n.node.state == NodeState::Ready || n.node.state == NodeState::Degraded)
            return n.node.id;
    }
    return r.nodes.isEmpty() ? QString() : r.nodes.first().node.id;
}

int WorkloadOutcome::rankOf(const ClusterRecord& r, const QString& nodeId) {
    int rank = 0;
    for (const NodeRecord& n : r.nodes) {
        if (n.node.id == nodeId)
            return rank;
        if (n.node.state != NodeState::Failed)
            rank += int(n.node.gpus.size());
    }
    return 0;
}

} // namespace cd::sim
