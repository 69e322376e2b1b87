#include "billing/MeterSegment.h"
#include "core/Cluster.h"
#include "platform/Platform.h"
#include "platform/Router.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace cd;
using namespace cd::sim;

namespace {

QDateTime utc(int y, int mo, int d, int h, int mi = 0, int s = 0) {
    return QDateTime(QDate(y, mo, d), QTime(h, mi, s), QTimeZone::utc());
}

} // namespace

// The billing API as a client meets it on a manual clock: lines, summaries, invoices and budgets
// from the simulated platform. The pricing rules themselves, against figures worked out by hand,
// are tst_billing.
class TestBillingApi final : public QObject {
    Q_OBJECT

    std::unique_ptr<Platform> m_platform;
    std::unique_ptr<Router> m_router;
    IssuedKeys m_keys;

    Response call(const QByteArray& method, const QByteArray& path, const QByteArray& key,
                  const QByteArray& body = {}, const QByteArray& tenant = {}) {
        Request r;
        r.method = method;
        const qsizetype q = path.indexOf('?');
        r.path = q < 0 ? path : path.left(q);
        if (q >= 0)
            r.query = QUrlQuery(QString::fromUtf8(path.mid(q + 1)));
        r.body = body;
        r.headers.set("Authorization", "Bearer " + key);
        if (!tenant.isEmpty())
            r.headers.set("X-Tenant-Id", tenant);
        return m_router->handle(r);
    }
    QByteArray key(Role role, int tenant = 0) const {
        return m_keys.tenants[tenant].keys.value(role).toLatin1();
    }
    static QJsonObject json(const Response& r) { return QJsonDocument::fromJson(r.body).object(); }
    static qint64 centsOf(const QJsonValue& v) {
        return Money::fromDecimal(v.toString(), Currency::USD).value_or(Money(-1, Currency::USD)).micros() /
               10'000;
    }
    // Steps are applied at the second they were due, however large the clock's jumps.
    void advance(int minutes) {
        for (int m = 0; m < minutes; m += 10) {
            m_platform->clock().advance(std::chrono::minutes(10));
            m_platform->clusters().advance();
        }
    }
    // Every line of the tenant for [start, end), following the pages.
    QJsonArray allLines(const QByteArray& query, int pageSize, int* pages = nullptr) {
        QJsonArray out;
        QByteArray token;
        int count = 0;
        do {
            QByteArray path =
                "/v1/billing/line-items?" + query + "&page_size=" + QByteArray::number(pageSize);
            if (!token.isEmpty())
                path += "&page_token=" + token;
            const Response r = call("GET", path, key(Role::Owner));
            if (r.status != 200)
                return {};
            const QJsonObject o = json(r);
            for (const QJsonValue& v : o.value(QStringLiteral("items")).toArray())
                out.append(v);
            token = o.value(QStringLiteral("next_page_token")).toString().toLatin1();
            ++count;
        } while (!token.isEmpty());
        if (pages)
            *pages = count;
        return out;
    }

    // Launches a two-node cluster of the first offering with room and hourly and monthly prices;
    // its id, or empty.
    QString launchTwoNodes(const QString& name) {
        const Offering* o = nullptr;
        for (const Offering& c : m_platform->catalog().offerings()) {
            if (c.availableNodes >= 4 && c.price(BillingMode::Hourly, Currency::USD) &&
                c.price(BillingMode::Monthly, Currency::USD)) {
                o = &c;
                break;
            }
        }
        if (!o)
            return {};
        Request launch;
        launch.method = "POST";
        launch.path = "/v1/clusters";
        launch.body =
            QJsonDocument(
                QJsonObject{{QStringLiteral("name"), name},
                            {QStringLiteral("pools"),
                             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("main")},
                                                    {QStringLiteral("offering_id"), o->id},
                                                    {QStringLiteral("node_count"), 2}}}}})
                .toJson();
        launch.headers.set("Authorization", "Bearer " + key(Role::Member));
        launch.headers.set("Idempotency-Key", name.toUtf8());
        const Response launched = m_router->handle(launch);
        return launched.status == 202 ? json(launched).value(QStringLiteral("id")).toString() : QString();
    }

    // A platform on a manual clock from 08:00 UTC on 10 March 2026.
    bool open(std::uint64_t seed, double failuresPerNodeHour) {
        PlatformOptions options;
        options.seed = seed;
        options.clockSpeed = 0;
        options.clockStart = utc(2026, 3, 10, 8, 0);
        options.nodeFailuresPerNodeHour = failuresPerNodeHour;
        options.rateLimit.ratePerSecond = 0;
        QString error;
        m_platform = Platform::open(options, &error);
        if (!m_platform) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        m_router = std::make_unique<Router>(*m_platform);
        m_keys = m_platform->issuedKeys();
        return true;
    }

private Q_SLOTS:
    void init() { QVERIFY(open(11, 0)); }

    // Through the API on a manual clock: lines, summary and invoice agree to the cent, pages fit
    // together, and a cluster's cost so far is the sum of its lines.
    void linesSummaryAndInvoiceAgree() {
        const QString id = launchTwoNodes(QStringLiteral("billed"));
        QVERIFY(!id.isEmpty());
        advance(150);

        const QJsonObject cluster = json(call("GET", "/v1/clusters/" + id.toUtf8(), key(Role::Member)));
        QCOMPARE(cluster.value(QStringLiteral("state")).toString(), QStringLiteral("running"));
        const qint64 costSoFar = centsOf(cluster.value(QStringLiteral("cost_so_far")));
        QVERIFY(costSoFar > 0);

        int pages = 0;
        const QJsonArray lines = allLines("start=2026-03-01", 97, &pages);
        QVERIFY(pages > 1);
        qint64 sum = 0;
        qint64 clusterSum = 0;
        QSet<QString> ids;
        for (const QJsonValue& v : lines) {
            const QJsonObject l = v.toObject();
            sum += centsOf(l.value(QStringLiteral("BilledCost")));
            if (l.value(QStringLiteral("x_ClusterId")).toString() == id)
                clusterSum += centsOf(l.value(QStringLiteral("BilledCost")));
            ids.insert(l.value(QStringLiteral("id")).toString());
        }
        QCOMPARE(ids.size(), lines.size()); // no line twice across pages
        QCOMPARE(clusterSum, costSoFar);
        const QJsonObject summary = json(call("GET", "/v1/billing/summary", key(Role::Owner)));
        QCOMPARE(centsOf(summary.value(QStringLiteral("month_to_date"))), sum);
        const QJsonArray invoices = json(call("GET", "/v1/billing/invoices", key(Role::Owner)))
                                        .value(QStringLiteral("items"))
                                        .toArray();
        QCOMPARE(invoices.first().toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("inv-2026-03-USD"));
        QCOMPARE(centsOf(invoices.first().toObject().value(QStringLiteral("total"))), sum);
        // The demo tenant's 90 days: one invoice per month since December.
        QCOMPARE(invoices.last().toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("inv-2025-12-USD"));

        // Quoted against billed: the differences explain the whole gap, and each is what the
        // lines say it is: no cluster changed its billing mode, and the off-peak difference is the
        // cluster's discount lines.
        QVERIFY(!summary.value(QStringLiteral("quotes")).toArray().isEmpty());
        for (const QJsonValue& v : summary.value(QStringLiteral("quotes")).toArray()) {
            const QJsonObject q = v.toObject();
            qint64 explained = centsOf(q.value(QStringLiteral("quoted")));
            qint64 offPeak = 0;
            for (const QJsonValue& d : q.value(QStringLiteral("differences")).toArray()) {
                const QJsonObject diff = d.toObject();
                explained += centsOf(diff.value(QStringLiteral("amount")));
                QVERIFY(diff.value(QStringLiteral("reason")).toString() != u"billing_mode");
                if (diff.value(QStringLiteral("reason")).toString() == u"off_peak")
                    offPeak = centsOf(diff.value(QStringLiteral("amount")));
            }
            QCOMPARE(explained, centsOf(q.value(QStringLiteral("billed"))));
            qint64 discounts = 0;
            for (const QJsonValue& l : lines) {
                const QJsonObject line = l.toObject();
                if (line.value(QStringLiteral("x_ClusterId")) == q.value(QStringLiteral("cluster_id")) &&
                    line.value(QStringLiteral("ChargeCategory")).toString() == u"Credit")
                    discounts += centsOf(line.value(QStringLiteral("BilledCost")));
            }
            QCOMPARE(offPeak, discounts);
        }
    }

    // A change of billing mode on a running cluster: its nodes' segments close at the hourly rate
    // and reopen at the monthly one at that very time; the bill and the quote comparison say so.
    void aBillingModeChangeSwitchesTheRateAtThatMoment() {
        const QString id = launchTwoNodes(QStringLiteral("switcher"));
        QVERIFY(!id.isEmpty());
        advance(60);
        Request change;
        change.method = "PATCH";
        change.path = "/v1/clusters/" + id.toUtf8();
        change.body = R"({"billing_mode":"monthly"})";
        change.headers.set("Authorization", "Bearer " + key(Role::Member));
        change.headers.set("If-Match", m_router
                                           ->handle([&] {
                                               Request r;
                                               r.method = "GET";
                                               r.path = change.path;
                                               r.headers.set("Authorization", "Bearer " + key(Role::Member));
                                               return r;
                                           }())
                                           .headers.value("ETag"));
        const QDateTime at = m_platform->clock().now();
        const Response changed = m_router->handle(change);
        QVERIFY2(changed.status == 202, changed.body.constData());
        QCOMPARE(json(changed).value(QStringLiteral("billing_mode")).toString(), QStringLiteral("monthly"));
        // A mode and pool sizes together in one request are refused.
        change.body = R"({"billing_mode":"daily","pools":[{"id":"pool-1","node_count":3}]})";
        QCOMPARE(m_router->handle(change).status, 422);
        advance(60);
        const QString tenant = m_keys.tenants[0].tenantId;
        int closedHourly = 0;
        for (const MeterSegment& s : m_platform->ledger().closedForCluster(tenant, id)) {
            QCOMPARE(s.mode, BillingMode::Hourly);
            QCOMPARE(s.end, at);
            ++closedHourly;
        }
        QCOMPARE(closedHourly, 2);
        int openMonthly = 0;
        for (const MeterSegment& s : m_platform->clusters().openSegments(tenant)) {
            if (s.clusterId == id) {
                QCOMPARE(s.mode, BillingMode::Monthly);
                QCOMPARE(s.start, at);
                ++openMonthly;
            }
        }
        QCOMPARE(openMonthly, 2);
        const QJsonObject summary = json(call("GET", "/v1/billing/summary", key(Role::Owner)));
        bool explained = false;
        for (const QJsonValue& v : summary.value(QStringLiteral("quotes")).toArray()) {
            if (v.toObject().value(QStringLiteral("cluster_id")).toString() != id)
                continue;
            for (const QJsonValue& d : v.toObject().value(QStringLiteral("differences")).toArray()) {
                if (d.toObject().value(QStringLiteral("reason")).toString() == u"billing_mode") {
                    QVERIFY(centsOf(d.toObject().value(QStringLiteral("amount"))) <
                            0); // the commitment is cheaper
                    explained = true;
                }
            }
        }
        QVERIFY(explained);
    }

    void aFailedNodeStopsBillingWhenItFails() {
        QVERIFY(open(5, 0.1));
        advance(240);
        // Every node.failed event's node has a closed segment ending at that very second.
        const QString tenant = m_keys.tenants[0].tenantId;
        int failures = 0;
        for (const Cluster& c : m_platform->clusters().clusters(tenant)) {
            const QJsonArray events =
                json(
                    call("GET", "/v1/clusters/" + c.id.toUtf8() + "/events?page_size=1000", key(Role::Owner)))
                    .value(QStringLiteral("items"))
                    .toArray();
            for (const QJsonValue& v : events) {
                const QJsonObject e = v.toObject();
                if (e.value(QStringLiteral("type")).toString() != u"node.failed")
                    continue;
                ++failures;
                const QString nodeId =
                    e.value(QStringLiteral("details")).toObject().value(QStringLiteral("node_id")).toString();
                const QDateTime at =
                    QDateTime::fromString(e.value(QStringLiteral("time")).toString(), Qt::ISODate);
                bool closedThen = false;
                for (const MeterSegment& s : m_platform->ledger().closedForCluster(tenant, c.id)) {
                    if (s.resourceId == nodeId) {
                        // Events carry whole seconds; the ledger meters milliseconds.
                        QCOMPARE(s.end.toSecsSinceEpoch(), at.toSecsSinceEpoch());
                        closedThen = true;
                    }
                }
                QVERIFY2(closedThen, qPrintable(nodeId));
                for (const MeterSegment& s : m_platform->clusters().openSegments(tenant))
                    QVERIFY(s.resourceId != nodeId);
            }
        }
        QVERIFY(failures > 0);
    }

    // Closed days price the same after a restart: the ledger and the records keep milliseconds.
    void aRestartPricesThePastExactlyAsBefore() {
        QTemporaryDir dir;
        PlatformOptions options;
        options.seed = 11;
        options.clockSpeed = 0;
        options.clockStart = utc(2026, 3, 10, 8, 0);
        options.rateLimit.ratePerSecond = 0;
        options.databasePath = dir.filePath(QStringLiteral("sim.db"));
        QString error;
        m_platform = Platform::open(options, &error);
        QVERIFY2(m_platform, qPrintable(error));
        m_router = std::make_unique<Router>(*m_platform);
        m_keys = m_platform->issuedKeys();
        const QJsonArray before = allLines("start=2026-02-01&end=2026-03-10", 5000);
        QVERIFY(before.size() > 100);
        m_router.reset();
        m_platform.reset();
        m_platform = Platform::open(options, &error);
        QVERIFY2(m_platform, qPrintable(error));
        m_router = std::make_unique<Router>(*m_platform);
        QCOMPARE(allLines("start=2026-02-01&end=2026-03-10", 5000), before);
    }

    void badInputGetsAClearAnswer() {
        const QByteArray owner = key(Role::Owner);
        const Response inverted =
            call("GET", "/v1/billing/line-items?start=2026-03-10&end=2026-03-01", owner);
        QCOMPARE(inverted.status, 400);
        QCOMPARE(json(inverted).value(QStringLiteral("code")).toString(), QStringLiteral("invalid_range"));
        const Response unknown = call("GET", "/v1/billing/line-items?group_by=x_ClusterName,Colour", owner);
        QCOMPARE(unknown.status, 400);
        QCOMPARE(json(unknown).value(QStringLiteral("code")).toString(), QStringLiteral("unknown_column"));
        QVERIFY(json(unknown).value(QStringLiteral("detail")).toString().contains(QStringLiteral("Colour")));
        QCOMPARE(call("GET", "/v1/billing/line-items?group_by=BilledCost", owner).status, 400);
        QCOMPARE(call("GET", "/v1/billing/line-items?start=yesterday", owner).status, 400);
        QCOMPARE(call("GET", "/v1/billing/line-items?page_token=bm9wZQ", owner).status, 400);
        QCOMPARE(call("GET", "/v1/billing/summary?currency=EUR", owner).status, 400);
        // A huge range is paged, not refused.
        const Response huge =
            call("GET", "/v1/billing/line-items?start=1990-01-01&end=2090-01-01&page_size=10", owner);
        QCOMPARE(huge.status, 200);
        QVERIFY(!json(huge).value(QStringLiteral("next_page_token")).toString().isEmpty());
        QVERIFY(json(huge).value(QStringLiteral("total_count")).toInt() > 1000);
        // Grouping: the groups add up to the lines.
        const QJsonObject grouped = json(
            call("GET", "/v1/billing/line-items?start=2026-01-01&group_by=x_Stage,ChargeCategory", owner));
        qint64 groups = 0;
        for (const QJsonValue& g : grouped.value(QStringLiteral("items")).toArray())
            groups += centsOf(g.toObject().value(QStringLiteral("billed_cost")));
        qint64 lines = 0;
        for (const QJsonValue& v : allLines("start=2026-01-01", 5000))
            lines += centsOf(v.toObject().value(QStringLiteral("BilledCost")));
        QCOMPARE(groups, lines);
    }

    // `as_of` fixes the instant: asked later, the same figures, to the cent, in every call.
    void asOfFixesTheInstantOfEveryFigure() {
        const QByteArray owner = key(Role::Owner);
        QVERIFY(!launchTwoNodes(QStringLiteral("as-of")).isEmpty());
        advance(180);
        const QByteArray at = "as_of=2026-03-10T10:00:00Z";
        const QJsonObject then = json(call("GET", "/v1/billing/summary?" + at, owner));
        QCOMPARE(then.value(QStringLiteral("as_of")).toString(), QStringLiteral("2026-03-10T10:00:00Z"));
        const qint64 monthToDate = centsOf(then.value(QStringLiteral("month_to_date")));
        QVERIFY(monthToDate > 0);
        advance(60);
        QCOMPARE(
            centsOf(
                json(call("GET", "/v1/billing/summary?" + at, owner)).value(QStringLiteral("month_to_date"))),
            monthToDate);
        QVERIFY(
            centsOf(json(call("GET", "/v1/billing/summary", owner)).value(QStringLiteral("month_to_date"))) >
            monthToDate);
        const QJsonArray invoices =
            json(call("GET", "/v1/billing/invoices?" + at, owner)).value(QStringLiteral("items")).toArray();
        QVERIFY(!invoices.isEmpty());
        QCOMPARE(invoices.first().toObject().value(QStringLiteral("status")).toString(),
                 QStringLiteral("open"));
        QCOMPARE(centsOf(invoices.first().toObject().value(QStringLiteral("total"))), monthToDate);
        qint64 lines = 0;
        for (const QJsonValue& v : allLines("start=2026-03-01&" + at, 5000))
            lines += centsOf(v.toObject().value(QStringLiteral("BilledCost")));
        QCOMPARE(lines, monthToDate);
        // Nothing is metered ahead of the clock (now 12:00); a time that is not one is refused.
        QCOMPARE(json(call("GET", "/v1/billing/summary?as_of=2099-01-01T00:00:00Z", owner))
                     .value(QStringLiteral("as_of"))
                     .toString(),
                 QStringLiteral("2026-03-10T12:00:00Z"));
        const Response bad = call("GET", "/v1/billing/line-items?as_of=yesterday", owner);
        QCOMPARE(bad.status, 400);
        QCOMPARE(json(bad).value(QStringLiteral("code")).toString(), QStringLiteral("invalid_parameter"));
    }

    void budgetsAreCheckedAndRolesEnforced() {
        const QByteArray body =
            R"({"items":[{"name":"Lab","scope":"tenant","amount":"1000.00","currency":"USD",
            "thresholds":[{"percent":80,"basis":"actual"},{"percent":100,"basis":"forecast"}]}]})";
        const Response saved = call("PUT", "/v1/billing/budgets", key(Role::Billing), body);
        QCOMPARE(saved.status, 200);
        const QJsonArray items = json(saved).value(QStringLiteral("items")).toArray();
        QCOMPARE(items.size(), 1);
        QVERIFY(!items[0].toObject().value(QStringLiteral("id")).toString().isEmpty());
        // A tag budget must name a known tag; an action needs a cluster budget.
        QCOMPARE(call("PUT", "/v1/billing/budgets", key(Role::Owner),
                      R"({"items":[{"name":"x","scope":"tag","target":"colour=red","amount":"5.00"}]})")
                     .status,
                 400);
        QCOMPARE(call("PUT", "/v1/billing/budgets", key(Role::Owner),
                      R"({"items":[{"name":"x","scope":"tenant","amount":"5.00","action":"stop"}]})")
                     .status,
                 400);
        QCOMPARE(call("PUT", "/v1/billing/budgets", key(Role::Owner), "{not json").status, 400);
        // Members and viewers: viewers read costs, members see none; neither changes budgets.
        QCOMPARE(call("PUT", "/v1/billing/budgets", key(Role::Viewer), body).status, 403);
        QCOMPARE(call("GET", "/v1/billing/summary", key(Role::Viewer)).status, 200);
        QCOMPARE(call("GET", "/v1/billing/summary", key(Role::Member)).status, 403);
        // Support reads a tenant's costs and cannot change them.
        const QByteArray support = m_keys.supportKey.toLatin1();
        const QByteArray tenant = m_keys.tenants[0].tenantId.toLatin1();
        QCOMPARE(call("GET", "/v1/billing/line-items?page_size=5", support, {}, tenant).status, 200);
        QCOMPARE(call("GET", "/v1/billing/budgets", support, {}, tenant).status, 200);
        QCOMPARE(call("PUT", "/v1/billing/budgets", support, body, tenant).status, 403);
        // Another tenant sees only its own lines.
        const QJsonArray other =
            json(call("GET", "/v1/billing/line-items?start=2025-01-01&page_size=5000", key(Role::Owner, 1)))
                .value(QStringLiteral("items"))
                .toArray();
        QVERIFY(!other.isEmpty());
        for (const QJsonValue& v : other)
            QCOMPARE(v.toObject().value(QStringLiteral("BillingAccountId")).toString(),
                     m_keys.tenants[1].tenantId);
    }
};

QTEST_GUILESS_MAIN(TestBillingApi)
#include "tst_billing_api.moc"
