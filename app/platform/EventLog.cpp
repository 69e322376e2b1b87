#include "EventLog.h"

namespace cd::sim {

void EventLog::restore(const QList<StoredEvent>& events) {
    publish(events);
}

void EventLog::publish(const QList<StoredEvent>& events) {
    if (events.isEmpty())
        return;
    {
        std::lock_guard lock(m_mutex);
        for (const StoredEvent& e : events) {
            m_events.push_back(e);
            m_lastId = std::max(m_lastId, e.id);
        }
        while (qsizetype(m_events.size()) > retained)
            m_events.pop_front();
    }
    m_changed.notify_all();
}

qint64 EventLog::lastId() const {
    std::lock_guard lock(m_mutex);
    return m_lastId;
}

QList<StoredEvent> EventLog::history(const QString& tenantId, const QString& clusterId) const {
    std::lock_guard lock(m_mutex);
    Batch batch;
    collect(tenantId, clusterId, 0, &batch);
    return batch.events;
}

bool EventLog::collect(const QString& tenantId, const QString& clusterId, qint64 afterId,
                       Batch* batch) const {
    // Behind the window, or ahead of the log (the platform's history was reset): either way the
    // reader cannot be brought up to date event by event.
    const bool behind = afterId > 0 && !m_events.empty() && m_events.front().id > afterId + 1;
    if (behind || afterId > m_lastId) {
        batch->missed = true;
        return true;
    }
    // Ids only grow, so the first event after `afterId` is found by bisection.
    auto it = std::upper_bound(m_events.begin(), m_events.end(), afterId,
                               [](qint64 id, const StoredEvent& e) { return id < e.id; });
    for (; it != m_events.end(); ++it) {
        if (it->tenantId == tenantId && (clusterId.isEmpty() || it->clusterId == clusterId))
            batch->events.append(*it);
    }
    return !batch->events.isEmpty();
}

EventLog::Batch EventLog::after(const QString& tenantId, const QString& clusterId, qint64 afterId,
                                std::chrono::milliseconds wait, const std::atomic<bool>& closed) {
    Batch batch;
    std::unique_lock lock(m_mutex);
    qint64 seen = afterId;
    const auto deadline = std::chrono::steady_clock::now() + wait;
    for (;;) {
        if (collect(tenantId, clusterId, seen, &batch) || closed.load())
            return batch;
        // Other tenants' events wake this reader too; skip past them rather than rescan.
        seen = std::max(seen, m_lastId);
        if (m_changed.wait_until(lock, deadline) == std::cv_status::timeout) {
            collect(tenantId, clusterId, seen, &batch);
            return batch;
        }
    }
}

void EventLog::wakeAll() {
    m_changed.notify_all();
}

} // namespace cd::sim
