#pragma once

#include "SseParser.h"

#include "core/Error.h"
#include "core/Response.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace cd {

class PlatformClient;

// One of the platform's server-sent event streams (cluster events, a cluster's metrics), kept
// open: after a drop it reconnects with backoff and sends Last-Event-ID, so nothing that happened
// meanwhile is missed. A stream silent for longer than the server's keep-alive interval is taken
// for dead and replaced. Lives on the client's thread.
class SseFeed : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SseFeed)

public:
    // Three of the platform's keep-alives (every 5 s) missed.
    static constexpr int silenceLimitMs = 20'000;

    SseFeed(PlatformClient* client, QByteArray path, QObject* parent = nullptr);
    ~SseFeed() override;

    void start();
    void stop();
    bool isLive() const { return m_live; }
    QByteArray lastEventId() const { return m_parser.lastEventId(); }
    // Where the next connection resumes: the stream sends what came after this id.
    void setLastEventId(const QByteArray& id) { m_parser.setLastEventId(id); }
    // The path (and query) the next connection opens.
    void setPath(const QByteArray& path) { m_path = path; }
    int reconnects() const { return m_reconnects; }
    // While waiting to reconnect: how long until the next attempt (ms); -1 otherwise.
    int msUntilRetry() const { return m_retryTimer.isActive() ? m_retryTimer.remainingTime() : -1; }
    // Tests shorten the backoff and the silence limit.
    void setTimings(int firstRetryMs, int silenceMs);
    // Drops the current connection as if the network had: the feed reconnects by itself.
    void dropConnection();

Q_SIGNALS:
    // Every event but "reset", as it arrived.
    void received(const cd::SseEvent& event);
    // Events were missed (the platform no longer holds them): load everything again.
    void resyncNeeded();
    void liveChanged(bool live);
    // The platform refused the stream for good (key or role): it is not retried.
    void refused(const cd::Error& error);

protected:
    // Called for every event other than "reset"; the default emits received().
    virtual void dispatch(const SseEvent& event);

private:
    void open();
    void onPiece(const QByteArray& piece);
    void onEnd(const Response& response);
    void scheduleReconnect();
    void setLive(bool live);

    QPointer<PlatformClient> m_client;
    QByteArray m_path;
    SseParser m_parser;
    quint64 m_stream = 0;
    bool m_running = false;
    bool m_live = false;
    int m_attempt = 0;
    int m_reconnects = 0;
    int m_firstRetryMs = 1000;
    int m_silenceMs = silenceLimitMs;
    bool m_timingsSet = false;
    QTimer m_retryTimer;
    QTimer m_watchdog;
};

} // namespace cd
