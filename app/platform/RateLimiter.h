#pragma once

#include <QByteArray>
#include <QHash>

#include <algorithm>
#include <chrono>
#include <mutex>

namespace cd::sim {

// A token bucket per caller (API key, or address for anonymous calls): `ratePerSecond` requests
// refill continuously up to `burst`. Measured on the real steady clock, not the simulated one: a
// demo at 3600x must not throttle the person clicking.
class RateLimiter {
public:
    struct Settings {
        double ratePerSecond = 50; // 0 turns limiting off
        double burst = 100;
    };

    explicit RateLimiter(Settings settings)
        : m_settings{settings.ratePerSecond, std::max(1.0, settings.burst)} {}

    // 0 when the call may go ahead, else the whole seconds to wait (for Retry-After).
    int acquire(const QByteArray& caller);

private:
    struct Bucket {
        double tokens;
        std::chrono::steady_clock::time_point refilled;
    };
    Settings m_settings;
    std::mutex m_mutex;
    QHash<QByteArray, Bucket> m_buckets;
};

} // namespace cd::sim
