#pragma once

#include "RouteContext.h"

namespace cd::sim {

// GET /v1/audit-log: the tenant's audit log, for its owners and admins. There is no route that
// writes it; the Router records entries as it answers requests.
class AuditRoutes {
public:
    static Response list(const RouteContext& context);
};

} // namespace cd::sim
