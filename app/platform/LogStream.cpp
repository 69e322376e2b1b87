#include "LogStream.h"

#include "LogRoutes.h"

namespace cd::sim {

LogStream::LogStream(LogStore& store, QString tenantId, QString clusterId, LogStore::Filter filter,
                     std::optional<qint64> lastEventId)
    : m_store(store)
    , m_tenantId(std::move(tenantId))
    , m_clusterId(std::move(clusterId))
    , m_filter(std::move(filter))
    , m_resumeAfter(lastEventId) {}

void LogStream::begin() {
    // A new stream starts at the present (a client reads the tail with GET first, then follows
    // with its last_seq as Last-Event-ID); a resumed one right after what it saw.
    m_through = m_resumeAfter ? *m_resumeAfter : m_store.range(m_tenantId, m_clusterId).lastSeq;
}

void LogStream::poll(std::chrono::milliseconds wait, const std::atomic<bool>& closed, QByteArray& out) {
    const LogStore::Batch batch = m_store.follow(m_tenantId, m_clusterId, m_filter, m_through, wait, closed);
    if (closed.load())
        return;
    if (batch.missed) {
        // The id is the line before the oldest held: a reconnect after this resumes from there.
        const qint64 resetId =
            std::max<qint64>(0, batch.lines.isEmpty() ? batch.through : batch.lines.first().seq - 1);
        out += message(resetId, "reset", "{}");
    }
    for (const LogLine& line : batch.lines)
        out += message(line.seq, "log", LogRoutes::lineJson(line));
    m_through = batch.through;
}

void LogStream::wake() {
    m_store.wakeAll();
}

} // namespace cd::sim
