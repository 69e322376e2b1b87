#include "HeadParser.h"

#include "ServerLimits.h"

namespace cd::sim {

namespace {

// RFC 9110 tchar: what a method and a field name are made of.
bool isToken(const QByteArray& s) {
    if (s.isEmpty())
        return false;
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        const bool ok = (u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') ||
                        QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
        if (!ok)
            return false;
    }
    return true;
}

// A request target has no spaces and no control characters at all (RFC 9112 section 3.2).
bool isTarget(const QByteArray& s) {
    if (s.isEmpty() || s.front() != '/')
        return false;
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (u <= 0x20 || u == 0x7f)
            return false;
    }
    return true;
}

// Field values: visible characters, spaces, tabs and obs-text, never CR, LF, NUL or other controls.
bool isFieldValue(const QByteArray& s) {
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && u != '\t') || u == 0x7f)
            return false;
    }
    return true;
}

} // namespace

void HeadParser::reset() {
    *this = HeadParser();
}

HeadParser::State HeadParser::fail(int status, const QString& detail) {
    m_state = State::Failed;
    m_errorStatus = status;
    m_errorDetail = detail;
    return m_state;
}

HeadParser::State HeadParser::feed(QByteArray& buffer) {
    if (m_state != State::NeedMore)
        return m_state;
    qsizetype pos = 0;
    while (m_state == State::NeedMore) {
        const qsizetype newline = buffer.indexOf('\n', pos);
        const qsizetype lineLimit = m_lineSeen ? ServerLimits::maxHeaderLine : ServerLimits::maxRequestLine;
        if (newline < 0) {
            const qsizetype partial = buffer.size() - pos;
            if (partial > 0 && !m_started)
                m_started = buffer.at(pos) != '\r' || partial > 1;
            if (partial > lineLimit)
                m_lineSeen ? fail(431, QStringLiteral("A header line is longer than 8 KiB."))
                           : fail(414, QStringLiteral("The request line is longer than 8 KiB."));
            else if (m_consumed + partial > ServerLimits::maxHead)
                fail(431, QStringLiteral("The request head is larger than 64 KiB."));
            break;
        }
        QByteArray line = buffer.mid(pos, newline - pos);
        m_consumed += newline + 1 - pos;
        pos = newline + 1;
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.size() > lineLimit) {
            m_lineSeen ? fail(431, QStringLiteral("A header line is longer than 8 KiB."))
                       : fail(414, QStringLiteral("The request line is longer than 8 KiB."));
            break;
        }
        if (m_consumed > ServerLimits::maxHead) {
            fail(431, QStringLiteral("The request head is larger than 64 KiB."));
            break;
        }
        if (!m_lineSeen) {
            // Blank lines before a request are allowed and ignored (RFC 9112 section 2.2).
            if (line.isEmpty())
                continue;
            m_started = true;
            if (parseRequestLine(line))
                m_lineSeen = true;
            continue;
        }
        if (line.isEmpty()) {
            m_state = State::Complete;
            break;
        }
        parseField(line);
    }
    buffer.remove(0, pos);
    return m_state;
}

bool HeadParser::parseRequestLine(const QByteArray& line) {
    const QList<QByteArray> parts = line.split(' ');
    if (parts.size() != 3 || !isToken(parts[0]) || !isTarget(parts[1])) {
        fail(400, QStringLiteral("The request line is not 'METHOD /path HTTP/1.1'."));
        return false;
    }
    if (parts[2] != "HTTP/1.1" && parts[2] != "HTTP/1.0") {
        fail(parts[2].startsWith("HTTP/") ? 505 : 400,
             QStringLiteral("This server speaks HTTP/1.1 (and HTTP/1.0)."));
        return false;
    }
    m_head.method = parts[0];
    m_head.target = parts[1];
    m_head.version = parts[2];
    return true;
}

bool HeadParser::parseField(const QByteArray& line) {
    if (m_head.headers.fields().size() >= ServerLimits::maxHeaderFields) {
        fail(
            431,
            QStringLiteral("The request has more than %1 header fields.").arg(ServerLimits::maxHeaderFields));
        return false;
    }
    const qsizetype colon = line.indexOf(':');
    // No space before the colon, no folded lines (RFC 9112 sections 5.1 and 5.2).
    const QByteArray name = colon < 0 ? QByteArray() : line.left(colon);
    const QByteArray value = colon < 0 ? QByteArray() : line.mid(colon + 1).trimmed();
    if (!isToken(name) || !isFieldValue(value)) {
        fail(400, QStringLiteral("A header line is not 'Name: value'."));
        return false;
    }
    m_head.headers.add(name, value);
    return true;
}

} // namespace cd::sim
