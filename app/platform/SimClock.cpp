#include "SimClock.h"

namespace cd::sim {

SimClock::SimClock(QDateTime origin, double speed)
    : m_anchorSimMs(origin.toMSecsSinceEpoch())
    , m_anchorReal(Steady::now())
    , m_speed(speed < 0 ? 0 : speed) {}

qint64 SimClock::nowMsLocked() const {
    const auto realMs = std::chrono::duration<double, std::milli>(Steady::now() - m_anchorReal).count();
    return m_anchorSimMs + qint64(realMs * m_speed);
}

QDateTime SimClock::now() const {
    std::lock_guard lock(m_mutex);
    return QDateTime::fromMSecsSinceEpoch(nowMsLocked(), Qt::UTC);
}

double SimClock::speed() const {
    std::lock_guard lock(m_mutex);
    return m_speed;
}

void SimClock::setSpeed(double speed) {
    std::lock_guard lock(m_mutex);
    m_anchorSimMs = nowMsLocked();
    m_anchorReal = Steady::now();
    m_speed = speed < 0 ? 0 : speed;
}

void SimClock::advance(std::chrono::milliseconds simulated) {
    std::lock_guard lock(m_mutex);
    m_anchorSimMs = nowMsLocked() + simulated.count();
    m_anchorReal = Steady::now();
}

} // namespace cd::sim
