#include "RawHttp.h"
#include "support/SimProcess.h"

#include <QTest>

using namespace cd;
using namespace cd::test;

// clusterdesk-sim's HTTP front end against what a hostile or clumsy client sends: bounded before
// authenticated, head limits, deadlines, per-address and per-key caps, and the framing that real
// clients use (Expect: 100-continue, chunked bodies, large upload PATCHes).
class TestSimHttpE2E final : public QObject {
    Q_OBJECT

    SimProcess m_sim{{QStringLiteral("--rate-limit"), QStringLiteral("0")}};

    QByteArray auth() const {
        return "Authorization: Bearer " + m_sim.key(QStringLiteral("0/owner")) + "\r\n";
    }

    // A tus upload of `length` bytes; its path, or empty.
    QByteArray createUpload(qint64 length, const QByteArray& name) {
        RawHttp http;
        if (!http.open(m_sim.port()))
            return {};
        http.send("POST /v1/uploads HTTP/1.1\r\nHost: sim\r\n" + auth() +
                  "Tus-Resumable: 1.0.0\r\nUpload-Length: " + QByteArray::number(length) +
                  "\r\nUpload-Metadata: dataset " + name.toBase64() + ",filename " +
                  QByteArray("data.bin").toBase64() + ",encryption " + QByteArray("none").toBase64() +
                  "\r\nContent-Length: 0\r\n\r\n");
        const RawHttp::Reply reply = http.read();
        if (reply.status != 201)
            qWarning("upload not created: %s %s", reply.head.constData(), reply.body.constData());
        const qsizetype at = reply.head.toLower().indexOf("\r\nlocation:");
        if (at < 0)
            return {};
        const QByteArray location =
            reply.head.mid(at + 11, reply.head.indexOf("\r\n", at + 2) - at - 11).trimmed();
        return location.mid(location.indexOf("/v1/"));
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
    }

    void unauthenticatedBodyIsAnsweredUnread() {
        RawHttp http;
        QVERIFY(http.open(m_sim.port()));
        // 63 MiB announced, a few bytes sent: the answer may not wait for the rest.
        QVERIFY(http.send("POST /v1/clusters HTTP/1.1\r\nHost: sim\r\nContent-Type: application/json\r\n"
                          "Content-Length: 66060288\r\n\r\n{\"name\":"));
        const RawHttp::Reply reply = http.read(3000);
        QCOMPARE(reply.status, 401);
        QVERIFY(reply.head.contains("Connection: close"));
        QVERIFY(reply.body.contains("\"code\":\"unauthorized\""));
    }

    void wrongKeyIsAnsweredUnread() {
        RawHttp http;
        QVERIFY(http.open(m_sim.port()));
        QVERIFY(
            http.send("PATCH /v1/uploads/up-x HTTP/1.1\r\nHost: sim\r\nAuthorization: Bearer cdk_wrong\r\n"
                      "Content-Length: 66060288\r\n\r\nabc"));
        QCOMPARE(http.read(3000).status, 401);
    }

    void bodyOverOneMiBIsRefusedOutsideUploads() {
        RawHttp http;
        QVERIFY(http.open(m_sim.port()));
        QVERIFY(http.send("POST /v1/clusters HTTP/1.1\r\nHost: sim\r\n" + auth() +
                          "Content-Type: application/json\r\nContent-Length: 2097152\r\n\r\n{"));
        const RawHttp::Reply reply = http.read(3000);
        QCOMPARE(reply.status, 413);
        QVERIFY(reply.body.contains("The request body is larger than 1 MiB."));
    }

    void headLimits_data() {
        QTest::addColumn<QByteArray>("fields");
        QTest::addColumn<int>("status");
        QByteArray many;
        for (int i = 0; i < 101; ++i)
            many += "X-Field-" + QByteArray::number(i) + ": v\r\n";
        QTest::newRow("101 header fields") << many << 431;
        QTest::newRow("a 9 KiB header line") << "X-Long: " + QByteArray(9 * 1024, 'a') + "\r\n" << 431;
        QTest::newRow("a control character") << QByteArray("X-Bad: a\x1b[31mb\r\n") << 400;
        QTest::newRow("a folded line") << QByteArray("X-A: a\r\n  b\r\n") << 400;
    }

    void headLimits() {
        QFETCH(QByteArray, fields);
        QFETCH(int, status);
        RawHttp http;
        QVERIFY(http.open(m_sim.port()));
        QVERIFY(http.send("GET /v1/health HTTP/1.1\r\nHost: sim\r\n" + fields + "\r\n"));
        const RawHttp::Reply reply = http.read(3000);
        QCOMPARE(reply.status, status);
        QVERIFY(reply.head.contains("Content-Type: application/problem+json"));
        QVERIFY(http.closedWithin(3000));
    }

    void longTargetIs414() {
        RawHttp http;
        QVERIFY(http.open(m_sim.port()));
        QVERIFY(http.send("GET /v1/" + QByteArray(9 * 1024, 'a') + " HTTP/1.1\r\n"));
        QCOMPARE(http.read(3000).status, 414);
    }

    void severalMiBPatchWithExpectContinue() {
        const qint64 size = 5 << 20;
        const QByteArray upload = createUpload(size, "front-end-big");
        QVERIFY(!upload.isEmpty());
        RawHttp http;
        QVERIFY(http.open(m_sim.port()));
        QVERIFY(http.send(
            "PATCH " + upload + " HTTP/1.1\r\nHost: sim\r\n" + auth() +
            "Tus-Resumable: 1.0.0\r\nUpload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\n"
            "Expect: 100-continue\r\nContent-Length: " +
            QByteArray::number(size) + "\r\n\r\n"));
        QCOMPARE(http.read(3000).status, 100); // only once the key and size were judged
        QVERIFY(http.send(QByteArray(size, 'z')));
        const RawHttp::Reply reply = http.read(10000);
        QCOMPARE(reply.status, 204);
        QVERIFY2(reply.head.contains("Upload-Offset: 5242880"), reply.head.constData());
    }

    void chunkedPatchBody() {
        const QByteArray upload = createUpload(300000, "front-end-chunked");
        QVERIFY(!upload.isEmpty());
        RawHttp http;
        QVERIFY(http.open(m_sim.port()));
        QByteArray chunks;
        for (int i = 0; i < 3; ++i)
            chunks += "186a0;note=x\r\n" + QByteArray(100000, char('a' + i)) + "\r\n";
        QVERIFY(http.send(
            "PATCH " + upload + " HTTP/1.1\r\nHost: sim\r\n" + auth() +
            "Tus-Resumable: 1.0.0\r\nUpload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\n"
            "Transfer-Encoding: chunked\r\n\r\n" +
            chunks + "0\r\n\r\n"));
        const RawHttp::Reply reply = http.read(10000);
        QCOMPARE(reply.status, 204);
        QVERIFY2(reply.head.contains("Upload-Offset: 300000"), reply.head.constData());
        // Kept alive: the next request on the same connection is answered.
        QVERIFY(http.send("GET /v1/health HTTP/1.1\r\nHost: sim\r\n\r\n"));
        QCOMPARE(http.read().status, 200);
    }

    void chunkedBodyOverTheLimitIs413() {
        RawHttp http;
        QVERIFY(http.open(m_sim.port()));
        QVERIFY(http.send("POST /v1/clusters HTTP/1.1\r\nHost: sim\r\n" + auth() +
                          "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n200000\r\n"));
        QCOMPARE(http.read(3000).status, 413);
    }

    void headRequestHasNoBody() {
        RawHttp http;
        QVERIFY(http.open(m_sim.port()));
        QVERIFY(http.send(
            "HEAD /v1/health HTTP/1.1\r\nHost: sim\r\n\r\nGET /v1/health HTTP/1.1\r\nHost: sim\r\n\r\n"));
        QTRY_VERIFY(http.closedWithin(20) || http.received().count("HTTP/1.1 200 OK\r\n") == 2);
        // Content-Length says what a GET would carry; the bytes after the head are the GET's answer.
        const QByteArray& got = http.received();
        QVERIFY2(got.startsWith("HTTP/1.1 200 OK\r\n"), got.constData());
        QVERIFY2(got.mid(got.indexOf("\r\n\r\n") + 4).startsWith("HTTP/1.1 200 OK\r\n"), got.constData());
    }

    void slowHeadIsCutOff() {
        SimProcess sim({QStringLiteral("--head-timeout-ms"), QStringLiteral("1500")});
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        RawHttp http;
        QVERIFY(http.open(sim.port()));
        QElapsedTimer clock;
        clock.start();
        const QByteArray head =
            "GET /v1/health HTTP/1.1\r\nHost: sim\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n";
        bool closed = false;
        for (const char c : head) {
            http.send(QByteArray(1, c));
            if ((closed = http.closedWithin(200)))
                break;
        }
        QVERIFY(closed);
        QVERIFY2(clock.elapsed() < 4000, QByteArray::number(clock.elapsed()).constData());
        QVERIFY2(http.received().startsWith("HTTP/1.1 408 "), http.received().constData());
    }

    void connectionsPerAddressAreCapped() {
        SimProcess sim({QStringLiteral("--max-connections-per-address"), QStringLiteral("3")});
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        RawHttp held[3];
        for (RawHttp& http : held) {
            QVERIFY(http.open(sim.port()));
            QVERIFY(http.send("GET /v1/health HTTP/1.1\r\nHost: sim\r\n\r\n"));
            QCOMPARE(http.read().status, 200);
        }
        RawHttp fourth;
        QVERIFY(fourth.open(sim.port())); // the kernel accepts; the server closes it at once
        QVERIFY(fourth.closedWithin(3000));
        QVERIFY(fourth.received().isEmpty());
        held[0].socket().disconnectFromHost();
        // The server frees the slot once its loop sees the close; on a loaded machine that may take
        // a while, so try again until it does (each refused try is closed at once and holds nothing).
        QElapsedTimer waited;
        waited.start();
        bool served = false;
        while (!served && waited.elapsed() < 15000) {
            RawHttp again;
            served = again.open(sim.port()) && again.send("GET /v1/health HTTP/1.1\r\nHost: sim\r\n\r\n") &&
                     again.read(3000).status == 200;
            if (!served)
                QTest::qWait(100);
        }
        QVERIFY2(served, "a freed connection slot was never given to a new connection");
    }

    void eventStreamsPerKeyAreCapped() {
        SimProcess sim({QStringLiteral("--max-streams-per-key"), QStringLiteral("2")});
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        const QByteArray request =
            "GET /v1/events/stream HTTP/1.1\r\nHost: sim\r\nAccept: text/event-stream\r\n"
            "Authorization: Bearer " +
            sim.key(QStringLiteral("0/owner")) + "\r\n\r\n";
        RawHttp streams[3];
        for (int i = 0; i < 2; ++i) {
            QVERIFY(streams[i].open(sim.port()));
            QVERIFY(streams[i].send(request));
            QTRY_VERIFY(streams[i].closedWithin(50) || streams[i].received().contains("\r\n\r\n"));
            QVERIFY2(streams[i].received().startsWith("HTTP/1.1 200 OK\r\n"),
                     streams[i].received().constData());
            QVERIFY(streams[i].received().contains("Content-Type: text/event-stream\r\n"));
        }
        QVERIFY(streams[2].open(sim.port()));
        QVERIFY(streams[2].send(request));
        const RawHttp::Reply refused = streams[2].read(3000);
        QCOMPARE(refused.status, 429);
        QVERIFY(refused.body.contains("already has 2 event streams open"));
        // Another key has its own allowance.
        RawHttp other;
        QVERIFY(other.open(sim.port()));
        QVERIFY(other.send("GET /v1/events/stream HTTP/1.1\r\nHost: sim\r\nAuthorization: Bearer " +
                           sim.key(QStringLiteral("1/owner")) + "\r\n\r\n"));
        QTRY_VERIFY(other.closedWithin(50) || other.received().contains("\r\n\r\n"));
        QVERIFY(other.received().startsWith("HTTP/1.1 200 OK\r\n"));
    }
};

QTEST_GUILESS_MAIN(TestSimHttpE2E)
#include "tst_sim_http_e2e.moc"
