#pragma once

#include <QList>
#include <QString>
#include <QUrl>

namespace cd {

// A library ClusterDesk is built from, as the About dialog, `clusterdesk --version --verbose` and a
// support ticket show it.
struct Component {
    QString name;      // "libcurl"
    QString builtWith; // the version of its headers when ClusterDesk was built
    QString runsWith;  // the library's own answer now; empty when it has no call that says
    QString licence;   // an SPDX licence expression
    QUrl licenceUrl;
    bool operator==(const Component&) const = default;
};

// The components and their versions, asked of each library itself where it can say (a system's
// shared library may be newer than the headers the build saw), else the version CMake found.
class ComponentVersions {
public:
    static QList<Component> all();
    // ClusterDesk's own licence.
    static QString licence() { return QStringLiteral("GPL-3.0-or-later"); }
    static QUrl licenceUrl() { return QUrl(QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html")); }
    // "GCC 12.2.0, x86_64-little_endian-lp64": how this ClusterDesk was built.
    static QString build();
    // One component a line, "libcurl 7.88.1 (built with 7.88.1), curl", after the version and the
    // build: what `clusterdesk --version --verbose` prints.
    static QString text();
    // "7.88.1", or "8.0.1 (built with 7.88.1)" when the library running is not the one built with.
    static QString versionText(const Component& component);
};

} // namespace cd
