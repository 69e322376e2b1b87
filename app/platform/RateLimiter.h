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
        double ratePerSecond = 50; // 0 turns limiting off, upload data's limits included
        double burst = 100;
        // Upload data (tus HEAD and PATCH) has budgets of its own: a 4 GiB upload is hundreds of
        // PATCHes, which the general rate would throttle, yet a key must not flood the platform.
        double uploadRequestsPerSecond = 200;
        double uploadRequestBurst = 400;
        double uploadBytesPerSecond = 1024.0 * 1024 * 1024;
        double uploadByteBurst = 2048.0 * 1024 * 1024; // at least one whole PATCH (64 MiB)
    };

    explicit RateLimiter(Settings settings)
        : m_settings(settings) {
        m_settings.burst = std::max(1.0, settings.burst);
        m_settings.uploadRequestBurst = std::max(1.0, settings.uploadRequestBurst);
        m_settings.uploadByteBurst = std::max(1.0, settings.uploadByteBurst);
    }

    // 0 when the call may go ahead, else the whole seconds to wait (for Retry-After).
    int acquire(const QByteArray& caller);
    // Upload data: one request and `bytes` (a PATCH's Content-Length) from the caller's upload
    // budgets; 0 when it may go ahead, else the whole seconds to wait. A refusal spends nothing.
    int acquireUpload(const QByteArray& caller, qint64 bytes);

private:
    struct Bucket {
        double tokens;
        std::chrono::steady_clock::time_point refilled;
    };
    // The seconds until `cost` tokens are there (0: taken now, or `take` false and they are there).
    double take(const QByteArray& bucket, double cost, double rate, double burst, bool commit,
                std::chrono::steady_clock::time_point now);

    Settings m_settings;
    std::mutex m_mutex;
    QHash<QByteArray, Bucket> m_buckets;
};

} // namespace cd::sim
