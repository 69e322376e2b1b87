#include "SimProcess.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>

namespace cd::test {

SimProcess::SimProcess(QStringList extraArgs)
    : m_extraArgs(std::move(extraArgs)) {}

SimProcess::~SimProcess() {
    stop();
}

QString SimProcess::executable() {
    return QStringLiteral(CLUSTERDESK_SIM_PATH);
}

void SimProcess::setTls(const QString& certPath, const QString& keyPath) {
    m_cert = certPath;
    m_tlsKey = keyPath;
}

bool SimProcess::startHttps(QString* error) {
    m_certs = std::make_unique<TestCertificates>();
    if (!m_certs->generate(error))
        return false;
    setTls(m_certs->serverCert(), m_certs->serverKey());
    return start(error);
}

QString SimProcess::databasePath() const {
    return m_dir.filePath(QStringLiteral("sim.db"));
}

bool SimProcess::start(QString* error) {
    stop();
    const QString portFile = m_dir.filePath(QStringLiteral("port"));
    QFile::remove(portFile);
    QStringList args = {QStringLiteral("--listen"),    QStringLiteral("127.0.0.1:%1").arg(m_port),
                        QStringLiteral("--db"),        databasePath(),
                        QStringLiteral("--seed"),      QStringLiteral("7"),
                        QStringLiteral("--keys-out"),  m_dir.filePath(QStringLiteral("keys.json")),
                        QStringLiteral("--port-file"), portFile};
    if (!m_cert.isEmpty())
        args << QStringLiteral("--tls-cert") << m_cert << QStringLiteral("--tls-key") << m_tlsKey;
    args += m_extraArgs;
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->start(executable(), args);
    if (!m_process->waitForStarted(5000)) {
        *error = QStringLiteral("clusterdesk-sim did not start: ") + m_process->errorString();
        return false;
    }
    const QDeadlineTimer deadline(15000);
    while (!QFile::exists(portFile)) {
        if (m_process->state() != QProcess::Running || deadline.hasExpired()) {
            m_process->waitForFinished(100);
            m_stderr += QString::fromLocal8Bit(m_process->readAllStandardError());
            *error = QStringLiteral("clusterdesk-sim did not listen: ") + m_stderr;
            return false;
        }
        QThread::msleep(20);
    }
    QFile pf(portFile);
    pf.open(QIODevice::ReadOnly);
    m_port = pf.readAll().trimmed().toInt();
    QFile kf(m_dir.filePath(QStringLiteral("keys.json")));
    if (kf.open(QIODevice::ReadOnly))
        m_keys = QJsonDocument::fromJson(kf.readAll()).object();
    return m_port > 0;
}

void SimProcess::kill9() {
    if (m_process && m_process->state() == QProcess::Running) {
        m_process->kill(); // SIGKILL on POSIX: no chance to flush or clean up
        m_process->waitForFinished(5000);
        m_stderr += QString::fromLocal8Bit(m_process->readAllStandardError());
    }
}

void SimProcess::stop() {
    if (m_process && m_process->state() == QProcess::Running) {
        m_process->terminate();
        if (!m_process->waitForFinished(5000))
            kill9();
        m_stderr += QString::fromLocal8Bit(m_process->readAllStandardError());
    }
}

bool SimProcess::isRunning() const {
    return m_process && m_process->state() == QProcess::Running;
}

QUrl SimProcess::baseUrl() const {
    return QUrl(QStringLiteral("%1://127.0.0.1:%2")
                    .arg(m_cert.isEmpty() ? QStringLiteral("http") : QStringLiteral("https"))
                    .arg(m_port));
}

QByteArray SimProcess::key(const QString& which) const {
    if (which == u"support")
        return m_keys.value(QStringLiteral("support"))
            .toObject()
            .value(QStringLiteral("key"))
            .toString()
            .toLatin1();
    const QStringList parts = which.split(u'/');
    const QJsonObject tenant =
        m_keys.value(QStringLiteral("tenants")).toArray().at(parts[0].toInt()).toObject();
    return tenant.value(QStringLiteral("keys")).toObject().value(parts[1]).toString().toLatin1();
}

QString SimProcess::tenantId(int index) const {
    return m_keys.value(QStringLiteral("tenants"))
        .toArray()
        .at(index)
        .toObject()
        .value(QStringLiteral("id"))
        .toString();
}

} // namespace cd::test
