#include "RateLimiter.h"

#include <algorithm>
#include <cmath>

namespace cd::sim {

int RateLimiter::acquire(const QByteArray& caller) {
    if (m_settings.ratePerSecond <= 0)
        return 0;
    const auto now = std::chrono::steady_clock::now();
    std::lock_guard lock(m_mutex);
    auto it = m_buckets.find(caller);
    if (it == m_buckets.end()) {
        // Bound the table: a flood of distinct bad keys must not grow memory without limit.
        if (m_buckets.size() > 10000)
            m_buckets.clear();
        it = m_buckets.insert(caller, Bucket{m_settings.burst, now});
    }
    Bucket& b = it.value();
    const double elapsed = std::chrono::duration<double>(now - b.refilled).count();
    b.tokens = std::min(m_settings.burst, b.tokens + elapsed * m_settings.ratePerSecond);
    b.refilled = now;
    if (b.tokens >= 1.0) {
        b.tokens -= 1.0;
        return 0;
    }
    const double wait = std::ceil((1.0 - b.tokens) / m_settings.ratePerSecond);
    return int(std::clamp(wait, 1.0, 86400.0));
}

} // namespace cd::sim
