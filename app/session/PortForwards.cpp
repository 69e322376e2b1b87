#include "PortForwards.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#endif

namespace cd {

struct PortForwards::Running {
    PortForward forward;
    QProcess* process = nullptr;
    QTimer* timer = nullptr;
    QElapsedTimer started;
};

QUrl PortForward::localUrl() const {
    return QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(localPort));
}

PortForwards::PortForwards(QObject* parent)
    : QObject(parent) {
    // A forward left running after the console quits would hold its port with nobody to stop it.
    if (auto* app = QCoreApplication::instance())
        connect(app, &QCoreApplication::aboutToQuit, this, &PortForwards::stopAll);
}

PortForwards::~PortForwards() {
    stopAll();
    qDeleteAll(m_running);
}

bool PortForwards::isLocalPortFree(int port) {
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, quint16(port));
}

int PortForwards::start(const SshEndpoint& endpoint, const QString& nodeId, const QString& nodeName,
                        int remotePort, int localPort) {
    auto* r = new Running;
    r->forward.id = m_nextId++;
    r->forward.nodeId = nodeId;
    r->forward.nodeName = nodeName;
    r->forward.remotePort = remotePort;
    r->forward.localPort = localPort;
    m_running.append(r);
    const int id = r->forward.id;
    const QString ssh = m_ssh.isEmpty() ? QStandardPaths::findExecutable(QStringLiteral("ssh")) : m_ssh;
    if (ssh.isEmpty()) {
        fail(id, tr("ssh is not installed. Install the OpenSSH client, then try again."));
        return id;
    }
    if (!isLocalPortFree(localPort)) {
        fail(id, tr("Port %1 on this computer is already in use. Choose another local port.").arg(localPort));
        return id;
    }
    QStringList args = m_options;
    args << QStringLiteral("-N") << QStringLiteral("-L")
         << QStringLiteral("127.0.0.1:%1:localhost:%2").arg(localPort).arg(remotePort) << QStringLiteral("-o")
         << QStringLiteral("ExitOnForwardFailure=yes") << QStringLiteral("-o")
         << QStringLiteral("BatchMode=yes") << QStringLiteral("-p") << QString::number(endpoint.port);
    if (!endpoint.jumpHost.isEmpty())
        args << QStringLiteral("-J") << endpoint.jumpHost;
    args << (endpoint.user.isEmpty() ? endpoint.host : endpoint.user + u'@' + endpoint.host);
    r->process = new QProcess(this);
    r->process->setProcessChannelMode(QProcess::SeparateChannels);
#ifdef Q_OS_LINUX
    // A forward must not outlive its program: cdctl ends on Ctrl+C with _exit(), and a crashed
    // console runs no destructor, either of which would leave ssh holding the local port.
    r->process->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
#endif
    connect(r->process, &QProcess::finished, this, [this, id] {
        Running* run = find(id);
        if (!run || run->forward.state == PortForward::State::Stopped)
            return;
        const QString said = QString::fromLocal8Bit(run->process->readAllStandardError()).trimmed();
        if (said.contains(u"Address already in use"))
            fail(id, tr("Port %1 on this computer is already in use. Choose another local port.")
                         .arg(run->forward.localPort));
        else
            fail(id, said.isEmpty()
                         ? tr("ssh ended without a word (exit code %1).").arg(run->process->exitCode())
                         : tr("ssh failed: %1").arg(said.right(500)));
    });
    connect(r->process, &QProcess::errorOccurred, this, [this, id](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            fail(id, tr("ssh could not be started."));
    });
    r->process->start(ssh, args);
    r->timer = new QTimer(this);
    r->timer->setInterval(pollIntervalMs);
    connect(r->timer, &QTimer::timeout, this, [this, id] { poll(id); });
    r->started.start();
    r->timer->start();
    Q_EMIT changed();
    return id;
}

void PortForwards::poll(int id) {
    Running* r = find(id);
    if (!r || r->forward.state != PortForward::State::Starting)
        return;
    if (r->started.elapsed() > startTimeoutMs) {
        fail(id, tr("The forward did not come up within %1 seconds.").arg(startTimeoutMs / 1000));
        return;
    }
    auto* socket = new QTcpSocket(this);
    connect(socket, &QTcpSocket::connected, this, [this, id, socket] {
        socket->abort();
        socket->deleteLater();
        Running* run = find(id);
        if (!run || run->forward.state != PortForward::State::Starting)
            return;
        run->forward.state = PortForward::State::Up;
        run->timer->stop();
        Q_EMIT forwardUp(id);
        Q_EMIT changed();
    });
    connect(socket, &QTcpSocket::errorOccurred, socket, &QObject::deleteLater);
    socket->connectToHost(QHostAddress::LocalHost, quint16(r->forward.localPort));
}

void PortForwards::fail(int id, const QString& error) {
    Running* r = find(id);
    if (!r || r->forward.state == PortForward::State::Failed ||
        r->forward.state == PortForward::State::Stopped)
        return;
    r->forward.state = PortForward::State::Failed;
    r->forward.error = error;
    finishProcess(*r);
    Q_EMIT forwardFailed(id, error);
    Q_EMIT changed();
}

void PortForwards::finishProcess(Running& r) {
    if (r.timer)
        r.timer->stop();
    if (r.process && r.process->state() != QProcess::NotRunning) {
        r.process->terminate();
        if (!r.process->waitForFinished(1000))
            r.process->kill();
        r.process->waitForFinished(1000);
    }
}

void PortForwards::stop(int id) {
    Running* r = find(id);
    if (!r || r->forward.state == PortForward::State::Stopped)
        return;
    r->forward.state = PortForward::State::Stopped;
    finishProcess(*r);
    // A stopped forward leaves the list; a failed one stays until it is stopped (dismissed) too.
    m_running.removeOne(r);
    if (r->process)
        r->process->deleteLater();
    if (r->timer)
        r->timer->deleteLater();
    delete r;
    Q_EMIT changed();
}

void PortForwards::stopAll() {
    const QList<Running*> all = m_running;
    for (Running* r : all)
        stop(r->forward.id);
}

QList<PortForward> PortForwards::forwards() const {
    QList<PortForward> list;
    for (const Running* r : m_running)
        list.append(r->forward);
    return list;
}

std::optional<PortForward> PortForwards::forward(int id) const {
    for (const Running* r : m_running) {
        if (r->forward.id == id)
            return r->forward;
    }
    return std::nullopt;
}

PortForwards::Running* PortForwards::find(int id) {
    for (Running* r : m_running) {
        if (r->forward.id == id)
            return r;
    }
    return nullptr;
}

} // namespace cd
