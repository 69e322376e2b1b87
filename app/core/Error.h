#pragma once

#include <QString>

namespace cd {

// What went wrong with a call, in the terms a person can act on. The UI turns each kind into a
// sentence (ui/ErrorText); the details stay here for logs and support tickets.
enum class ErrorKind {
    None,
    Network,            // could not reach the server: refused, unreachable, DNS, connection reset
    Timeout,            // the server stopped answering
    Tls,                // the certificate was not trusted or the handshake failed
    Auth,               // 401: missing, wrong or revoked API key
    Forbidden,          // 403: the role does not allow it
    NotFound,           // 404
    Conflict,           // 409: capacity, state or offset conflict
    PreconditionFailed, // 412: someone else changed it first
    Unprocessable,      // 422: the request was understood but refused
    RateLimited,        // 429 after the retries ran out
    Server,             // 5xx
    NotImplemented,     // 501: the platform does not serve this yet
    BadResponse,        // the body was malformed, truncated or too large
    InvalidRequest,     // 400: the client sent something the server refused
    Cancelled,          // the caller cancelled; never shown to a person
};

struct Error {
    ErrorKind kind = ErrorKind::None;
    int httpStatus = 0;
    QString code;   // problem+json "code", or a transport code such as "connection_refused"
    QString title;  // short summary from the server or the transport
    QString detail; // longer explanation, never containing secrets
    int retryAfterSeconds = 0;
    QString field{}; // problem+json "field": the member refused, e.g. "workload.env[3].name"

    bool isError() const { return kind != ErrorKind::None; }

    static Error make(ErrorKind kind, QString code, QString detail, int httpStatus = 0);
    // The kind a plain HTTP status maps to when the body says nothing more.
    static ErrorKind kindForStatus(int status);
};

QString errorKindName(ErrorKind kind);

} // namespace cd
