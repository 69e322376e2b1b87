#pragma once

#include "RouteContext.h"

namespace cd::sim {

// /v1/datasets: what finished uploads became. Content is served by byte range, so a client can
// fetch and decrypt a large file piece by piece.
class DatasetRoutes {
public:
    static constexpr qint64 maxWholeBody = qint64(64) << 20;

    static Response list(const RouteContext& context);
    static Response get(const RouteContext& context, const QString& id);
    static Response remove(const RouteContext& context, const QString& id);
    static Response content(const RouteContext& context, const QString& id);
};

} // namespace cd::sim
