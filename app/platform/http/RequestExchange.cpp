#include "RequestExchange.h"

#include "AccessLog.h"
#include "BodyReader.h"
#include "ClientGate.h"
#include "HttpConnection.h"
#include "HttpListener.h"
#include "ResponseCompression.h"
#include "ResponseWriter.h"

#include "platform/Problem.h"
#include "platform/Router.h"
#include "platform/ServerStream.h"

#include <exception>

namespace cd::sim {

namespace {

QString sizeText(qint64 bytes) {
    return bytes >= (1 << 20) ? QStringLiteral("%1 MiB").arg(bytes >> 20)
                              : QStringLiteral("%1 KiB").arg(bytes >> 10);
}

// Content-Length as RFC 9110 section 8.6 has it: digits only, and every copy the same.
bool contentLength(const HeaderList& headers, qint64* length) {
    bool seen = false;
    for (const auto& [name, value] : headers.fields()) {
        if (name.compare("Content-Length", Qt::CaseInsensitive) != 0)
            continue;
        const QByteArray digits = value.trimmed();
        bool ok = !digits.isEmpty() && digits.size() <= 18;
        for (const char c : digits)
            ok = ok && c >= '0' && c <= '9';
        const qint64 parsed = ok ? digits.toLongLong(&ok) : -1;
        if (!ok || (seen && parsed != *length))
            return false;
        *length = parsed;
        seen = true;
    }
    return true;
}

} // namespace

Request RequestExchange::toRequest(const RequestHead& head) {
    Request out;
    out.method = head.method;
    // The raw target keeps percent-encoding, so the Router splits the path exactly as sent.
    const qsizetype q = head.target.indexOf('?');
    out.path = q < 0 ? head.target : head.target.left(q);
    if (q >= 0) {
        // Form encoding: '+' in a query means a space (HTML forms, Python's urlencode, curl -G).
        QByteArray query = head.target.mid(q + 1);
        out.query.setQuery(QString::fromUtf8(query.replace('+', "%20")));
    }
    out.headers = head.headers;
    ResponseCompression::stripCodingFromValidators(out.headers);
    return out;
}

bool RequestExchange::answer(HttpConnection& connection, const Request& request, const Response& response,
                             bool close) {
    m_log.record(connection.address(), request.method, QByteArray::fromPercentEncoding(request.path),
                 response.status);
    const bool head = request.method == "HEAD";
    // Coded for the client as it asked (its own head: `request` has the Router's validators).
    const QByteArray bytes = ResponseWriter::serialize(
        ResponseCompression::encode(connection.parser().head().headers, head, response), head, close);
    return connection.writeAll(bytes, m_limits.bodyTimeoutMs, m_listener.stopping()) && !close;
}

void RequestExchange::refuseBody(std::unique_ptr<HttpConnection> connection, const Request& request,
                                 const Response& response) {
    answer(*connection, request, response, true);
    // The body is not read, but dropped for a while, so that a client still sending it (one that
    // did not ask "Expect: 100-continue") reads this answer instead of a reset connection.
    connection->shutdownWrite();
    m_listener.giveBack(std::move(connection));
}

bool RequestExchange::stream(HttpConnection& connection, const Request& request, bool close) {
    // Each open stream holds a worker thread, so one key may not hold many.
    const QByteArray key = request.headers.value("Authorization");
    if (!m_gate.admitStream(key)) {
        Problem busy = Problem::tooManyRequests(5);
        busy.detail = QStringLiteral("This API key already has %1 event streams open; close one first.")
                          .arg(m_limits.maxStreamsPerKey);
        return answer(connection, request, busy.toResponse(), close);
    }
    auto opened = m_router.openStream(request, connection.address());
    if (auto* refused = std::get_if<Response>(&opened)) {
        m_gate.releaseStream(key);
        return answer(connection, request, *refused, close);
    }
    std::unique_ptr<ServerStream> events = std::move(std::get<std::unique_ptr<ServerStream>>(opened));
    m_log.record(connection.address(), request.method, QByteArray::fromPercentEncoding(request.path), 200);
    const auto& stopping = m_listener.stopping();
    // A stream never ends by itself: when it does end, its key stopped working (revoked, expired,
    // its member removed), so the connection is closed after it rather than kept for that key.
    bool ended = connection.writeAll(ResponseWriter::streamHead(true), m_limits.bodyTimeoutMs, stopping);
    while (ended) {
        // The keep-alive comments the stream sends make a vanished client fail its next write.
        const auto piece = events->next(std::chrono::milliseconds(500));
        if (!piece) {
            ended = connection.writeAll(ResponseWriter::lastChunk(), m_limits.bodyTimeoutMs, stopping);
            break;
        }
        if (stopping.load())
            ended = false;
        else if (!piece->isEmpty())
            ended = connection.writeAll(ResponseWriter::chunk(*piece), m_limits.bodyTimeoutMs, stopping);
    }
    events->close();
    m_gate.releaseStream(key);
    if (ended)
        connection.shutdownWrite(); // the client reads the last chunk, then end of stream
    return false;
}

void RequestExchange::serve(std::unique_ptr<HttpConnection> connection) {
    HttpConnection& c = *connection;
    const RequestHead& head = c.parser().head();
    Request request = toRequest(head);
    const bool http10 = head.version == "HTTP/1.0";
    const QByteArray connectionField = head.headers.value("Connection").toLower();
    const bool close = http10 ? !connectionField.contains("keep-alive") : connectionField.contains("close");

    // The body's framing, judged before anything else (RFC 9112 section 6.3).
    const QByteArray coding = head.headers.value("Transfer-Encoding").trimmed().toLower();
    const bool chunked = head.headers.contains("Transfer-Encoding");
    qint64 length = 0;
    if ((chunked && (coding != "chunked" || head.headers.contains("Content-Length"))) ||
        !contentLength(head.headers, &length)) {
        refuseBody(
            std::move(connection), request,
            ResponseWriter::problem(400, QStringLiteral("The request body's length is not clear: send one "
                                                        "Content-Length, or Transfer-Encoding: chunked.")));
        return;
    }
    if (chunked || length > 0) {
        // Bounded before authenticated: the key and the size are judged from the head alone, and
        // a refused body is never read into memory.
        qint64 limit = 0;
        if (auto refused = m_router.precheck(request, c.address(), &limit)) {
            refuseBody(std::move(connection), request, *refused);
            return;
        }
        const Response tooLarge = ResponseWriter::problem(
            413, QStringLiteral("The request body is larger than %1.").arg(sizeText(limit)),
            QString::fromUtf8(request.path));
        if (!chunked && length > limit) {
            refuseBody(std::move(connection), request, tooLarge);
            return;
        }
        const auto& stopping = m_listener.stopping();
        if (!http10 && head.headers.value("Expect").trimmed().toLower() == "100-continue" &&
            !c.writeAll("HTTP/1.1 100 Continue\r\n\r\n", m_limits.bodyTimeoutMs, stopping))
            return;
        BodyReader reader(c, m_limits.bodyTimeoutMs, stopping);
        switch (chunked ? reader.readChunked(limit, &request.body)
                        : reader.readLength(length, &request.body)) {
        case BodyReader::Result::Ok:
            break;
        case BodyReader::Result::TooLarge:
            refuseBody(std::move(connection), request, tooLarge);
            return;
        case BodyReader::Result::Malformed:
            refuseBody(
                std::move(connection), request,
                ResponseWriter::problem(400, QStringLiteral("The chunked request body is malformed.")));
            return;
        case BodyReader::Result::Failed:
            m_log.record(c.address(), request.method, QByteArray::fromPercentEncoding(request.path), 408);
            return; // the client went or stalled: nobody to answer
        }
    }

    bool keep = false;
    try {
        if (Router::isStream(request))
            keep = stream(c, request, close);
        else
            keep = answer(c, request, m_router.handle(request, c.address()), close);
    } catch (const std::exception&) {
        keep = answer(c, request,
                      Problem::internal(QStringLiteral("The simulator failed on this request.")).toResponse(),
                      true);
    }
    if (keep)
        m_listener.giveBack(std::move(connection));
}

} // namespace cd::sim
