// clusterdesk-sim under two attacks the security review ran, each beside its baseline from the
// same run (a legitimate client's latency with no attack):
//   a) 200 unauthenticated requests announcing 63 MiB bodies, over 50 connections at a time: the
//      simulator's peak memory (VmHWM) and the legitimate client's p99;
//   b) 500 connections sending their request head one byte a second: the legitimate client's p99.
// The attackers connect from 127.0.0.2-127.0.0.21 (25 connections each, under the default cap of
// 64 per address); the legitimate client from 127.0.0.1. Usage: bench_sim_attack [a|b]
#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
constexpr int attackAddresses = 20;

int connectFrom(int port, int lastOctet) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in local{};
    local.sin_family = AF_INET;
    local.sin_addr.s_addr = htonl((127u << 24) | unsigned(lastOctet));
    sockaddr_in server{};
    server.sin_family = AF_INET;
    server.sin_port = htons(quint16(port));
    server.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const int yes = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
    if (::bind(fd, reinterpret_cast<sockaddr*>(&local), sizeof local) != 0 ||
        ::connect(fd, reinterpret_cast<sockaddr*>(&server), sizeof server) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

bool sendAll(int fd, const char* data, size_t size) {
    while (size > 0) {
        const ssize_t n = ::send(fd, data, size, MSG_NOSIGNAL);
        if (n <= 0)
            return false;
        data += n;
        size -= size_t(n);
    }
    return true;
}

// One keep-alive connection sending GET /v1/me with a valid key, one request at a time.
class LegitimateClient {
public:
    LegitimateClient(int port, QByteArray key)
        : m_port(port)
        , m_request("GET /v1/me HTTP/1.1\r\nHost: sim\r\nAuthorization: Bearer " + key + "\r\n\r\n") {}
    ~LegitimateClient() {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    // Milliseconds for one request and its answer, or -1.
    double once() {
        const auto start = Clock::now();
        if (m_fd < 0)
            m_fd = connectFrom(m_port, 1);
        if (m_fd < 0 || !sendAll(m_fd, m_request.constData(), size_t(m_request.size())) || !readAnswer()) {
            ::close(m_fd);
            m_fd = -1;
            return -1;
        }
        return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    }
    std::vector<double> during(const std::atomic<bool>& running, int minimum) {
        std::vector<double> ms;
        while (running.load() || int(ms.size()) < minimum) {
            const double t = once();
            if (t >= 0)
                ms.push_back(t);
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        return ms;
    }

private:
    bool readAnswer() {
        QByteArray got;
        char buffer[8192];
        for (;;) {
            const qsizetype end = got.indexOf("\r\n\r\n");
            if (end >= 0) {
                const qsizetype at = got.toLower().indexOf("content-length:");
                const qsizetype length =
                    got.mid(at + 15, got.indexOf("\r\n", at) - at - 15).trimmed().toLongLong();
                if (got.size() >= end + 4 + length)
                    return true;
            }
            const ssize_t n = ::recv(m_fd, buffer, sizeof buffer, 0);
            if (n <= 0)
                return false;
            got.append(buffer, n);
        }
    }
    int m_port;
    QByteArray m_request;
    int m_fd = -1;
};

double p99(std::vector<double> ms) {
    if (ms.empty())
        return -1;
    std::sort(ms.begin(), ms.end());
    return ms[std::min(ms.size() - 1, size_t(double(ms.size()) * 0.99))];
}

long vmHwmKiB(qint64 pid) {
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    }
    return -1;
}

// 200 requests announcing 63 MiB, without a key, 50 connections at a time; each sends its whole body.
void bigBodies(int port, std::atomic<int>& answered) {
    std::vector<std::thread> threads;
    std::atomic<int> next{0};
    const QByteArray head = "POST /v1/clusters HTTP/1.1\r\nHost: sim\r\nContent-Type: application/json\r\n"
                            "Content-Length: 66060288\r\n\r\n";
    for (int t = 0; t < 50; ++t) {
        threads.emplace_back([&, t] {
            const QByteArray chunk(1 << 20, 'x');
            while (next.fetch_add(1) < 200) {
                const int fd = connectFrom(port, 2 + t % attackAddresses);
                if (fd < 0)
                    continue;
                bool ok = sendAll(fd, head.constData(), size_t(head.size()));
                for (int i = 0; ok && i < 63; ++i)
                    ok = sendAll(fd, chunk.constData(), size_t(chunk.size()));
                char answer[16] = {};
                if (::recv(fd, answer, sizeof answer - 1, 0) > 0 &&
                    QByteArray(answer).startsWith("HTTP/1.1 4"))
                    answered.fetch_add(1);
                ::close(fd);
            }
        });
    }
    for (std::thread& thread : threads)
        thread.join();
}

// 500 connections that send their head one byte a second, reconnecting when the server closes one.
void slowHeads(int port, const std::atomic<bool>& running, std::atomic<int>& cutOff) {
    const QByteArray head = "GET /v1/health HTTP/1.1\r\nHost: sim\r\nX-Slow: " + QByteArray(4000, 'a');
    std::vector<int> fds(500, -1);
    std::vector<int> sent(500, 0);
    while (running.load()) {
        for (size_t i = 0; i < fds.size() && running.load(); ++i) {
            if (fds[i] < 0) {
                fds[i] = connectFrom(port, 2 + int(i) % attackAddresses);
                sent[i] = 0;
                continue;
            }
            pollfd p{fds[i], POLLIN, 0};
            if (::poll(&p, 1, 0) > 0 || !sendAll(fds[i], head.constData() + sent[i] % head.size(), 1)) {
                ::close(fds[i]);
                fds[i] = -1;
                cutOff.fetch_add(1);
                continue;
            }
            ++sent[i];
        }
        std::this_thread::sleep_for(std::chrono::seconds(1));
    }
    for (const int fd : fds) {
        if (fd >= 0)
            ::close(fd);
    }
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QString which = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    rlimit files{};
    ::getrlimit(RLIMIT_NOFILE, &files);
    files.rlim_cur = files.rlim_max; // 500 attack sockets here, as many in the simulator
    ::setrlimit(RLIMIT_NOFILE, &files);

    QTemporaryDir dir;
    QProcess sim;
    sim.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    sim.start(QStringLiteral(CLUSTERDESK_SIM_PATH),
              {QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--db"),
               dir.filePath(QStringLiteral("sim.db")), QStringLiteral("--keys-out"),
               dir.filePath(QStringLiteral("keys.json")), QStringLiteral("--port-file"),
               dir.filePath(QStringLiteral("port")), QStringLiteral("--rate-limit"), QStringLiteral("0")});
    QFile portFile(dir.filePath(QStringLiteral("port")));
    for (int i = 0; i < 100 && !portFile.exists(); ++i)
        QThread::msleep(100);
    if (!portFile.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "clusterdesk-sim did not start\n");
        return 1;
    }
    const int port = portFile.readAll().toInt();
    QFile keysFile(dir.filePath(QStringLiteral("keys.json")));
    keysFile.open(QIODevice::ReadOnly);
    const QByteArray key = QJsonDocument::fromJson(keysFile.readAll())
                               .object()[QStringLiteral("tenants")]
                               .toArray()[0]
                               .toObject()[QStringLiteral("keys")]
                               .toObject()[QStringLiteral("owner")]
                               .toString()
                               .toLatin1();
    const qint64 pid = sim.processId();
    LegitimateClient client(port, key);

    std::atomic<bool> idle{false};
    const double baseline = p99(client.during(idle, 500));
    std::printf("baseline (no attack): legitimate GET /v1/me p99 %.2f ms, simulator VmHWM %ld MiB\n",
                baseline, vmHwmKiB(pid) / 1024);

    if (which.isEmpty() || which == u"a") {
        std::atomic<bool> running{true};
        std::atomic<int> answered{0};
        std::thread attack([&] {
            bigBodies(port, answered);
            running.store(false);
        });
        const auto start = Clock::now();
        const double underAttack = p99(client.during(running, 100));
        attack.join();
        std::printf(
            "a) 200 x 63 MiB unauthenticated over 50 connections (%d answered 4xx, %.1f s): legitimate p99 "
            "%.2f ms (baseline %.2f ms), simulator VmHWM %ld MiB\n",
            answered.load(), std::chrono::duration<double>(Clock::now() - start).count(), underAttack,
            baseline, vmHwmKiB(pid) / 1024);
    }
    if (which.isEmpty() || which == u"b") {
        std::atomic<bool> running{true};
        std::atomic<int> cutOff{0};
        std::thread attack([&] { slowHeads(port, running, cutOff); });
        std::this_thread::sleep_for(std::chrono::seconds(2)); // all 500 connected and dripping
        std::atomic<bool> measuring{true};
        std::thread timer([&] {
            std::this_thread::sleep_for(std::chrono::seconds(20));
            measuring.store(false);
        });
        const double underAttack = p99(client.during(measuring, 100));
        timer.join();
        running.store(false);
        attack.join();
        std::printf(
            "b) 500 slow-header connections for 20 s (%d cut off by the head deadline): legitimate p99 "
            "%.2f ms (baseline %.2f ms)\n",
            cutOff.load(), underAttack, baseline);
    }
    sim.terminate();
    sim.waitForFinished(10000);
    return 0;
}
