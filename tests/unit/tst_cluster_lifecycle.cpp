#include "platform/ClusterPricing.h"
#include "platform/EventStream.h"
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

// The simulated cluster lifecycle on a manual clock, through the Router as clients reach it:
// the rules a person meets at launch and change time, exact to the simulated second.
class TestClusterLifecycle final : public QObject {
    Q_OBJECT

    std::unique_ptr<Platform> m_platform;
    std::unique_ptr<Router> m_router;
    QByteArray m_member;

    Response call(const QByteArray& method, const QByteArray& path, const QJsonObject& body = {},
                  const QByteArray& key = {}, HeaderList extra = {}) {
        Request r;
        r.method = method;
        r.path = path;
        if (!body.isEmpty())
            r.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
        r.headers = extra;
        r.headers.set("Authorization", "Bearer " + (key.isEmpty() ? m_member : key));
        return m_router->handle(r);
    }
    static QJsonObject json(const Response& r) { return QJsonDocument::fromJson(r.body).object(); }
    static QString code(const Response& r) { return json(r).value(QStringLiteral("code")).toString(); }

    Response launch(const QJsonObject& spec, const QByteArray& key = "k") {
        HeaderList h;
        h.set("Idempotency-Key", key);
        return call("POST", "/v1/clusters", spec, {}, h);
    }
    // An offering with room, an hourly USD price and at least one image.
    Offering roomy() const {
        for (const Offering& o : m_platform->catalog().offerings()) {
            if (o.availableNodes >= 6 && o.gpusPerNode <= 4 && o.price(BillingMode::Hourly, Currency::USD))
                return o;
        }
        return {};
    }
    static QJsonObject spec(const QString& name, const Offering& o, int nodes = 1) {
        return {
            {QStringLiteral("name"), name},
            {QStringLiteral("pools"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("main")},
                                                             {QStringLiteral("offering_id"), o.id},
                                                             {QStringLiteral("node_count"), nodes}}}}};
    }
    static PlatformOptions manualClock() {
        PlatformOptions options;
        options.seed = 3;
        options.clockSpeed = 0; // manual: moves only when a test advances it
        options.clockStart = QDateTime(QDate(2026, 11, 30), QTime(8, 0), QTimeZone::utc());
        options.nodeFailuresPerNodeHour = 0;
        options.rateLimit.ratePerSecond = 0;
        return options;
    }
    void open(const PlatformOptions& options) {
        QString error;
        m_platform = Platform::open(options, &error);
        QVERIFY2(m_platform, qPrintable(error));
        m_router = std::make_unique<Router>(*m_platform);
        m_member = m_platform->issuedKeys().tenants[0].keys.value(Role::Member).toLatin1();
    }
    void advanceMinutes(int minutes) {
        m_platform->clock().advance(std::chrono::minutes(minutes));
        m_platform->clusters().advance();
    }

private Q_SLOTS:
    void init() { open(manualClock()); }

    void changesWithoutTheirKeysAreRefused() {
        QCOMPARE(code(call("POST", "/v1/clusters", spec(QStringLiteral("no-key"), roomy()))),
                 QStringLiteral("idempotency_key_required"));
        const Response launched = launch(spec(QStringLiteral("keyed"), roomy()));
        QCOMPARE(launched.status, 202);
        const QByteArray path =
            "/v1/clusters/" + json(launched).value(QStringLiteral("id")).toString().toUtf8();
        const Response stop = call("POST", path + "/actions/stop");
        QCOMPARE(stop.status, 428);
        QCOMPARE(code(stop), QStringLiteral("precondition_required"));
        // The ETag a launch answers with is the cluster's current one.
        HeaderList h;
        h.set("If-Match", launched.headers.value("ETag"));
        QCOMPARE(call("DELETE", path, {}, {}, h).status, 202);
    }

    void anOffPeakClusterWaitsForItsWindow() {
        const Offering o = roomy();
        QJsonObject s = spec(QStringLiteral("night-run"), o);
        s.insert(QStringLiteral("off_peak_only"), true);
        const QDateTime opens = ClusterPricing::offPeakStart(o, m_platform->clock().now());
        QVERIFY(opens > m_platform->clock().now()); // 08:00 UTC is daytime in every region here
        const Response launched = launch(s);
        QCOMPARE(launched.status, 202);
        const QString id = json(launched).value(QStringLiteral("id")).toString();
        QVERIFY(json(launched)
                    .value(QStringLiteral("state_detail"))
                    .toString()
                    .contains(QStringLiteral("off-peak")));
        auto state = [&] {
            return json(call("GET", "/v1/clusters/" + id.toUtf8())).value(QStringLiteral("state")).toString();
        };
        advanceMinutes(int(m_platform->clock().now().secsTo(opens) / 60) - 1);
        QCOMPARE(state(), QStringLiteral("pending"));
        advanceMinutes(2);
        QCOMPARE(state(), QStringLiteral("provisioning"));
    }

    void theEstimateRefusesWhatTheLaunchWould() {
        const Offering o = roomy();
        QJsonObject s = spec({}, o);
        s.insert(QStringLiteral("image"), QStringLiteral("no-such-image"));
        const QJsonObject estimate = json(call("POST", "/v1/estimates", s));
        QCOMPARE(estimate.value(QStringLiteral("can_launch")).toBool(), false);
        QCOMPARE(estimate.value(QStringLiteral("problems"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("code"))
                     .toString(),
                 QStringLiteral("image_unavailable"));
        s.insert(QStringLiteral("name"), QStringLiteral("with-image"));
        QCOMPARE(code(launch(s)), QStringLiteral("image_unavailable"));
        // Out-of-range node counts get the launch's code too.
        QCOMPARE(code(call("POST", "/v1/estimates", spec({}, o, 0))), QStringLiteral("invalid_node_count"));
        // Support may estimate (it changes nothing) but not launch.
        const QByteArray support = m_platform->issuedKeys().supportKey.toLatin1();
        HeaderList tenant;
        tenant.set("X-Tenant-Id", "tn-aurora");
        QCOMPARE(call("POST", "/v1/estimates", spec({}, o), support, tenant).status, 200);
        tenant.set("Idempotency-Key", "s");
        QCOMPARE(call("POST", "/v1/clusters", spec(QStringLiteral("by-support"), o), support, tenant).status,
                 403);
    }

    void wronglyTypedFieldsAreRefusedNotDefaulted() {
        QJsonObject s = spec(QStringLiteral("typed"), roomy());
        s.insert(QStringLiteral("dedicated"), QStringLiteral("yes"));
        QCOMPARE(code(launch(s)), QStringLiteral("invalid_field"));
        s.insert(QStringLiteral("dedicated"), false);
        s.insert(QStringLiteral("auto_stop_idle_minutes"), QStringLiteral("30"));
        QCOMPARE(code(launch(s)), QStringLiteral("invalid_field"));
        QJsonObject e = spec({}, roomy());
        e.insert(QStringLiteral("hours"), QStringLiteral("10"));
        QCOMPARE(code(call("POST", "/v1/estimates", e)), QStringLiteral("invalid_field"));
    }

    void launchedNodesLeaveTheCatalogAndStoppedClustersCostNothing() {
        const Offering o = roomy();
        auto freeNodes = [&] {
            return json(call("GET", "/v1/offerings/" + o.id.toUtf8()))
                .value(QStringLiteral("available_nodes"))
                .toInt();
        };
        const int before = freeNodes();
        const Response launched = launch(spec(QStringLiteral("taker"), o, 3));
        QCOMPARE(freeNodes(), before - 3);
        const QByteArray path =
            "/v1/clusters/" + json(launched).value(QStringLiteral("id")).toString().toUtf8();
        advanceMinutes(10);
        QCOMPARE(json(call("GET", path)).value(QStringLiteral("state")).toString(),
                 QStringLiteral("running"));
        HeaderList h;
        h.set("If-Match", "*");
        QCOMPARE(call("POST", path + "/actions/stop", {}, {}, h).status, 202);
        advanceMinutes(5);
        const QJsonObject stopped = json(call("GET", path));
        QCOMPARE(stopped.value(QStringLiteral("state")).toString(), QStringLiteral("stopped"));
        QCOMPARE(stopped.value(QStringLiteral("hourly_cost")).toString(), QStringLiteral("0.00"));
        QVERIFY(stopped.value(QStringLiteral("cost_so_far")).toString() != u"0.00");
        QCOMPARE(freeNodes(), before);
    }

    void aStreamAheadOfTheLogIsToldToReload() {
        const QString tenant = m_platform->issuedKeys().tenants[0].tenantId;
        EventStream stream(m_platform->events(), tenant, {}, m_platform->events().lastId() + 1000);
        QVERIFY(stream.next(std::chrono::milliseconds(0))->startsWith("retry:"));
        QVERIFY(stream.next(std::chrono::milliseconds(10))->contains("event: reset"));
    }

    // Hours of failures caught up in one go (a fast clock, a console asking once an hour) is stored
    // as one change; each event still shows the cluster as it was after its own step, and the last
    // one carries the ETag the cluster now has, so a console that updates its row from the stream
    // can still change it.
    void aCatchUpShowsEachEventItsOwnStepAndTheStoredEtag() {
        PlatformOptions options = manualClock();
        options.nodeFailuresPerNodeHour = 0.3;
        options.largeTrainingRun = false; // 64 nodes failing this often would only slow the test
        open(options);
        if (QTest::currentTestFailed())
            return;
        const Response made = launch(spec(QStringLiteral("flaky"), roomy(), 4));
        QCOMPARE(made.status, 202); // accepted: it provisions
        const QString id = json(made).value(QStringLiteral("id")).toString();
        advanceMinutes(30);
        const QString tenant = m_platform->issuedKeys().tenants[0].tenantId;
        const qint64 before = m_platform->events().lastId();

        advanceMinutes(6 * 60);
        QList<QJsonObject> failures;
        QJsonObject last;
        for (const StoredEvent& e : m_platform->events().history(tenant, {})) {
            const QJsonObject o = QJsonDocument::fromJson(e.body).object();
            if (e.id <= before || o.value(QStringLiteral("cluster_id")).toString() != id)
                continue;
            last = o;
            if (o.value(QStringLiteral("type")).toString() == u"node.failed")
                failures.append(o);
        }
        QVERIFY2(failures.size() >= 2, qPrintable(QString::number(failures.size())));
        for (const QJsonObject& f : failures) {
            const QJsonObject shown = f.value(QStringLiteral("cluster")).toObject();
            QCOMPARE(shown.value(QStringLiteral("as_of")), f.value(QStringLiteral("time")));
            const QJsonObject pool = shown.value(QStringLiteral("pools")).toArray().at(0).toObject();
            // Just failed: its replacement is still provisioning.
            QVERIFY(pool.value(QStringLiteral("ready_nodes")).toInt() <
                    pool.value(QStringLiteral("node_count")).toInt());
        }
        const Response now = call("GET", "/v1/clusters/" + id.toUtf8());
        QCOMPARE(now.status, 200);
        const QJsonObject pool = json(now).value(QStringLiteral("pools")).toArray().at(0).toObject();
        QCOMPARE(pool.value(QStringLiteral("ready_nodes")).toInt(), 4);
        QCOMPARE(last.value(QStringLiteral("cluster")).toObject().value(QStringLiteral("etag")).toString(),
                 QString::fromUtf8(now.headers.value("ETag")));
    }

    void theSameSeedTellsTheSameStoryAndSurvivesAReopen() {
        QTemporaryDir dir;
        auto history = [&](const QString& file) {
            PlatformOptions options;
            options.seed = 9;
            options.databasePath = dir.filePath(file);
            options.clockSpeed = 0;
            options.clockStart = QDateTime(QDate(2026, 11, 30), QTime(8, 0), QTimeZone::utc());
            options.nodeFailuresPerNodeHour = 0.05;
            QString error;
            auto platform = Platform::open(options, &error);
            QByteArrayList bodies;
            for (const StoredEvent& e :
                 platform->events().history(platform->issuedKeys().tenants[0].tenantId, {}))
                bodies << e.body;
            return bodies;
        };
        const QByteArrayList first = history(QStringLiteral("a.db"));
        QVERIFY(first.size() > 10);
        QCOMPARE(history(QStringLiteral("b.db")), first);
        // Opened again, the stored platform has the same history, not a new one.
        // At the stored clock: a reopen at the wall clock would first catch up on every day since
        // the history's start (the ticker does, before it can stop), and the test would grow slower
        // by the day.
        PlatformOptions again;
        again.databasePath = dir.filePath(QStringLiteral("a.db"));
        again.clockSpeed = 0;
        again.clockStart = QDateTime(QDate(2026, 11, 30), QTime(8, 0), QTimeZone::utc());
        QString error;
        auto reopened = Platform::open(again, &error);
        QVERIFY2(reopened, qPrintable(error));
        QCOMPARE(reopened->events().history(QStringLiteral("tn-aurora"), {}).size(), first.size());
    }
};

QTEST_GUILESS_MAIN(TestClusterLifecycle)
#include "tst_cluster_lifecycle.moc"
