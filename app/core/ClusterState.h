#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace cd {

// api.md cluster states. Transitional states are the ones the platform moves a cluster out of by
// itself; a console shows progress while a cluster is in one.
enum class ClusterState {
    Pending,
    Provisioning,
    Running,
    Resizing,
    Stopping,
    Stopped,
    Starting,
    Terminating,
    Terminated,
    Failed,
};

QString clusterStateId(ClusterState state);
std::optional<ClusterState> clusterStateFromId(QStringView id);
const QList<ClusterState>& allClusterStates();
bool isTransitional(ClusterState state);
// Running or on its way there: what counts against capacity and quota.
bool holdsCapacity(ClusterState state);

// The work a cluster is for (the cost report splits costs by it).
enum class WorkloadStage { Preprocess, Pretrain, Finetune, Inference, Eval };

QString workloadStageId(WorkloadStage stage);
std::optional<WorkloadStage> workloadStageFromId(QStringView id);
const QList<WorkloadStage>& allWorkloadStages();

} // namespace cd
