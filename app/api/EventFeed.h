#pragma once

#include "SseFeed.h"

#include "core/ClusterEvent.h"

namespace cd {

// The platform's live cluster events (GET /v1/events/stream), decoded.
class EventFeed final : public SseFeed {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventFeed)

public:
    explicit EventFeed(PlatformClient* client, QObject* parent = nullptr)
        : SseFeed(client, QByteArrayLiteral("/v1/events/stream"), parent) {}
    ~EventFeed() override;

Q_SIGNALS:
    void eventReceived(const cd::ClusterEvent& event);

protected:
    void dispatch(const SseEvent& event) override;
};

} // namespace cd
