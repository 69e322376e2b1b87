#include "ResponseWriter.h"

#include "platform/Problem.h"

namespace cd::sim {

namespace {

const char* reason(int status) {
    switch (status) {
    case 100:
        return "Continue";
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 202:
        return "Accepted";
    case 204:
        return "No Content";
    case 206:
        return "Partial Content";
    case 304:
        return "Not Modified";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 409:
        return "Conflict";
    case 410:
        return "Gone";
    case 412:
        return "Precondition Failed";
    case 413:
        return "Content Too Large";
    case 414:
        return "URI Too Long";
    case 415:
        return "Unsupported Media Type";
    case 416:
        return "Range Not Satisfiable";
    case 422:
        return "Unprocessable Content";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 460:
        return "Checksum Mismatch";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 503:
        return "Service Unavailable";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Status";
    }
}

bool isFraming(const QByteArray& name) {
    return name.compare("Content-Length", Qt::CaseInsensitive) == 0 ||
           name.compare("Transfer-Encoding", Qt::CaseInsensitive) == 0 ||
           name.compare("Connection", Qt::CaseInsensitive) == 0;
}

} // namespace

QByteArray ResponseWriter::statusLine(int status) {
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status) + "\r\n";
}

QByteArray ResponseWriter::serialize(const Response& response, bool headRequest, bool close) {
    QByteArray out = statusLine(response.status);
    bool hasType = false;
    QByteArray length = QByteArray::number(response.body.size());
    for (const auto& [name, value] : response.headers.fields()) {
        // A HEAD answer may name the length its GET would have (the Router's, if it set one).
        if (headRequest && name.compare("Content-Length", Qt::CaseInsensitive) == 0)
            length = value;
        if (isFraming(name))
            continue;
        hasType = hasType || name.compare("Content-Type", Qt::CaseInsensitive) == 0;
        out += name + ": " + value + "\r\n";
    }
    if (!hasType && !response.body.isEmpty())
        out += "Content-Type: application/octet-stream\r\n";
    const bool bodiless = response.status == 204 || response.status == 304 || response.status < 200;
    if (!bodiless)
        out += "Content-Length: " + length + "\r\n";
    if (close)
        out += "Connection: close\r\n";
    out += "\r\n";
    if (!headRequest && !bodiless)
        out += response.body;
    return out;
}

QByteArray ResponseWriter::streamHead(bool close) {
    QByteArray out = statusLine(200);
    out += "Content-Type: text/event-stream\r\nCache-Control: no-store\r\nX-Accel-Buffering: no\r\n"
           "Transfer-Encoding: chunked\r\n";
    if (close)
        out += "Connection: close\r\n";
    return out + "\r\n";
}

QByteArray ResponseWriter::chunk(const QByteArray& piece) {
    return QByteArray::number(piece.size(), 16) + "\r\n" + piece + "\r\n";
}

Response ResponseWriter::problem(int status, const QString& detail, const QString& instance) {
    return Problem{
        status, QStringLiteral("http_%1").arg(status), QStringLiteral("Request refused"), detail, instance, 0}
        .toResponse();
}

} // namespace cd::sim
