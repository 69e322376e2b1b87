#pragma once

#include "RouteContext.h"

namespace cd::sim {

// /v1/clusters and below, and POST /v1/estimates: the cluster lifecycle over HTTP, with
// Idempotency-Key on launch and ETag/If-Match on changes (api.md).
class ClusterRoutes {
public:
    static Response list(const RouteContext& context);
    static Response launch(const RouteContext& context);
    static Response get(const RouteContext& context, const QString& id);
    static Response resize(const RouteContext& context, const QString& id);
    static Response terminate(const RouteContext& context, const QString& id);
    static Response action(const RouteContext& context, const QString& id, const QString& action);
    static Response nodes(const RouteContext& context, const QString& id);
    static Response events(const RouteContext& context, const QString& id);
    static Response estimate(const RouteContext& context);
};

} // namespace cd::sim
