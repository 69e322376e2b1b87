#pragma once

#include <QByteArray>

#include <atomic>

namespace cd::sim {

class HttpConnection;

// Reads a request body that the server already agreed to take, Content-Length or chunked, never
// more than the limit and never waiting longer than the timeout for the next bytes.
class BodyReader {
public:
    enum class Result { Ok, TooLarge, Malformed, Failed };

    BodyReader(HttpConnection& connection, int timeoutMs, const std::atomic<bool>& stopping)
        : m_connection(connection)
        , m_timeoutMs(timeoutMs)
        , m_stopping(stopping) {}

    Result readLength(qint64 length, QByteArray* body);
    Result readChunked(qint64 limit, QByteArray* body);

private:
    // The next line (without its CRLF), at most `max` bytes long.
    Result readLine(qsizetype max, QByteArray* line);
    bool fill(qsizetype bytes);

    HttpConnection& m_connection;
    const int m_timeoutMs;
    const std::atomic<bool>& m_stopping;
};

} // namespace cd::sim
