#pragma once

#include <QString>
#include <QUrl>

namespace cd {

// A platform the console can connect to. The API key is deliberately not here: it lives in the
// OS keychain (SecretStore), so this struct can be saved to settings as it is.
struct ConnectionProfile {
    QString name;
    QUrl url;
    QString caBundlePath;
    QString proxy;
    // A Prometheus server to read GPU metrics from instead of the platform (it scrapes DCGM
    // exporters, or the platform's /v1/metrics); empty: the platform's own metrics API.
    QUrl prometheusUrl;

    // An address as a person types it, understood: without a scheme it is https://, so that
    // "localhost:18990" never sends a key in plain text unasked (http:// must be written out).
    static QUrl urlFromInput(const QString& text);

    // Empty when usable; otherwise a sentence saying what to fix.
    QString validate() const;
    bool operator==(const ConnectionProfile&) const = default;
};

} // namespace cd
