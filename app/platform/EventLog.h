#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>

namespace cd::sim {

// One cluster event as stored and streamed: its id, whose it is, when, and its JSON.
struct StoredEvent {
    qint64 id = 0;
    QString tenantId;
    QString clusterId;
    QString time;
    QByteArray body;
};

// The recent events in memory, for the SSE streams: readers wait here for events after the last
// one they saw. The full history stays in the store; a reader that fell behind the window is told
// to reload rather than handed a gap.
class EventLog {
public:
    static constexpr qsizetype retained = 20'000;

    void restore(const QList<StoredEvent>& events);
    void publish(const QList<StoredEvent>& events);
    qint64 lastId() const;
    // The tenant's events still held (optionally of one cluster), oldest first, without waiting.
    QList<StoredEvent> history(const QString& tenantId, const QString& clusterId) const;

    struct Batch {
        QList<StoredEvent> events;
        bool missed = false; // events after `afterId` are no longer held: reload
    };
    // The tenant's events after `afterId` (optionally of one cluster). Waits up to `wait` when there
    // are none yet; returns early when `closed` becomes true and wakeAll() is called.
    Batch after(const QString& tenantId, const QString& clusterId, qint64 afterId,
                std::chrono::milliseconds wait, const std::atomic<bool>& closed);
    void wakeAll();

private:
    bool collect(const QString& tenantId, const QString& clusterId, qint64 afterId, Batch* batch) const;

    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<StoredEvent> m_events;
    qint64 m_lastId = 0;
};

} // namespace cd::sim
