#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace cd::sim {

class ClusterLifecycle;
class SimClock;
class ClusterStore;

// The thread that moves the simulated platform along: it sleeps until the next scheduled step
// (converted from simulated to real time by the clock's speed), applies what is due, and now and
// then records the simulated time, so a restarted simulator carries on from where it was.
class PlatformTicker {
public:
    PlatformTicker(ClusterLifecycle& lifecycle, SimClock& clock, std::function<void()> saveClock);
    ~PlatformTicker();
    PlatformTicker(const PlatformTicker&) = delete;
    PlatformTicker& operator=(const PlatformTicker&) = delete;

    // Something new was scheduled: look again at when to wake.
    void wake();

private:
    void run();

    ClusterLifecycle& m_lifecycle;
    SimClock& m_clock;
    std::function<void()> m_saveClock;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopping = false;
    bool m_woken = false;
    std::thread m_thread;
};

} // namespace cd::sim
