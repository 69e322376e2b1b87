#include "RouteContext.h"

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
