#include "Request.h"

namespace cd {

QByteArray Request::target() const {
    if (query.isEmpty())
        return path;
    // QUrlQuery leaves '+' alone, and servers read it as a space: send a literal one as %2B.
    return path + '?' + query.query(QUrl::FullyEncoded).toLatin1().replace('+', "%2B");
}

bool Request::isRetryable() const {
    static const QByteArray idempotent[] = {"GET", "HEAD", "OPTIONS", "PUT", "DELETE"};
    for (const auto& m : idempotent) {
        if (method == m)
            return true;
    }
    return safeToRepeat || headers.contains("Idempotency-Key");
}

} // namespace cd
