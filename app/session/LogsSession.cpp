#include "LogsSession.h"

#include "api/LogFeed.h"
#include "api/PlatformClient.h"
#include "core/ErrorText.h"

namespace cd {

LogsSession::LogsSession(QObject* parent)
    : QObject(parent) {
    m_flush.setSingleShot(true);
    m_flush.setInterval(batchMs);
    connect(&m_flush, &QTimer::timeout, this, &LogsSession::flush);
}

LogsSession::~LogsSession() {
    blockSignals(true);
    close();
}

void LogsSession::setStreamTimings(int firstRetryMs, int silenceMs) {
    m_firstRetryMs = firstRetryMs;
    m_silenceMs = silenceMs;
    if (m_feed)
        m_feed->setTimings(firstRetryMs, silenceMs);
}

int LogsSession::msUntilRetry() const {
    return m_feed ? m_feed->msUntilRetry() : -1;
}

void LogsSession::open(PlatformClient* client, const QString& clusterId, bool hasWorkload) {
    close();
    m_client = client;
    m_cluster = clusterId;
    m_lastSeq = 0;
    m_errorText.clear();
    Q_EMIT cleared();
    if (!m_client || m_cluster.isEmpty() || !hasWorkload) {
        setState(State::Idle);
        return;
    }
    setState(State::Loading);
    loadTail(std::nullopt);
}

void LogsSession::close() {
    if (m_call) {
        m_call->disconnect(this);
        delete m_call;
    }
    delete m_feed;
    m_feed = nullptr;
    flush();
    if (m_state != State::Idle && m_state != State::Failed)
        setState(State::Stopped);
}

void LogsSession::resume() {
    if (!m_client || m_cluster.isEmpty() || m_feed || m_call || m_state != State::Stopped)
        return;
    setState(State::Loading);
    if (m_lastSeq == 0) {
        loadTail(std::nullopt);
        return;
    }
    follow();
}

void LogsSession::loadTail(std::optional<qint64> after) {
    // The platform's tail= stops at a page (5,000 lines): ask first where the log stands (one
    // line's page carries first_seq and last_seq), then page forward from tailLines before its end.
    LogQuery q;
    q.pageSize = after ? pageLines : 1;
    q.after = after;
    auto* call = m_client->logs(m_cluster, q, this);
    m_call = call;
    connect(call, &ApiCall::finished, this, [this, call, after] {
        m_call = nullptr;
        call->deleteLater();
        if (!call->succeeded()) {
            m_errorText = ErrorText::sentence(call->error());
            setState(State::Failed);
            return;
        }
        const LogPage& page = call->value();
        if (!after) {
            if (page.lastSeq == 0) {
                follow(); // nothing printed yet
                return;
            }
            loadTail(std::max(page.firstSeq - 1, page.lastSeq - tailLines));
            return;
        }
        for (const LogLine& line : page.items)
            accept(line);
        if (!page.nextPageToken.isEmpty() && !page.items.isEmpty()) {
            loadTail(m_lastSeq);
            return;
        }
        flush();
        // Lines the filter of an empty page skipped are not shown again by the stream.
        m_lastSeq = std::max(m_lastSeq, page.items.isEmpty() ? *after : m_lastSeq);
        follow();
    });
}

void LogsSession::follow() {
    m_feed = new LogFeed(m_client, m_cluster, {}, this);
    if (m_firstRetryMs >= 0)
        m_feed->setTimings(m_firstRetryMs, m_silenceMs);
    m_feed->setLastEventId(QByteArray::number(m_lastSeq));
    connect(m_feed, &LogFeed::lineReceived, this, &LogsSession::accept);
    connect(m_feed, &LogFeed::liveChanged, this, [this](bool live) {
        if (m_state == State::Following || m_state == State::Reconnecting || m_state == State::Loading)
            setState(live ? State::Following : State::Reconnecting);
    });
    connect(m_feed, &LogFeed::refused, this, [this](const Error& error) {
        flush();
        m_errorText = ErrorText::sentence(error);
        setState(State::Failed);
    });
    m_feed->start();
}

void LogsSession::accept(const LogLine& line) {
    if (line.seq <= m_lastSeq)
        return; // already handed on: a replay after a resume must not show it twice
    if (m_lastSeq > 0 && line.seq > m_lastSeq + 1) {
        flush();
        Q_EMIT linesDropped(line.seq - m_lastSeq - 1);
    }
    m_lastSeq = line.seq;
    m_pending.append(line);
    if (!m_flush.isActive())
        m_flush.start();
}

void LogsSession::flush() {
    m_flush.stop();
    if (m_pending.isEmpty())
        return;
    const QList<LogLine> lines = std::exchange(m_pending, {});
    Q_EMIT linesReceived(lines);
}

void LogsSession::setState(State state) {
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

} // namespace cd
