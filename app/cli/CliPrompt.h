#pragma once

#include <QByteArray>
#include <QString>

namespace cd::cli {

class CliRun;

// Questions cdctl asks a person on the terminal. Without a terminal nothing is asked: the command
// says which option makes it go ahead (a script must never hang on a prompt).
namespace CliPrompt {

// True when --yes was given or the person answered yes; a usage failure when there is no terminal
// to ask on.
bool confirm(const CliRun& run, const QString& question);
// A passphrase: the first line of --passphrase-file FILE, else read on the terminal without echo
// (twice when `twice`, for a new one); a usage failure without either.
QByteArray passphrase(const CliRun& run, const QString& prompt, bool twice);

} // namespace CliPrompt

} // namespace cd::cli
