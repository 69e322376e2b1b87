#include "RawHttp.h"
#include "api/CurlTransport.h"
#include "api/PlatformClient.h"
#include "support/SimProcess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include <zlib.h>

#include <atomic>

using namespace cd;
using namespace cd::test;

// clusterdesk-sim's gzip answers on the wire (issue 26): the 512-GPU cluster's query_range coded
// when the client accepts gzip and identical once decoded, plain when it does not, small answers
// and event streams never coded, and the console's own client reading the coded answers.
class TestSimCompressionE2E final : public QObject {
    Q_OBJECT

    SimProcess m_sim{{QStringLiteral("--rate-limit"), QStringLiteral("0")}};
    QByteArray m_cluster; // the demo's 64-node, 512-GPU run
    qint64 m_end = 0;     // a minute before the simulator's clock, so answers do not move

    QByteArray auth() const {
        return "Authorization: Bearer " + m_sim.key(QStringLiteral("0/owner")) + "\r\n";
    }

    RawHttp::Reply get(const QByteArray& target, const QByteArray& fields = {}) {
        RawHttp http;
        if (!http.open(m_sim.port()))
            return {};
        http.send("GET " + target + " HTTP/1.1\r\nHost: sim\r\n" + auth() + fields + "\r\n");
        return http.read(20000);
    }

    QByteArray queryRange(qint64 span, qint64 step) const {
        return "/v1/clusters/" + m_cluster +
               "/metrics/query_range?query=DCGM_FI_DEV_GPU_UTIL&start=" + QByteArray::number(m_end - span) +
               "&end=" + QByteArray::number(m_end) + "&step=" + QByteArray::number(step);
    }

    static QByteArray field(const QByteArray& head, const QByteArray& name) {
        for (const QByteArray& line : head.split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }

    // zlib's own decoder, not the simulator's code.
    static QByteArray gunzip(const QByteArray& coded) {
        z_stream z{};
        if (inflateInit2(&z, 15 + 16) != Z_OK)
            return {};
        QByteArray out;
        QByteArray buffer(1 << 16, Qt::Uninitialized);
        z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(coded.constData()));
        z.avail_in = uInt(coded.size());
        int status = Z_OK;
        while (status == Z_OK) {
            z.next_out = reinterpret_cast<Bytef*>(buffer.data());
            z.avail_out = uInt(buffer.size());
            status = inflate(&z, Z_NO_FLUSH);
            out.append(buffer.constData(), buffer.size() - qsizetype(z.avail_out));
        }
        inflateEnd(&z);
        return status == Z_STREAM_END && z.avail_in == 0 ? out : QByteArray("(not one whole gzip member)");
    }

    std::unique_ptr<CurlTransport> transport() const {
        TransportSettings s;
        s.baseUrl = m_sim.baseUrl();
        s.connectTimeoutMs = 3000;
        s.totalTimeoutMs = 30000;
        return std::make_unique<CurlTransport>(s);
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        const RawHttp::Reply health = get("/v1/health");
        QCOMPARE(health.status, 200);
        const QString time = QJsonDocument::fromJson(health.body).object().value(u"time").toString();
        m_end = QDateTime::fromString(time, Qt::ISODate).toSecsSinceEpoch() - 60;
        QVERIFY2(m_end > 0, qPrintable(time));
        const RawHttp::Reply clusters = get("/v1/clusters?page_size=100");
        QCOMPARE(clusters.status, 200);
        for (const QJsonValue& c :
             QJsonDocument::fromJson(clusters.body).object().value(u"items").toArray()) {
            if (c[u"name"].toString() == u"frontier-pretrain")
                m_cluster = c[u"id"].toString().toUtf8();
        }
        QVERIFY2(!m_cluster.isEmpty(), clusters.body.left(300).constData());
    }

    void bigJsonIsGzippedAndDecodesToTheSameBytes_data() {
        QTest::addColumn<qint64>("span");
        QTest::addColumn<qint64>("step");
        QTest::newRow("15 minutes at 1 s") << qint64(900) << qint64(1);
        QTest::newRow("6 hours at 30 s") << qint64(6 * 3600) << qint64(30);
    }

    void bigJsonIsGzippedAndDecodesToTheSameBytes() {
        QFETCH(qint64, span);
        QFETCH(qint64, step);
        const RawHttp::Reply plain = get(queryRange(span, step));
        QCOMPARE(plain.status, 200);
        QVERIFY(plain.body.size() > 1000000);
        QCOMPARE(field(plain.head, "Content-Encoding"), QByteArray());
        QCOMPARE(field(plain.head, "Vary"), QByteArray("Accept-Encoding"));

        RawHttp http;
        QVERIFY(http.open(m_sim.port()));
        QVERIFY(http.send("GET " + queryRange(span, step) + " HTTP/1.1\r\nHost: sim\r\n" + auth() +
                          "Accept-Encoding: gzip\r\n\r\n"));
        const RawHttp::Reply coded = http.read(20000);
        QCOMPARE(coded.status, 200);
        QCOMPARE(field(coded.head, "Content-Encoding"), QByteArray("gzip"));
        QCOMPARE(field(coded.head, "Vary"), QByteArray("Accept-Encoding"));
        QCOMPARE(field(coded.head, "Content-Type"), QByteArray("application/json"));
        QCOMPARE(field(coded.head, "Content-Length").toLongLong(), coded.body.size());
        QVERIFY2(coded.body.size() * 3 < plain.body.size(),
                 qPrintable(QStringLiteral("%1 of %2 bytes").arg(coded.body.size()).arg(plain.body.size())));
        QVERIFY(gunzip(coded.body) == plain.body);
        // The length was right: the same connection answers its next request from the first byte.
        QVERIFY(http.send("GET /v1/health HTTP/1.1\r\nHost: sim\r\n\r\n"));
        QCOMPARE(http.read().status, 200);
    }

    void plainWhenGzipIsNotAccepted_data() {
        QTest::addColumn<QByteArray>("fields");
        QTest::newRow("no Accept-Encoding") << QByteArray();
        QTest::newRow("identity") << QByteArray("Accept-Encoding: identity\r\n");
        QTest::newRow("gzip;q=0") << QByteArray("Accept-Encoding: gzip;q=0\r\n");
        QTest::newRow("*;q=0, identity") << QByteArray("Accept-Encoding: *;q=0, identity\r\n");
        QTest::newRow("br only") << QByteArray("Accept-Encoding: br\r\n");
    }

    void plainWhenGzipIsNotAccepted() {
        QFETCH(QByteArray, fields);
        const RawHttp::Reply reply = get(queryRange(600, 15), fields);
        QCOMPARE(reply.status, 200);
        QCOMPARE(field(reply.head, "Content-Encoding"), QByteArray());
        QVERIFY(reply.body.startsWith("{"));
        QVERIFY(reply.body.contains("\"resultType\":\"matrix\""));
    }

    void gzipWhenAcceptedAmongOthers_data() {
        QTest::addColumn<QByteArray>("fields");
        QTest::newRow("curl's list") << QByteArray("Accept-Encoding: deflate, gzip, br, zstd\r\n");
        QTest::newRow("x-gzip") << QByteArray("Accept-Encoding: x-gzip\r\n");
        QTest::newRow("*") << QByteArray("Accept-Encoding: *\r\n");
        QTest::newRow("in two fields")
            << QByteArray("Accept-Encoding: br\r\nAccept-Encoding: GZIP;q=0.8\r\n");
    }

    void gzipWhenAcceptedAmongOthers() {
        QFETCH(QByteArray, fields);
        const RawHttp::Reply reply = get(queryRange(600, 15), fields);
        QCOMPARE(reply.status, 200);
        QCOMPARE(field(reply.head, "Content-Encoding"), QByteArray("gzip"));
        QVERIFY(gunzip(reply.body).contains("\"resultType\":\"matrix\""));
    }

    void smallAnswerAndHeadStayPlain() {
        const RawHttp::Reply health = get("/v1/health", "Accept-Encoding: gzip\r\n");
        QCOMPARE(health.status, 200);
        QCOMPARE(field(health.head, "Content-Encoding"), QByteArray());
        QVERIFY(health.body.contains("\"time\""));
        // A HEAD answer names a length but sends no body: read its head until the server closes.
        RawHttp http;
        QVERIFY(http.open(m_sim.port()));
        QVERIFY(http.send("HEAD /v1/health HTTP/1.1\r\nHost: sim\r\nAccept-Encoding: gzip\r\n"
                          "Connection: close\r\n\r\n"));
        QVERIFY(http.closedWithin(5000));
        QVERIFY(http.received().startsWith("HTTP/1.1 200 "));
        QCOMPARE(field(http.received(), "Content-Encoding"), QByteArray());
        QVERIFY(!field(http.received(), "Content-Length").isEmpty());
    }

    void eventStreamStaysPlain() {
        RawHttp http;
        QVERIFY(http.open(m_sim.port()));
        QVERIFY(http.send("GET /v1/events/stream HTTP/1.1\r\nHost: sim\r\n" + auth() +
                          "Accept-Encoding: gzip\r\n\r\n"));
        const RawHttp::Reply reply = http.read(5000);
        QCOMPARE(reply.status, 200);
        QCOMPARE(field(reply.head, "Content-Type"), QByteArray("text/event-stream"));
        QCOMPARE(field(reply.head, "Content-Encoding"), QByteArray());
    }

    // The console's transport asks for whatever its libcurl decodes and hands on the decoded bytes.
    void consoleTransportDecodesTheCodedAnswer() {
        const RawHttp::Reply plain = get(queryRange(900, 1));
        QCOMPARE(plain.status, 200);
        auto curl = transport();
        Request request;
        request.method = "GET";
        request.path = queryRange(900, 1);
        request.headers.set("Authorization", "Bearer " + m_sim.key(QStringLiteral("0/owner")));
        std::atomic<bool> done = false;
        Response response;
        curl->start(request, [&](Response r) {
            response = std::move(r);
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done.load(), 20000);
        QCOMPARE(response.status, 200);
        QCOMPARE(response.headers.value("Content-Encoding"), QByteArray("gzip"));
        QVERIFY(response.body == plain.body);
    }

    void consoleClientReadsTheMatrix() {
        PlatformClient client(transport());
        client.setApiKey(m_sim.key(QStringLiteral("0/owner")));
        auto* call = client.queryRange("/v1/clusters/" + m_cluster + "/metrics/query_range",
                                       QStringLiteral("DCGM_FI_DEV_GPU_UTIL"), m_end - 900, m_end, 1, this);
        QSignalSpy finished(call, &ApiCall::finished);
        QVERIFY(call->isFinished() || finished.wait(20000));
        QVERIFY2(call->succeeded(), qPrintable(call->error().detail));
        QCOMPARE(call->value().size(), 512);
        QCOMPARE(call->value().first().times.size(), size_t(901));
        QCOMPARE(call->value().first().times.front(), m_end - 900);
        delete call;
    }

    // A coded answer's ETag names the coded representation; sent back in If-Match it still names
    // the cluster's current state. Last: it stops the large run.
    void codedEtagWorksInIfMatch() {
        const RawHttp::Reply plain = get("/v1/clusters/" + m_cluster);
        const RawHttp::Reply coded = get("/v1/clusters/" + m_cluster, "Accept-Encoding: gzip\r\n");
        QCOMPARE(coded.status, 200);
        QCOMPARE(field(coded.head, "Content-Encoding"), QByteArray("gzip"));
        const QByteArray etag = field(plain.head, "ETag");
        QVERIFY(etag.startsWith('"') && etag.endsWith('"'));
        QCOMPARE(field(coded.head, "ETag"), etag.chopped(1) + "-gzip\"");
        RawHttp http;
        QVERIFY(http.open(m_sim.port()));
        QVERIFY(http.send("POST /v1/clusters/" + m_cluster + "/actions/stop HTTP/1.1\r\nHost: sim\r\n" +
                          auth() + "If-Match: " + field(coded.head, "ETag") +
                          "\r\nContent-Length: 0\r\n\r\n"));
        const RawHttp::Reply stopped = http.read(10000);
        QVERIFY2(stopped.status == 202, stopped.body.constData());
    }
};

QTEST_GUILESS_MAIN(TestSimCompressionE2E)
#include "tst_sim_compression_e2e.moc"
