#include "GpuAlertTracker.h"

#include <algorithm>
#include <cmath>

namespace cd {

void GpuAlertTracker::reset(int gpus) {
    m_lastBusy.assign(std::size_t(std::max(0, gpus)), 0);
    m_seen.assign(std::size_t(std::max(0, gpus)), false);
    m_busySeen.assign(std::size_t(std::max(0, gpus)), false);
    m_lastHot.assign(std::size_t(std::max(0, gpus)), 0);
    m_alerts.clear();
    m_raised.clear();
}

void GpuAlertTracker::seedLastBusy(int gpu, qint64 t) {
    if (gpu < 0 || gpu >= gpus())
        return;
    const std::size_t i = std::size_t(gpu);
    m_lastBusy[i] = m_busySeen[i] ? std::max(m_lastBusy[i], t) : t;
    m_seen[i] = true;
}

void GpuAlertTracker::update(qint64 t, std::span<const float> util, std::span<const float> temperature,
                             std::span<const float> xid) {
    QList<GpuAlert> now;
    auto wasHot = [&](int g) {
        return std::any_of(m_alerts.begin(), m_alerts.end(),
                           [&](const GpuAlert& a) { return a.kind == GpuAlert::Kind::Hot && a.gpu == g; });
    };
    for (int g = 0; g < gpus(); ++g) {
        const std::size_t i = std::size_t(g);
        if (i < util.size() && !std::isnan(util[i])) {
            if (!m_seen[i]) {
                m_seen[i] = true;
                m_lastBusy[i] = t;
            }
            if (util[i] >= idleBelowPercent) {
                m_lastBusy[i] = t;
                m_busySeen[i] = true;
            } else if (t - m_lastBusy[i] >= idleAfterSeconds)
                now.append({GpuAlert::Kind::Idle, g, m_lastBusy[i] + 1, util[i]});
        }
        if (i < temperature.size() && !std::isnan(temperature[i])) {
            const bool hot = temperature[i] > temperatureLimit;
            if (hot || (wasHot(g) && temperature[i] > temperatureLimit - coolingMargin))
                m_lastHot[i] = t;
            if (hot || (wasHot(g) && t - m_lastHot[i] < coolForSeconds))
                now.append({GpuAlert::Kind::Hot, g, t, temperature[i]});
        }
        if (i < xid.size() && !std::isnan(xid[i]) && xid[i] != 0)
            now.append({GpuAlert::Kind::Xid, g, t, xid[i]});
    }
    // Keep when each ongoing alert began; what is new is raised.
    for (GpuAlert& a : now) {
        const auto before = std::find_if(m_alerts.begin(), m_alerts.end(), [&](const GpuAlert& b) {
            return b.kind == a.kind && b.gpu == a.gpu;
        });
        if (before != m_alerts.end()) {
            if (a.kind != GpuAlert::Kind::Idle)
                a.since = before->since;
        } else {
            m_raised.append(a);
        }
    }
    m_alerts = std::move(now);
}

QList<GpuAlert> GpuAlertTracker::takeRaised() {
    return std::exchange(m_raised, {});
}

} // namespace cd
