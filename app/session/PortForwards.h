#pragma once

#include "core/SshKey.h"

#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

class QProcess;
class QTimer;

namespace cd {

// One SSH local forward the console runs: 127.0.0.1:localPort on this computer reaches
// localhost:remotePort on the node.
struct PortForward {
    enum class State { Starting, Up, Failed, Stopped };
    int id = 0;
    QString nodeId;
    QString nodeName;
    int remotePort = 0;
    int localPort = 0;
    State state = State::Starting;
    QString error; // why it failed, a sentence
    QUrl localUrl() const;
};

// The SSH port forwards of the console: each is `ssh -N -L 127.0.0.1:LOCAL:localhost:REMOTE` in a
// process of its own. A forward is up once its local port accepts; it fails with ssh's own words
// when ssh exits first. All of them stop with this object, and when the application quits.
class PortForwards final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PortForwards)

public:
    static constexpr int startTimeoutMs = 20000;
    static constexpr int pollIntervalMs = 100;

    explicit PortForwards(QObject* parent = nullptr);
    ~PortForwards() override;

    // The ssh program (default: found on PATH) and options put before the forward (tests: -i key,
    // known hosts; a person's own ~/.ssh/config applies either way).
    void setSshProgram(const QString& program) { m_ssh = program; }
    void setExtraOptions(const QStringList& options) { m_options = options; }

    // Starts a forward; its id. A forward that cannot start (no ssh, the local port taken) is
    // listed as failed at once, with the reason.
    int start(const SshEndpoint& endpoint, const QString& nodeId, const QString& nodeName, int remotePort,
              int localPort);
    void stop(int id);
    void stopAll();
    QList<PortForward> forwards() const;
    std::optional<PortForward> forward(int id) const;

    // True when nothing on this computer listens on 127.0.0.1:port.
    static bool isLocalPortFree(int port);

Q_SIGNALS:
    void changed();
    void forwardUp(int id);
    void forwardFailed(int id, const QString& error);

private:
    struct Running;
    Running* find(int id);
    void poll(int id);
    void fail(int id, const QString& error);
    void finishProcess(Running& r);

    QString m_ssh;
    QStringList m_options;
    QList<Running*> m_running;
    int m_nextId = 1;
};

} // namespace cd
