#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <variant>

namespace cd {

// Opens the system's terminal running OpenSSH. Which terminal depends on the desktop: on Linux
// $TERMINAL, then the Debian alternative and the common ones; Terminal on macOS; Windows Terminal,
// else a console window, on Windows. Where programs are found is injectable, so tests choose it.
class TerminalLauncher {
    Q_DECLARE_TR_FUNCTIONS(TerminalLauncher)

public:
    enum class Os { Linux, MacOs, Windows };
    // The full path of a program, or empty when it is not installed.
    using Finder = std::function<QString(const QString& program)>;

    struct Plan {
        QString program;
        QStringList arguments;
    };

    explicit TerminalLauncher(Finder finder = {}, Os os = nativeOs());

    // What would be started for `ssh <sshArguments>`, or the sentence saying why nothing can be.
    std::variant<Plan, QString> plan(const QStringList& sshArguments) const;
    // Starts it; empty on success, else the sentence.
    QString launch(const QStringList& sshArguments) const;
    // $TERMINAL, read by the Linux plan (set by tests).
    void setTerminalVariable(const QString& value) { m_terminalVariable = value; }

    static Os nativeOs();

private:
    Finder m_find;
    Os m_os;
    QString m_terminalVariable;
};

} // namespace cd
