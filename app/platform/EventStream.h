#pragma once

#include "EventLog.h"
#include "SseFollowStream.h"

#include <QByteArray>
#include <QString>

namespace cd::sim {

// One client's server-sent event stream (GET /v1/events/stream): the tenant's events after the
// Last-Event-ID it sent, then each new one as it happens, with a keep-alive comment whenever the
// stream has been quiet for a while so that dead connections are noticed.
class EventStream final : public SseFollowStream {
public:
    EventStream(EventLog& log, QString tenantId, QString clusterId, qint64 lastEventId);

private:
    void begin() override;
    void poll(std::chrono::milliseconds wait, const std::atomic<bool>& closed, QByteArray& out) override;
    void wake() override;

    EventLog& m_log;
    QString m_tenantId;
    QString m_clusterId;
    qint64 m_lastId;
};

} // namespace cd::sim
