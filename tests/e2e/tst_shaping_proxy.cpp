// tests/support/fault_proxy.py as a far network (issue 26): its one-way delay is latency, not a
// bandwidth limit; a new connection pays the handshake's round trip; its rate cap holds; and its
// byte counters are what the client sent and received. A raw socket against a real
// clusterdesk-sim, so every millisecond measured is the proxy's and the server's, not a client's.
#include "support/FaultProxy.h"
#include "support/SimProcess.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTest>
#include <QThread>

using namespace cd::test;

namespace {

// One HTTP/1.1 connection, timed: when the exchange began (before the connect, on the first
// exchange), when the answer's first byte came and when its last one did.
class TimedConnection {
public:
    struct Exchange {
        int status = 0;
        qint64 firstByteMs = -1; // since the exchange began
        qint64 lastByteMs = -1;
        QByteArray body;
        qint64 sent = 0;     // bytes written, request line to end
        qint64 received = 0; // bytes read, head and body
    };

    explicit TimedConnection(int port)
        : m_port(port) {}

    Exchange get(const QByteArray& target, const QByteArray& key, int timeoutMs = 10000) {
        Exchange x;
        QElapsedTimer clock;
        clock.start();
        if (m_socket.state() != QAbstractSocket::ConnectedState) {
            m_socket.connectToHost(QHostAddress::LocalHost, quint16(m_port));
            if (!m_socket.waitForConnected(3000))
                return x;
        }
        const QByteArray request = "GET " + target + " HTTP/1.1\r\nHost: sim\r\nAuthorization: Bearer " +
                                   key + "\r\n\r\n"; // no Accept-Encoding: plain bytes, as big as they come
        m_socket.write(request);
        x.sent = request.size();
        QByteArray buffer;
        qsizetype headEnd = -1;
        qint64 length = -1;
        while (length < 0 || buffer.size() < headEnd + 4 + length) {
            if (!m_socket.bytesAvailable() &&
                !m_socket.waitForReadyRead(int(std::max<qint64>(1, timeoutMs - clock.elapsed()))))
                return x;
            if (x.firstByteMs < 0)
                x.firstByteMs = clock.elapsed();
            buffer += m_socket.readAll();
            if (headEnd < 0 && (headEnd = buffer.indexOf("\r\n\r\n")) >= 0) {
                const QByteArray lower = buffer.left(headEnd + 2).toLower();
                const qsizetype at = lower.indexOf("\r\ncontent-length:");
                length =
                    at < 0
                        ? 0
                        : lower.mid(at + 17, lower.indexOf("\r\n", at + 2) - at - 17).trimmed().toLongLong();
            }
        }
        x.lastByteMs = clock.elapsed();
        x.status = buffer.mid(9, 3).toInt();
        x.body = buffer.mid(headEnd + 4);
        x.received = buffer.size();
        return x;
    }

private:
    int m_port;
    QTcpSocket m_socket;
};

} // namespace

class TestShapingProxy final : public QObject {
    Q_OBJECT

    SimProcess m_sim{{QStringLiteral("--rate-limit"), QStringLiteral("0")}};
    FaultProxy m_proxy;
    QByteArray m_key;
    QByteArray m_queryRange; // 15 minutes at 1 s of the 512-GPU cluster: about 8 MB of JSON

    void shape(int delayMs, int rate = 0, qint64 linkRate = 0) {
        FaultProxy::Faults f;
        f.delayMs = delayMs;
        f.rate = rate;
        f.linkRate = linkRate;
        QString error;
        QVERIFY2(m_proxy.start(quint16(m_sim.port()), f, &error), qPrintable(error));
    }

private slots:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        m_key = m_sim.key(QStringLiteral("0/owner"));
        TimedConnection direct(m_sim.port());
        const auto health = direct.get("/v1/health", m_key);
        QCOMPARE(health.status, 200);
        const QString time = QJsonDocument::fromJson(health.body).object().value(u"time").toString();
        const qint64 end = QDateTime::fromString(time, Qt::ISODate).toSecsSinceEpoch() - 60;
        const auto clusters = direct.get("/v1/clusters?page_size=100", m_key);
        QCOMPARE(clusters.status, 200);
        QByteArray cluster;
        for (const QJsonValue& c :
             QJsonDocument::fromJson(clusters.body).object().value(u"items").toArray()) {
            if (c[u"name"].toString() == u"frontier-pretrain")
                cluster = c[u"id"].toString().toUtf8();
        }
        QVERIFY2(!cluster.isEmpty(), clusters.body.left(300).constData());
        m_queryRange = "/v1/clusters/" + cluster + "/metrics/query_range?query=DCGM_FI_DEV_GPU_UTIL&start=" +
                       QByteArray::number(end - 900) + "&end=" + QByteArray::number(end) + "&step=1";
    }

    // 50 ms one way: a kept-alive connection's request costs one round trip, a new one's two
    // (SYN, SYN-ACK, then the request's own trip).
    void aRoundTripOnAKeptAliveConnectionTwoOnANewOne() {
        shape(50);
        TimedConnection connection(m_proxy.port());
        const auto fresh = connection.get("/v1/health", m_key);
        QCOMPARE(fresh.status, 200);
        QVERIFY2(fresh.lastByteMs >= 200 && fresh.lastByteMs <= 280,
                 qPrintable(QString::number(fresh.lastByteMs)));
        for (int i = 0; i < 2; ++i) {
            const auto kept = connection.get("/v1/health", m_key);
            QCOMPARE(kept.status, 200);
            QVERIFY2(kept.lastByteMs >= 100 && kept.lastByteMs <= 160,
                     qPrintable(QString::number(kept.lastByteMs)));
        }
    }

    // The delay is a delay line, pipelined: 8 MB come in right behind their first byte, not one
    // delay per piece (a serial 50 ms per 64 KiB piece took over 6 s).
    void aLargeAnswerIsNotThrottledByTheDelay() {
        shape(50);
        TimedConnection connection(m_proxy.port());
        QCOMPARE(connection.get("/v1/health", m_key).status, 200);
        const auto big = connection.get(m_queryRange, m_key, 20000);
        QCOMPARE(big.status, 200);
        QVERIFY2(big.body.size() > 4000000, qPrintable(QString::number(big.body.size())));
        QVERIFY2(big.firstByteMs >= 100, qPrintable(QString::number(big.firstByteMs)));
        QVERIFY2(big.lastByteMs - big.firstByteMs < 500,
                 qPrintable(QStringLiteral("first byte at %1 ms, last at %2 ms")
                                .arg(big.firstByteMs)
                                .arg(big.lastByteMs)));
    }

    // 20 MB/s: the same answer's bytes take at least 0.35 s from first to last.
    void theRateCapHolds() {
        shape(0, 20000000);
        TimedConnection connection(m_proxy.port());
        const auto big = connection.get(m_queryRange, m_key, 20000);
        QCOMPARE(big.status, 200);
        QVERIFY2(big.body.size() > 7500000, qPrintable(QString::number(big.body.size())));
        QVERIFY2(big.lastByteMs - big.firstByteMs >= 350,
                 qPrintable(QStringLiteral("first byte at %1 ms, last at %2 ms")
                                .arg(big.firstByteMs)
                                .arg(big.lastByteMs)));
    }

    // A 40 MB/s link shared by two connections: each alone would take its 8 MB answer in 0.2 s;
    // both at once take at least 0.35 s, as they would on one real link. (The per-connection cap
    // above would let them go side by side at full speed.)
    void theLinkCapIsShared() {
        shape(0, 0, 40000000);
        QElapsedTimer clock;
        clock.start();
        TimedConnection::Exchange results[2];
        QThread* threads[2];
        for (int i = 0; i < 2; ++i) {
            threads[i] = QThread::create([this, &results, i] {
                TimedConnection connection(m_proxy.port());
                results[i] = connection.get(m_queryRange, m_key, 20000);
            });
            threads[i]->start();
        }
        for (QThread* t : threads) {
            QVERIFY(t->wait(30000));
            delete t;
        }
        const qint64 both = clock.elapsed();
        for (const auto& r : results) {
            QCOMPARE(r.status, 200);
            QVERIFY(r.body.size() > 7500000);
        }
        QVERIFY2(both >= 350, qPrintable(QStringLiteral("both answers in %1 ms").arg(both)));
        // And alone, one answer is not held to half the link.
        TimedConnection alone(m_proxy.port());
        const auto one = alone.get(m_queryRange, m_key, 20000);
        QCOMPARE(one.status, 200);
        QVERIFY2(one.lastByteMs - one.firstByteMs < 350,
                 qPrintable(QStringLiteral("alone in %1 ms").arg(one.lastByteMs - one.firstByteMs)));
    }

    // The counters are what the clients sent and received, and count the connections.
    void theCountersAreWhatTheClientsSentAndReceived() {
        shape(5);
        const auto before = m_proxy.traffic();
        QVERIFY(before.has_value());
        QCOMPARE(before->total(), 0);
        QCOMPARE(before->connections, 0);
        qint64 sent = 0;
        qint64 received = 0;
        TimedConnection one(m_proxy.port());
        TimedConnection two(m_proxy.port());
        for (const QByteArray& target :
             {QByteArray("/v1/health"), QByteArray("/v1/offerings"), QByteArray("/v1/me")}) {
            for (TimedConnection* c : {&one, &two}) {
                const auto x = c->get(target, m_key);
                QCOMPARE(x.status, 200);
                sent += x.sent;
                received += x.received;
            }
        }
        const auto after = m_proxy.traffic();
        QVERIFY(after.has_value());
        QCOMPARE(after->up, sent);
        QCOMPARE(after->down, received);
        QCOMPARE(after->connections, 2);
        QVERIFY(after->down > 10000); // the offerings list, twice
    }

    void cleanupTestCase() {
        m_proxy.stop();
        m_sim.stop();
    }
};

QTEST_GUILESS_MAIN(TestShapingProxy)
#include "tst_shaping_proxy.moc"
