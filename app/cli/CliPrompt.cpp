#include "CliPrompt.h"

#include "CliText.h"

#include "CliRun.h"
#include "ExitCode.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>
#include <iostream>
#include <string>
#include <termios.h>
#include <unistd.h>

namespace cd::cli {

namespace {

// One line from the terminal with echo off, restored whatever happens.
QByteArray readHidden(const QString& prompt) {
    std::fprintf(stderr, "%s ", qPrintable(prompt));
    std::fflush(stderr);
    termios old{};
    const bool terminal = ::tcgetattr(STDIN_FILENO, &old) == 0;
    if (terminal) {
        termios quiet = old;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
    }
    std::string line;
    std::getline(std::cin, line);
    if (terminal)
        ::tcsetattr(STDIN_FILENO, TCSANOW, &old);
    std::fprintf(stderr, "\n");
    return QByteArray::fromStdString(line);
}

} // namespace

bool CliPrompt::confirm(const CliRun& run, const QString& question) {
    if (run.args().has(QStringLiteral("--yes")))
        return true;
    if (!CliRun::stdinIsTerminal())
        CliRun::fail(
            Usage,
            CliText::tr("This cannot be undone, and there is no terminal to ask on: add --yes to go ahead."));
    std::fprintf(stderr, "%s [y/N] ", qPrintable(question));
    std::string answer;
    std::getline(std::cin, answer);
    const QString a = QString::fromStdString(answer).trimmed().toLower();
    return a == u"y" || a == u"yes" || a == CliText::tr("y");
}

QByteArray CliPrompt::passphrase(const CliRun& run, const QString& prompt, bool twice) {
    const QString file = run.args().value(QStringLiteral("--passphrase-file"));
    if (!file.isEmpty()) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            CliRun::fail(NotFound, CliText::tr("The passphrase file %1 cannot be read.").arg(file));
        QByteArray line = f.readLine();
        while (line.endsWith('\n') || line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty())
            CliRun::fail(Usage, CliText::tr("The passphrase file %1 is empty.").arg(file));
        return line;
    }
    if (!CliRun::stdinIsTerminal())
        CliRun::fail(Usage, CliText::tr("A passphrase is needed and there is no terminal to ask on: give "
                                        "--passphrase-file FILE."));
    const QByteArray first = readHidden(prompt);
    if (first.isEmpty())
        CliRun::fail(Usage, CliText::tr("The passphrase cannot be empty."));
    if (twice && readHidden(CliText::tr("The same passphrase again:")) != first)
        CliRun::fail(Usage, CliText::tr("The two passphrases differ."));
    return first;
}

} // namespace cd::cli
