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
    // The first tenant also runs a 64-node pretraining run, so the Monitoring page shows what a
    // large cluster looks like. On for both the offline demo and clusterdesk-sim: they must be the
    // same platform.
    bool largeTrainingRun = true;
};

} // namespace cd::sim
