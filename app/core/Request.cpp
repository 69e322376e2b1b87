#include "Request.h"

namespace cd {

QByteArray Request::target() const
{
    if (query.isEmpty())
        return path;
    return path + '?' + query.query(QUrl::FullyEncoded).toLatin1();
}

bool Request::isRetryable() const
{
    static const QByteArray idempotent[] = {"GET", "HEAD", "OPTIONS", "PUT", "DELETE"};
    for (const auto& m : idempotent) {
        if (method == m)
            return true;
    }
    return headers.contains("Idempotency-Key");
}

} // namespace cd
