#pragma once

#include "RouteContext.h"

namespace cd::sim {

// GET /v1/billing/line-items, /summary, /invoices and GET/PUT /v1/billing/budgets (api.md).
class BillingRoutes {
public:
    static Response lineItems(const RouteContext& c);
    static Response summary(const RouteContext& c);
    static Response invoices(const RouteContext& c);
    static Response budgets(const RouteContext& c);
    static Response setBudgets(const RouteContext& c);

    static constexpr int defaultPageSize = 1000;
    static constexpr int maxPageSize = 5000;
};

} // namespace cd::sim
