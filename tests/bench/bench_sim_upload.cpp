// clusterdesk-sim's upload write path (issue 22): MiB through real tus PATCHes over loopback, on 1
// and on 8 connections at once (8 uploads side by side, as 8 partial uploads of one file would be),
// each PATCH 1 MiB with a sha256 Upload-Checksum as the console sends. Prints MB/s (10^6 bytes per
// second) from the first PATCH to the last 204.
// Usage: bench_sim_upload [MIB] [--sim PATH] [--piece KIB] [--no-checksum] [--sim-arg ARG]...
// (--sim times another build of the simulator, e.g. a copy kept from before a change; --sim-arg
// passes an option on, e.g. --sim-arg --upload-sync --sim-arg off.)
#include "crypto/Digest.h"

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
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

struct Settings {
    QString sim = QStringLiteral(CLUSTERDESK_SIM_PATH);
    qint64 mib = 256;
    qsizetype piece = 1 << 20;
    bool checksum = true;
    QStringList simArgs;
};

// One keep-alive HTTP/1.1 connection, answers read by Content-Length.
class Connection {
public:
    explicit Connection(int port) {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in server{};
        server.sin_family = AF_INET;
        server.sin_port = htons(quint16(port));
        server.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        const int yes = 1;
        ::setsockopt(m_fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
        if (::connect(m_fd, reinterpret_cast<sockaddr*>(&server), sizeof server) != 0) {
            ::close(m_fd);
            m_fd = -1;
        }
    }
    ~Connection() {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    bool ok() const { return m_fd >= 0; }

    // Status and head of the answer; 0 when the connection failed.
    int exchange(const QByteArray& head, const QByteArray& body, QByteArray* answerHead) {
        if (!sendAll(head) || !sendAll(body))
            return 0;
        qsizetype end;
        while ((end = m_buffer.indexOf("\r\n\r\n")) < 0) {
            if (!more())
                return 0;
        }
        *answerHead = m_buffer.left(end + 2);
        const QByteArray lower = answerHead->toLower();
        const qsizetype at = lower.indexOf("\r\ncontent-length:");
        const qsizetype length =
            at < 0 ? 0 : lower.mid(at + 17, lower.indexOf("\r\n", at + 2) - at - 17).trimmed().toLongLong();
        while (m_buffer.size() < end + 4 + length) {
            if (!more())
                return 0;
        }
        m_buffer.remove(0, end + 4 + length);
        return answerHead->mid(9, 3).toInt();
    }

private:
    bool sendAll(const QByteArray& bytes) {
        const char* data = bytes.constData();
        size_t size = size_t(bytes.size());
        while (size > 0) {
            const ssize_t n = ::send(m_fd, data, size, MSG_NOSIGNAL);
            if (n <= 0)
                return false;
            data += n;
            size -= size_t(n);
        }
        return true;
    }
    bool more() {
        char chunk[16384];
        const ssize_t n = ::recv(m_fd, chunk, sizeof chunk, 0);
        if (n <= 0)
            return false;
        m_buffer.append(chunk, n);
        return true;
    }
    int m_fd = -1;
    QByteArray m_buffer;
};

QByteArray headerValue(const QByteArray& head, const QByteArray& name) {
    for (const QByteArray& line : head.split('\n')) {
        if (line.toLower().startsWith(QByteArray(name.toLower() + ':')))
            return line.mid(name.size() + 1).trimmed();
    }
    return {};
}

// One upload of `bytes` on its own connection; false when any answer was not the expected one.
bool upload(int port, const QByteArray& key, qint64 bytes, const Settings& s, int index) {
    Connection c(port);
    if (!c.ok())
        return false;
    const QByteArray auth = "Authorization: Bearer " + key + "\r\nTus-Resumable: 1.0.0\r\n";
    const QByteArray metadata = "dataset " + QByteArray("bench").toBase64() + ",filename " +
                                QByteArray("part-" + QByteArray::number(index) + ".bin").toBase64() +
                                ",encryption " + QByteArray("none").toBase64();
    QByteArray head;
    if (c.exchange("POST /v1/uploads HTTP/1.1\r\nHost: sim\r\n" + auth +
                       "Upload-Length: " + QByteArray::number(bytes) + "\r\nUpload-Metadata: " + metadata +
                       "\r\nContent-Length: 0\r\n\r\n",
                   {}, &head) != 201)
        return false;
    const QByteArray location = headerValue(head, "Location");
    // Bytes that differ per piece, so the stored file is not one repeated block.
    QByteArray body(s.piece, Qt::Uninitialized);
    for (qsizetype i = 0; i < body.size(); ++i)
        body[i] = char((i * 31 + index) & 0xff);
    for (qint64 offset = 0; offset < bytes;) {
        const QByteArray piece = body.left(qsizetype(std::min<qint64>(s.piece, bytes - offset)));
        QByteArray checksum;
        if (s.checksum)
            checksum = "Upload-Checksum: sha256 " +
                       cd::crypto::Digest::of(cd::crypto::Digest::Algorithm::Sha256, piece).toBase64() +
                       "\r\n";
        const QByteArray patch =
            "PATCH " + location + " HTTP/1.1\r\nHost: sim\r\n" + auth +
            "Content-Type: application/offset+octet-stream\r\nUpload-Offset: " + QByteArray::number(offset) +
            "\r\n" + checksum + "Content-Length: " + QByteArray::number(piece.size()) + "\r\n\r\n";
        if (c.exchange(patch, piece, &head) != 204) {
            std::fprintf(stderr, "PATCH at %lld: %s\n", offset, head.constData());
            return false;
        }
        offset += piece.size();
    }
    return true;
}

double run(int port, const QByteArray& key, const Settings& s, int connections) {
    const qint64 each = (s.mib << 20) / connections;
    std::atomic<bool> failed{false};
    std::vector<std::thread> threads;
    const auto start = Clock::now();
    for (int i = 0; i < connections; ++i) {
        threads.emplace_back([&, i] {
            if (!upload(port, key, each, s, i))
                failed = true;
        });
    }
    for (std::thread& t : threads)
        t.join();
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return failed ? -1 : double(each * connections) / seconds / 1e6;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    Settings s;
    const QStringList args = app.arguments().mid(1);
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == u"--sim" && i + 1 < args.size())
            s.sim = args[++i];
        else if (args[i] == u"--piece" && i + 1 < args.size())
            s.piece = args[++i].toLongLong() * 1024;
        else if (args[i] == u"--sim-arg" && i + 1 < args.size())
            s.simArgs.append(args[++i]);
        else if (args[i] == u"--no-checksum")
            s.checksum = false;
        else
            s.mib = args[i].toLongLong();
    }
    QTemporaryDir dir;
    QProcess sim;
    const QString portFile = dir.filePath(QStringLiteral("port"));
    // No request budgets: the benchmark measures the write path, not the rate limiter.
    const QStringList simArgs = QStringList{QStringLiteral("--listen"),
                                            QStringLiteral("127.0.0.1:0"),
                                            QStringLiteral("--db"),
                                            dir.filePath(QStringLiteral("sim.db")),
                                            QStringLiteral("--seed"),
                                            QStringLiteral("7"),
                                            QStringLiteral("--keys-out"),
                                            dir.filePath(QStringLiteral("keys.json")),
                                            QStringLiteral("--port-file"),
                                            portFile,
                                            QStringLiteral("--rate-limit"),
                                            QStringLiteral("0"),
                                            QStringLiteral("--upload-rate-limit"),
                                            QStringLiteral("100000"),
                                            QStringLiteral("--upload-byte-rate"),
                                            QStringLiteral("100000000000")} +
                                s.simArgs;
    sim.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    sim.start(s.sim, simArgs);
    for (int i = 0; i < 300 && !QFile::exists(portFile); ++i)
        QThread::msleep(50);
    QFile pf(portFile);
    QFile kf(dir.filePath(QStringLiteral("keys.json")));
    if (!pf.open(QIODevice::ReadOnly) || !kf.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "clusterdesk-sim did not start: %s\n", sim.readAllStandardError().constData());
        return 1;
    }
    const int port = pf.readAll().trimmed().toInt();
    const QByteArray key = QJsonDocument::fromJson(kf.readAll())
                               .object()
                               .value(QStringLiteral("tenants"))
                               .toArray()
                               .at(0)
                               .toObject()
                               .value(QStringLiteral("keys"))
                               .toObject()
                               .value(QStringLiteral("owner"))
                               .toString()
                               .toLatin1();
    std::printf("| connections | MiB | PATCH | checksum | MB/s |\n|---|---|---|---|---|\n");
    for (const int connections : {1, 8}) {
        const double rate = run(port, key, s, connections);
        std::printf("| %d | %lld | %lld KiB | %s | %.0f |\n", connections, s.mib, qint64(s.piece) / 1024,
                    s.checksum ? "sha256" : "none", rate);
        std::fflush(stdout);
    }
    sim.terminate();
    sim.waitForFinished(5000);
    return 0;
}
