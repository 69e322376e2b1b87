#include "SseFeed.h"

#include "ApiLog.h"
#include "PlatformClient.h"
#include "ResponseErrors.h"

#include <QRandomGenerator>

namespace cd {

namespace {
constexpr int longestRetryMs = 30'000;
} // namespace

SseFeed::SseFeed(PlatformClient* client, QByteArray path, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_path(std::move(path)) {
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &SseFeed::open);
    m_watchdog.setSingleShot(true);
    connect(&m_watchdog, &QTimer::timeout, this, [this] {
        qCInfo(lcApi) << "event stream" << m_path << "silent for" << m_silenceMs << "ms; reconnecting";
        dropConnection();
    });
}

SseFeed::~SseFeed() {
    // Whoever listens may be half destroyed already (a parent's children go in order).
    blockSignals(true);
    stop();
}

void SseFeed::setTimings(int firstRetryMs, int silenceMs) {
    m_firstRetryMs = firstRetryMs;
    m_silenceMs = silenceMs;
    m_timingsSet = true;
}

void SseFeed::start() {
    if (m_running)
        return;
    m_running = true;
    m_attempt = 0;
    open();
}

void SseFeed::stop() {
    m_running = false;
    m_retryTimer.stop();
    m_watchdog.stop();
    if (m_client && m_stream)
        m_client->closeStream(m_stream);
    m_stream = 0;
    setLive(false);
}

void SseFeed::dropConnection() {
    if (m_client && m_stream)
        m_client->closeStream(m_stream);
    m_stream = 0;
    m_watchdog.stop();
    setLive(false);
    if (m_running)
        scheduleReconnect();
}

void SseFeed::open() {
    if (!m_running || !m_client)
        return;
    m_parser.reset();
    m_watchdog.start(m_silenceMs);
    m_stream = m_client->openStream(
        m_path, m_parser.lastEventId(), [this](const QByteArray& piece) { onPiece(piece); },
        [this](const Response& response) { onEnd(response); });
}

void SseFeed::onPiece(const QByteArray& piece) {
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
        dispatch(e);
    }
}

void SseFeed::dispatch(const SseEvent& event) {
    Q_EMIT received(event);
}

void SseFeed::onEnd(const Response& response) {
    m_stream = 0;
    m_watchdog.stop();
    setLive(false);
    if (!m_running)
        return;
    // A refusal that asking again will not change: no key, no role, no such cluster, a bad request.
    if (!response.isTransportFailure() && (response.status == 400 || response.status == 401 ||
                                           response.status == 403 || response.status == 404)) {
        m_running = false;
        Q_EMIT refused(errorFromResponse(response));
        return;
    }
    scheduleReconnect();
}

void SseFeed::scheduleReconnect() {
    // Exponential backoff with full jitter, from the server's "retry:" if it gave one.
    const int base = m_parser.retryMs() >= 0 && !m_timingsSet ? m_parser.retryMs() : m_firstRetryMs;
    const int ceiling = std::min(longestRetryMs, base << std::min(m_attempt, 5));
    ++m_attempt;
    ++m_reconnects;
    const int delay = base / 2 + int(QRandomGenerator::global()->bounded(std::max(1, ceiling - base / 2)));
    m_retryTimer.start(delay);
}

void SseFeed::setLive(bool live) {
    if (m_live == live)
        return;
    m_live = live;
    Q_EMIT liveChanged(live);
}

} // namespace cd
