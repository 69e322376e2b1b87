#pragma once

#include "CliArgs.h"
#include "GlobalOptions.h"

#include <QStringList>

namespace cd::cli {

class CommandTable;
struct CliCommand;

// The command line taken apart: global options (anywhere before "--"), the command's path (as far
// as the table knows it), its options and arguments. Throws CliFailure (exit 2) with a sentence
// and a hint for anything it cannot place.
struct CommandLine {
    GlobalOptions global;
    QStringList path;
    const CliCommand* command = nullptr; // nullptr: no command named (top-level help)
    CliArgs args;

    // `arguments` without the program's name. Help and --version are not checked further: the
    // command's arguments may be missing then.
    static CommandLine parse(const QStringList& arguments, const CommandTable& table);
    // Only the --lang value, before anything can be said in that language.
    static QString languageIn(const QStringList& arguments);
    // "cdctl clusters list --help" for a hint in a message.
    static QString helpHint(const QStringList& path);
};

} // namespace cd::cli
