#pragma once

#include <QHash>
#include <QString>
#include <QUrl>

namespace cd {

// The proxy the operating system would use for an address, as libcurl writes it: "" to go
// direct, "http://host:port" or "socks5h://host:port" otherwise. libcurl on its own reads only
// the http_proxy/https_proxy/no_proxy environment, which a desktop rarely sets: Windows and macOS
// keep their proxy (often a PAC script or WPAD) in system settings, GNOME and KDE in theirs.
// libproxy asks Linux desktops, Qt's QNetworkProxyFactory asks Windows (WinHTTP) and macOS
// (CFNetwork); all of them run PAC scripts, so the console goes out the way the browser does.
//
// Asking may fetch and run a PAC script, so it can take a while: CurlTransport asks on its worker
// thread, once per scheme, host and port, and keeps the answer for the transport's life.
class SystemProxy {
public:
    // The first proxy the system offers for `url` that libcurl can use.
    static QString forUrl(const QUrl& url);

    // forUrl(), remembered per scheme, host and port.
    QString cachedForUrl(const QUrl& url);

private:
    QHash<QString, QString> m_known;
};

} // namespace cd
