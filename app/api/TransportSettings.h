#pragma once

#include <QString>
#include <QUrl>

namespace cd {

// How CurlTransport reaches a platform. TLS peer and host verification are always on: there is
// deliberately no switch to turn them off, only a CA bundle to trust a private CA.
struct TransportSettings {
    QUrl baseUrl;         // "https://api.example.com" or "http://127.0.0.1:8080"
    QString caBundlePath; // PEM file of CAs to trust instead of the system's; empty: the system store
    // "http://proxy:3128"; empty: the system's (SystemProxy: the environment, the desktop's
    // settings, a PAC script).
    QString proxy;
    int connectTimeoutMs = 10'000;
    int stallTimeoutMs = 20'000; // no byte received for this long: the server stopped answering
    int totalTimeoutMs = 120'000;
    qint64 maxResponseBytes = 64LL * 1024 * 1024;
    bool verbose = false; // libcurl's trace into the log, with credentials redacted
};

} // namespace cd
