#include "PlatformTicker.h"

#include "ClusterLifecycle.h"
#include "SimClock.h"

namespace cd::sim {

namespace {
// Upper bound on a sleep: a manual clock advanced by a test, or a speed change, is noticed soon.
constexpr std::chrono::milliseconds longestSleep{200};
constexpr std::chrono::seconds clockSaveInterval{5};
} // namespace

PlatformTicker::PlatformTicker(ClusterLifecycle& lifecycle, SimClock& clock, std::function<void()> saveClock)
    : m_lifecycle(lifecycle)
    , m_clock(clock)
    , m_saveClock(std::move(saveClock))
    , m_thread([this] { run(); }) {}

PlatformTicker::~PlatformTicker() {
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

void PlatformTicker::wake() {
    {
        std::lock_guard lock(m_mutex);
        m_woken = true;
    }
    m_wake.notify_all();
}

void PlatformTicker::run() {
    auto lastSave = std::chrono::steady_clock::now();
    for (;;) {
        m_lifecycle.advance();
        const auto now = std::chrono::steady_clock::now();
        if (now - lastSave >= clockSaveInterval) {
            m_saveClock();
            lastSave = now;
        }
        std::chrono::milliseconds sleep = longestSleep;
        const double speed = m_clock.speed();
        if (const auto due = m_lifecycle.nextDue(); due && speed > 0) {
            const qint64 simMs = std::max<qint64>(0, m_clock.now().msecsTo(*due));
            sleep = std::min(sleep, std::chrono::milliseconds(qint64(double(simMs) / speed) + 1));
        }
        std::unique_lock lock(m_mutex);
        m_wake.wait_for(lock, sleep, [this] { return m_stopping || m_woken; });
        if (m_stopping)
            return;
        m_woken = false;
    }
}

} // namespace cd::sim
