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
};

} // namespace cd::sim
