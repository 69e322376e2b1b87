#include "RetryPolicy.h"

#include <QRandomGenerator>

#include <algorithm>

namespace cd {

bool RetryPolicy::isTransient(const Error& e) const {
    switch (e.kind) {
    case ErrorKind::Timeout:
    case ErrorKind::RateLimited:
        return true;
    case ErrorKind::Network:
        // A name that does not resolve will not resolve in 250 ms either.
        return e.code != u"dns";
    case ErrorKind::Server:
        return e.httpStatus == 502 || e.httpStatus == 503 || e.httpStatus == 504;
    default:
        return false;
    }
}

int RetryPolicy::delayBeforeRetry(const Request& request, const Error& error, int attempt) const {
    if (attempt >= maxAttempts || !isTransient(error) || !request.isRetryable())
        return -1;
    if (error.retryAfterSeconds > maxRetryAfterSec)
        return -1;
    const int exponential = std::min(maxDelayMs, baseDelayMs << std::min(attempt - 1, 16));
    // "Equal jitter": half fixed, half random.
    const int jittered = exponential / 2 + int(QRandomGenerator::global()->bounded(exponential / 2 + 1));
    return std::max(jittered, error.retryAfterSeconds * 1000);
}

} // namespace cd
