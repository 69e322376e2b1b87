#include "ResponseErrors.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace cd {

namespace {
int retryAfterSeconds(const Response& r) {
    bool ok = false;
    const int seconds = r.headers.value("Retry-After").trimmed().toInt(&ok);
    return ok && seconds >= 0 ? seconds : 0;
}

// The problem+json object of an error response (RFC 9457), or an empty one.
QJsonObject problemOf(const Response& r) {
    if (r.isTransportFailure() || !r.headers.value("Content-Type").toLower().contains("json"))
        return {};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(r.body, &parseError);
    return parseError.error == QJsonParseError::NoError && doc.isObject() ? doc.object() : QJsonObject();
}
} // namespace

Error errorFromResponse(const Response& r) {
    if (r.isTransportFailure())
        return r.failure;
    Error e;
    e.httpStatus = r.status;
    e.kind = Error::kindForStatus(r.status);
    if (e.kind == ErrorKind::None) {
        e.kind = ErrorKind::BadResponse;
        e.code = QStringLiteral("unexpected_status");
        e.detail = QStringLiteral("The server answered with HTTP %1.").arg(r.status);
        return e;
    }
    e.retryAfterSeconds = retryAfterSeconds(r);
    const QJsonObject problem = problemOf(r);
    e.code = problem.value(QStringLiteral("code")).toString().left(100);
    e.title = problem.value(QStringLiteral("title")).toString().left(200);
    e.detail = problem.value(QStringLiteral("detail")).toString().left(1000);
    e.field = problem.value(QStringLiteral("field")).toString().left(200);
    if (e.code.isEmpty())
        e.code = QStringLiteral("http_%1").arg(r.status);
    if (e.detail.isEmpty())
        e.detail = QStringLiteral("The server answered with HTTP %1.").arg(r.status);
    return e;
}

QString platformDetail(const Response& r) {
    if (Error::kindForStatus(r.status) == ErrorKind::None)
        return {};
    return problemOf(r).value(QStringLiteral("detail")).toString().left(1000);
}

} // namespace cd
