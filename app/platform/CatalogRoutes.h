#pragma once

#include "RouteContext.h"

namespace cd::sim {

// GET /v1/regions, GET /v1/offerings (filters, sort, pages), GET /v1/offerings/{id}.
class CatalogRoutes {
public:
    static Response regions(const RouteContext& context);
    static Response offerings(const RouteContext& context);
    static Response offering(const RouteContext& context, const QString& id);
};

} // namespace cd::sim
