#include "api/AccountDecoder.h"
#include "api/CatalogDecoder.h"
#include "api/NextPageToken.h"
#include "api/ResponseErrors.h"
#include "platform/CatalogGenerator.h"
#include "platform/PlatformJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace cd;

class TestDecoders final : public QObject {
    Q_OBJECT

    static QByteArray pageOf(const QList<Offering>& offerings) {
        QJsonArray items;
        for (const Offering& o : offerings)
            items.append(sim::offeringToJson(o));
        return QJsonDocument(QJsonObject{{QStringLiteral("items"), items},
                                         {QStringLiteral("next_page_token"), QJsonValue::Null}})
            .toJson();
    }

private Q_SLOTS:
    void decodesWhatThePlatformEncodes() {
        const QList<Offering> catalog = sim::CatalogGenerator(3).generate();
        const auto page = CatalogDecoder::offeringPage(pageOf(catalog));
        QVERIFY2(page.ok(), qPrintable(page.error().detail));
        QCOMPARE(page.value().items, catalog);
        QVERIFY(page.value().nextPageToken.isEmpty());
    }

    // The list call asks for the next page on this glance before decoding the page: it must
    // read the outer object's token, or say it cannot tell.
    void glancesAtTheNextPageToken_data() {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("told");
        QTest::addColumn<QString>("token");
        QTest::newRow("token") << QByteArray("{\"items\":[{\"a\":1}],\"next_page_token\":\"b:17:5000\"}")
                               << true << QStringLiteral("b:17:5000");
        QTest::newRow("last page") << QByteArray("{\"items\":[],\"next_page_token\":null}") << true
                                   << QString();
        QTest::newRow("members after it")
            << QByteArray("{\"items\":[],\n \"next_page_token\" : \"t2\" ,\"total_count\":12,"
                          "\"as_of\":\"2026-12-01T00:00:00Z\",\"final\":true}\n")
            << true << QStringLiteral("t2");
        QTest::newRow("a key inside an item")
            << QByteArray("{\"next_page_token\":\"t2\",\"items\":[{\"next_page_token\":\"t9\"}]}") << false
            << QString();
        QTest::newRow("an object after it")
            << QByteArray("{\"items\":[],\"next_page_token\":\"t2\",\"more\":{\"a\":1}}") << false
            << QString();
        QTest::newRow("escaped") << QByteArray("{\"items\":[],\"next_page_token\":\"t\\\"2\"}") << false
                                 << QString();
        QTest::newRow("in a string") << QByteArray("{\"items\":[\"x\\\"next_page_token\\\":\\\"t9\"]}")
                                     << false << QString();
        QTest::newRow("no token") << QByteArray("{\"items\":[]}") << false << QString();
        QTest::newRow("a number") << QByteArray("{\"items\":[],\"next_page_token\":7}") << false << QString();
        QTest::newRow("cut short") << QByteArray("{\"items\":[],\"next_page_token\":\"t2\"") << false
                                   << QString();
        QTest::newRow("trailing text")
            << QByteArray("{\"items\":[],\"next_page_token\":\"t2\"}x") << false << QString();
    }

    void glancesAtTheNextPageToken() {
        QFETCH(QByteArray, body);
        QFETCH(bool, told);
        QFETCH(QString, token);
        const std::optional<QString> glance = peekNextPageToken(body);
        QCOMPARE(glance.has_value(), told);
        if (told)
            QCOMPARE(*glance, token);
    }

    void namesTheBadField_data() {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("field");
        QTest::newRow("memory as text")
            << QByteArray("\"memory_gb\":") << QByteArray("\"memory_gb\":\"80\",\"was\":")
            << QStringLiteral("items[0].gpu.memory_gb");
        QTest::newRow("price as number")
            << QByteArray("\"unit_price\":\"") << QByteArray("\"unit_price\":1,\"x\":\"")
            << QStringLiteral("unit_price");
        QTest::newRow("missing id") << QByteArray("\"id\":") << QByteArray("\"idx\":")
                                    << QStringLiteral("items[0].id");
        QTest::newRow("fractional gpus")
            << QByteArray("\"gpus_per_node\":") << QByteArray("\"gpus_per_node\":8.5,\"was\":")
            << QStringLiteral("gpus_per_node");
        QTest::newRow("unknown currency")
            << QByteArray("\"currency\":\"USD\"") << QByteArray("\"currency\":\"XYZ\"")
            << QStringLiteral("prices[0]");
        QTest::newRow("exponent price")
            << QByteArray("\"gpu_hour_price\":\"") << QByteArray("\"gpu_hour_price\":\"1e")
            << QStringLiteral("gpu_hour_price");
    }
    void namesTheBadField() {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, field);
        QList<Offering> one = sim::CatalogGenerator(3).generate().mid(0, 1);
        QByteArray body = QJsonDocument::fromJson(pageOf(one)).toJson(QJsonDocument::Compact);
        QVERIFY(body.contains(from));
        body.replace(body.indexOf(from), from.size(), to);
        const auto page = CatalogDecoder::offeringPage(body);
        QVERIFY(!page.ok());
        QCOMPARE(page.error().kind, ErrorKind::BadResponse);
        QVERIFY2(page.error().detail.contains(field), qPrintable(page.error().detail));
    }

    void refusesWhatIsNotJson_data() {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("html") << QByteArray("<html><body>502 Bad Gateway</body></html>");
        QTest::newRow("truncated") << QByteArray("{\"items\": [{\"id\": \"x\"");
        QTest::newRow("array") << QByteArray("[1,2,3]");
        QTest::newRow("items not a list") << QByteArray("{\"items\": 5}");
        QTest::newRow("item not an object") << QByteArray("{\"items\": [5]}");
        QTest::newRow("nul bytes") << QByteArray("{\"items\":\0[]}", 13);
    }
    void refusesWhatIsNotJson() {
        QFETCH(QByteArray, body);
        const auto page = CatalogDecoder::offeringPage(body);
        QVERIFY(!page.ok());
        QCOMPARE(page.error().kind, ErrorKind::BadResponse);
        QVERIFY(!page.error().detail.isEmpty());
    }

    void mapsProblemDetailsToTypedErrors() {
        Response r;
        r.status = 429;
        r.headers.set("Content-Type", "application/problem+json");
        r.headers.set("Retry-After", "7");
        r.body = "{\"type\":\"x\",\"title\":\"Too many requests\",\"status\":429,\"detail\":\"Slow "
                 "down\",\"code\":\"rate_limited\"}";
        Error e = errorFromResponse(r);
        QCOMPARE(e.kind, ErrorKind::RateLimited);
        QCOMPARE(e.retryAfterSeconds, 7);
        QCOMPARE(e.code, QStringLiteral("rate_limited"));
        QCOMPARE(e.detail, QStringLiteral("Slow down"));

        r.status = 502;
        r.headers = {};
        r.body = "<html>bad gateway</html>";
        e = errorFromResponse(r);
        QCOMPARE(e.kind, ErrorKind::Server);
        QCOMPARE(e.httpStatus, 502);
        QVERIFY(!e.detail.contains(QStringLiteral("<html>")));

        r.status = 401;
        r.headers.set("Content-Type", "application/problem+json");
        r.body = "{not json";
        QCOMPARE(errorFromResponse(r).kind, ErrorKind::Auth);
        r.status = 304;
        QCOMPARE(errorFromResponse(r).kind, ErrorKind::BadResponse);
    }

    // The platform's reason, quoted to the person as the platform gave it, only when it gave one:
    // RFC 9457 asks for no "code", and a status alone has no reason to quote.
    void quotesThePlatformsReasonOnlyWhenItGaveOne() {
        Response r;
        r.status = 422;
        r.headers.set("Content-Type", "application/problem+json");
        r.body = "{\"title\":\"Unprocessable\",\"detail\":\"Dataset name is taken\"}";
        QCOMPARE(platformDetail(r), QStringLiteral("Dataset name is taken"));
        r.body = "{\"code\":\"name_taken\"}";
        QVERIFY(platformDetail(r).isEmpty());
        QVERIFY(!errorFromResponse(r).detail.isEmpty()); // the log still says what the status was
        r.headers = {};
        r.body = "{\"detail\":\"not a problem body\"}";
        QVERIFY(platformDetail(r).isEmpty());
        r.status = 200;
        r.headers.set("Content-Type", "application/json");
        QVERIFY(platformDetail(r).isEmpty());
    }

    void decodesIdentity() {
        const QByteArray body = R"({"user":{"id":"u","name":"N","email":"e@x"},"tenant":null,"role":"support",
                                   "permissions":["tenants:read"]})";
        const auto id = AccountDecoder::identity(body);
        QVERIFY(id.ok());
        QCOMPARE(id.value().role, Role::Support);
        QVERIFY(id.value().tenantId.isEmpty());
        QVERIFY(!AccountDecoder::identity(QByteArray(body).replace("support", "emperor")).ok());
    }
};

QTEST_APPLESS_MAIN(TestDecoders)
#include "tst_decoders.moc"
