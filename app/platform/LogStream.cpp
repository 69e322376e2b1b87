#include "LogStream.h"

#include "LogRoutes.h"

namespace cd::sim {

LogStream::LogStream(LogStore& store, QString tenantId, QString clusterId, LogStore::Filter filter,
                     std::optional<qint64> lastEventId)
    : m_store(store)
    , m_tenantId(std::move(tenantId))
    , m_clusterId(std::move(clusterId))
    , m_filter(std::move(filter))
    , m_resumeAfter(lastEventId)
    , m_lastSent(std::chrono::steady_clock::now()) {}

std::optional<QByteArray> LogStream::next(std::chrono::milliseconds wait) {
    if (m_closed.load())
        return std::nullopt;
    QByteArray out;
    if (!m_started) {
        m_started = true;
        // A new stream starts at the present (a client reads the tail with GET first, then follows
        // with its last_seq as Last-Event-ID); a resumed one right after what it saw.
        m_through = m_resumeAfter ? *m_resumeAfter : m_store.range(m_tenantId, m_clusterId).lastSeq;
        out += "retry: 1000\n\n";
        m_lastSent = std::chrono::steady_clock::now();
        return out;
    }
    const LogStore::Batch batch =
        m_store.follow(m_tenantId, m_clusterId, m_filter, m_through, wait, m_closed);
    if (m_closed.load())
        return std::nullopt;
    if (batch.missed) {
        // The id is the line before the oldest held: a reconnect after this resumes from there.
        const qint64 resetId =
            std::max<qint64>(0, batch.lines.isEmpty() ? batch.through : batch.lines.first().seq - 1);
        out += "id: " + QByteArray::number(resetId) + "\nevent: reset\ndata: {}\n\n";
    }
    for (const LogLine& line : batch.lines)
        out += "id: " + QByteArray::number(line.seq) + "\nevent: log\ndata: " + LogRoutes::lineJson(line) +
               "\n\n";
    m_through = batch.through;
    const auto now = std::chrono::steady_clock::now();
    if (!out.isEmpty()) {
        m_lastSent = now;
    } else if (now - m_lastSent >= keepAliveInterval) {
        out = ": keep-alive\n\n";
        m_lastSent = now;
    }
    return out;
}

void LogStream::close() {
    m_closed.store(true);
    m_store.wakeAll();
}

} // namespace cd::sim
