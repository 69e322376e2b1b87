#include "ErrorText.h"

namespace cd {

QString ErrorText::sentence(const Error& e) {
    switch (e.kind) {
    case ErrorKind::None:
        return {};
    case ErrorKind::Network:
        if (e.code == u"dns")
            return tr("The platform's address could not be found. Check the URL in the connection settings.");
        if (e.code == u"connection_refused")
            return tr("The platform refused the connection. Check that the server is running and the port "
                      "is right.");
        return tr("The connection to the platform broke. Check your network; ClusterDesk keeps retrying.");
    case ErrorKind::Timeout:
        return tr("The platform stopped answering. ClusterDesk keeps retrying; check your network or "
                  "proxy if this persists.");
    case ErrorKind::Tls:
        if (e.code == u"prometheus_tls_ca_bundle")
            return tr("The Prometheus CA bundle chosen for this connection cannot be read. Choose a PEM file "
                      "under \u201cPrometheus CA bundle\u201d in the connection settings.");
        if (e.code == u"prometheus_tls_untrusted")
            return tr("The Prometheus server's certificate is not trusted, so nothing was sent. If it uses a "
                      "private CA, choose that CA's bundle under \u201cPrometheus CA bundle\u201d in the "
                      "connection settings.");
        if (e.code.startsWith(u"prometheus_tls"))
            return tr("The secure connection to the Prometheus server could not be set up. Check its address "
                      "(https:// or http://) and its CA bundle in the connection settings.");
        if (e.code == u"tls_plain_http")
            return e.title.isEmpty()
                       ? tr("The server answered without TLS: use http:// only for a local test server, or "
                            "check the port.")
                       : tr("The server at %1 answered without TLS: use http:// only for a local test "
                            "server, or check the port.")
                             .arg(e.title);
        if (e.code == u"plain_http_remote")
            return e.title; // the profile's own sentence, already translated (ConnectionProfile)
        if (e.code == u"tls_handshake")
            return tr(
                "The secure connection to the platform could not be set up. ClusterDesk needs TLS 1.2 or "
                "later with forward-secret encryption; ask the platform's operator to check its TLS "
                "settings.");
        if (e.code == u"tls_ca_bundle")
            return tr("The CA bundle chosen for this connection cannot be read. Choose a PEM file in the "
                      "connection settings.");
        return tr("The platform's certificate is not trusted, so nothing was sent. If your platform uses a "
                  "private CA, choose its CA bundle in the connection settings.");
    case ErrorKind::Auth:
    case ErrorKind::Forbidden:
        if (e.code.startsWith(u"prometheus_"))
            return tr("Prometheus refused the credentials of this connection (HTTP %1). Check the "
                      "authentication, user, password or token under \u201cMetrics from\u201d in the "
                      "connection settings.")
                .arg(e.httpStatus);
        if (e.kind == ErrorKind::Forbidden)
            return tr("Your role does not allow this. Ask an owner or admin of your tenant.");
        return tr("The platform did not accept the API key. Check it in the connection settings, or ask an "
                  "owner of your tenant for a new one.");
    case ErrorKind::NotFound:
        return tr("It is no longer there: someone may have removed it. Refresh to see the current state.");
    case ErrorKind::Conflict:
        return tr("The platform could not do this in the current state. Refresh and try again.");
    case ErrorKind::PreconditionFailed:
        return tr("Someone else changed this first. The page has the current version; check it and try "
                  "again.");
    case ErrorKind::Unprocessable:
        return tr("The platform refused the request as it stands.");
    case ErrorKind::RateLimited:
        if (e.retryAfterSeconds > 0)
            return tr("The platform is limiting requests. Try again in %n second(s).", nullptr,
                      e.retryAfterSeconds);
        return tr("The platform is limiting requests. Wait a moment and try again.");
    case ErrorKind::Server:
        return tr("The platform had a problem of its own. Try again in a minute; if it persists, contact "
                  "its support.");
    case ErrorKind::NotImplemented:
        return tr("This platform does not offer that yet.");
    case ErrorKind::BadResponse:
        if (e.code == u"too_large")
            return tr(
                "The platform sent more data than ClusterDesk accepts in one answer. Narrow the request "
                "or contact the platform's support.");
        if (e.code == u"truncated")
            return tr("The platform's answer was cut off. Try again.");
        return tr("The platform sent an answer ClusterDesk cannot read. Try again; if it persists, contact "
                  "the platform's support.");
    case ErrorKind::InvalidRequest:
        return tr("The platform refused the request as invalid.");
    case ErrorKind::Cancelled:
        return tr("Cancelled.");
    }
    return {};
}

QString ErrorText::withDetail(const Error& e) {
    const QString s = sentence(e);
    if (e.detail.isEmpty() || e.kind == ErrorKind::Cancelled)
        return s;
    return s + u"\n\n" + tr("Details: %1").arg(e.detail);
}

} // namespace cd
