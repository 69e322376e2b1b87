#include "ConsoleOptions.h"

#include "BuildInfo.h"

#include <QCommandLineParser>

namespace cd {

ConsoleOptions::Outcome ConsoleOptions::parse(const QStringList& arguments, ConsoleOptions* options,
                                              QString* message) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("ClusterDesk: a desktop console for renting GPU compute."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    const QCommandLineOption version(QStringLiteral("version"),
                                     QStringLiteral("Print the version and exit."));
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        QStringLiteral("Start in the offline demo: a simulated platform, no account, no "
                       "network."));
    const QCommandLineOption demoRole(
        QStringLiteral("demo-role"),
        QStringLiteral("Whom the demo signs in as: owner (default), admin, member, viewer, billing or "
                       "support."),
        QStringLiteral("ROLE"));
    const QCommandLineOption tenant(QStringLiteral("tenant"),
                                    QStringLiteral("Support staff: view this tenant (its id) at start."),
                                    QStringLiteral("ID"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("The demo's seed (default 42)."),
                                  QStringLiteral("N"));
    const QCommandLineOption demoStart(
        QStringLiteral("demo-start"),
        QStringLiteral("Set the demo's story at this UTC time (e.g. 2026-12-01T09:00:00Z) instead of "
                       "now: the same seed and start tell the same story."),
        QStringLiteral("TIME"));
    const QCommandLineOption profile(QStringLiteral("profile"),
                                     QStringLiteral("Connect to the saved connection NAME at start."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption language(
        QStringLiteral("lang"), QStringLiteral("Language: en or zh_CN (default: settings, else system)."),
        QStringLiteral("LANG"));
    const QCommandLineOption theme(QStringLiteral("theme"),
                                   QStringLiteral("Theme: system, light, dark or high-contrast."),
                                   QStringLiteral("THEME"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Save a PNG of the window once loaded, then quit."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption measure(
        QStringLiteral("measure-startup"),
        QStringLiteral("Print milliseconds from start to the first painted window, "
                       "then quit (benchmarks)."));
    const QCommandLineOption monitor(QStringLiteral("monitor"),
                                     QStringLiteral("Open Monitoring on this cluster (its name or id)."),
                                     QStringLiteral("CLUSTER"));
    const QCommandLineOption area(
        QStringLiteral("area"),
        QStringLiteral(
            "Open this area at start: offerings, clusters, monitoring, storage, billing or audit."),
        QStringLiteral("AREA"));
    const QCommandLineOption upload(
        QStringLiteral("upload"),
        QStringLiteral("Encrypt and upload this file or folder once connected (may be repeated)."),
        QStringLiteral("PATH"));
    parser.addOptions({help, version, demo, demoRole, tenant, seed, demoStart, profile, language, theme,
                       screenshot, measure, area, upload, monitor});
    if (!parser.parse(arguments)) {
        *message = parser.errorText() + QStringLiteral(" (see --help)");
        return Outcome::Fail;
    }
    if (parser.isSet(help)) {
        *message = parser.helpText();
        return Outcome::PrintAndExit;
    }
    if (parser.isSet(version)) {
        *message = QStringLiteral("ClusterDesk %1\n").arg(QString::fromLatin1(build::version));
        return Outcome::PrintAndExit;
    }
    options->demo = parser.isSet(demo) || parser.isSet(demoRole);
    if (parser.isSet(demoRole)) {
        const auto role = roleFromId(parser.value(demoRole));
        if (!role) {
            *message = QStringLiteral("--demo-role wants owner, admin, member, viewer, billing or support");
            return Outcome::Fail;
        }
        options->demoRole = *role;
    }
    if (parser.isSet(seed)) {
        bool ok = false;
        options->seed = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            *message = QStringLiteral("--seed wants a whole number");
            return Outcome::Fail;
        }
    }
    if (parser.isSet(demoStart)) {
        options->demoStart = QDateTime::fromString(parser.value(demoStart), Qt::ISODate);
        if (!options->demoStart.isValid()) {
            *message = QStringLiteral("--demo-start wants a time like 2026-12-01T09:00:00Z");
            return Outcome::Fail;
        }
        options->demoStart = options->demoStart.toUTC();
        options->demo = true;
    }
    options->tenant = parser.value(tenant);
    options->profile = parser.value(profile);
    options->language = parser.value(language);
    if (!options->language.isEmpty() && options->language != u"en" && options->language != u"zh_CN") {
        *message = QStringLiteral("--lang wants en or zh_CN");
        return Outcome::Fail;
    }
    options->theme = parser.value(theme);
    if (!options->theme.isEmpty() && options->theme != u"light" && options->theme != u"dark" &&
        options->theme != u"system" && options->theme != u"high-contrast") {
        *message = QStringLiteral("--theme wants system, light, dark or high-contrast");
        return Outcome::Fail;
    }
    options->screenshot = parser.value(screenshot);
    options->area = parser.value(area);
    options->uploads = parser.values(upload);
    options->monitorCluster = parser.value(monitor);
    if (!options->area.isEmpty() && options->area != u"offerings" && options->area != u"clusters" &&
        options->area != u"storage" && options->area != u"monitoring" && options->area != u"billing" &&
        options->area != u"audit") {
        *message = QStringLiteral("--area wants offerings, clusters, monitoring, storage, billing or audit");
        return Outcome::Fail;
    }
    options->measureStartup = parser.isSet(measure);
    return Outcome::Run;
}

} // namespace cd
