#include "EventStream.h"

namespace cd::sim {

EventStream::EventStream(EventLog& log, QString tenantId, QString clusterId, qint64 lastEventId)
    : m_log(log)
    , m_tenantId(std::move(tenantId))
    , m_clusterId(std::move(clusterId))
    , m_lastId(lastEventId) {}

void EventStream::begin() {
    // A new stream (no Last-Event-ID) starts at the present, not at the beginning of history.
    if (m_lastId <= 0)
        m_lastId = m_log.lastId();
}

void EventStream::poll(std::chrono::milliseconds wait, const std::atomic<bool>& closed, QByteArray& out) {
    const auto batch = m_log.after(m_tenantId, m_clusterId, m_lastId, wait, closed);
    if (closed.load())
        return;
    if (batch.missed) {
        // The reader was away longer than the window holds: say so, and go on from the present.
        m_lastId = m_log.lastId();
        out += message(m_lastId, "reset", "{}");
    }
    for (const StoredEvent& e : batch.events) {
        out += message(e.id, "cluster", e.body);
        m_lastId = e.id;
    }
}

void EventStream::wake() {
    m_log.wakeAll();
}

} // namespace cd::sim
