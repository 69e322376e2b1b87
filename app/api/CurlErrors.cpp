#include "CurlErrors.h"

namespace cd {

namespace {
// OpenSSL's words when the other end answered the TLS hello in plain text: an https:// address
// pointed at a plain-HTTP server (or at the wrong port). Not a certificate problem at all.
bool answeredWithoutTls(CURLcode code, const QString& text) {
    return (code == CURLE_SSL_CONNECT_ERROR || code == CURLE_RECV_ERROR) &&
           (text.contains(u"wrong version number", Qt::CaseInsensitive) ||
            text.contains(u"packet length too long", Qt::CaseInsensitive));
}
} // namespace

Error curlFailure(CURLcode code, bool oversized, const QString& curlText, const QString& host) {
    const QString text = curlText.isEmpty() ? QString::fromUtf8(curl_easy_strerror(code)) : curlText;
    if (answeredWithoutTls(code, text)) {
        Error e = Error::make(ErrorKind::Tls, QStringLiteral("tls_plain_http"),
                              QStringLiteral("%1 answered without TLS: %2").arg(host, text));
        e.title = host; // the sentence names the server
        return e;
    }
    switch (code) {
    case CURLE_COULDNT_CONNECT:
        return Error::make(ErrorKind::Network, QStringLiteral("connection_refused"),
                           QStringLiteral("Could not connect to %1: %2").arg(host, text));
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
        return Error::make(ErrorKind::Network, QStringLiteral("dns"),
                           QStringLiteral("Could not find %1: %2").arg(host, text));
    case CURLE_OPERATION_TIMEDOUT:
        return Error::make(ErrorKind::Timeout, QStringLiteral("timeout"),
                           QStringLiteral("%1 stopped answering: %2").arg(host, text));
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_ISSUER_ERROR:
        return Error::make(ErrorKind::Tls, QStringLiteral("tls_untrusted"),
                           QStringLiteral("The certificate of %1 is not trusted: %2").arg(host, text));
    case CURLE_SSL_CACERT_BADFILE:
        return Error::make(ErrorKind::Tls, QStringLiteral("tls_ca_bundle"),
                           QStringLiteral("The CA bundle could not be read: %1").arg(text));
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CIPHER:
    case CURLE_SSL_ENGINE_NOTFOUND:
    case CURLE_SSL_SHUTDOWN_FAILED:
    case CURLE_USE_SSL_FAILED:
        return Error::make(ErrorKind::Tls, QStringLiteral("tls_handshake"),
                           QStringLiteral("The secure connection to %1 failed: %2").arg(host, text));
    case CURLE_FILESIZE_EXCEEDED:
        return Error::make(ErrorKind::BadResponse, QStringLiteral("too_large"),
                           QStringLiteral("%1 sent a response larger than the limit").arg(host));
    case CURLE_WRITE_ERROR:
        if (oversized)
            return Error::make(ErrorKind::BadResponse, QStringLiteral("too_large"),
                               QStringLiteral("%1 sent a response larger than the limit").arg(host));
        break;
    case CURLE_PARTIAL_FILE:
        return Error::make(ErrorKind::BadResponse, QStringLiteral("truncated"),
                           QStringLiteral("The response from %1 ended early: %2").arg(host, text));
    case CURLE_URL_MALFORMAT:
    case CURLE_UNSUPPORTED_PROTOCOL:
        return Error::make(ErrorKind::InvalidRequest, QStringLiteral("bad_url"),
                           QStringLiteral("The server address is not a valid http(s) URL: %1").arg(text));
    case CURLE_GOT_NOTHING:
    case CURLE_RECV_ERROR:
    case CURLE_SEND_ERROR:
        return Error::make(ErrorKind::Network, QStringLiteral("connection_reset"),
                           QStringLiteral("The connection to %1 broke: %2").arg(host, text));
    default:
        break;
    }
    return Error::make(ErrorKind::Network, QStringLiteral("network"),
                       QStringLiteral("Network error talking to %1: %2").arg(host, text));
}

} // namespace cd
