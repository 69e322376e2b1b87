#pragma once

#include "Problem.h"

#include "core/Request.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <variant>

namespace cd::sim {

// The Idempotency-Key frame of a creating POST (launch, SSH key, template; api.md
// "Idempotency"): the key is required and short, and a retry is told from a reuse of the key for
// something else by the hash of what was asked. The stores keep the keys; this reads them.
class IdempotencyKey {
public:
    static constexpr qsizetype maxLength = 255;

    // The request's key, or what to answer: 428 without one (`detail` says what to send it with),
    // 400 when longer than maxLength.
    static std::variant<Problem, QString> require(const Request& request, const QString& detail);
    // SHA-256 of the parsed body, so that whitespace or member order does not make a retry
    // "different".
    static QByteArray bodyHash(const QJsonObject& body);
};

} // namespace cd::sim
