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
    const QByteArray type = r.headers.value("Content-Type").toLower();
    if (type.contains("json")) {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(r.body, &parseError);
        if (parseError.error == QJsonParseError::NoError && doc.isObject()) {
            const QJsonObject o = doc.object();
            e.code = o.value(QStringLiteral("code")).toString().left(100);
            e.title = o.value(QStringLiteral("title")).toString().left(200);
            e.detail = o.value(QStringLiteral("detail")).toString().left(1000);
        }
    }
    if (e.code.isEmpty())
        e.code = QStringLiteral("http_%1").arg(r.status);
    if (e.detail.isEmpty())
        e.detail = QStringLiteral("The server answered with HTTP %1.").arg(r.status);
    return e;
}

} // namespace cd
