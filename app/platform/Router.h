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
struct Route;
struct RouteContext;
struct RouteMatch;

// Maps a request to a response, knowing nothing of the transport: clusterdesk-sim calls it from
// its HTTP threads, the offline demo from LocalTransport. Safe to call from several threads.
// Where a request may go is RouteTable; the order of checks is: path, authentication, rate limit,
// tenant binding, support staff's limits, method, then the operation's permission (the one place
// a role is checked), then its handler.
class Router {
public:
    explicit Router(Platform& platform)
        : m_platform(platform) {}

    // `peer` identifies an anonymous caller for rate limiting (an address, or "local").
    Response handle(const Request& request, const QByteArray& peer = QByteArrayLiteral("local"));
    // clusterdesk-sim --dev-faults: also answer DevFaultRoutes (/dev/..., outside the contract).
    void setDevFaults(bool on) { m_devFaults = on; }

    // GET /v1/events/stream and GET /v1/clusters/{id}/metrics/stream: a server-sent event stream
    // for the caller's tenant, or the response that refuses it (the same checks as handle()).
    static bool isStream(const Request& request);
    std::variant<Response, std::unique_ptr<ServerStream>>
    openStream(const Request& request, const QByteArray& peer = QByteArrayLiteral("local"));

    // The most a request body may hold: an upload's PATCH carries data, everything else JSON.
    static constexpr qint64 maxUploadBody = 64 << 20;
    static constexpr qint64 maxBody = 1 << 20;
    // Judges a request from its head alone, before a byte of its body is read: the path, then the
    // key, as handle() does. Returns the refusal (401 for no key or a wrong one, charged to the
    // same rate-limit buckets as handle()'s refusals, so that guessing keys stays throttled), or
    // nothing and the largest body it may carry in `bodyLimit`. An accepted key spends no budget
    // here; handle() meters the request as usual.
    std::optional<Response> precheck(const Request& head, const QByteArray& peer, qint64* bodyLimit);

private:
    // Authenticates, rate-limits, binds the tenant and applies support staff's limits; a response
    // when the request stops here. `route` is where the request leads, or nothing.
    std::variant<Response, RouteContext> admit(const Request& request, const QByteArray& peer,
                                               const QStringList& segments, const Route* route);
    // What stops an admitted request before its handler: an unknown path or method, an operation
    // not served yet, a protocol it breaks, a permission its role lacks.
    static std::optional<Response> refuse(const RouteContext& context, const RouteMatch& match);
    // Writes the audit entry `context`'s request calls for, if any: every access by support staff
    // to a tenant, and every change (or refused change) a tenant's own people ask for.
    // False when support staff's access could not be recorded: its answer must not go out.
    [[nodiscard]] bool audit(const RouteContext& context, const Route* route, int status);
    static Response unrecorded();
    Platform& m_platform;
    bool m_devFaults = false;
};

} // namespace cd::sim
