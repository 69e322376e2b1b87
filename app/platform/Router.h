#pragma once

#include "core/Request.h"
#include "core/Response.h"

#include <QByteArray>

namespace cd::sim {

class Platform;

// Maps a request to a response, knowing nothing of the transport: clusterdesk-sim calls it from
// its HTTP threads, the offline demo from LocalTransport. Safe to call from several threads.
// Order of checks: path, authentication, rate limit, tenant binding, role, then the handler.
class Router {
public:
    explicit Router(Platform& platform)
        : m_platform(platform) {}

    // `peer` identifies an anonymous caller for rate limiting (an address, or "local").
    Response handle(const Request& request, const QByteArray& peer = QByteArrayLiteral("local"));

private:
    Platform& m_platform;
};

} // namespace cd::sim
