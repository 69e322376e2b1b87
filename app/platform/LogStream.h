#pragma once

#include "LogStore.h"
#include "SseFollowStream.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace cd::sim {

// One client's follow of a cluster's logs (GET /v1/clusters/{id}/logs/stream): the matching lines
// after the Last-Event-ID it sent, then each new one as it is printed, as `event: log` messages
// whose id is the line's seq, so a reconnect resumes with neither gap nor repeat. When lines the
// client has not seen were dropped, an `event: reset` comes first and the stream goes on from the
// oldest line held. Keep-alive comments while the workload is quiet.
class LogStream final : public SseFollowStream {
public:
    // lastEventId: none for a new stream, which starts at the present.
    LogStream(LogStore& store, QString tenantId, QString clusterId, LogStore::Filter filter,
              std::optional<qint64> lastEventId);

private:
    void begin() override;
    void poll(std::chrono::milliseconds wait, const std::atomic<bool>& closed, QByteArray& out) override;
    void wake() override;

    LogStore& m_store;
    QString m_tenantId;
    QString m_clusterId;
    LogStore::Filter m_filter;
    std::optional<qint64> m_resumeAfter;
    qint64 m_through = 0;
};

} // namespace cd::sim
