#include "CliApp.h"

#include "CliRun.h"
#include "CommandGroups.h"
#include "CommandLine.h"
#include "CommandTable.h"
#include "ExitCode.h"

#include "BuildInfo.h"
#include "resources/Translations.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QSettings>

#include <csignal>
#include <cstdio>
#include <unistd.h>

namespace cd::cli {

namespace {

void onInterrupt(int) {
    // Nothing half-done is left to tidy: the platform's changes are single requests, and an upload's
    // journal is written to survive kill -9 anyway; a port forward's ssh ends with its parent
    // (PortForwards). Only async-signal-safe calls here.
    ::_exit(Interrupted);
}

void printTo(FILE* stream, const QString& text) {
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

} // namespace

int CliApp::run(const QStringList& arguments) {
    // SIGTERM (a CI job cancelled, `timeout`) ends a follow or a wait like Ctrl+C: exit 130.
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    // The console's settings (its profiles): the same organisation and application names.
    QCoreApplication::setOrganizationName(QStringLiteral("ClusterDesk"));
    QCoreApplication::setApplicationName(QStringLiteral("ClusterDesk"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(build::version));
    const QStringList words = arguments.mid(1);
    Translations::install(*QCoreApplication::instance(), CommandLine::languageIn(words));
    // The libraries' log lines are the console's: cdctl says what went wrong in one sentence of its
    // own. QT_LOGGING_RULES (e.g. clusterdesk.upload.info=true) brings them back.
    QLoggingCategory::setFilterRules(QStringLiteral("clusterdesk.*.info=false\nclusterdesk.*.warning=false"));

    CommandTable table;
    registerAllCommands(table);
    try {
        const CommandLine line = CommandLine::parse(words, table);
        if (line.global.version) {
            printTo(stdout, QStringLiteral("cdctl %1\n").arg(QCoreApplication::applicationVersion()));
            return Success;
        }
        if (line.global.help) {
            printTo(stdout, line.path.isEmpty() ? table.topHelp() : table.help(line.path));
            return Success;
        }
        QSettings settings;
        CliRun run(line, settings);
        return line.command->run(run);
    } catch (const CliFailure& failure) {
        printTo(stderr, QStringLiteral("cdctl: %1\n").arg(failure.message));
        return failure.code;
    } catch (const std::exception& e) {
        printTo(stderr, QStringLiteral("cdctl: %1\n").arg(QString::fromLocal8Bit(e.what())));
        return Unexpected;
    }
}

} // namespace cd::cli
