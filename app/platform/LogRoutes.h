#pragma once

#include "LogStore.h"
#include "RouteContext.h"

#include <QByteArray>
#include <QUrlQuery>

#include <memory>
#include <variant>

namespace cd::sim {

class ServerStream;

// GET /v1/clusters/{id}/logs (pages, filters, a tail) and GET /v1/clusters/{id}/logs/stream (the
// live follow over server-sent events), for the caller's tenant.
class LogRoutes {
public:
    static constexpr int defaultPageSize = 1000;
    static constexpr int maxPageSize = 5000;

    static Response list(const RouteContext& context, const QString& clusterId);
    static std::variant<Response, std::unique_ptr<ServerStream>> stream(const RouteContext& context);

    // node, rank, level and since of a query; a 400 problem for a value that is none of them.
    static std::variant<LogStore::Filter, Problem> filterOf(const QUrlQuery& query);
    // One line as the API shows it: {"seq","time","node","rank","level","text"} on one line.
    static QByteArray lineJson(const LogLine& line);
};

} // namespace cd::sim
