#include "ConnectionProfile.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cd {

QUrl ConnectionProfile::urlFromInput(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {};
    // QUrl::fromUserInput would take "localhost:18990" as plain http://, and "host:port" parses as
    // a URL whose scheme is the host: only a "://" says the person chose a scheme.
    return QUrl::fromUserInput(trimmed.contains(u"://") ? trimmed : QStringLiteral("https://") + trimmed);
}

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
    if (!caBundlePath.isEmpty() && !QFileInfo(caBundlePath).isReadable())
        return QCoreApplication::translate("cd::ConnectionProfile", "The CA bundle %1 cannot be read.")
            .arg(caBundlePath);
    if (!prometheusUrl.isEmpty() &&
        (!prometheusUrl.isValid() || prometheusUrl.host().isEmpty() ||
         (prometheusUrl.scheme() != u"https" && prometheusUrl.scheme() != u"http")))
        return QCoreApplication::translate(
            "cd::ConnectionProfile",
            "The Prometheus address must be a full URL, such as https://prometheus.example:9090.");
    return {};
}

} // namespace cd
