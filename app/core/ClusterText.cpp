#include "ClusterText.h"

namespace cd {

QString ClusterText::state(ClusterState s) {
    switch (s) {
    case ClusterState::Pending:
        return tr("Pending");
    case ClusterState::Provisioning:
        return tr("Provisioning");
    case ClusterState::Running:
        return tr("Running");
    case ClusterState::Resizing:
        return tr("Resizing");
    case ClusterState::Stopping:
        return tr("Stopping");
    case ClusterState::Stopped:
        return tr("Stopped");
    case ClusterState::Starting:
        return tr("Starting");
    case ClusterState::Terminating:
        return tr("Terminating");
    case ClusterState::Terminated:
        return tr("Terminated");
    case ClusterState::Failed:
        return tr("Failed");
    }
    return {};
}

QString ClusterText::stage(WorkloadStage s) {
    switch (s) {
    case WorkloadStage::Preprocess:
        return tr("Preprocess");
    case WorkloadStage::Pretrain:
        return tr("Pretrain");
    case WorkloadStage::Finetune:
        return tr("Fine-tune");
    case WorkloadStage::Inference:
        return tr("Inference");
    case WorkloadStage::Eval:
        return tr("Evaluation");
    }
    return {};
}

QString ClusterText::nodeState(NodeState s) {
    switch (s) {
    case NodeState::Provisioning:
        return tr("Provisioning");
    case NodeState::Ready:
        return tr("Ready");
    case NodeState::Degraded:
        return tr("Degraded");
    case NodeState::Failed:
        return tr("Failed");
    case NodeState::Draining:
        return tr("Draining");
    }
    return {};
}

QString ClusterText::gpuHealth(GpuHealth h) {
    switch (h) {
    case GpuHealth::Healthy:
        return tr("Healthy");
    case GpuHealth::Warning:
        return tr("Warning");
    case GpuHealth::Failed:
        return tr("Failed");
    }
    return {};
}

QString ClusterText::event(const ClusterEvent& e) {
    const QString name = e.clusterName;
    if (e.type == u"cluster.created")
        return tr("Cluster %1 was requested.").arg(name);
    if (e.type == u"cluster.state_changed") {
        const auto to = clusterStateFromId(e.toState);
        if (to)
            return tr("Cluster %1 is now %2.").arg(name, state(*to).toLower());
    }
    if (e.type == u"cluster.updated" && e.cluster) {
        return tr("%1 of %2 nodes of %3 are ready.")
            .arg(e.cluster->readyNodes())
            .arg(e.cluster->nodeCount())
            .arg(name);
    }
    if (e.type == u"cluster.resized" && e.cluster)
        return tr("Cluster %1 now has %2 GPUs.").arg(name).arg(e.cluster->gpuCount());
    if (e.type == u"node.failed")
        return tr("Node %1 of %2 failed; a replacement is being provisioned.").arg(e.nodeId, name);
    if (e.type == u"workload.started")
        return tr("The workload of %1 started.").arg(name);
    if (e.type == u"workload.checkpointed")
        return tr("The workload of %1 saved a checkpoint at step %2.").arg(name).arg(e.checkpointStep);
    if (e.type == u"workload.succeeded")
        return tr("The workload of %1 finished successfully.").arg(name);
    if (e.type == u"workload.failed")
        return tr("The workload of %1 failed.").arg(name);
    if (e.type == u"workload.restarted")
        return tr("The workload of %1 restarted from its last checkpoint.").arg(name);
    if (e.type == u"workload.stopped")
        return tr("The workload of %1 was stopped.").arg(name);
    if (e.type == u"workload.migrated")
        return tr("Workload of %1 moved to node %2 and resumed from the checkpoint at step %3.")
            .arg(name, e.replacementNodeId)
            .arg(e.checkpointStep);
    return e.message;
}

QString ClusterText::stateDetail(const Cluster& c) {
    if (c.stateDetail.isEmpty())
        return {};
    if (c.state == ClusterState::Pending && c.offPeakOnly)
        return tr("Waiting for the off-peak window to open; nothing is billed until then.");
    if (c.state == ClusterState::Failed && c.stateDetail.contains(QStringLiteral("burn-in")))
        return tr("No node passed the GPU burn-in test.");
    return c.stateDetail;
}

QString ClusterText::progress(const Cluster& c) {
    if (!isTransitional(c.state) || c.state == ClusterState::Stopping ||
        c.state == ClusterState::Terminating || c.state == ClusterState::Pending)
        return {};
    return tr("%1 of %2 nodes ready").arg(c.readyNodes()).arg(c.nodeCount());
}

QString ClusterText::duration(qint64 seconds) {
    seconds = std::max<qint64>(0, seconds);
    if (seconds < 60)
        return tr("%1 s").arg(seconds);
    if (seconds < 3600)
        return tr("%1 min").arg(seconds / 60);
    if (seconds < 86400)
        return tr("%1 h %2 min").arg(seconds / 3600).arg((seconds % 3600) / 60);
    return tr("%1 d %2 h").arg(seconds / 86400).arg((seconds % 86400) / 3600);
}

} // namespace cd
