#include "FaultProxy.h"

namespace cd::test {

FaultProxy::~FaultProxy() {
    stop();
}

QString FaultProxy::script() {
    return QStringLiteral(CLUSTERDESK_FAULT_PROXY_PATH);
}

bool FaultProxy::start(quint16 upstreamPort, const Faults& f, QString* error) {
    stop();
    const auto num = [](double v) { return QString::number(v, 'g', 6); };
    QStringList args = {script(),
                        QStringLiteral("--upstream"),
                        QStringLiteral("127.0.0.1:%1").arg(upstreamPort),
                        QStringLiteral("--seed"),
                        QString::number(f.seed),
                        QStringLiteral("--drop"),
                        num(f.drop),
                        QStringLiteral("--stall"),
                        num(f.stall),
                        QStringLiteral("--delay"),
                        num(f.delay),
                        QStringLiteral("--truncate"),
                        num(f.truncate),
                        QStringLiteral("--corrupt"),
                        num(f.corrupt),
                        QStringLiteral("--stall-ms"),
                        QString::number(f.stallMs),
                        QStringLiteral("--fault-delay-ms"),
                        QString::number(f.faultDelayMs),
                        QStringLiteral("--delay-ms"),
                        QString::number(f.delayMs),
                        QStringLiteral("--rate"),
                        QString::number(f.rate)};
    if (f.perAnswer)
        args.append(QStringLiteral("--per-answer"));
    m_log.clear();
    m_process = std::make_unique<QProcess>();
    m_process->start(QStringLiteral("/usr/bin/python3"), QStringList{QStringLiteral("-B")} + args);
    if (!m_process->waitForStarted(5000)) {
        *error = QStringLiteral("the fault proxy did not start: ") + m_process->errorString();
        return false;
    }
    // The first line on stdout is the port, once it listens.
    while (!m_process->canReadLine()) {
        if (!m_process->waitForReadyRead(10000)) {
            *error = QStringLiteral("the fault proxy did not listen: ") +
                     QString::fromLocal8Bit(m_process->readAllStandardError());
            return false;
        }
    }
    m_port = m_process->readLine().trimmed().toInt();
    return m_port > 0;
}

void FaultProxy::stop() {
    if (m_process && m_process->state() == QProcess::Running) {
        m_process->kill();
        m_process->waitForFinished(5000);
    }
    if (m_process)
        m_log += QString::fromLocal8Bit(m_process->readAllStandardError());
    m_process.reset();
}

QString FaultProxy::log() {
    if (m_process)
        m_log += QString::fromLocal8Bit(m_process->readAllStandardError());
    return m_log;
}

int FaultProxy::landed(const QString& kind) {
    const QString prefix =
        kind.isEmpty() ? QStringLiteral("landed ") : QStringLiteral("landed %1 ").arg(kind);
    int n = 0;
    for (const QString& line : log().split(u'\n'))
        n += line.startsWith(prefix) ? 1 : 0;
    return n;
}

} // namespace cd::test
