#pragma once

#include "RateLimiter.h"

#include <QDateTime>
#include <QString>

#include <cstdint>

namespace cd::sim {

struct PlatformOptions {
    std::uint64_t seed = 42;
    QString databasePath = QStringLiteral(":memory:");
    double clockSpeed = 1.0;
    QDateTime clockStart; // invalid: the wall clock at start
    RateLimiter::Settings rateLimit;
    // Seeded node failures, per node and simulated hour (0: nodes never fail).
    double nodeFailuresPerNodeHour = 0.002;
    // The offline demo's story adds a 64-node pretraining run to the first tenant, so the
    // Monitoring page shows what a large cluster looks like.
    bool largeTrainingRun = false;
};

} // namespace cd::sim
