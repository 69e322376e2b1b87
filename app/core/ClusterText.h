#pragma once

#include "ClusterEvent.h"
#include "ClusterState.h"
#include "Node.h"

#include <QCoreApplication>
#include <QString>

namespace cd {

// The words a person reads for the platform's identifiers: states, stages, node and GPU health,
// and events, translated. Events are worded here rather than taken from the platform's English
// message, so they read in the console's language.
class ClusterText {
    Q_DECLARE_TR_FUNCTIONS(ClusterText)

public:
    static QString state(ClusterState state);
    static QString stage(WorkloadStage stage);
    static QString nodeState(NodeState state);
    static QString gpuHealth(GpuHealth health);
    static QString event(const ClusterEvent& event);
    // Why it is in its state, in the console's language where the reason is a known one.
    static QString stateDetail(const Cluster& cluster);
    // "5 of 8 nodes ready" while a cluster is on its way, else empty.
    static QString progress(const Cluster& cluster);
    // "3 d 4 h", "25 min": how long ago, coarsely.
    static QString duration(qint64 seconds);
};

} // namespace cd
