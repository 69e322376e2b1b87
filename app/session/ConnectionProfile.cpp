#include "ConnectionProfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace cd {

QUrl ConnectionProfile::urlFromInput(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {};
    // QUrl::fromUserInput would take "localhost:18990" as plain http://, and "host:port" parses as
    // a URL whose scheme is the host: only a "://" says the person chose a scheme.
    return QUrl::fromUserInput(trimmed.contains(u"://") ? trimmed : QStringLiteral("https://") + trimmed);
}

namespace {
// Only a proxy written as a URL with a scheme can carry credentials ("user:pass@host").
QUrl proxyUrl(const QString& proxy) {
    if (!proxy.contains(u"://") || !proxy.contains(u'@'))
        return {};
    const QUrl url(proxy, QUrl::StrictMode);
    return url.isValid() ? url : QUrl();
}
} // namespace

QString ConnectionProfile::proxyWithoutPassword(const QString& proxy) {
    QUrl url = proxyUrl(proxy);
    if (url.password().isEmpty())
        return proxy;
    url.setPassword({});
    return url.toString(QUrl::FullyEncoded | QUrl::StripTrailingSlash);
}

QByteArray ConnectionProfile::proxyPassword(const QString& proxy) {
    return proxyUrl(proxy).password().toUtf8();
}

QString ConnectionProfile::proxyWithPassword(const QString& proxy, const QByteArray& password) {
    QUrl url = proxyUrl(proxy);
    if (url.isEmpty() || url.userName().isEmpty() || password.isEmpty())
        return proxy;
    url.setPassword(QString::fromUtf8(password));
    return url.toString(QUrl::FullyEncoded | QUrl::StripTrailingSlash);
}

bool ConnectionProfile::proxyNeedsPassword() const {
    const QUrl parsed = proxyUrl(proxy);
    return !parsed.userName().isEmpty() && parsed.password().isEmpty();
}

bool ConnectionProfile::isLoopbackHost(const QString& host) {
    if (host.compare(u"localhost", Qt::CaseInsensitive) == 0)
        return true;
    // QUrl writes an IPv6 host in its shortest form and without brackets. (No QtNetwork here: the
    // session library does not link it for one address check.)
    if (host == u"::1")
        return true;
    static const QRegularExpression ipv4(QStringLiteral("^127\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})$"));
    const auto match = ipv4.match(host);
    if (!match.hasMatch())
        return false;
    for (int i = 1; i <= 3; ++i) {
        if (match.captured(i).toInt() > 255)
            return false;
    }
    return true;
}

bool ConnectionProfile::sendsKeyInClear() const {
    return url.scheme() == u"http" && !isLoopbackHost(url.host());
}

bool ConnectionProfile::sendsPrometheusSecretInClear() const {
    return prometheusAuth != PrometheusAuth::None && !prometheusUrl.isEmpty() &&
           prometheusUrl.scheme() == u"http" && !isLoopbackHost(prometheusUrl.host());
}

QStringList ConnectionProfile::hostsInClear() const {
    QStringList hosts;
    if (sendsKeyInClear())
        hosts.append(url.host());
    if (sendsPrometheusSecretInClear() && !hosts.contains(prometheusUrl.host()))
        hosts.append(prometheusUrl.host());
    return hosts;
}

QByteArray ConnectionProfile::prometheusAuthorization() const {
    switch (prometheusAuth) {
    case PrometheusAuth::None:
        return {};
    case PrometheusAuth::Bearer:
        return prometheusSecret.isEmpty() ? QByteArray() : "Bearer " + prometheusSecret;
    case PrometheusAuth::Basic:
        // RFC 7617: user-id ":" password, in UTF-8, base64.
        return "Basic " + QByteArray(prometheusUser.toUtf8() + ':' + prometheusSecret).toBase64();
    }
    return {};
}

QString ConnectionProfile::authName(PrometheusAuth auth) {
    switch (auth) {
    case PrometheusAuth::Bearer:
        return QStringLiteral("bearer");
    case PrometheusAuth::Basic:
        return QStringLiteral("basic");
    case PrometheusAuth::None:
        break;
    }
    return QStringLiteral("none");
}

PrometheusAuth ConnectionProfile::authFromName(const QString& name) {
    if (name == u"bearer")
        return PrometheusAuth::Bearer;
    if (name == u"basic")
        return PrometheusAuth::Basic;
    return PrometheusAuth::None; // also settings from before authentication existed
}

QString ConnectionProfile::insecureHttpProblem() const {
    if (allowInsecureHttp)
        return {};
    if (sendsKeyInClear())
        return QCoreApplication::translate(
                   "cd::ConnectionProfile",
                   "%1 is not this computer: over http:// the API key would cross the network unencrypted. "
                   "Use https://, or confirm that you accept plain http:// for this connection.")
            .arg(url.host());
    if (sendsPrometheusSecretInClear())
        return QCoreApplication::translate(
                   "cd::ConnectionProfile",
                   "%1 is not this computer: over http:// the Prometheus credentials would cross the network "
                   "unencrypted. Use https://, or confirm that you accept plain http:// for this connection.")
            .arg(prometheusUrl.host());
    return {};
}

namespace {
// Empty when `path` is a readable PEM file with at least one certificate; else what is wrong.
QString pemProblem(const QString& path) {
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("cd::ConnectionProfile",
                                           "The Prometheus CA bundle %1 does not exist or cannot be read.")
            .arg(path);
    // A bundle is a few kilobytes; 4 MB is more than any system store.
    if (!file.read(4 * 1024 * 1024).contains("-----BEGIN CERTIFICATE-----"))
        return QCoreApplication::translate(
                   "cd::ConnectionProfile",
                   "The Prometheus CA bundle %1 holds no PEM certificate (\"-----BEGIN CERTIFICATE-----\").")
            .arg(path);
    return {};
}
} // namespace

QString ConnectionProfile::validate() const {
    if (name.trimmed().isEmpty())
        return QCoreApplication::translate("cd::ConnectionProfile", "Give the connection a name.");
    if (!url.isValid() || url.host().isEmpty())
        return QCoreApplication::translate("cd::ConnectionProfile",
                                           "Enter the platform's address, such as https://api.example.com.");
    if (url.scheme() != u"https" && url.scheme() != u"http")
        return QCoreApplication::translate(
            "cd::ConnectionProfile",
            "The address must start with https:// (or http:// for a local simulator).");
    if (QString insecure = insecureHttpProblem(); !insecure.isEmpty())
        return insecure;
    if (!caBundlePath.isEmpty() && !QFileInfo(caBundlePath).isReadable())
        return QCoreApplication::translate("cd::ConnectionProfile", "The CA bundle %1 cannot be read.")
            .arg(caBundlePath);
    if (!prometheusUrl.isEmpty() &&
        (!prometheusUrl.isValid() || prometheusUrl.host().isEmpty() ||
         (prometheusUrl.scheme() != u"https" && prometheusUrl.scheme() != u"http")))
        return QCoreApplication::translate(
            "cd::ConnectionProfile",
            "The Prometheus address must be a full URL, such as https://prometheus.example:9090.");
    if (prometheusUrl.isEmpty() &&
        (prometheusAuth != PrometheusAuth::None || !prometheusCaBundlePath.isEmpty()))
        return QCoreApplication::translate(
            "cd::ConnectionProfile",
            "Prometheus authentication and CA bundle need a Prometheus address under \"Metrics from\".");
    if (prometheusAuth == PrometheusAuth::Basic && prometheusUser.trimmed().isEmpty())
        return QCoreApplication::translate(
            "cd::ConnectionProfile", "Enter the user name for Prometheus, or choose another authentication.");
    if (prometheusAuth == PrometheusAuth::Basic && prometheusUser.contains(u':'))
        return QCoreApplication::translate(
            "cd::ConnectionProfile", "A Prometheus user name cannot contain \":\" (HTTP Basic forbids it).");
    if (!prometheusCaBundlePath.isEmpty())
        return pemProblem(prometheusCaBundlePath);
    return {};
}

} // namespace cd
