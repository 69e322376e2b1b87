#include "FaultProxy.h"

#include <QDeadlineTimer>
#include <QScopeGuard>
#include <algorithm>

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
                        QString::number(f.rate),
                        QStringLiteral("--link-rate"),
                        QString::number(f.linkRate)};
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

std::optional<FaultProxy::Traffic> FaultProxy::traffic(int ms) {
    if (!m_process || m_process->state() != QProcess::Running)
        return std::nullopt;
    // A line on stdin rather than SIGUSR1: it works on every OS, and the answer that follows it
    // is the next "bytes" line, whatever fault lines came before.
    const qsizetype from = log().size();
    m_process->write("traffic\n");
    // waitForReadyRead() waits on the read channel only: the answer comes on stderr.
    m_process->setReadChannel(QProcess::StandardError);
    const auto restore = qScopeGuard([this] { m_process->setReadChannel(QProcess::StandardOutput); });
    const QDeadlineTimer deadline(ms);
    while (!deadline.hasExpired()) {
        const qsizetype at = log().indexOf(QStringLiteral("bytes "), from);
        const qsizetype end = at < 0 ? -1 : m_log.indexOf(u'\n', at);
        if (end > 0) {
            const QStringList parts = m_log.mid(at, end - at).split(u' ');
            if (parts.size() != 4)
                return std::nullopt;
            return Traffic{parts[1].toLongLong(), parts[2].toLongLong(), parts[3].toInt()};
        }
        m_process->waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())));
    }
    return std::nullopt;
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
