#pragma once

#include <QDateTime>

#include <chrono>
#include <mutex>

namespace cd::sim {

// The simulated platform's time. It starts at an origin and runs `speed` times faster than the
// wall clock, so a demo can show a day of billing in minutes. Changing the speed keeps the time
// continuous. A manual clock (speed 0) only moves when advanced, which tests use for exact figures.
class SimClock {
public:
    explicit SimClock(QDateTime origin, double speed = 1.0);

    QDateTime now() const;
    double speed() const;
    void setSpeed(double speed);
    void advance(std::chrono::milliseconds simulated);

private:
    using Steady = std::chrono::steady_clock;
    qint64 nowMsLocked() const;

    mutable std::mutex m_mutex;
    qint64 m_anchorSimMs;            // simulated time at the anchor, ms since the epoch
    Steady::time_point m_anchorReal; // real time at the anchor
    double m_speed;
};

} // namespace cd::sim
