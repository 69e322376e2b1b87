#pragma once

#include "core/Request.h"
#include "core/Response.h"

#include <QByteArray>

#include <memory>
#include <optional>
#include <variant>

namespace cd::sim {

class ServerStream;
class Platform;
struct RouteContext;

// Maps a request to a response, knowing nothing of the transport: clusterdesk-sim calls it from
// its HTTP threads, the offline demo from LocalTransport. Safe to call from several threads.
// Order of checks: path, authentication, rate limit, tenant binding, role, then the handler.
class Router {
public:
    explicit Router(Platform& platform)
        : m_platform(platform) {}

    // `peer` identifies an anonymous caller for rate limiting (an address, or "local").
    Response handle(const Request& request, const QByteArray& peer = QByteArrayLiteral("local"));

    // GET /v1/events/stream and GET /v1/clusters/{id}/metrics/stream: a server-sent event stream
    // for the caller's tenant, or the response
    // that refuses it (the same checks as handle()).
    static bool isStream(const Request& request);
    std::variant<Response, std::unique_ptr<ServerStream>>
    openStream(const Request& request, const QByteArray& peer = QByteArrayLiteral("local"));

private:
    // Authenticates, rate-limits and binds the tenant; a response when the request stops here.
    // The handler of an admitted request.
    Response route(const RouteContext& context, const QString& path);
    // Writes the audit entry `context`'s request calls for, if any: every access by support staff
    // to a tenant, and every change (or refused change) a tenant's own people ask for.
    // False when support staff's access could not be recorded: its answer must not go out.
    [[nodiscard]] bool audit(const RouteContext& context, int status);
    static Response unrecorded();
    std::variant<Response, std::unique_ptr<ServerStream>> openStreamFor(const RouteContext& context);
    std::variant<Response, RouteContext> admit(const Request& request, const QByteArray& peer,
                                               const QStringList& segments);
    std::variant<Response, std::unique_ptr<ServerStream>> openMetricsStream(const RouteContext& context);
    Platform& m_platform;
};

} // namespace cd::sim
