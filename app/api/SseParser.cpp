#include "SseParser.h"

namespace cd {

QList<SseEvent> SseParser::feed(const QByteArray& piece) {
    QList<SseEvent> out;
    for (char c : piece) {
        if (m_skipLf) {
            m_skipLf = false;
            if (c == '\n')
                continue;
        }
        if (c == '\r' || c == '\n') {
            m_skipLf = c == '\r';
            if (m_overlong) {
                m_overlong = false;
                m_buffer.clear();
                continue;
            }
            line(m_buffer, out);
            m_buffer.clear();
            continue;
        }
        if (m_overlong)
            continue;
        if (m_buffer.size() >= maxLineBytes) {
            m_overlong = true;
            m_buffer.clear();
            continue;
        }
        m_buffer.append(c);
    }
    return out;
}

void SseParser::reset() {
    m_buffer.clear();
    m_skipLf = false;
    m_overlong = false;
    m_current = {};
    m_hasData = false;
}

void SseParser::line(const QByteArray& text, QList<SseEvent>& out) {
    if (text.isEmpty()) {
        // A blank line dispatches the event, if it had data.
        if (m_hasData) {
            if (m_current.data.endsWith('\n'))
                m_current.data.chop(1);
            m_current.id = m_lastEventId;
            out.append(m_current);
        }
        m_current = {};
        m_hasData = false;
        return;
    }
    if (text.startsWith(':'))
        return;
    const qsizetype colon = text.indexOf(':');
    const QByteArray field = colon < 0 ? text : text.left(colon);
    QByteArray value = colon < 0 ? QByteArray() : text.mid(colon + 1);
    if (value.startsWith(' '))
        value.remove(0, 1);
    if (field == "data") {
        if (m_current.data.size() + value.size() > maxLineBytes) {
            m_current = {};
            m_hasData = false;
            return;
        }
        m_current.data += value + '\n';
        m_hasData = true;
    } else if (field == "event") {
        m_current.type = value;
    } else if (field == "id") {
        if (!value.contains('\0'))
            m_lastEventId = value;
    } else if (field == "retry") {
        bool ok = false;
        const int ms = value.toInt(&ok);
        if (ok && ms >= 0)
            m_retryMs = ms;
    }
}

} // namespace cd
