#pragma once

#include <QElapsedTimer>

#include <atomic>
#include <mutex>

namespace cd {

// The person's ceiling on upload speed, for every request of every upload together: each sender
// asks leave before its bytes go, and waits until the bytes already sent in the current window
// fit the limit. Safe from any thread; a waiting sender gives up when its upload is told to stop.
class BandwidthLimit {
public:
    // Bytes per second; 0 for no limit. Takes effect at the next request.
    void set(qint64 bytesPerSecond) { m_limit = std::max<qint64>(0, bytesPerSecond); }
    qint64 get() const { return m_limit; }

    // Waits until `bytes` more may be sent (or `stop` is raised), then counts them as sent.
    void take(qint64 bytes, const std::atomic<bool>* stop);

private:
    std::atomic<qint64> m_limit{0};
    std::mutex m_mutex; // held while a sender waits its turn: senders go one after another
    QElapsedTimer m_window;
    qint64 m_windowBytes = 0;
    qint64 m_windowLimit = 0;
};

} // namespace cd
