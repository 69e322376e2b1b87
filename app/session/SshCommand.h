#pragma once

#include "core/SshKey.h"

#include <QString>
#include <QStringList>

namespace cd {

// The OpenSSH command that reaches a node: `ssh -p PORT [-J jump] user@host`, as the argument list
// a process is started with and as text a person pastes into a shell.
class SshCommand {
public:
    enum class Shell { Posix, PowerShell, Cmd };

    // The arguments after "ssh": `options` (e.g. "-i key") first, then the destination, then
    // `remoteCommand` after "--".
    static QStringList arguments(const SshEndpoint& endpoint, const QStringList& options = {},
                                 const QStringList& remoteCommand = {});
    // "ssh ..." with each argument quoted for `shell`.
    static QString text(const SshEndpoint& endpoint, Shell shell = nativeShell());
    static QString quote(const QString& argument, Shell shell);
    // PowerShell on Windows (the terminal's default there), a POSIX shell elsewhere.
    static Shell nativeShell();
};

} // namespace cd
