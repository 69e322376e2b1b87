#pragma once

#include <QStringList>

namespace cd::cli {

// cdctl from its arguments to its exit code: the language, the command line, the command, and
// every failure as one sentence "cdctl: ..." on standard error.
class CliApp {
public:
    // `arguments` with the program's name first, as QCoreApplication::arguments() gives them.
    static int run(const QStringList& arguments);
};

} // namespace cd::cli
