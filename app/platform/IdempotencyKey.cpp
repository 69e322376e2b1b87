#include "IdempotencyKey.h"

#include <QCryptographicHash>
#include <QJsonDocument>

namespace cd::sim {

std::variant<Problem, QString> IdempotencyKey::require(const Request& request, const QString& detail) {
    const QString key = QString::fromUtf8(request.headers.value("Idempotency-Key").trimmed());
    if (key.isEmpty())
        return Problem{428,
                       QStringLiteral("idempotency_key_required"),
                       QStringLiteral("Idempotency-Key required"),
                       detail,
                       {},
                       0};
    if (key.size() > maxLength)
        return Problem::badParameter(QStringLiteral("Idempotency-Key"),
                                     QStringLiteral("at most 255 characters"));
    return key;
}

QByteArray IdempotencyKey::bodyHash(const QJsonObject& body) {
    return QCryptographicHash::hash(QJsonDocument(body).toJson(QJsonDocument::Compact),
                                    QCryptographicHash::Sha256);
}

} // namespace cd::sim
