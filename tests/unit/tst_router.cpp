#include "platform/Platform.h"
#include "platform/RateLimiter.h"
#include "platform/Router.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace cd;
using namespace cd::sim;

// The Router alone, in process: the rules every transport inherits.
class TestRouter final : public QObject {
    Q_OBJECT

    std::unique_ptr<Platform> m_platform;
    std::unique_ptr<Router> m_router;
    QByteArray m_owner;
    QByteArray m_otherOwner;
    QByteArray m_support;

    Response get(const QByteArray& target, const QByteArray& key, const QByteArray& tenant = {}) {
        Request r;
        const qsizetype q = target.indexOf('?');
        r.path = q < 0 ? target : target.left(q);
        if (q >= 0)
            r.query.setQuery(QString::fromUtf8(target.mid(q + 1)));
        if (!key.isEmpty())
            r.headers.set("Authorization", "Bearer " + key);
        if (!tenant.isEmpty())
            r.headers.set("X-Tenant-Id", tenant);
        return m_router->handle(r);
    }
    static QJsonObject json(const Response& r) { return QJsonDocument::fromJson(r.body).object(); }

private Q_SLOTS:
    void init() {
        PlatformOptions options;
        options.seed = 11;
        options.rateLimit.ratePerSecond = 0;
        QString error;
        m_platform = Platform::open(options, &error);
        QVERIFY2(m_platform, qPrintable(error));
        m_router = std::make_unique<Router>(*m_platform);
        m_owner = m_platform->issuedKeys().tenants[0].keys.value(Role::Owner).toLatin1();
        m_otherOwner = m_platform->issuedKeys().tenants[1].keys.value(Role::Owner).toLatin1();
        m_support = m_platform->issuedKeys().supportKey.toLatin1();
    }

    void refusesMissingAndWrongKeys() {
        const Response none = get("/v1/offerings", {});
        QCOMPARE(none.status, 401);
        QCOMPARE(none.headers.value("Content-Type"), QByteArray("application/problem+json"));
        QCOMPARE(json(none).value(QStringLiteral("code")).toString(), QStringLiteral("unauthorized"));
        QCOMPARE(get("/v1/offerings", "cdk_not-a-real-key").status, 401);
        QCOMPARE(get("/v1/offerings", m_owner).status, 200);
        QCOMPARE(get("/v1/health", {}).status, 200); // health needs no key
    }

    void meSaysWhoIsCalling() {
        const QJsonObject me = json(get("/v1/me", m_owner));
        QCOMPARE(me.value(QStringLiteral("role")).toString(), QStringLiteral("owner"));
        QCOMPARE(me.value(QStringLiteral("tenant")).toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("tn-aurora"));
        const QJsonObject support = json(get("/v1/me", m_support));
        QVERIFY(support.value(QStringLiteral("tenant")).isNull());
        QVERIFY(
            support.value(QStringLiteral("permissions")).toArray().contains(QStringLiteral("tenants:read")));
    }

    void filtersSortsAndPages() {
        const QJsonArray all =
            json(get("/v1/offerings?page_size=1000", m_owner)).value(QStringLiteral("items")).toArray();
        QCOMPARE(all.size(), m_platform->catalog().offerings().size());

        const QJsonArray amd = json(get("/v1/offerings?vendor=amd&page_size=1000", m_owner))
                                   .value(QStringLiteral("items"))
                                   .toArray();
        QVERIFY(!amd.isEmpty());
        for (const auto& v : amd)
            QCOMPARE(v.toObject()
                         .value(QStringLiteral("gpu"))
                         .toObject()
                         .value(QStringLiteral("vendor"))
                         .toString(),
                     QStringLiteral("AMD"));

        const QJsonArray big = json(get("/v1/offerings?min_gpu_memory_gb=141&sort=-gpu_memory_gb", m_owner))
                                   .value(QStringLiteral("items"))
                                   .toArray();
        QVERIFY(!big.isEmpty());
        QCOMPARE(big.first()
                     .toObject()
                     .value(QStringLiteral("gpu"))
                     .toObject()
                     .value(QStringLiteral("memory_gb"))
                     .toInt(),
                 192);

        const QJsonArray cheap = json(get("/v1/offerings?max_price=0.40&sort=price", m_owner))
                                     .value(QStringLiteral("items"))
                                     .toArray();
        QVERIFY(!cheap.isEmpty());
        double last = 0;
        for (const auto& v : cheap) {
            double price = 0;
            for (const auto& p : v.toObject().value(QStringLiteral("prices")).toArray()) {
                const QJsonObject po = p.toObject();
                if (po.value(QStringLiteral("billing_mode")) == QStringLiteral("hourly") &&
                    po.value(QStringLiteral("currency")) == QStringLiteral("USD"))
                    price = po.value(QStringLiteral("gpu_hour_price")).toString().toDouble();
            }
            QVERIFY(price <= 0.40);
            QVERIFY(price >= last);
            last = price;
        }

        // Pages of 7 add up to the whole list, in order, without repeats.
        QStringList paged;
        QByteArray token;
        int pages = 0;
        do {
            const QJsonObject page = json(
                get("/v1/offerings?page_size=7" + (token.isEmpty() ? QByteArray() : "&page_token=" + token),
                    m_owner));
            for (const auto& v : page.value(QStringLiteral("items")).toArray())
                paged.append(v.toObject().value(QStringLiteral("id")).toString());
            token = page.value(QStringLiteral("next_page_token")).toString().toLatin1();
            ++pages;
        } while (!token.isEmpty() && pages < 100);
        QCOMPARE(paged.size(), all.size());
        QCOMPARE(paged.size(), QSet<QString>(paged.begin(), paged.end()).size());
    }

    void badParametersAreClear400s_data() {
        QTest::addColumn<QByteArray>("target");
        QTest::newRow("memory not a number") << QByteArray("/v1/offerings?min_gpu_memory_gb=abc");
        QTest::newRow("unknown sort") << QByteArray("/v1/offerings?sort=bogus");
        QTest::newRow("page size zero") << QByteArray("/v1/offerings?page_size=0");
        QTest::newRow("page size too big") << QByteArray("/v1/offerings?page_size=1001");
        QTest::newRow("forged token") << QByteArray("/v1/offerings?page_token=bm9wZQ");
        QTest::newRow("currency") << QByteArray("/v1/offerings?currency=EUR");
        QTest::newRow("billing mode") << QByteArray("/v1/offerings?billing_mode=weekly");
        QTest::newRow("price") << QByteArray("/v1/offerings?max_price=cheap");
        QTest::newRow("available") << QByteArray("/v1/offerings?available_only=maybe");
    }
    void badParametersAreClear400s() {
        QFETCH(QByteArray, target);
        const Response r = get(target, m_owner);
        QCOMPARE(r.status, 400);
        QCOMPARE(json(r).value(QStringLiteral("code")).toString(), QStringLiteral("invalid_parameter"));
        QVERIFY(!json(r).value(QStringLiteral("detail")).toString().isEmpty());
    }

    void forgedHugePageOffsetsGiveAnEmptyLastPage() {
        const QByteArray token =
            QByteArray("o:9223372036854775807")
                .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
        for (const QByteArray& route : {QByteArray("/v1/offerings"), QByteArray("/v1/regions")}) {
            const Response r = get(route + "?page_size=1000&page_token=" + token, m_owner);
            QCOMPARE(r.status, 200);
            QVERIFY(json(r).value(QStringLiteral("items")).toArray().isEmpty());
            QVERIFY(json(r).value(QStringLiteral("next_page_token")).isNull());
        }
    }

    void tinyRatesStillLetRequestsThrough() {
        RateLimiter limiter({0.3, 0.6}); // a burst under one token would refuse everything
        QCOMPARE(limiter.acquire("k"), 0);
        const int wait = limiter.acquire("k");
        QVERIFY(wait >= 1 && wait <= 4);
        RateLimiter absurd({1e-12, 1});
        QCOMPARE(absurd.acquire("k"), 0);
        QCOMPARE(absurd.acquire("k"), 86400); // clamped, not an overflowed int
    }

    void unknownAndPlannedRoutes() {
        QCOMPARE(get("/v1/offerings/no-such-offering", m_owner).status, 404);
        QCOMPARE(get("/v1/nowhere", m_owner).status, 404);
        QCOMPARE(get("/v2/offerings", m_owner).status, 404);
        // The last planned operation is served now (issue 23): no operation of the contract answers 501.
        QCOMPARE(get("/v1/alerts", m_owner).status, 200);
        Request del;
        del.method = "DELETE";
        del.path = "/v1/offerings";
        del.headers.set("Authorization", "Bearer " + m_owner);
        QCOMPARE(m_router->handle(del).status, 405);
    }

    void supportIsReadOnlyAndTenantsAreIsolated() {
        QCOMPARE(get("/v1/tenants", m_owner).status, 403);
        const QJsonArray tenants =
            json(get("/v1/tenants", m_support)).value(QStringLiteral("items")).toArray();
        QCOMPARE(tenants.size(), 3);

        Request post;
        post.method = "POST";
        post.path = "/v1/clusters";
        post.headers.set("Authorization", "Bearer " + m_support);
        post.headers.set("X-Tenant-Id", "tn-aurora");
        QCOMPARE(m_router->handle(post).status, 403);

        // A tenant key cannot borrow another tenant's id, and the answer does not depend on
        // whether that tenant exists.
        const Response other = get("/v1/me", m_owner, "tn-beacon");
        const Response ghost = get("/v1/me", m_owner, "tn-ghost");
        QCOMPARE(other.status, 403);
        QCOMPARE(ghost.status, 403);
        QCOMPARE(other.body, ghost.body);
        QCOMPARE(json(get("/v1/me", m_support, "tn-beacon"))
                     .value(QStringLiteral("tenant"))
                     .toObject()
                     .value(QStringLiteral("id"))
                     .toString(),
                 QStringLiteral("tn-beacon"));
        QCOMPARE(get("/v1/me", m_otherOwner).status, 200);
    }

    void rateLimitAnswers429WithRetryAfter() {
        PlatformOptions options;
        options.rateLimit = {1.0, 3.0};
        QString error;
        auto platform = Platform::open(options, &error);
        Router router(*platform);
        const QByteArray key = platform->issuedKeys().tenants[0].keys.value(Role::Viewer).toLatin1();
        Request r;
        r.path = "/v1/regions";
        r.headers.set("Authorization", "Bearer " + key);
        int ok = 0;
        Response limited;
        for (int i = 0; i < 10; ++i) {
            const Response resp = router.handle(r);
            if (resp.status == 200)
                ++ok;
            else
                limited = resp;
        }
        QCOMPARE(ok, 3);
        QCOMPARE(limited.status, 429);
        QVERIFY(limited.headers.value("Retry-After").toInt() >= 1);
    }
};

QTEST_GUILESS_MAIN(TestRouter)
#include "tst_router.moc"
