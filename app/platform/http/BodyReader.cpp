#include "BodyReader.h"

#include "HttpConnection.h"

#include <cstring>

namespace cd::sim {

namespace {
constexpr qsizetype maxChunkLine = 1024;
constexpr qsizetype maxTrailers = 8 * 1024;
} // namespace

bool BodyReader::fill(qsizetype bytes) {
    while (m_connection.buffer().size() < bytes) {
        if (!m_connection.readMore(m_timeoutMs, m_stopping))
            return false;
    }
    return true;
}

BodyReader::Result BodyReader::readLength(qint64 length, QByteArray* body) {
    // What came with the head first, then the rest from the socket straight into the body: one
    // copy of each byte (the kernel's), where reading through the connection's buffer made three.
    QByteArray& buffer = m_connection.buffer();
    body->resize(qsizetype(length));
    const qsizetype early = qsizetype(std::min<qint64>(length, buffer.size()));
    std::memcpy(body->data(), buffer.constData(), size_t(early));
    buffer.remove(0, early);
    for (qint64 have = early; have < length;) {
        const qint64 n = m_connection.readInto(body->data() + have, length - have, m_timeoutMs, m_stopping);
        if (n <= 0)
            return Result::Failed;
        have += n;
    }
    return Result::Ok;
}

BodyReader::Result BodyReader::readLine(qsizetype max, QByteArray* line) {
    QByteArray& buffer = m_connection.buffer();
    qsizetype newline;
    while ((newline = buffer.indexOf('\n')) < 0) {
        if (buffer.size() > max)
            return Result::Malformed;
        if (!m_connection.readMore(m_timeoutMs, m_stopping))
            return Result::Failed;
    }
    if (newline > max)
        return Result::Malformed;
    *line = buffer.left(newline);
    if (line->endsWith('\r'))
        line->chop(1);
    buffer.remove(0, newline + 1);
    return Result::Ok;
}

BodyReader::Result BodyReader::readChunked(qint64 limit, QByteArray* body) {
    QByteArray& buffer = m_connection.buffer();
    for (;;) {
        QByteArray line;
        if (const Result r = readLine(maxChunkLine, &line); r != Result::Ok)
            return r;
        const qsizetype semicolon = line.indexOf(';'); // chunk extensions are ignored
        const QByteArray hex = (semicolon < 0 ? line : line.left(semicolon)).trimmed();
        bool ok = false;
        qint64 size = hex.size() <= 15 ? hex.toLongLong(&ok, 16) : -1;
        if (!ok || size < 0 || hex.startsWith('+') || hex.startsWith('-'))
            return Result::Malformed;
        if (size == 0)
            break;
        if (body->size() + size > limit)
            return Result::TooLarge;
        while (size > 0 || buffer.size() < 2) {
            if (size > 0) {
                if (buffer.isEmpty() && !m_connection.readMore(m_timeoutMs, m_stopping))
                    return Result::Failed;
                const qsizetype take = qsizetype(std::min<qint64>(size, buffer.size()));
                body->append(buffer.constData(), take);
                buffer.remove(0, take);
                size -= take;
            } else if (!fill(2)) {
                return Result::Failed;
            }
        }
        if (!buffer.startsWith("\r\n"))
            return Result::Malformed;
        buffer.remove(0, 2);
    }
    // Trailer fields are read and dropped; the Router never sees them.
    for (qsizetype total = 0;;) {
        QByteArray line;
        if (const Result r = readLine(maxChunkLine * 8, &line); r != Result::Ok)
            return r;
        total += line.size() + 2;
        if (line.isEmpty())
            return Result::Ok;
        if (total > maxTrailers)
            return Result::Malformed;
    }
}

} // namespace cd::sim
