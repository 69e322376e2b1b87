#pragma once

#include "Principal.h"
#include "Problem.h"

#include "core/Request.h"
#include "core/Response.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <variant>

namespace cd::sim {

class Platform;

// What a route handler gets: the request, its path split after "/v1", who is calling (already
// authenticated and, for support, bound to the tenant being viewed; the Router has checked its
// role against the route's permission), and the platform.
struct RouteContext {
    const Request& request;
    QStringList segments;
    Principal principal;
    Platform& platform;
};

Response jsonResponse(int status, const QByteArray& body);
// The request body as a JSON object, or a 400 invalid_json problem that says where it broke.
std::variant<QJsonObject, Problem> jsonBody(const RouteContext& context);
Response jsonResponse(int status, const QJsonObject& body);

} // namespace cd::sim
