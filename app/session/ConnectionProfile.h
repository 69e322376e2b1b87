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
    // The person confirmed that the API key may travel in plain http:// to a host that is not this
    // computer (a lab network, say). Never set without that confirmation; loopback needs none.
    bool allowInsecureHttp = false;

    // An address as a person types it, understood: without a scheme it is https://, so that
    // "localhost:18990" never sends a key in plain text unasked (http:// must be written out).
    static QUrl urlFromInput(const QString& text);
    // A proxy such as "http://user:secret@proxy:3128" without its password ("http://user@proxy:3128"),
    // the password alone, and the two put together again: the password lives in the keychain.
    static QString proxyWithoutPassword(const QString& proxy);
    static QByteArray proxyPassword(const QString& proxy);
    static QString proxyWithPassword(const QString& proxy, const QByteArray& password);
    // The proxy names a user, whose password (if any) is kept in the keychain.
    bool proxyNeedsPassword() const;

    // 127.0.0.0/8, ::1 and "localhost": plain http:// there never leaves the computer.
    static bool isLoopbackHost(const QString& host);
    // http:// to another computer: the API key goes over the network in clear.
    bool sendsKeyInClear() const;
    // Empty unless the key would go in clear without the person's remembered choice; else why not.
    QString insecureHttpProblem() const;

    // Empty when usable; otherwise a sentence saying what to fix.
    QString validate() const;
    bool operator==(const ConnectionProfile&) const = default;
};

} // namespace cd
