#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>
#include <optional>

namespace cd::test {

// tests/support/fault_proxy.py on a loopback port in front of a clusterdesk-sim (or any TCP
// server): drops, stalls, delays, truncates and corrupts what the server answers, each with a
// probability, deterministically for a seed; or shapes the traffic as a far network would: a
// one-way delay on each direction (a delay line, pipelined: latency, not a bandwidth limit), the
// handshake's round trip on every new connection, and a rate cap.
class FaultProxy {
public:
    struct Faults {
        quint32 seed = 1;
        double drop = 0;
        double stall = 0;
        double delay = 0;
        double truncate = 0;
        double corrupt = 0;
        int stallMs = 1500;
        int faultDelayMs = 800;
        // A fault drawn for every answer, not once per connection: clients keep connections alive,
        // so per connection only the first answer of a few would ever meet one.
        bool perAnswer = false;
        int delayMs = 0;     // shaping: ONE-WAY latency each way (50: a 100 ms round trip)
        int rate = 0;        // shaping: bytes per second each way on each connection, 0 for no cap
        qint64 linkRate = 0; // shaping: bytes per second each way for all connections together
    };

    FaultProxy() = default;
    ~FaultProxy();
    FaultProxy(const FaultProxy&) = delete;
    FaultProxy& operator=(const FaultProxy&) = delete;

    bool start(quint16 upstreamPort, const Faults& faults, QString* error);
    void stop();
    int port() const { return m_port; }
    QUrl baseUrl() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_port)); }
    // What the proxy did: one line per fault that landed ("landed corrupt connection 3 answer 2
    // at 117").
    QString log();
    // How many faults of `kind` ("drop", "stall", "delay", "truncate", "corrupt") have landed so
    // far, or of any kind when `kind` is empty; kept across stop() until the next start().
    int landed(const QString& kind = {});

    // What went through the proxy since it started: bytes forwarded each way and connections
    // accepted. Asks the running proxy and waits (up to `ms`) for its answer; nullopt when it
    // does not run or does not answer.
    struct Traffic {
        qint64 up = 0;   // client to server
        qint64 down = 0; // server to client
        int connections = 0;
        qint64 total() const { return up + down; }
    };
    std::optional<Traffic> traffic(int ms = 5000);

    static QString script();

private:
    std::unique_ptr<QProcess> m_process;
    int m_port = 0;
    QString m_log;
};

} // namespace cd::test
