#include "BandwidthLimit.h"

#include <QThread>

namespace cd {

void BandwidthLimit::take(qint64 bytes, const std::atomic<bool>* stop) {
    std::lock_guard lock(m_mutex);
    const qint64 limit = m_limit.load();
    // A new limit starts a new window, so a raised limit applies at once and a lowered one does not
    // wait out what was sent under the old.
    if (limit != m_windowLimit || !m_window.isValid()) {
        m_window.restart();
        m_windowBytes = 0;
        m_windowLimit = limit;
    }
    if (limit <= 0)
        return;
    // Idle for more than a second (paused, between files): the credit of that time is not spent
    // in one burst.
    if (m_window.elapsed() - m_windowBytes * 1000 / limit > 1000) {
        m_window.restart();
        m_windowBytes = 0;
    }
    // Wait until the bytes already sent in this window fit the limit.
    while (!(stop && stop->load())) {
        const qint64 allowedMs = m_windowBytes * 1000 / limit;
        const qint64 wait = allowedMs - m_window.elapsed();
        if (wait <= 0)
            break;
        QThread::msleep(std::min<qint64>(wait, 100));
        if (m_limit.load() != limit)
            break;
    }
    m_windowBytes += bytes;
}

} // namespace cd
