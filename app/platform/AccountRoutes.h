#pragma once

#include "RouteContext.h"

namespace cd::sim {

// GET /v1/me and, for support staff, GET /v1/tenants.
class AccountRoutes {
public:
    static Response me(const RouteContext& context);
    static Response tenants(const RouteContext& context);
};

} // namespace cd::sim
