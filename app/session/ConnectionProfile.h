#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace cd {

// How the console proves itself to a Prometheus server behind authentication (Grafana Cloud,
// Mimir, a proxy in front of Amazon Managed Prometheus). Plain Prometheus needs none.
enum class PrometheusAuth { None, Bearer, Basic };

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
    PrometheusAuth prometheusAuth = PrometheusAuth::None;
    QString prometheusUser{}; // Basic's user name; the password is in the keychain
    // PEM file of the CAs that signed the Prometheus server's certificate; empty: the system's
    // store (not the platform's bundle: the two are often run by different people).
    QString prometheusCaBundlePath{};
    // The bearer token or Basic password, only while a profile travels from the dialog or the
    // keychain to a connection: ProfileStore moves it to the keychain and never writes it to
    // settings, as it does with a proxy's password.
    QByteArray prometheusSecret{};

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
    // Prometheus credentials over http:// to another computer: they would cross the network in clear.
    bool sendsPrometheusSecretInClear() const;
    // The hosts a confirmed allowInsecureHttp covers: the platform's and Prometheus', when each
    // would get a secret in clear.
    QStringList hostsInClear() const;
    // The value of the Authorization header for Prometheus ("Bearer …", "Basic …"), empty for none.
    QByteArray prometheusAuthorization() const;
    static QString authName(PrometheusAuth auth); // as kept in settings: "none", "bearer", "basic"
    static PrometheusAuth authFromName(const QString& name);

    // Empty unless the key would go in clear without the person's remembered choice; else why not.
    QString insecureHttpProblem() const;

    // Empty when usable; otherwise a sentence saying what to fix.
    QString validate() const;
    bool operator==(const ConnectionProfile&) const = default;
};

} // namespace cd
