#include "EventFeed.h"

#include "ApiLog.h"
#include "ClusterDecoder.h"
#include "PlatformClient.h"
#include "ResponseErrors.h"

#include <QRandomGenerator>

namespace cd {

namespace {
constexpr int longestRetryMs = 30'000;
} // namespace

EventFeed::EventFeed(PlatformClient* client, QObject* parent)
    : QObject(parent)
    , m_client(client) {
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &EventFeed::open);
    m_watchdog.setSingleShot(true);
    connect(&m_watchdog, &QTimer::timeout, this, [this] {
        qCInfo(lcApi) << "event stream silent for" << m_silenceMs << "ms; reconnecting";
        dropConnection();
    });
}

EventFeed::~EventFeed() {
    // Whoever listens may be half destroyed already (a parent's children go in order).
    blockSignals(true);
    stop();
}

void EventFeed::setTimings(int firstRetryMs, int silenceMs) {
    m_firstRetryMs = firstRetryMs;
    m_silenceMs = silenceMs;
    m_timingsSet = true;
}

void EventFeed::start() {
    if (m_running)
        return;
    m_running = true;
    m_attempt = 0;
    open();
}

void EventFeed::stop() {
    m_running = false;
    m_retryTimer.stop();
    m_watchdog.stop();
    if (m_client && m_stream)
        m_client->closeStream(m_stream);
    m_stream = 0;
    setLive(false);
}

void EventFeed::dropConnection() {
    if (m_client && m_stream)
        m_client->closeStream(m_stream);
    m_stream = 0;
    m_watchdog.stop();
    setLive(false);
    if (m_running)
        scheduleReconnect();
}

void EventFeed::open() {
    if (!m_running || !m_client)
        return;
    m_parser.reset();
    m_watchdog.start(m_silenceMs);
    m_stream = m_client->openStream(
        "/v1/events/stream", m_parser.lastEventId(), [this](const QByteArray& piece) { onPiece(piece); },
        [this](const Response& response) { onEnd(response); });
}

void EventFeed::onPiece(const QByteArray& piece) {
    m_watchdog.start(m_silenceMs);
    if (!m_live) {
        m_attempt = 0;
        setLive(true);
    }
    for (const SseEvent& e : m_parser.feed(piece)) {
        if (e.type == "reset") {
            Q_EMIT resyncNeeded();
            continue;
        }
        if (e.type != "cluster")
            continue;
        const Result<ClusterEvent> decoded = ClusterDecoder::event(e.data);
        if (!decoded.ok()) {
            // One bad event must not end the stream; the next reload corrects what it would have.
            qCWarning(lcApi).noquote() << "skipping an unreadable event:" << decoded.error().detail;
            continue;
        }
        Q_EMIT eventReceived(decoded.value());
    }
}

void EventFeed::onEnd(const Response& response) {
    m_stream = 0;
    m_watchdog.stop();
    setLive(false);
    if (!m_running)
        return;
    if (!response.isTransportFailure() && (response.status == 401 || response.status == 403)) {
        m_running = false;
        Q_EMIT refused(errorFromResponse(response));
        return;
    }
    scheduleReconnect();
}

void EventFeed::scheduleReconnect() {
    // Exponential backoff with full jitter, from the server's "retry:" if it gave one.
    const int base = m_parser.retryMs() >= 0 && !m_timingsSet ? m_parser.retryMs() : m_firstRetryMs;
    const int ceiling = std::min(longestRetryMs, base << std::min(m_attempt, 5));
    ++m_attempt;
    ++m_reconnects;
    const int delay = base / 2 + int(QRandomGenerator::global()->bounded(std::max(1, ceiling - base / 2)));
    m_retryTimer.start(delay);
}

void EventFeed::setLive(bool live) {
    if (m_live == live)
        return;
    m_live = live;
    Q_EMIT liveChanged(live);
}

} // namespace cd
