#include "platform/http/AccessLog.h"
#include "platform/http/HeadParser.h"

#include <QTest>

using namespace cd;
using namespace cd::sim;

// clusterdesk-sim's incremental request-head parser on its own: whole heads, heads in pieces,
// and every limit failing as soon as it shows.
class TestHeadParser final : public QObject {
    Q_OBJECT

    static HeadParser::State feedAll(HeadParser& parser, QByteArray bytes) { return parser.feed(bytes); }

private Q_SLOTS:
    void parsesAHeadAndLeavesTheBody() {
        HeadParser parser;
        QByteArray buffer =
            "\r\nPOST /v1/clusters?a=1 HTTP/1.1\r\nHost: sim\r\nContent-Length:  4 \r\n\r\nbodyGET";
        QCOMPARE(parser.feed(buffer), HeadParser::State::Complete);
        QCOMPARE(parser.head().method, QByteArray("POST"));
        QCOMPARE(parser.head().target, QByteArray("/v1/clusters?a=1"));
        QCOMPARE(parser.head().version, QByteArray("HTTP/1.1"));
        QCOMPARE(parser.head().headers.fields().size(), 2);
        QCOMPARE(parser.head().headers.value("content-length"), QByteArray("4"));
        QCOMPARE(buffer, QByteArray("bodyGET"));
    }

    void parsesAHeadByteByByte() {
        HeadParser parser;
        const QByteArray head = "GET /v1/health HTTP/1.0\nX-A: b\n\n";
        QByteArray buffer;
        QVERIFY(!parser.started());
        for (qsizetype i = 0; i < head.size(); ++i) {
            QCOMPARE(parser.state(), HeadParser::State::NeedMore);
            buffer.append(head.at(i));
            parser.feed(buffer);
            QVERIFY(parser.started());
        }
        QCOMPARE(parser.state(), HeadParser::State::Complete);
        QCOMPARE(parser.head().headers.value("X-A"), QByteArray("b"));
        QVERIFY(buffer.isEmpty());
    }

    void blankLinesAloneDoNotStartARequest() {
        HeadParser parser;
        QByteArray buffer = "\r\n\r\n\r";
        QCOMPARE(parser.feed(buffer), HeadParser::State::NeedMore);
        QVERIFY(!parser.started());
    }

    void limits_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        QByteArray hundred = "GET / HTTP/1.1\r\n";
        for (int i = 0; i < 100; ++i)
            hundred += "X: " + QByteArray::number(i) + "\r\n";
        QTest::newRow("101 fields") << hundred + "Y: 1\r\n\r\n" << 431;
        // No newline yet: refused before the rest of the line arrives.
        QTest::newRow("a header line over 8 KiB, unfinished")
            << "GET / HTTP/1.1\r\nX: " + QByteArray(8200, 'a') << 431;
        QTest::newRow("a header line over 8 KiB")
            << "GET / HTTP/1.1\r\nX: " + QByteArray(8200, 'a') + "\r\n\r\n"
            << 431;
        QTest::newRow("a request line over 8 KiB, unfinished") << "GET /" + QByteArray(8200, 'a') << 414;
        QByteArray big = "GET / HTTP/1.1\r\n";
        for (int i = 0; i < 99; ++i)
            big += "X: " + QByteArray(700, 'b') + "\r\n";
        QTest::newRow("a head over 64 KiB") << big << 431;
        QTest::newRow("a folded line") << QByteArray("GET / HTTP/1.1\r\nX: a\r\n b\r\n\r\n") << 400;
        QTest::newRow("a space before the colon") << QByteArray("GET / HTTP/1.1\r\nX : a\r\n\r\n") << 400;
        QTest::newRow("an escape in a value") << QByteArray("GET / HTTP/1.1\r\nX: \x1b[2J\r\n\r\n") << 400;
        QTest::newRow("a CR inside a value") << QByteArray("GET / HTTP/1.1\r\nX: a\rb\r\n\r\n") << 400;
        QTest::newRow("an escape in the target") << QByteArray("GET /\x1b HTTP/1.1\r\n\r\n") << 400;
        QTest::newRow("no version") << QByteArray("GET /\r\n\r\n") << 400;
        QTest::newRow("HTTP/2.0") << QByteArray("GET / HTTP/2.0\r\n\r\n") << 505;
        QTest::newRow("an absolute target") << QByteArray("GET http://x/ HTTP/1.1\r\n\r\n") << 400;
    }

    void limits() {
        QFETCH(QByteArray, bytes);
        QFETCH(int, status);
        HeadParser parser;
        QCOMPARE(feedAll(parser, bytes), HeadParser::State::Failed);
        QCOMPARE(parser.errorStatus(), status);
        QVERIFY(!parser.errorDetail().isEmpty());
    }

    void exactlyAHundredFieldsPass() {
        QByteArray head = "GET / HTTP/1.1\r\n";
        for (int i = 0; i < 100; ++i)
            head += "X: " + QByteArray::number(i) + "\r\n";
        HeadParser parser;
        QCOMPARE(feedAll(parser, head + "\r\n"), HeadParser::State::Complete);
        QCOMPARE(parser.head().headers.fields().size(), 100);
    }

    void resetReadsTheNextRequest() {
        HeadParser parser;
        QByteArray buffer = "GET /a HTTP/1.1\r\n\r\nGET /b HTTP/1.1\r\n\r\n";
        QCOMPARE(parser.feed(buffer), HeadParser::State::Complete);
        parser.reset();
        QCOMPARE(parser.feed(buffer), HeadParser::State::Complete);
        QCOMPARE(parser.head().target, QByteArray("/b"));
    }

    void accessLogEscapesWhatTheClientSent() {
        QCOMPARE(AccessLog::escape("/v1/a\r\nb\x1b[2J\"\\\x9b\x7f ok"),
                 QByteArray("/v1/a\\x0d\\x0ab\\x1b[2J\\x22\\x5c\\x9b\\x7f ok"));
    }
};

QTEST_GUILESS_MAIN(TestHeadParser)
#include "tst_head_parser.moc"
