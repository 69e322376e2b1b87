#include "DiagnosticsReport.h"

#include "ComponentVersions.h"
#include "LogFile.h"

#include "api/SecretRedactor.h"
#include "core/Error.h"
#include "core/Role.h"
#include "session/ConnectionManager.h"

#include "BuildInfo.h"

#include <QSysInfo>

namespace cd {

namespace {

QString stateName(ConnectionState state) {
    switch (state) {
    case ConnectionState::Offline:
        return QStringLiteral("offline");
    case ConnectionState::Demo:
        return QStringLiteral("offline demo");
    case ConnectionState::Connecting:
        return QStringLiteral("connecting");
    case ConnectionState::Connected:
        return QStringLiteral("connected");
    case ConnectionState::Reconnecting:
        return QStringLiteral("reconnecting");
    }
    return QStringLiteral("unknown");
}

// Host and port only: a URL's user part or path has no place in a ticket.
QString endpointOf(const QUrl& url) {
    if (url.isEmpty())
        return QStringLiteral("none (in this process)");
    const QString host = url.host();
    return url.port() > 0 ? QStringLiteral("%1:%2").arg(host).arg(url.port()) : host;
}

} // namespace

QString DiagnosticsReport::build(const ConnectionManager& connection, const LogFile* log, int logLines) {
    QString out;
    out += QStringLiteral("ClusterDesk %1 (%2)\n")
               .arg(QString::fromLatin1(build::version), ComponentVersions::build());
    out += QStringLiteral("System: %1; %2 %3; %4\n")
               .arg(QSysInfo::prettyProductName(), QSysInfo::kernelType(), QSysInfo::kernelVersion(),
                    QSysInfo::currentCpuArchitecture());
    QStringList versions;
    for (const Component& c : ComponentVersions::all())
        versions.append(c.name + u' ' + ComponentVersions::versionText(c));
    out += QStringLiteral("Components: %1\n").arg(versions.join(QStringLiteral(", ")));

    const ConnectionState state = connection.state();
    out += QStringLiteral("Connection: %1\n").arg(stateName(state));
    out += QStringLiteral("Profile: %1\n")
               .arg(connection.platformName().isEmpty() ? QStringLiteral("none") : connection.platformName());
    out += QStringLiteral("Endpoint host: %1\n").arg(endpointOf(connection.baseUrl()));
    out += QStringLiteral("Offline demo: %1\n")
               .arg(state == ConnectionState::Demo ? QStringLiteral("yes") : QStringLiteral("no"));
    const Identity& who = connection.identity();
    if (state == ConnectionState::Demo || state == ConnectionState::Connected ||
        state == ConnectionState::Reconnecting) {
        out += QStringLiteral("Role: %1\n").arg(roleId(who.role));
        out += QStringLiteral("Tenant: %1\n")
                   .arg(who.tenantId.isEmpty() ? QStringLiteral("none")
                                               : QStringLiteral("%1 (%2)").arg(who.tenantName, who.tenantId));
    }
    out += QStringLiteral("GPU metrics from: %1\n")
               .arg(connection.metricsFromPrometheus() ? QStringLiteral("a Prometheus server")
                                                       : QStringLiteral("the platform"));
    const Error& last = connection.lastError();
    if (last.isError())
        out += QStringLiteral("Last connection problem: %1 %2 %3\n")
                   .arg(errorKindName(last.kind), last.code, last.detail);

    if (!log) {
        out += QStringLiteral("Log file: none\n");
    } else {
        out += QStringLiteral("Log file: %1\n").arg(log->path());
        const QStringList lines = log->lastLines(logLines);
        out += QStringLiteral("Last %1 log lines:\n").arg(lines.size());
        for (const QString& line : lines)
            out += line + u'\n';
    }
    // The log's lines were redacted when written; everything passes once more, whatever it came from.
    return QString::fromUtf8(SecretRedactor::redact(out.toUtf8()));
}

} // namespace cd
