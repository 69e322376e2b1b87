#pragma once

#include "RouteContext.h"

#include <memory>
#include <variant>

namespace cd::sim {

class ServerStream;

// GET /v1/events/stream and GET /v1/clusters/{id}/metrics/stream: server-sent event streams for
// the caller's tenant, opened by Router::openStream once the route table has admitted the caller.
class StreamRoutes {
public:
    using Opened = std::variant<Response, std::unique_ptr<ServerStream>>;

    static Opened events(const RouteContext& context);
    static Opened metrics(const RouteContext& context);
    // A plain request (Router::handle) of a stream's path: it must be opened as a stream.
    static Response required(const RouteContext& context);
};

} // namespace cd::sim
