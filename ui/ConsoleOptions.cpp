#include "ConsoleOptions.h"

#include "diagnostics/ComponentVersions.h"

#include "BuildInfo.h"

#include <QCommandLineParser>
#include <QUrl>

namespace cd {

namespace {

// A file:// URL as the path it names; anything else as it was given (a path, or something that is
// not a file here, which the upload then names as unreadable).
QString localPath(const QString& argument) {
    if (!argument.startsWith(u"file:", Qt::CaseInsensitive))
        return argument;
    const QUrl url(argument);
    return url.isLocalFile() ? url.toLocalFile() : argument;
}

} // namespace

ConsoleOptions::Outcome ConsoleOptions::parse(const QStringList& arguments, ConsoleOptions* options,
                                              QString* message) {
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("ClusterDesk: a desktop console for renting GPU compute."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption version(QStringLiteral("version"), tr("Print the version and exit."));
    const QCommandLineOption verbose(QStringLiteral("verbose"),
                                     tr("With --version: also each component's version and licence."));
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  tr("Start in the offline demo: a simulated platform, no account, no "
                                     "network."));
    const QCommandLineOption demoRole(
        QStringLiteral("demo-role"),
        tr("Whom the demo signs in as: owner (default), admin, member, viewer, billing or "
           "support."),
        QStringLiteral("ROLE"));
    const QCommandLineOption tenant(QStringLiteral("tenant"),
                                    tr("Support staff: view this tenant (its id) at start."),
                                    QStringLiteral("ID"));
    const QCommandLineOption seed(QStringLiteral("seed"), tr("The demo's seed (default 42)."),
                                  QStringLiteral("N"));
    const QCommandLineOption demoStart(
        QStringLiteral("demo-start"),
        tr("Set the demo's story at this UTC time (e.g. 2026-12-01T09:00:00Z) instead of "
           "now: the same seed and start tell the same story."),
        QStringLiteral("TIME"));
    const QCommandLineOption profile(QStringLiteral("profile"),
                                     tr("Connect to the saved connection NAME at start."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption language(QStringLiteral("lang"),
                                      tr("Language: en or zh_CN (default: settings, else system)."),
                                      QStringLiteral("LANG"));
    const QCommandLineOption theme(
        QStringLiteral("theme"), tr("Theme: system, light, dark or high-contrast."), QStringLiteral("THEME"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        tr("Save a PNG of the window once loaded, then quit."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption measure(QStringLiteral("measure-startup"),
                                     tr("Print milliseconds from start to the first painted window, "
                                        "then quit (benchmarks)."));
    const QCommandLineOption monitor(QStringLiteral("monitor"),
                                     tr("Open Monitoring on this cluster (its name or id)."),
                                     QStringLiteral("CLUSTER"));
    const QCommandLineOption area(
        QStringLiteral("area"),
        tr("Open this area at start: offerings, clusters, monitoring, storage, billing, audit or account."),
        QStringLiteral("AREA"));
    const QCommandLineOption upload(
        QStringLiteral("upload"),
        tr("Encrypt and upload this file or folder once connected (may be repeated)."),
        QStringLiteral("PATH"));
    // What the desktop entry's Exec=clusterdesk %U passes: files from "Open with" or dropped on the
    // launcher, as paths or file:// URLs.
    parser.addPositionalArgument(QStringLiteral("files"),
                                 tr("Files or folders to encrypt and upload once connected, as paths or "
                                    "file:// URLs."),
                                 QStringLiteral("[FILE...]"));
    parser.addOptions({help, version, verbose, demo, demoRole, tenant, seed, demoStart, profile, language,
                       theme, screenshot, measure, area, upload, monitor});
    const bool parsed = parser.parse(arguments);
    // First: help and complaints are in the language asked for.
    options->language = parser.value(language);
    if (!parsed) {
        *message = parser.errorText() + tr(" (see --help)");
        return Outcome::Fail;
    }
    if (parser.isSet(help)) {
        *message = parser.helpText();
        return Outcome::PrintAndExit;
    }
    if (parser.isSet(version)) {
        *message = parser.isSet(verbose)
                       ? ComponentVersions::text()
                       : QStringLiteral("ClusterDesk %1\n").arg(QString::fromLatin1(build::version));
        return Outcome::PrintAndExit;
    }
    options->demo = parser.isSet(demo) || parser.isSet(demoRole);
    if (parser.isSet(demoRole)) {
        const auto role = roleFromId(parser.value(demoRole));
        if (!role) {
            *message = tr("--demo-role wants owner, admin, member, viewer, billing or support");
            return Outcome::Fail;
        }
        options->demoRole = *role;
    }
    if (parser.isSet(seed)) {
        bool ok = false;
        options->seed = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            *message = tr("--seed wants a whole number");
            return Outcome::Fail;
        }
    }
    if (parser.isSet(demoStart)) {
        options->demoStart = QDateTime::fromString(parser.value(demoStart), Qt::ISODate);
        if (!options->demoStart.isValid()) {
            *message = tr("--demo-start wants a time like 2026-12-01T09:00:00Z");
            return Outcome::Fail;
        }
        options->demoStart = options->demoStart.toUTC();
        options->demo = true;
    }
    options->tenant = parser.value(tenant);
    options->profile = parser.value(profile);
    if (!options->language.isEmpty() && options->language != u"en" && options->language != u"zh_CN") {
        *message = tr("--lang wants en or zh_CN");
        return Outcome::Fail;
    }
    options->theme = parser.value(theme);
    if (!options->theme.isEmpty() && options->theme != u"light" && options->theme != u"dark" &&
        options->theme != u"system" && options->theme != u"high-contrast") {
        *message = tr("--theme wants system, light, dark or high-contrast");
        return Outcome::Fail;
    }
    options->screenshot = parser.value(screenshot);
    options->area = parser.value(area);
    options->uploads = parser.values(upload);
    for (const QString& argument : parser.positionalArguments())
        options->uploads.append(localPath(argument));
    options->monitorCluster = parser.value(monitor);
    if (!options->area.isEmpty() && options->area != u"offerings" && options->area != u"clusters" &&
        options->area != u"storage" && options->area != u"monitoring" && options->area != u"billing" &&
        options->area != u"audit" && options->area != u"account") {
        *message = tr("--area wants offerings, clusters, monitoring, storage, billing, audit or account");
        return Outcome::Fail;
    }
    options->measureStartup = parser.isSet(measure);
    return Outcome::Run;
}

} // namespace cd
