#pragma once

#include "core/Error.h"
#include "core/LogLine.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <optional>

namespace cd {

class LogFeed;
class PlatformClient;

// One cluster's log as the Logs tab shows it: the last lines first (GET .../logs?tail=), then the
// live stream from the last seq. After a drop the stream resumes with Last-Event-ID, so nothing
// is missed or repeated; a line at or below the last seq is dropped all the same, and a jump in
// seq (the platform no longer held those lines) is reported as dropped lines, never hidden.
class LogsSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogsSession)

public:
    enum class State { Idle, Loading, Following, Reconnecting, Stopped, Failed };
    Q_ENUM(State)

    // Lines loaded when the tab opens; older ones stay on the platform.
    static constexpr int tailLines = 10'000;
    static constexpr int pageLines = 5000;
    // Stream lines are handed on together at most this often.
    static constexpr int batchMs = 50;

    explicit LogsSession(QObject* parent = nullptr);
    ~LogsSession() override;

    // Follows `clusterId` on `client`. Without a workload there is nothing to follow: the state
    // stays Idle (the tab shows an empty state, not an error).
    void open(PlatformClient* client, const QString& clusterId, bool hasWorkload);
    // Ends the stream (the tab closed, another cluster chosen).
    void close();
    // After close(), the same cluster again: the stream goes on from the last line received,
    // which the platform replays from (Last-Event-ID); lines it no longer holds are reported as
    // dropped. Without a line received yet, the tail loads as open() does.
    void resume();

    State state() const { return m_state; }
    QString clusterId() const { return m_cluster; }
    // The seq of the last line handed on: where a resumed stream goes on.
    qint64 lastSeq() const { return m_lastSeq; }
    // While Reconnecting: when the next attempt starts (ms), -1 when unknown.
    int msUntilRetry() const;
    // While Failed: what went wrong, as a sentence.
    QString errorText() const { return m_errorText; }
    // Tests shorten the backoff and the silence limit of the stream.
    void setStreamTimings(int firstRetryMs, int silenceMs);
    LogFeed* feed() const { return m_feed; }

    // Where every line arrives, from the tail or the stream: keeps seq order, drops repeats and
    // reports gaps. Public for tests of the resume logic.
    void accept(const LogLine& line);

Q_SIGNALS:
    void stateChanged(cd::LogsSession::State state);
    // Lines in seq order, each once.
    void linesReceived(const QList<cd::LogLine>& lines);
    // `count` lines between two received ones are gone (the platform's store dropped them, or
    // one could not be read): the view shows a marker where they were.
    void linesDropped(qint64 count);
    // Everything shown belongs to another cluster now.
    void cleared();

private:
    // Without `after`: where the log stands; with it: the page after that seq.
    void loadTail(std::optional<qint64> after);
    void follow();
    void flush();
    void setState(State state);

    QPointer<PlatformClient> m_client;
    QString m_cluster;
    State m_state = State::Idle;
    QString m_errorText;
    qint64 m_lastSeq = 0;
    QList<LogLine> m_pending;
    QTimer m_flush;
    LogFeed* m_feed = nullptr;
    QPointer<QObject> m_call;
    int m_firstRetryMs = -1;
    int m_silenceMs = -1;
};

} // namespace cd
