#pragma once

#include <QByteArray>
#include <QList>

namespace cd {

// One server-sent event (the WHATWG "text/event-stream" format): its type, data and id.
struct SseEvent {
    QByteArray type = "message";
    QByteArray data;
    QByteArray id;
};

// Turns a text/event-stream, fed in pieces of any size, into events. Lines may end in LF, CR or
// CRLF; comments (":") and unknown fields are skipped. A line or event longer than the limit is
// dropped whole instead of growing without end on a hostile or broken stream.
class SseParser {
public:
    static constexpr qsizetype maxLineBytes = 1 << 20;

    QList<SseEvent> feed(const QByteArray& piece);
    // The id of the last event dispatched with one: what to send as Last-Event-ID on reconnect.
    QByteArray lastEventId() const { return m_lastEventId; }
    // The reconnection delay the server asked for with "retry:", in ms (-1: none).
    int retryMs() const { return m_retryMs; }
    // Forgets a half-received event (after a drop); the last id is kept.
    void reset();
    // Resume after `id` (a stream opened where an earlier fetch left off).
    void setLastEventId(const QByteArray& id) { m_lastEventId = id; }

private:
    void line(const QByteArray& text, QList<SseEvent>& out);

    QByteArray m_buffer;
    bool m_skipLf = false; // the previous piece ended in CR: a leading LF belongs to it
    bool m_overlong = false;
    SseEvent m_current;
    bool m_hasData = false;
    QByteArray m_lastEventId;
    int m_retryMs = -1;
};

} // namespace cd
