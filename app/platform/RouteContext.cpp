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

} // namespace cd::sim
