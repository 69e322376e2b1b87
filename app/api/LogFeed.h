#pragma once

#include "SseFeed.h"

#include "core/LogQuery.h"

namespace cd {

// A cluster's live log (GET /v1/clusters/{id}/logs/stream), decoded. Resumes after a drop from
// the last line's seq (Last-Event-ID); when the platform dropped lines meanwhile it says so with
// resyncNeeded() and goes on from the oldest line it still holds.
class LogFeed final : public SseFeed {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogFeed)

public:
    // Only node, rank and minLevel of `filter` apply to a stream.
    LogFeed(PlatformClient* client, const QString& clusterId, const LogQuery& filter = {},
            QObject* parent = nullptr);
    ~LogFeed() override;

    static QByteArray streamPath(const QString& clusterId, const LogQuery& filter);

Q_SIGNALS:
    void lineReceived(const cd::LogLine& line);

protected:
    void dispatch(const SseEvent& event) override;
};

} // namespace cd
