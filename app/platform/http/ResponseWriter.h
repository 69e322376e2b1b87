#pragma once

#include "core/Response.h"

#include <QByteArray>
#include <QString>

namespace cd::sim {

// Puts a Router's Response on the wire as HTTP/1.1, the Router's status, headers and body as they
// are; framing (Content-Length or chunked) and Connection are the only fields it adds.
class ResponseWriter {
public:
    // The whole response; a HEAD request's answer keeps its Content-Length but drops its body.
    static QByteArray serialize(const Response& response, bool headRequest, bool close);
    // Status line and headers of a text/event-stream sent in chunks.
    static QByteArray streamHead(bool close);
    static QByteArray chunk(const QByteArray& piece);
    static QByteArray lastChunk() { return QByteArrayLiteral("0\r\n\r\n"); }
    // A problem+json answer to a request the server refuses itself (a bad head, a body too big).
    static Response problem(int status, const QString& detail, const QString& instance = {});

private:
    static QByteArray statusLine(int status);
};

} // namespace cd::sim
