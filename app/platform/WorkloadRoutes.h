#pragma once

#include "RouteContext.h"

namespace cd::sim {

// What a cluster's workload offers over HTTP beside the cluster itself: a restart from its last
// checkpoint (If-Match like every change of a cluster) and the list of its checkpoints.
class WorkloadRoutes {
public:
    static Response restart(const RouteContext& context, const QString& id);
    static Response checkpoints(const RouteContext& context, const QString& id);
};

} // namespace cd::sim
