#pragma once

#include "EventLog.h"
#include "ServerStream.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <chrono>
#include <optional>

namespace cd::sim {

// One client's server-sent event stream (GET /v1/events/stream): the tenant's events after the
// Last-Event-ID it sent, then each new one as it happens, with a keep-alive comment whenever the
// stream has been quiet for a while so that dead connections are noticed.
class EventStream final : public ServerStream {
public:
    static constexpr std::chrono::seconds keepAliveInterval{5};

    EventStream(EventLog& log, QString tenantId, QString clusterId, qint64 lastEventId);

    // The next piece of the stream in text/event-stream format, waiting up to `wait` for one; an
    // empty piece when there was nothing to send yet, nothing at all once closed.
    std::optional<QByteArray> next(std::chrono::milliseconds wait) override;
    // From any thread: ends the stream; a reader blocked in next() returns at once.
    void close() override;

private:
    EventLog& m_log;
    QString m_tenantId;
    QString m_clusterId;
    qint64 m_lastId;
    bool m_started = false;
    std::chrono::steady_clock::time_point m_lastSent;
    std::atomic<bool> m_closed{false};
};

} // namespace cd::sim
