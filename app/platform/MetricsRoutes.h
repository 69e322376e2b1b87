#pragma once

#include "RouteContext.h"

namespace cd::sim {

// The Prometheus-compatible metrics API (api.md "metrics"): query_range over one cluster's
// telemetry, and the text exposition (format 0.0.4) of every GPU of the caller's tenant that a
// real Prometheus can scrape. The event stream of new samples is MetricsStream.
class MetricsRoutes {
public:
    static Response queryRange(const RouteContext& context, const QString& clusterId);
    static Response exposition(const RouteContext& context);
};

} // namespace cd::sim
