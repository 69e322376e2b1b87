#include "Error.h"

namespace cd {

Error Error::make(ErrorKind kind, QString code, QString detail, int httpStatus) {
    Error e;
    e.kind = kind;
    e.code = std::move(code);
    e.detail = std::move(detail);
    e.httpStatus = httpStatus;
    return e;
}

ErrorKind Error::kindForStatus(int status) {
    switch (status) {
    case 400:
        return ErrorKind::InvalidRequest;
    case 401:
        return ErrorKind::Auth;
    case 403:
        return ErrorKind::Forbidden;
    case 404:
        return ErrorKind::NotFound;
    case 409:
        return ErrorKind::Conflict;
    case 412:
        return ErrorKind::PreconditionFailed;
    case 422:
        return ErrorKind::Unprocessable;
    case 429:
        return ErrorKind::RateLimited;
    case 501:
        return ErrorKind::NotImplemented;
    default:
        break;
    }
    if (status >= 500)
        return ErrorKind::Server;
    if (status >= 400)
        return ErrorKind::InvalidRequest;
    return ErrorKind::None;
}

QString errorKindName(ErrorKind kind) {
    switch (kind) {
    case ErrorKind::None:
        return QStringLiteral("none");
    case ErrorKind::Network:
        return QStringLiteral("network");
    case ErrorKind::Timeout:
        return QStringLiteral("timeout");
    case ErrorKind::Tls:
        return QStringLiteral("tls");
    case ErrorKind::Auth:
        return QStringLiteral("auth");
    case ErrorKind::Forbidden:
        return QStringLiteral("forbidden");
    case ErrorKind::NotFound:
        return QStringLiteral("not_found");
    case ErrorKind::Conflict:
        return QStringLiteral("conflict");
    case ErrorKind::PreconditionFailed:
        return QStringLiteral("precondition_failed");
    case ErrorKind::Unprocessable:
        return QStringLiteral("unprocessable");
    case ErrorKind::RateLimited:
        return QStringLiteral("rate_limited");
    case ErrorKind::Server:
        return QStringLiteral("server");
    case ErrorKind::NotImplemented:
        return QStringLiteral("not_implemented");
    case ErrorKind::BadResponse:
        return QStringLiteral("bad_response");
    case ErrorKind::InvalidRequest:
        return QStringLiteral("invalid_request");
    case ErrorKind::Cancelled:
        return QStringLiteral("cancelled");
    }
    return QStringLiteral("unknown");
}

} // namespace cd
