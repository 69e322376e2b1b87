#include "SystemProxy.h"

#include <QNetworkProxyFactory>

#include <optional>

#if CLUSTERDESK_HAVE_LIBPROXY
#include <proxy.h>
#endif

namespace cd {

namespace {

// A proxy as libcurl writes it, from its scheme, host, port and credentials; "" for none.
QString curlProxy(const QString& scheme, const QString& host, int port, const QString& user,
                  const QString& password) {
    QUrl url;
    url.setScheme(scheme);
    url.setHost(host);
    url.setPort(port);
    if (!user.isEmpty()) {
        url.setUserName(user);
        url.setPassword(password);
    }
    return url.toString(QUrl::FullyEncoded);
}

#if CLUSTERDESK_HAVE_LIBPROXY

// libproxy's factory lives as long as the process. Freeing it unloads its PAC runner
// (JavaScriptCore), whose per-thread data is then destroyed through unloaded code when a thread
// that ran a script ends: Qt's own libproxy thread crashes the process at exit that way, which is
// why Linux asks libproxy here rather than through QNetworkProxyFactory. libproxy serialises calls
// on one factory itself.
pxProxyFactory* proxyFactory() {
    static pxProxyFactory* const factory = px_proxy_factory_new();
    return factory;
}

// libproxy answers "direct://", "http://host:port", "socks5://host:port"... in the system's order.
std::optional<QString> fromLibproxy(const QUrl& url) {
    pxProxyFactory* factory = proxyFactory();
    if (!factory)
        return std::nullopt;
    char** offered = px_proxy_factory_get_proxies(factory, url.toEncoded().constData());
    if (!offered)
        return std::nullopt;
    QString chosen;
    for (char** p = offered; *p; ++p) {
        const QUrl proxy(QString::fromUtf8(*p));
        const QString scheme = proxy.scheme().toLower();
        if (scheme == QLatin1String("direct"))
            break;
        QString curlScheme;
        if (scheme == QLatin1String("http"))
            curlScheme = QStringLiteral("http");
        else if (scheme == QLatin1String("socks") || scheme == QLatin1String("socks5"))
            curlScheme = QStringLiteral("socks5h"); // the proxy resolves the name
        else if (scheme == QLatin1String("socks4"))
            curlScheme = QStringLiteral("socks4a");
        else
            continue; // a kind libcurl cannot speak: the system's next choice
        chosen =
            curlProxy(curlScheme, proxy.host(), proxy.port(curlScheme == QLatin1String("http") ? 80 : 1080),
                      proxy.userName(), proxy.password());
        break;
    }
    px_proxy_factory_free_proxies(offered);
    return chosen;
}

#endif

QString fromQt(const QUrl& url) {
    const QList<QNetworkProxy> offered = QNetworkProxyFactory::systemProxyForQuery(QNetworkProxyQuery(url));
    for (const QNetworkProxy& proxy : offered) {
        switch (proxy.type()) {
        case QNetworkProxy::NoProxy:
            return {};
        case QNetworkProxy::HttpProxy:
        case QNetworkProxy::HttpCachingProxy:
            return curlProxy(QStringLiteral("http"), proxy.hostName(), proxy.port(), proxy.user(),
                             proxy.password());
        case QNetworkProxy::Socks5Proxy:
            return curlProxy(QStringLiteral("socks5h"), proxy.hostName(), proxy.port(), proxy.user(),
                             proxy.password());
        default:
            break; // a kind libcurl cannot speak (FTP caching): the system's next choice
        }
    }
    return {};
}

} // namespace

QString SystemProxy::forUrl(const QUrl& url) {
#if CLUSTERDESK_HAVE_LIBPROXY
    if (const std::optional<QString> proxy = fromLibproxy(url))
        return *proxy;
#endif
    // Windows (WinHTTP, PAC and WPAD included), macOS (CFNetwork), and elsewhere the environment.
    return fromQt(url);
}

QString SystemProxy::cachedForUrl(const QUrl& url) {
    const QString key = url.scheme() + QLatin1Char('|') + url.host() + QLatin1Char('|') +
                        QString::number(url.port(url.scheme() == QLatin1String("https") ? 443 : 80));
    const auto it = m_known.constFind(key);
    if (it != m_known.constEnd())
        return *it;
    const QString proxy = forUrl(url);
    m_known.insert(key, proxy);
    return proxy;
}

} // namespace cd
