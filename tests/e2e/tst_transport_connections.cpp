// CurlTransport's connections (issue 26): open event streams never hold back ordinary calls, at
// most six calls run at once and the rest wait in order, and a later call reuses a connection
// rather than opening one. Streamed request bodies (issue 22) arrive whole, or abort the request.
// Against a loopback HTTP/1.1 server in this test that keeps streams open, holds each call's
// answer a moment and counts what it sees.
#include "api/CurlTransport.h"

#include <QElapsedTimer>
#include <QHash>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>

using namespace cd;

namespace {

class CountingServer final : public QTcpServer {
public:
    static constexpr int holdMs = 250;

    CountingServer() {
        listen(QHostAddress::LocalHost);
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* s = nextPendingConnection()) {
                ++connections;
                connect(s, &QTcpSocket::readyRead, s, [this, s] { onRequest(s); });
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
    }

    int connections = 0;
    int callsNow = 0;
    int mostCallsAtOnce = 0;
    int streamsOpen = 0;
    QList<QByteArray> callOrder;
    QList<QByteArray> bodies; // each complete request's body, in order

private:
    void onRequest(QTcpSocket* s) {
        QByteArray& buffer = m_buffers[s];
        buffer += s->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QByteArray head = buffer.left(end);
        const QByteArray lower = head.toLower();
        const qsizetype field = lower.indexOf("\r\ncontent-length:");
        const qint64 length =
            field < 0
                ? 0
                : lower.mid(field + 17, lower.indexOf("\r\n", field + 2) - field - 17).trimmed().toLongLong();
        if (buffer.size() < end + 4 + length)
            return; // the body is still coming
        bodies.append(buffer.mid(end + 4, length));
        buffer.remove(0, end + 4 + length);
        const QByteArray target = head.split(' ').value(1);
        if (target.startsWith("/stream")) {
            ++streamsOpen;
            s->write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n\r\n"
                     ": open\n\n");
            return; // open until the client goes
        }
        callOrder.append(target);
        mostCallsAtOnce = std::max(mostCallsAtOnce, ++callsNow);
        QTimer::singleShot(holdMs, s, [this, s, target] {
            --callsNow;
            const QByteArray body = "{\"path\":\"" + target + "\"}";
            s->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                     QByteArray::number(body.size()) + "\r\n\r\n" + body);
        });
    }

    QHash<QTcpSocket*, QByteArray> m_buffers;
};

struct Calls {
    std::mutex mutex;
    QList<int> statuses;
    int finished() {
        std::lock_guard lock(mutex);
        return int(statuses.size());
    }
};

// A body made up as it is read, each byte from its offset, at most `piece` bytes a read; -1 from
// `failAt` on, as a file that cannot be read any more.
class PatternBody final : public StreamedBody {
public:
    PatternBody(qint64 size, qint64 piece, qint64 failAt = -1)
        : m_size(size)
        , m_piece(piece)
        , m_failAt(failAt) {}
    static char byteAt(qint64 offset) { return char((offset * 131 + offset / 7919) & 0xff); }
    static QByteArray expected(qint64 size) {
        QByteArray all(size, Qt::Uninitialized);
        for (qint64 i = 0; i < size; ++i)
            all[i] = byteAt(i);
        return all;
    }
    qint64 size() const override { return m_size; }
    qint64 read(qint64 offset, char* into, qint64 max) override {
        if (m_failAt >= 0 && offset >= m_failAt)
            return -1;
        const qint64 n = std::min({max, m_piece, m_size - offset});
        for (qint64 i = 0; i < n; ++i)
            into[i] = byteAt(offset + i);
        return n;
    }

private:
    qint64 m_size;
    qint64 m_piece;
    qint64 m_failAt;
};

Request get(const QByteArray& path) {
    Request r;
    r.method = "GET";
    r.path = path;
    return r;
}

} // namespace

class TestTransportConnections final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void streamsDoNotStarveCalls() {
        CountingServer server;
        TransportSettings settings;
        settings.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()));
        CurlTransport transport(settings);

        // Three streams open first, as the event, metrics and log streams of a console would be.
        std::atomic<int> pieces = 0;
        QList<RequestId> streams;
        for (int i = 0; i < 3; ++i)
            streams.append(transport.startStream(
                get("/stream/" + QByteArray::number(i)), [&pieces](QByteArray) { ++pieces; },
                [](Response) {}));
        QTRY_COMPARE_WITH_TIMEOUT(server.streamsOpen, 3, 5000);

        // Then eight calls at once: six run together (not the three a shared limit would leave),
        // the other two wait and go in the order they were made.
        Calls calls;
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < 8; ++i) {
            transport.start(get("/v1/call/" + QByteArray::number(i)), [&calls](Response r) {
                std::lock_guard lock(calls.mutex);
                calls.statuses.append(r.status);
            });
        }
        QTRY_COMPARE_WITH_TIMEOUT(calls.finished(), 8, 5000);
        QCOMPARE(server.mostCallsAtOnce, 6);
        QCOMPARE(server.callOrder.mid(6), (QList<QByteArray>{"/v1/call/6", "/v1/call/7"}));
        // Two rounds of the server's hold, not three.
        QVERIFY2(clock.elapsed() < 3 * CountingServer::holdMs, qPrintable(QString::number(clock.elapsed())));
        for (int status : std::as_const(calls.statuses))
            QCOMPARE(status, 200);
        const int connectionsSoFar = server.connections;
        QCOMPARE(connectionsSoFar, 3 + 6);

        // A refresh later reuses the connections the calls left open.
        for (int i = 0; i < 6; ++i) {
            transport.start(get("/v1/again/" + QByteArray::number(i)), [&calls](Response r) {
                std::lock_guard lock(calls.mutex);
                calls.statuses.append(r.status);
            });
        }
        QTRY_COMPARE_WITH_TIMEOUT(calls.finished(), 14, 5000);
        QCOMPARE(server.connections, connectionsSoFar);
        QVERIFY(pieces > 0);
        for (RequestId id : std::as_const(streams))
            transport.cancel(id);
    }

    // A PATCH whose body is streamed: its Content-Length announced, its bytes read a piece at a
    // time as they go, and the server receives exactly them; a body that cannot be read aborts the
    // request, and the server never sees it whole.
    void streamedBodyArrivesWhole() {
        CountingServer server;
        TransportSettings settings;
        settings.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()));
        CurlTransport transport(settings);
        constexpr qint64 size = 3 * 1024 * 1024 + 17;
        Calls calls;
        Request patch = get("/v1/uploads/up-1");
        patch.method = "PATCH";
        patch.headers.set("Content-Type", "application/offset+octet-stream");
        patch.streamedBody = std::make_shared<PatternBody>(size, 100'000);
        transport.start(patch, [&calls](Response r) {
            std::lock_guard lock(calls.mutex);
            calls.statuses.append(r.status);
        });
        QTRY_COMPARE_WITH_TIMEOUT(calls.finished(), 1, 5000);
        QCOMPARE(calls.statuses.value(0), 200);
        QCOMPARE(server.bodies.size(), 1);
        QCOMPARE(server.bodies.value(0).size(), size);
        QVERIFY(server.bodies.value(0) == PatternBody::expected(size));

        patch.streamedBody = std::make_shared<PatternBody>(size, 100'000, 1024 * 1024);
        std::optional<Response> failed;
        transport.start(patch, [&calls, &failed](Response r) {
            std::lock_guard lock(calls.mutex);
            failed = r;
            calls.statuses.append(r.status);
        });
        QTRY_COMPARE_WITH_TIMEOUT(calls.finished(), 2, 5000);
        QVERIFY(failed->isTransportFailure());
        QTest::qWait(100);
        QCOMPARE(server.bodies.size(), 1);
    }

    // The wait the transport reports is the answer's: at least the server's hold, at most the
    // call's whole time.
    void theWaitIsTheAnswers() {
        CountingServer server;
        TransportSettings settings;
        settings.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()));
        CurlTransport transport(settings);
        Calls calls;
        std::optional<Response> answer;
        QElapsedTimer clock;
        clock.start();
        qint64 wholeMs = -1;
        transport.start(get("/v1/call/wait"), [&](Response r) {
            std::lock_guard lock(calls.mutex);
            wholeMs = clock.elapsed();
            answer = r;
            calls.statuses.append(r.status);
        });
        QTRY_COMPARE_WITH_TIMEOUT(calls.finished(), 1, 5000);
        QCOMPARE(answer->status, 200);
        QVERIFY2(answer->waitSeconds >= 0.95 * CountingServer::holdMs / 1000.0,
                 qPrintable(QString::number(answer->waitSeconds)));
        QVERIFY2(answer->waitSeconds * 1000 <= double(wholeMs) + 1,
                 qPrintable(QStringLiteral("%1 s of %2 ms").arg(answer->waitSeconds).arg(wholeMs)));
    }

    void cancelledWaitingCallNeverRuns() {
        CountingServer server;
        TransportSettings settings;
        settings.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()));
        CurlTransport transport(settings);
        Calls calls;
        QList<RequestId> ids;
        for (int i = 0; i < 8; ++i) {
            ids.append(transport.start(get("/v1/call/" + QByteArray::number(i)), [&calls](Response r) {
                std::lock_guard lock(calls.mutex);
                calls.statuses.append(r.status);
            }));
        }
        // The eighth waits behind six running calls: cancelled there, it is never sent.
        transport.cancel(ids.last());
        QTRY_COMPARE_WITH_TIMEOUT(calls.finished(), 7, 5000);
        QTest::qWait(2 * CountingServer::holdMs);
        QCOMPARE(calls.finished(), 7);
        QVERIFY(!server.callOrder.contains("/v1/call/7"));
    }
};

QTEST_GUILESS_MAIN(TestTransportConnections)
#include "tst_transport_connections.moc"
