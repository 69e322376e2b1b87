#include "RateLimiter.h"

#include <algorithm>
#include <cmath>

namespace cd::sim {

namespace {
int wholeSeconds(double wait) {
    return int(std::clamp(std::ceil(wait), 1.0, 86400.0));
}
} // namespace

double RateLimiter::take(const QByteArray& bucket, double cost, double rate, double burst, bool commit,
                         std::chrono::steady_clock::time_point now) {
    if (rate <= 0)
        return 0; // this budget is off
    auto it = m_buckets.find(bucket);
    if (it == m_buckets.end()) {
        // Bound the table: a flood of distinct bad keys must not grow memory without limit.
        if (m_buckets.size() > 10000)
            m_buckets.clear();
        it = m_buckets.insert(bucket, Bucket{burst, now});
    }
    Bucket& b = it.value();
    const double elapsed = std::chrono::duration<double>(now - b.refilled).count();
    b.tokens = std::min(burst, b.tokens + elapsed * rate);
    b.refilled = now;
    // More than the bucket can ever hold waits for a full bucket, then goes.
    const double needed = std::min(cost, burst);
    if (b.tokens >= needed) {
        if (commit)
            b.tokens -= needed;
        return 0;
    }
    return (needed - b.tokens) / rate;
}

int RateLimiter::acquire(const QByteArray& caller) {
    if (m_settings.ratePerSecond <= 0)
        return 0;
    std::lock_guard lock(m_mutex);
    const double wait =
        take(caller, 1.0, m_settings.ratePerSecond, m_settings.burst, true, std::chrono::steady_clock::now());
    return wait > 0 ? wholeSeconds(wait) : 0;
}

int RateLimiter::acquireUpload(const QByteArray& caller, qint64 bytes) {
    if (m_settings.ratePerSecond <= 0)
        return 0;
    const auto now = std::chrono::steady_clock::now();
    const QByteArray requests = "upload-requests:" + caller;
    const QByteArray volume = "upload-bytes:" + caller;
    const double cost = double(std::max<qint64>(0, bytes));
    std::lock_guard lock(m_mutex);
    // Both budgets are looked at before either is spent, so a refused PATCH costs nothing.
    const double wait = std::max(
        take(requests, 1.0, m_settings.uploadRequestsPerSecond, m_settings.uploadRequestBurst, false, now),
        take(volume, cost, m_settings.uploadBytesPerSecond, m_settings.uploadByteBurst, false, now));
    if (wait > 0)
        return wholeSeconds(wait);
    take(requests, 1.0, m_settings.uploadRequestsPerSecond, m_settings.uploadRequestBurst, true, now);
    take(volume, cost, m_settings.uploadBytesPerSecond, m_settings.uploadByteBurst, true, now);
    return 0;
}

} // namespace cd::sim
