#include "SshCommand.h"

#include <QRegularExpression>

namespace cd {

QStringList SshCommand::arguments(const SshEndpoint& e, const QStringList& options,
                                  const QStringList& remoteCommand) {
    QStringList args = options;
    args << QStringLiteral("-p") << QString::number(e.port);
    if (!e.jumpHost.isEmpty())
        args << QStringLiteral("-J") << e.jumpHost;
    args << (e.user.isEmpty() ? e.host : e.user + u'@' + e.host);
    if (!remoteCommand.isEmpty())
        args << QStringLiteral("--") << remoteCommand;
    return args;
}

QString SshCommand::text(const SshEndpoint& endpoint, Shell shell) {
    QStringList words{QStringLiteral("ssh")};
    for (const QString& a : arguments(endpoint))
        words.append(quote(a, shell));
    return words.join(u' ');
}

QString SshCommand::quote(const QString& a, Shell shell) {
    // Words made only of these need no quotes in any of the three shells.
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9@%+=:,./_-]+$"));
    if (!a.isEmpty() && plain.match(a).hasMatch())
        return a;
    QString q = a;
    switch (shell) {
    case Shell::Posix:
        // Inside single quotes nothing is special; a quote itself is closed, escaped, reopened.
        return u'\'' + q.replace(u'\'', QStringLiteral("'\\''")) + u'\'';
    case Shell::PowerShell:
        // Single-quoted strings are literal; a quote is doubled.
        return u'\'' + q.replace(u'\'', QStringLiteral("''")) + u'\'';
    case Shell::Cmd:
        // Double quotes keep spaces and & | < > together; an inner quote is escaped for the program.
        return u'"' + q.replace(u'"', QStringLiteral("\\\"")) + u'"';
    }
    return a;
}

SshCommand::Shell SshCommand::nativeShell() {
#ifdef Q_OS_WIN
    return Shell::PowerShell;
#else
    return Shell::Posix;
#endif
}

} // namespace cd
