#include "Problem.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace cd::sim {

Response Problem::toResponse() const {
    QJsonObject body{
        {QStringLiteral("type"),
         QString(QStringLiteral("https://docs.clusterdesk.example/problems/") + code)},
        {QStringLiteral("title"), title},
        {QStringLiteral("status"), status},
        {QStringLiteral("detail"), detail},
        {QStringLiteral("code"), code},
    };
    if (!instance.isEmpty())
        body.insert(QStringLiteral("instance"), instance);
    if (!field.isEmpty())
        body.insert(QStringLiteral("field"), field);
    Response r;
    r.status = status;
    r.headers.set("Content-Type", "application/problem+json");
    if (retryAfterSeconds > 0) {
        body.insert(QStringLiteral("retry_after_seconds"), retryAfterSeconds);
        r.headers.set("Retry-After", QByteArray::number(retryAfterSeconds));
    }
    if (status == 401)
        r.headers.set("WWW-Authenticate", "Bearer realm=\"clusterdesk\"");
    r.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return r;
}

Problem Problem::badParameter(const QString& name, const QString& detail) {
    return {400,
            QStringLiteral("invalid_parameter"),
            QStringLiteral("Invalid parameter"),
            QStringLiteral("Parameter '%1': %2").arg(name, detail),
            {},
            0};
}

Problem Problem::notFound(const QString& what, const QString& instance) {
    return {404,
            QStringLiteral("not_found"),
            QStringLiteral("Not found"),
            QStringLiteral("No %1 at %2.").arg(what, instance),
            instance,
            0};
}

Problem Problem::unauthorized(const QString& detail) {
    return {401, QStringLiteral("unauthorized"), QStringLiteral("Unauthorized"), detail, {}, 0};
}

Problem Problem::forbidden(const QString& detail) {
    return {403, QStringLiteral("forbidden"), QStringLiteral("Forbidden"), detail, {}, 0};
}

Problem Problem::notImplemented(const QString& instance) {
    return {501,
            QStringLiteral("not_implemented"),
            QStringLiteral("Not implemented"),
            QStringLiteral("This platform does not serve %1 yet.").arg(instance),
            instance,
            0};
}

Problem Problem::tooManyRequests(int retryAfterSeconds) {
    return {429,
            QStringLiteral("rate_limited"),
            QStringLiteral("Too many requests"),
            QStringLiteral("Slow down: try again in %1 s.").arg(retryAfterSeconds),
            {},
            retryAfterSeconds};
}

Problem Problem::internal(const QString& detail) {
    return {500, QStringLiteral("internal"), QStringLiteral("Internal error"), detail, {}, 0};
}

} // namespace cd::sim
