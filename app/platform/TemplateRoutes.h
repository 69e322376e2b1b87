#pragma once

#include "RouteContext.h"

namespace cd::sim {

// /v1/templates: launch templates shared in a tenant (api.md "Workloads and access"), with
// Idempotency-Key on creation and ETag/If-Match on change like clusters.
class TemplateRoutes {
public:
    static Response list(const RouteContext& context);
    static Response create(const RouteContext& context);
    static Response get(const RouteContext& context, const QString& id);
    static Response update(const RouteContext& context, const QString& id);
    static Response remove(const RouteContext& context, const QString& id);
};

} // namespace cd::sim
