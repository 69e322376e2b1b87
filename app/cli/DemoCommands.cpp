// demo reset: the offline demo's story from its beginning again.
#include "CliDemo.h"
#include "CliRun.h"
#include "CommandGroups.h"
#include "CommandTable.h"
#include "ExitCode.h"

#include <QCoreApplication>

namespace cd::cli {

namespace {

int reset(CliRun& run) {
    QString error;
    if (!CliDemo::reset(&error))
        CliRun::fail(Unexpected, error);
    run.out().note(
        QCoreApplication::translate("cdctl", "The offline demo starts over with the next command."));
    return Success;
}

} // namespace

void registerDemoCommands(CommandTable& table) {
    table.add({.path = {QStringLiteral("demo")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "The offline demo platform (--demo)"),
               .usage = "demo COMMAND"});
    table.add({.path = {QStringLiteral("demo"), QStringLiteral("reset")},
               .summary = QT_TRANSLATE_NOOP(
                   "cdctl", "Start the offline demo over: its clusters and datasets as they first were"),
               .usage = "--demo demo reset",
               .run = reset});
}

} // namespace cd::cli
