#include "platform/Platform.h"
#include "platform/Router.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace cd;
using namespace cd::sim;

// GET /v1/alerts through the Router, in process: a budget crossed for real by the seeded month's
// spending, the filters and pages, the roles, and tenants kept apart.
class TestAlertRoutes final : public QObject {
    Q_OBJECT

    std::unique_ptr<Platform> m_platform;
    std::unique_ptr<Router> m_router;

    QByteArray key(int tenant, Role role) const {
        return m_platform->issuedKeys().tenants[tenant].keys.value(role).toLatin1();
    }
    Response send(const QByteArray& method, const QByteArray& target, const QByteArray& key,
                  const QByteArray& body = {}, const QByteArray& tenant = {}) {
        Request r;
        r.method = method;
        const qsizetype q = target.indexOf('?');
        r.path = q < 0 ? target : target.left(q);
        if (q >= 0)
            r.query.setQuery(QString::fromUtf8(target.mid(q + 1)));
        r.headers.set("Authorization", "Bearer " + key);
        if (!tenant.isEmpty())
            r.headers.set("X-Tenant-Id", tenant);
        if (!body.isEmpty()) {
            r.headers.set("Content-Type", "application/json");
            r.body = body;
        }
        return m_router->handle(r);
    }
    static QJsonObject json(const Response& r) { return QJsonDocument::fromJson(r.body).object(); }
    QStringList ids(const QByteArray& target, const QByteArray& key, const QByteArray& tenant = {}) {
        QStringList out;
        for (const QJsonValue& v :
             json(send("GET", target, key, {}, tenant)).value(QStringLiteral("items")).toArray())
            out.append(v.toObject().value(QStringLiteral("id")).toString());
        return out;
    }

private Q_SLOTS:
    void init() {
        PlatformOptions options;
        options.seed = 11;
        options.rateLimit.ratePerSecond = 0;
        QString error;
        m_platform = Platform::open(options, &error);
        QVERIFY2(m_platform, qPrintable(error));
        m_router = std::make_unique<Router>(*m_platform);
    }

    void aBudgetOfOneCentIsCrossed() {
        const QByteArray owner = key(0, Role::Owner);
        // The PUT replaces the seeded budgets: from then on, this one's alert is the only budget alert.
        const Response saved = send(
            "PUT", "/v1/billing/budgets", owner,
            R"({"items":[{"name":"cent","scope":"tenant","amount":"0.01","thresholds":[{"percent":50}]}]})");
        QCOMPARE(saved.status, 200);
        const QString budget = json(saved)
                                   .value(QStringLiteral("items"))
                                   .toArray()
                                   .first()
                                   .toObject()
                                   .value(QStringLiteral("id"))
                                   .toString();
        const Response listed = send("GET", "/v1/alerts?type=budget_crossed", owner);
        QCOMPARE(listed.status, 200);
        const QJsonArray items = json(listed).value(QStringLiteral("items")).toArray();
        QCOMPARE(items.size(), 1);
        const QJsonObject a = items.first().toObject();
        QCOMPARE(a.value(QStringLiteral("id")).toString(),
                 QStringLiteral("al-budget-%1-50-actual").arg(budget));
        QCOMPARE(a.value(QStringLiteral("state")).toString(), QStringLiteral("firing"));
        QCOMPARE(a.value(QStringLiteral("severity")).toString(), QStringLiteral("warning"));
        QCOMPARE(a.value(QStringLiteral("cluster_id")), QJsonValue(QJsonValue::Null));
        QCOMPARE(a.value(QStringLiteral("data")).toObject().value(QStringLiteral("budget_id")).toString(),
                 budget);
        QVERIFY(a.value(QStringLiteral("started_at")).toString() <=
                json(send("GET", "/v1/health", owner)).value(QStringLiteral("time")).toString());
        QCOMPARE(json(listed).value(QStringLiteral("next_page_token")), QJsonValue(QJsonValue::Null));

        // Tenants apart; support staff only as the tenant; the billing role has no clusters:read.
        QVERIFY(!ids("/v1/alerts", key(1, Role::Owner)).contains(a.value(QStringLiteral("id")).toString()));
        const QByteArray support = m_platform->issuedKeys().supportKey.toLatin1();
        QCOMPARE(send("GET", "/v1/alerts", support).status, 403);
        QCOMPARE(ids("/v1/alerts", support, m_platform->issuedKeys().tenants[0].tenantId.toLatin1()),
                 ids("/v1/alerts", owner));
        QCOMPARE(send("GET", "/v1/alerts", key(0, Role::Billing)).status, 403);
        QCOMPARE(ids("/v1/alerts", key(0, Role::Viewer)), ids("/v1/alerts", owner));
    }

    void pagesFiltersAndRefusals() {
        const QByteArray owner = key(0, Role::Owner);
        QCOMPARE(send("PUT", "/v1/billing/budgets", owner,
                      R"({"items":[{"name":"cent","scope":"tenant","amount":"0.01","thresholds":)"
                      R"([{"percent":10},{"percent":20},{"percent":30,"basis":"forecast"}]}]})")
                     .status,
                 200);
        const QStringList all = ids("/v1/alerts", owner);
        QVERIFY(all.size() >= 3);
        QStringList walked;
        QString token;
        do {
            const QJsonObject page =
                json(send("GET",
                          "/v1/alerts?page_size=1" +
                              (token.isEmpty() ? QByteArray() : "&page_token=" + token.toLatin1()),
                          owner));
            QCOMPARE(page.value(QStringLiteral("items")).toArray().size(), 1);
            walked.append(page.value(QStringLiteral("items"))
                              .toArray()
                              .first()
                              .toObject()
                              .value(QStringLiteral("id"))
                              .toString());
            token = page.value(QStringLiteral("next_page_token")).toString();
        } while (!token.isEmpty() && walked.size() <= all.size());
        QCOMPARE(walked, all);
        const QStringList firing = ids("/v1/alerts?state=firing", owner);
        const QStringList resolved = ids("/v1/alerts?state=resolved", owner);
        QCOMPARE(firing.size() + resolved.size(), all.size());
        for (const char* bad : {"/v1/alerts?state=open", "/v1/alerts?type=budget", "/v1/alerts?page_token=x",
                                "/v1/alerts?page_size=0"}) {
            const Response r = send("GET", bad, owner);
            QCOMPARE(r.status, 400);
            QCOMPARE(r.headers.value("Content-Type"), QByteArray("application/problem+json"));
        }
    }
};

QTEST_GUILESS_MAIN(TestAlertRoutes)
#include "tst_alert_routes.moc"
