#include "SshServer.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <unistd.h>

namespace cd::test {

SshServer::SshServer()
    : m_port(freePort()) {}

SshServer::~SshServer() {
    stop();
}

bool SshServer::isInstalled() {
    return QFile::exists(QString::fromLatin1(sshdPath));
}

QString SshServer::currentUser() {
    QProcess p;
    p.start(QStringLiteral("id"), {QStringLiteral("-un")});
    p.waitForFinished(5000);
    return QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed();
}

int SshServer::freePort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost);
    return probe.serverPort();
}

bool SshServer::keygen(const QString& type, const QString& name) {
    QProcess p;
    p.start(QStringLiteral("ssh-keygen"),
            {QStringLiteral("-q"), QStringLiteral("-t"), type, QStringLiteral("-N"), QString(),
             QStringLiteral("-f"), path(name)});
    return p.waitForFinished(30000) && p.exitCode() == 0;
}

QString SshServer::publicKey(const QString& name) const {
    QFile f(path(name + QStringLiteral(".pub")));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()) : QString();
}

QStringList SshServer::clientOptions(const QString& name) const {
    return {QStringLiteral("-i"), path(name),
            QStringLiteral("-o"), QStringLiteral("IdentitiesOnly=yes"),
            QStringLiteral("-o"), u"UserKnownHostsFile=" + path(QStringLiteral("known_hosts")),
            QStringLiteral("-o"), QStringLiteral("StrictHostKeyChecking=accept-new"),
            QStringLiteral("-o"), QStringLiteral("BatchMode=yes"),
            QStringLiteral("-F"), QStringLiteral("/dev/null")};
}

bool SshServer::start(const QString& authorizedKeysFile, QString* error) {
    if (!QFile::exists(path(QStringLiteral("host_key"))) &&
        !keygen(QStringLiteral("ed25519"), QStringLiteral("host_key"))) {
        *error = QStringLiteral("ssh-keygen could not make a host key");
        return false;
    }
    // Run as root, sshd wants its privilege-separation directory.
    if (geteuid() == 0)
        QDir().mkpath(QStringLiteral("/run/sshd"));
    QFile config(path(QStringLiteral("sshd_config")));
    if (!config.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    config.write(
        QStringLiteral("ListenAddress 127.0.0.1\nPort %1\nHostKey %2\nPidFile %3\n"
                       "AuthorizedKeysFile %4\nUsePAM no\nStrictModes no\n"
                       "PasswordAuthentication no\nKbdInteractiveAuthentication no\n"
                       "PubkeyAuthentication yes\nAllowTcpForwarding yes\n"
                       "PermitRootLogin prohibit-password\nLogLevel VERBOSE\n")
            .arg(m_port)
            .arg(path(QStringLiteral("host_key")), path(QStringLiteral("sshd.pid")), authorizedKeysFile)
            .toUtf8());
    config.close();
    m_sshd = std::make_unique<QProcess>();
    m_sshd->setProcessChannelMode(QProcess::MergedChannels);
    m_sshd->start(QString::fromLatin1(sshdPath),
                  {QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), config.fileName()});
    if (!m_sshd->waitForStarted(5000)) {
        *error = m_sshd->errorString();
        return false;
    }
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 10000) {
        QTcpSocket s;
        s.connectToHost(QHostAddress::LocalHost, quint16(m_port));
        if (s.waitForConnected(200))
            return true;
        if (m_sshd->state() == QProcess::NotRunning) {
            *error = QString::fromLocal8Bit(m_sshd->readAll());
            return false;
        }
        QTest::qWait(50);
    }
    *error = QStringLiteral("sshd did not listen: ") + QString::fromLocal8Bit(m_sshd->readAll());
    return false;
}

void SshServer::stop() {
    if (m_sshd && m_sshd->state() != QProcess::NotRunning) {
        m_sshd->terminate();
        m_sshd->waitForFinished(5000);
    }
}

} // namespace cd::test
