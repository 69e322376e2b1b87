#include "RouteContext.h"

#include "RolePolicy.h"

#include "core/Role.h"

#include <QJsonDocument>

namespace cd::sim {

Response jsonResponse(int status, const QByteArray& body) {
    Response r;
    r.status = status;
    r.headers.set("Content-Type", "application/json");
    r.body = body;
    return r;
}

Response jsonResponse(int status, const QJsonObject& body) {
    return jsonResponse(status, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

std::optional<Response> requirePermission(const RouteContext& c, const char* permission,
                                          const QString& readDenied, const QString& writeDenied) {
    if (RolePolicy::allows(c.principal.role, QString::fromLatin1(permission)))
        return std::nullopt;
    const bool write = QByteArray(permission).endsWith(":write");
    return Problem::forbidden((write ? writeDenied : readDenied).arg(roleId(c.principal.role))).toResponse();
}

std::variant<QJsonObject, Problem> jsonBody(const RouteContext& c) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(c.request.body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Problem{400,
                       QStringLiteral("invalid_json"),
                       QStringLiteral("Invalid JSON"),
                       QStringLiteral("The request body is not a JSON object (%1 at offset %2).")
                           .arg(error.errorString())
                           .arg(error.offset),
                       {},
                       0};
    return doc.object();
}

} // namespace cd::sim
