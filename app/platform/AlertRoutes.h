#pragma once

#include "RouteContext.h"

namespace cd::sim {

// GET /v1/alerts: what the tenant should hear of (PlatformAlerts), newest first, paged like every
// list, with the contract's two filters (state, type). Read-only: alerts follow from the state of
// budgets, clusters and uploads, so there is nothing to acknowledge or change here.
class AlertRoutes {
public:
    static Response list(const RouteContext& context);
};

} // namespace cd::sim
