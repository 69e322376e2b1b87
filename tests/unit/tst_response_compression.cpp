#include "platform/http/ResponseCompression.h"

#include <QRandomGenerator>
#include <QTest>

#include <zlib.h>

using namespace cd;
using namespace cd::sim;

// clusterdesk-sim's content coding without a socket: which coding an Accept-Encoding asks for, and
// which answers are left alone. The e2e suite (tst_sim_compression_e2e) checks the bytes on the wire.
class TestResponseCompression final : public QObject {
    Q_OBJECT

    // What zlib itself makes of a gzip member: the test's own decoder, not the server's code.
    static QByteArray gunzip(const QByteArray& coded) {
        z_stream z{};
        if (inflateInit2(&z, 15 + 16) != Z_OK)
            return {};
        QByteArray out;
        char buffer[16384];
        z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(coded.constData()));
        z.avail_in = uInt(coded.size());
        int status = Z_OK;
        while (status == Z_OK) {
            z.next_out = reinterpret_cast<Bytef*>(buffer);
            z.avail_out = sizeof buffer;
            status = inflate(&z, Z_NO_FLUSH);
            out.append(buffer, qsizetype(sizeof buffer - z.avail_out));
        }
        inflateEnd(&z);
        return status == Z_STREAM_END ? out : QByteArray();
    }

    // A JSON body like the platform's: repetitive keys, varying numbers.
    static QByteArray json(int points) {
        QByteArray body = "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[";
        for (int i = 0; i < points; ++i)
            body += "{\"metric\":{\"gpu\":\"" + QByteArray::number(i % 8) + "\"},\"values\":[[" +
                    QByteArray::number(1764000000 + i) + ",\"" + QByteArray::number((i * 37) % 101) +
                    "\"]]},";
        body.chop(1);
        return body + "]}}";
    }

    static Response answer(const QByteArray& body, const QByteArray& type = "application/json") {
        Response r;
        r.status = 200;
        r.headers.set("Content-Type", type);
        r.body = body;
        return r;
    }

    static HeaderList accepting(const QByteArray& value) {
        HeaderList h;
        h.set("Accept-Encoding", value);
        return h;
    }

private Q_SLOTS:
    void choosesByQValues_data() {
        QTest::addColumn<QByteArray>("accept");
        QTest::addColumn<bool>("gzip");
        QTest::newRow("none") << QByteArray() << false;
        QTest::newRow("gzip") << QByteArray("gzip") << true;
        QTest::newRow("curl's list") << QByteArray("deflate, gzip, br, zstd") << true;
        QTest::newRow("upper case, q 0.5") << QByteArray("GZIP;q=0.5") << true;
        QTest::newRow("x-gzip") << QByteArray("x-gzip") << true;
        QTest::newRow("star") << QByteArray("*") << true;
        QTest::newRow("identity") << QByteArray("identity") << false;
        QTest::newRow("gzip q=0") << QByteArray("gzip;q=0") << false;
        QTest::newRow("gzip q=0.000 beside star") << QByteArray("*, gzip; q=0.000") << false;
        QTest::newRow("star q=0, identity") << QByteArray("*;q=0, identity") << false;
        QTest::newRow("only codings we lack") << QByteArray("br, zstd") << false;
        QTest::newRow("identity preferred") << QByteArray("gzip;q=0.5, identity;q=1") << false;
        QTest::newRow("gzip preferred") << QByteArray("gzip, identity;q=0.5") << true;
        QTest::newRow("identity refused, gzip not named") << QByteArray("identity;q=0") << false;
        QTest::newRow("a malformed q") << QByteArray("gzip;q=high") << false;
    }

    void choosesByQValues() {
        QFETCH(QByteArray, accept);
        QFETCH(bool, gzip);
        QCOMPARE(ResponseCompression::choose(accept) == ResponseCompression::Coding::Gzip, gzip);
    }

    void jsonIsGzippedAndDecodesToTheSameBytes() {
        const QByteArray body = json(5000);
        Response in = answer(body);
        in.headers.set("ETag", "\"c-42\"");
        const Response out = ResponseCompression::encode(accepting("gzip"), false, in);
        QCOMPARE(out.headers.value("Content-Encoding"), QByteArray("gzip"));
        QCOMPARE(out.headers.value("Vary"), QByteArray("Accept-Encoding"));
        QCOMPARE(out.headers.value("ETag"), QByteArray("\"c-42-gzip\""));
        QVERIFY2(out.body.size() * 4 < body.size(), QByteArray::number(out.body.size()).constData());
        QCOMPARE(gunzip(out.body), body);
    }

    void leftAlone_data() {
        QTest::addColumn<QByteArray>("accept");
        QTest::addColumn<bool>("head");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("type");
        QTest::addColumn<QByteArray>("body");
        const QByteArray big = json(2000);
        QTest::newRow("not accepted")
            << QByteArray("identity") << false << 200 << QByteArray("application/json") << big;
        QTest::newRow("HEAD") << QByteArray("gzip") << true << 200 << QByteArray("application/json") << big;
        QTest::newRow("tiny") << QByteArray("gzip") << false << 200 << QByteArray("application/json")
                              << QByteArray(1023, 'a');
        QTest::newRow("octet-stream")
            << QByteArray("gzip") << false << 200 << QByteArray("application/octet-stream") << big;
        QTest::newRow("event stream")
            << QByteArray("gzip") << false << 200 << QByteArray("text/event-stream") << big;
        QTest::newRow("a range") << QByteArray("gzip") << false << 206 << QByteArray("application/json")
                                 << big;
        QTest::newRow("204") << QByteArray("gzip") << false << 204 << QByteArray("application/json")
                             << QByteArray();
        QByteArray noise(256 * 1024, Qt::Uninitialized);
        QRandomGenerator generator(7);
        generator.fillRange(reinterpret_cast<quint32*>(noise.data()), noise.size() / 4);
        QTest::newRow("does not shrink")
            << QByteArray("gzip") << false << 200 << QByteArray("text/plain") << noise;
    }

    void leftAlone() {
        QFETCH(QByteArray, accept);
        QFETCH(bool, head);
        QFETCH(int, status);
        QFETCH(QByteArray, type);
        QFETCH(QByteArray, body);
        Response in = answer(body, type);
        in.status = status;
        in.headers.set("ETag", "\"d-1\"");
        const Response out = ResponseCompression::encode(accepting(accept), head, in);
        QCOMPARE(out.status, status);
        QVERIFY(!out.headers.contains("Content-Encoding"));
        QCOMPARE(out.headers.value("ETag"), QByteArray("\"d-1\""));
        QCOMPARE(out.body, body);
    }

    void incompressibleBodyStopsAfterTheSample() {
        QByteArray noise(4 * 1024 * 1024, Qt::Uninitialized);
        QRandomGenerator generator(11);
        generator.fillRange(reinterpret_cast<quint32*>(noise.data()), noise.size() / 4);
        QVERIFY(ResponseCompression::gzip(noise).isEmpty());
    }

    void varyIsAddedToAnExistingOne() {
        Response in = answer(json(10));
        in.headers.set("Vary", "Authorization");
        const Response out = ResponseCompression::encode(accepting("gzip"), false, in);
        QCOMPARE(out.headers.value("Vary"), QByteArray("Authorization, Accept-Encoding"));
    }

    void validatorsNameTheRoutersTag() {
        HeaderList h;
        h.set("If-None-Match", "\"c-42-gzip\", W/\"c-41-gzip\", \"c-40\"");
        h.add("If-None-Match", "\"c-39-gzip\"");
        h.set("If-Match", "\"c-42-gzip\"");
        ResponseCompression::stripCodingFromValidators(h);
        QCOMPARE(h.value("If-None-Match"), QByteArray("\"c-42\", W/\"c-41\", \"c-40\", \"c-39\""));
        QCOMPARE(h.value("If-Match"), QByteArray("\"c-42\""));
    }

    void notModifiedNamesTheTagTheClientHolds() {
        Response notModified;
        notModified.status = 304;
        notModified.headers.set("ETag", "\"c-42\"");
        HeaderList coded = accepting("gzip");
        coded.set("If-None-Match", "\"c-42-gzip\"");
        QCOMPARE(ResponseCompression::encode(coded, false, notModified).headers.value("ETag"),
                 QByteArray("\"c-42-gzip\""));
        HeaderList plain = accepting("gzip");
        plain.set("If-None-Match", "\"c-42\"");
        QCOMPARE(ResponseCompression::encode(plain, false, notModified).headers.value("ETag"),
                 QByteArray("\"c-42\""));
    }
};

QTEST_GUILESS_MAIN(TestResponseCompression)
#include "tst_response_compression.moc"
