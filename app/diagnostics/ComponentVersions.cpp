#include "ComponentVersions.h"

#include "BuildInfo.h"

#include <QSysInfo>

#include <archive.h>
#include <curl/curl.h>
#include <openssl/crypto.h>
#include <openssl/opensslv.h>
#include <simdjson.h>
#include <sqlite3.h>
#include <zlib.h>

// Qt Charts, QtKeychain and yaml-cpp have no call that says their version, and Qt Charts' headers
// are widgets that app/ does not include: CMake gives the versions it found (app/diagnostics'
// CMakeLists.txt).
#ifndef CD_QTCHARTS_VERSION
#error "CD_QTCHARTS_VERSION comes from CMake"
#endif

// simdjson's version is a bare token (3.0.1), not a string.
#define CD_STRINGIFY_EXPANDED(x) #x
#define CD_STRINGIFY(x) CD_STRINGIFY_EXPANDED(x)

namespace cd {

namespace {

QUrl spdx(const char* id) {
    return QUrl(QStringLiteral("https://spdx.org/licenses/%1.html").arg(QLatin1String(id)));
}

QString latin1(const char* text) {
    return QString::fromLatin1(text);
}

QString archiveRuntimeVersion() {
    // "libarchive 3.6.2"
    QString text = latin1(archive_version_string());
    return text.startsWith(u"libarchive ") ? text.mid(11) : text;
}

} // namespace

QList<Component> ComponentVersions::all() {
    return {
        {QStringLiteral("Qt"), latin1(QT_VERSION_STR), latin1(qVersion()),
         QStringLiteral("LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only"),
         QUrl(QStringLiteral("https://doc.qt.io/qt-6/licensing.html"))},
        {QStringLiteral("Qt Charts"),
         latin1(CD_QTCHARTS_VERSION),
         {},
         QStringLiteral("GPL-3.0-only"),
         spdx("GPL-3.0-only")},
        {QStringLiteral("libcurl"), latin1(LIBCURL_VERSION),
         latin1(curl_version_info(CURLVERSION_NOW)->version), QStringLiteral("curl"), spdx("curl")},
        {QStringLiteral("OpenSSL"), latin1(OPENSSL_VERSION_STR),
         latin1(OpenSSL_version(OPENSSL_VERSION_STRING)), QStringLiteral("Apache-2.0"), spdx("Apache-2.0")},
        {QStringLiteral("SQLite"), latin1(SQLITE_VERSION), latin1(sqlite3_libversion()),
         QStringLiteral("blessing"), spdx("blessing")},
        {QStringLiteral("simdjson"),
         latin1(CD_STRINGIFY(SIMDJSON_VERSION)),
         {},
         QStringLiteral("Apache-2.0"),
         spdx("Apache-2.0")},
        {QStringLiteral("libarchive"), latin1(ARCHIVE_VERSION_ONLY_STRING), archiveRuntimeVersion(),
         QStringLiteral("BSD-2-Clause"), spdx("BSD-2-Clause")},
        {QStringLiteral("QtKeychain"),
         latin1(CD_QTKEYCHAIN_VERSION),
         {},
         QStringLiteral("BSD-2-Clause"),
         spdx("BSD-2-Clause")},
        {QStringLiteral("yaml-cpp"), latin1(CD_YAMLCPP_VERSION), {}, QStringLiteral("MIT"), spdx("MIT")},
        // clusterdesk-sim's compressed answers, and libcurl's.
        {QStringLiteral("zlib"), latin1(ZLIB_VERSION), latin1(zlibVersion()), QStringLiteral("Zlib"),
         spdx("Zlib")},
    };
}

QString ComponentVersions::build() {
#if defined(__clang__)
    const QString compiler = QStringLiteral("Clang ") + latin1(__clang_version__);
#elif defined(__GNUC__)
    const QString compiler = QStringLiteral("GCC ") + latin1(__VERSION__);
#elif defined(_MSC_VER)
    const QString compiler = QStringLiteral("MSVC ") + QString::number(_MSC_FULL_VER);
#else
    const QString compiler = QStringLiteral("an unknown compiler");
#endif
    return compiler + QStringLiteral(", ") + QSysInfo::buildAbi();
}

QString ComponentVersions::versionText(const Component& component) {
    if (component.runsWith.isEmpty() || component.runsWith == component.builtWith)
        return component.builtWith;
    return QStringLiteral("%1 (built with %2)").arg(component.runsWith, component.builtWith);
}

QString ComponentVersions::text() {
    QString out =
        QStringLiteral("ClusterDesk %1, %2\nBuilt with %3\n").arg(latin1(build::version), licence(), build());
    for (const Component& c : all())
        out += QStringLiteral("%1 %2, %3\n").arg(c.name, versionText(c), c.licence);
    return out;
}

} // namespace cd
