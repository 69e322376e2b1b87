#pragma once

#include "LogStore.h"
#include "ServerStream.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <chrono>
#include <optional>

namespace cd::sim {

// One client's follow of a cluster's logs (GET /v1/clusters/{id}/logs/stream): the matching lines
// after the Last-Event-ID it sent, then each new one as it is printed, as `event: log` messages
// whose id is the line's seq, so a reconnect resumes with neither gap nor repeat. When lines the
// client has not seen were dropped, an `event: reset` comes first and the stream goes on from the
// oldest line held. Keep-alive comments while the workload is quiet.
class LogStream final : public ServerStream {
public:
    static constexpr std::chrono::seconds keepAliveInterval{5};

    // lastEventId: none for a new stream, which starts at the present.
    LogStream(LogStore& store, QString tenantId, QString clusterId, LogStore::Filter filter,
              std::optional<qint64> lastEventId);

    std::optional<QByteArray> next(std::chrono::milliseconds wait) override;
    void close() override;

private:
    LogStore& m_store;
    QString m_tenantId;
    QString m_clusterId;
    LogStore::Filter m_filter;
    std::optional<qint64> m_resumeAfter;
    qint64 m_through = 0;
    bool m_started = false;
    std::chrono::steady_clock::time_point m_lastSent;
    std::atomic<bool> m_closed{false};
};

} // namespace cd::sim
