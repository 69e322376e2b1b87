#pragma once

#include "Cluster.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace cd {

// Something that happened to a cluster (api.md "events"). Types: cluster.created,
// cluster.state_changed, cluster.resized, node.failed, workload.migrated; a "reset" event tells a
// stream's reader that events were missed and it must load everything again.
struct ClusterEvent {
    enum class Severity { Info, Warning, Error };

    qint64 id = 0;
    QString type;
    QDateTime time;
    QString clusterId;
    QString clusterName;
    Severity severity = Severity::Info;
    QString message; // the platform's own English sentence; consoles may word it themselves
    // Details by type: the states moved between, the nodes involved, the checkpoint resumed from.
    QString fromState;
    QString toState;
    QString nodeId;
    QString replacementNodeId;
    qint64 checkpointStep = 0;
    std::optional<Cluster> cluster; // the cluster as it is after the event, when it still exists
};

} // namespace cd
