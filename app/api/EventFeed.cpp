#include "EventFeed.h"

#include "ApiLog.h"
#include "ClusterDecoder.h"

namespace cd {

EventFeed::~EventFeed() = default;

void EventFeed::dispatch(const SseEvent& event) {
    if (event.type != "cluster")
        return;
    const Result<ClusterEvent> decoded = ClusterDecoder::event(event.data);
    if (!decoded.ok()) {
        // One bad event must not end the stream; the next reload corrects what it would have.
        qCWarning(lcApi).noquote() << "skipping an unreadable event:" << decoded.error().detail;
        return;
    }
    Q_EMIT eventReceived(decoded.value());
}

} // namespace cd
