#include "EventStream.h"

namespace cd::sim {

EventStream::EventStream(EventLog& log, QString tenantId, QString clusterId, qint64 lastEventId)
    : m_log(log)
    , m_tenantId(std::move(tenantId))
    , m_clusterId(std::move(clusterId))
    , m_lastId(lastEventId)
    , m_lastSent(std::chrono::steady_clock::now()) {}

std::optional<QByteArray> EventStream::next(std::chrono::milliseconds wait) {
    if (m_closed.load())
        return std::nullopt;
    QByteArray out;
    if (!m_started) {
        m_started = true;
        // A new stream (no Last-Event-ID) starts at the present, not at the beginning of history.
        if (m_lastId <= 0)
            m_lastId = m_log.lastId();
        // How long a client waits before reconnecting after a drop.
        out += "retry: 1000\n\n";
        m_lastSent = std::chrono::steady_clock::now();
        return out;
    }
    const auto batch = m_log.after(m_tenantId, m_clusterId, m_lastId, wait, m_closed);
    if (m_closed.load())
        return std::nullopt;
    if (batch.missed) {
        // The reader was away longer than the window holds: say so, and go on from the present.
        m_lastId = m_log.lastId();
        out += "id: " + QByteArray::number(m_lastId) + "\nevent: reset\ndata: {}\n\n";
    }
    for (const StoredEvent& e : batch.events) {
        out += "id: " + QByteArray::number(e.id) + "\nevent: cluster\ndata: " + e.body + "\n\n";
        m_lastId = e.id;
    }
    const auto now = std::chrono::steady_clock::now();
    if (!out.isEmpty()) {
        m_lastSent = now;
    } else if (now - m_lastSent >= keepAliveInterval) {
        out = ": keep-alive\n\n";
        m_lastSent = now;
    }
    return out;
}

void EventStream::close() {
    m_closed.store(true);
    m_log.wakeAll();
}

} // namespace cd::sim
