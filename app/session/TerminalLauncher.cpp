#include "TerminalLauncher.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryFile>

#include "SshCommand.h"

namespace cd {

TerminalLauncher::TerminalLauncher(Finder finder, Os os)
    : m_find(finder ? std::move(finder)
                    : Finder([](const QString& p) { return QStandardPaths::findExecutable(p); }))
    , m_os(os)
    , m_terminalVariable(qEnvironmentVariable("TERMINAL")) {}

TerminalLauncher::Os TerminalLauncher::nativeOs() {
#if defined(Q_OS_WIN)
    return Os::Windows;
#elif defined(Q_OS_MACOS)
    return Os::MacOs;
#else
    return Os::Linux;
#endif
}

std::variant<TerminalLauncher::Plan, QString> TerminalLauncher::plan(const QStringList& sshArguments) const {
    const QString ssh = m_find(m_os == Os::Windows ? QStringLiteral("ssh.exe") : QStringLiteral("ssh"));
    if (ssh.isEmpty())
        return m_os == Os::Windows
                   ? tr("ssh is not installed. Add the OpenSSH Client in Settings > System > Optional "
                        "features, "
                        "then try again.")
                   : tr("ssh is not installed. Install the OpenSSH client (on Debian and Ubuntu: sudo apt "
                        "install openssh-client), then try again.");
    const QStringList command = QStringList{ssh} + sshArguments;
    switch (m_os) {
    case Os::MacOs: {
        if (m_find(QStringLiteral("open")).isEmpty())
            break;
        // Terminal runs a .command file as a shell script in a new window.
        return Plan{m_find(QStringLiteral("open")),
                    {QStringLiteral("-a"), QStringLiteral("Terminal"), QStringLiteral("%COMMAND_FILE%")}};
    }
    case Os::Windows: {
        if (const QString wt = m_find(QStringLiteral("wt.exe")); !wt.isEmpty())
            return Plan{wt, command};
        if (const QString cmd = m_find(QStringLiteral("cmd.exe")); !cmd.isEmpty())
            return Plan{cmd,
                        QStringList{QStringLiteral("/c"), QStringLiteral("start"), QStringLiteral("ssh")} +
                            command};
        break;
    }
    case Os::Linux: {
        // How each terminal takes the program to run.
        struct Known {
            QString name;
            QStringList before;
        };
        QList<Known> candidates;
        if (!m_terminalVariable.isEmpty())
            candidates.append({m_terminalVariable, {QStringLiteral("-e")}});
        candidates += QList<Known>{{QStringLiteral("x-terminal-emulator"), {QStringLiteral("-e")}},
                                   {QStringLiteral("gnome-terminal"), {QStringLiteral("--")}},
                                   {QStringLiteral("konsole"), {QStringLiteral("-e")}},
                                   {QStringLiteral("xfce4-terminal"), {QStringLiteral("-x")}},
                                   {QStringLiteral("kitty"), {}},
                                   {QStringLiteral("alacritty"), {QStringLiteral("-e")}},
                                   {QStringLiteral("xterm"), {QStringLiteral("-e")}}};
        for (const Known& k : candidates) {
            if (const QString path = m_find(k.name); !path.isEmpty())
                return Plan{path, k.before + command};
        }
        break;
    }
    }
    return tr("No terminal program was found. Copy the SSH command and run it in a terminal of your choice.");
}

QString TerminalLauncher::launch(const QStringList& sshArguments) const {
    auto planned = plan(sshArguments);
    if (auto* error = std::get_if<QString>(&planned))
        return *error;
    Plan p = std::get<Plan>(planned);
    if (m_os == Os::MacOs) {
        QTemporaryFile script(QDir::tempPath() + QStringLiteral("/clusterdesk-ssh-XXXXXX.command"));
        script.setAutoRemove(false); // Terminal opens it after this returns
        QStringList words;
        for (const QString& a : QStringList{m_find(QStringLiteral("ssh"))} + sshArguments)
            words.append(SshCommand::quote(a, SshCommand::Shell::Posix));
        if (!script.open() ||
            script.write("#!/bin/sh\nrm -f \"$0\"\nexec " + words.join(u' ').toUtf8() + '\n') < 0 ||
            !script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
            return tr("The terminal could not be opened: %1").arg(script.errorString());
        p.arguments.replace(p.arguments.indexOf(QStringLiteral("%COMMAND_FILE%")), script.fileName());
    }
    if (!QProcess::startDetached(p.program, p.arguments))
        return tr("%1 could not be started.").arg(QDir::toNativeSeparators(p.program));
    return {};
}

} // namespace cd
