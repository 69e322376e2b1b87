#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace cd::cli {

class CliRun;

// One option of a command. Texts are QT_TRANSLATE_NOOP("cdctl", ...) literals, translated when
// help is printed.
struct CliOption {
    const char* name;      // "--gpu"
    const char* valueName; // "MODEL"; nullptr for a flag
    const char* help;      // one line
};

// One command of cdctl, e.g. {"clusters", "list"}. A command group (`clusters`) is a CliCommand
// without `run`: it only has help, and its commands below it.
struct CliCommand {
    QStringList path = {};
    const char* summary = nullptr; // one line, for the group's list and the first line of --help
    const char* usage = nullptr;   // after "cdctl ", e.g. "clusters get CLUSTER [options]"
    QList<CliOption> options = {};
    const char* examples = nullptr; // lines, each a whole command; may be nullptr
    int minArgs = 0;
    int maxArgs = 0;                      // -1: any number
    bool acceptsRest = false;             // takes what follows "--" (ssh's remote command)
    std::function<int(CliRun&)> run = {}; // returns the exit code; throws CliFailure to fail
};

} // namespace cd::cli
