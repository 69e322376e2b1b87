#pragma once

#include "core/Role.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

namespace cd {

// The console's command line. Parsed before any window exists, so --version and --help work
// without a display; its help and its complaints are in the person's language.
struct ConsoleOptions {
    Q_DECLARE_TR_FUNCTIONS(ConsoleOptions)

public:
    bool demo = false;
    quint64 seed = 42;
    QDateTime demoStart;         // when the demo's story is set; invalid: now
    Role demoRole = Role::Owner; // whom the demo signs in as
    QString tenant;              // support staff: the tenant to view at start (its id)
    QString profile;             // connect to this saved profile at start
    QString language;            // "en", "zh_CN"; empty: the setting, else the system
    QString theme;               // "light", "dark", "system"; empty: the setting
    QString screenshot;          // write a PNG of the window once it is loaded, then quit
    QString area;                // the area to open at start: offerings, clusters, monitoring, storage
    QString monitorCluster;      // open Monitoring on this cluster (name or id)
    QStringList uploads;         // files or folders to queue for upload once connected (--upload,
                                 // and the arguments: paths or file:// URLs from the desktop entry)
    bool measureStartup = false; // print ms from process start to first paint, then quit

    enum class Outcome { Run, PrintAndExit, Fail };
    static Outcome parse(const QStringList& arguments, ConsoleOptions* options, QString* message);
};

} // namespace cd
