#include "ClusterState.h"

namespace cd {

namespace {
struct StateName {
    ClusterState state;
    const char16_t* id;
};
constexpr StateName stateNames[] = {
    {ClusterState::Pending, u"pending"},       {ClusterState::Provisioning, u"provisioning"},
    {ClusterState::Running, u"running"},       {ClusterState::Resizing, u"resizing"},
    {ClusterState::Stopping, u"stopping"},     {ClusterState::Stopped, u"stopped"},
    {ClusterState::Starting, u"starting"},     {ClusterState::Terminating, u"terminating"},
    {ClusterState::Terminated, u"terminated"}, {ClusterState::Failed, u"failed"},
};
struct StageName {
    WorkloadStage stage;
    const char16_t* id;
};
constexpr StageName stageNames[] = {
    {WorkloadStage::Preprocess, u"preprocess"},
    {WorkloadStage::Pretrain, u"pretrain"},
    {WorkloadStage::Finetune, u"finetune"},
    {WorkloadStage::Inference, u"inference"},
    {WorkloadStage::Eval, u"eval"},
};
} // namespace

QString clusterStateId(ClusterState state) {
    for (const StateName& n : stateNames) {
        if (n.state == state)
            return QString::fromUtf16(n.id);
    }
    return {};
}

std::optional<ClusterState> clusterStateFromId(QStringView id) {
    for (const StateName& n : stateNames) {
        if (id == QStringView(n.id))
            return n.state;
    }
    return std::nullopt;
}

const QList<ClusterState>& allClusterStates() {
    static const QList<ClusterState> all = [] {
        QList<ClusterState> list;
        for (const StateName& n : stateNames)
            list.append(n.state);
        return list;
    }();
    return all;
}

bool isTransitional(ClusterState state) {
    switch (state) {
    case ClusterState::Pending:
    case ClusterState::Provisioning:
    case ClusterState::Resizing:
    case ClusterState::Stopping:
    case ClusterState::Starting:
    case ClusterState::Terminating:
        return true;
    default:
        return false;
    }
}

bool holdsCapacity(ClusterState state) {
    switch (state) {
    case ClusterState::Stopped:
    case ClusterState::Terminated:
    case ClusterState::Failed:
        return false;
    default:
        return true;
    }
}

QString workloadStageId(WorkloadStage stage) {
    for (const StageName& n : stageNames) {
        if (n.stage == stage)
            return QString::fromUtf16(n.id);
    }
    return {};
}

std::optional<WorkloadStage> workloadStageFromId(QStringView id) {
    for (const StageName& n : stageNames) {
        if (id == QStringView(n.id))
            return n.stage;
    }
    return std::nullopt;
}

const QList<WorkloadStage>& allWorkloadStages() {
    static const QList<WorkloadStage> all = [] {
        QList<WorkloadStage> list;
        for (const StageName& n : stageNames)
            list.append(n.stage);
        return list;
    }();
    return all;
}

} // namespace cd
