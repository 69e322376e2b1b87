#pragma once

#include <QList>
#include <QtGlobal>

#include <span>
#include <vector>

namespace cd {

struct GpuAlert {
    enum class Kind { Idle, Hot, Xid };
    Kind kind = Kind::Idle;
    int gpu = -1;     // GPU series index
    qint64 since = 0; // idle since, or first seen hot / with the XID
    double value = 0; // utilization, temperature or the XID
    bool operator==(const GpuAlert&) const = default;
};

// Watches every GPU's samples for what a person should hear of: a GPU idle (under 10 %) for 15
// minutes, which is money spent on nothing; a GPU over its temperature limit; an XID error. Each
// alert is raised once when it starts and stays listed while it holds.
class GpuAlertTracker {
public:
    static constexpr double idleBelowPercent = 10.0;
    static constexpr qint64 idleAfterSeconds = 15 * 60;
    static constexpr double temperatureLimit = 85.0;
    // A hot alert ends only once the GPU has stayed this much below the limit for a while, so a GPU
    // that cools briefly in a pause and heats again is one alert, not one every few minutes.
    static constexpr double coolingMargin = 3.0;
    static constexpr qint64 coolForSeconds = 300;

    void reset(int gpus);
    int gpus() const { return int(m_lastBusy.size()); }
    // From history: the last second `gpu` was busy (at or above 10 %); earlier than anything
    // loaded when it was idle the whole time. A later busy second already seen live wins.
    void seedLastBusy(int gpu, qint64 t);
    // One second's samples (by GPU series; spans may be empty when that metric did not come).
    void update(qint64 t, std::span<const float> util, std::span<const float> temperature,
                std::span<const float> xid);
    const QList<GpuAlert>& alerts() const { return m_alerts; }
    // Alerts that began since the last call, for notifications.
    QList<GpuAlert> takeRaised();

private:
    std::vector<qint64> m_lastBusy;
    std::vector<bool> m_seen;
    std::vector<bool> m_busySeen;  // m_lastBusy is a busy sample seen live, not the first sample
    std::vector<qint64> m_lastHot; // last second over the limit (less the margin); 0: never
    QList<GpuAlert> m_alerts;
    QList<GpuAlert> m_raised;
};

} // namespace cd
