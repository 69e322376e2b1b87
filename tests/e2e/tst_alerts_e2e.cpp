#include "api/CurlTransport.h"
#include "support/SimProcess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUuid>

#include <future>

using namespace cd;
using namespace cd::test;

// GET /v1/alerts against a real clusterdesk-sim over HTTP, each kind of alert made to happen through
// the API: a cluster budget with a low limit, a node failed over --dev-faults (firing, then resolved
// when its replacement takes over), a running cluster with nothing on its GPUs, a workload whose
// image cannot be pulled, and (on a second simulator whose clock runs a week in about a second) an
// upload left unfinished until it expired. Another tenant's key never sees them; support staff see
// them only as the tenant. The raw JSON is read here: this is the platform's contract.
class TestAlertsE2E final : public QObject {
    Q_OBJECT

    SimProcess m_sim{{QStringLiteral("--clock-speed"), QStringLiteral("3000"), QStringLiteral("--dev-faults"),
                      QStringLiteral("--node-failure-rate"), QStringLiteral("0")}};
    std::unique_ptr<CurlTransport> m_transport;
    QJsonObject m_offering;

    static Response call(SimProcess& sim, CurlTransport& transport, const QByteArray& method,
                         const QByteArray& path, const QByteArray& role, const QByteArray& body = {},
                         const QList<std::pair<QByteArray, QByteArray>>& headers = {}) {
        Request r;
        r.method = method;
        const qsizetype q = path.indexOf('?');
        r.path = q < 0 ? path : path.left(q);
        if (q >= 0)
            r.query = QUrlQuery(QString::fromUtf8(path.mid(q + 1)));
        r.headers.set("Authorization", "Bearer " + sim.key(QString::fromLatin1(role)));
        if (!body.isEmpty()) {
            r.headers.set("Content-Type", "application/json");
            r.body = body;
        }
        for (const auto& [name, value] : headers)
            r.headers.set(name, value);
        auto promise = std::make_shared<std::promise<Response>>();
        auto future = promise->get_future();
        transport.start(r, [promise](Response answer) { promise->set_value(std::move(answer)); });
        if (future.wait_for(std::chrono::seconds(20)) != std::future_status::ready)
            return {};
        return future.get();
    }
    Response call(const QByteArray& method, const QByteArray& path, const QByteArray& role = "0/owner",
                  const QJsonObject& body = {},
                  const QList<std::pair<QByteArray, QByteArray>>& headers = {}) {
        return call(m_sim, *m_transport, method, path, role,
                    body.isEmpty() ? QByteArray() : QJsonDocument(body).toJson(QJsonDocument::Compact),
                    headers);
    }
    static QJsonObject json(const Response& r) { return QJsonDocument::fromJson(r.body).object(); }

    // Every alert the role sees, as one list (page_size 1000 holds them all here).
    QList<QJsonObject> alerts(const QByteArray& role = "0/owner", const QByteArray& query = {},
                              const QList<std::pair<QByteArray, QByteArray>>& headers = {}) {
        QList<QJsonObject> out;
        const Response r = call("GET", "/v1/alerts?page_size=1000" + query, role, {}, headers);
        for (const QJsonValue& v : json(r).value(QStringLiteral("items")).toArray())
            out.append(v.toObject());
        return out;
    }
    // The alert of `type` about cluster `cluster` (or with data.<key> == value), or nothing.
    QJsonObject find(const QString& type, const QString& cluster, const QByteArray& role = "0/owner") {
        for (const QJsonObject& a : alerts(role)) {
            if (a.value(QStringLiteral("type")).toString() == type &&
                a.value(QStringLiteral("cluster_id")).toString() == cluster)
                return a;
        }
        return {};
    }
    QString launch(const QJsonObject& workload = {}) {
        QJsonObject body{
            {QStringLiteral("name"),
             QStringLiteral("al-%1").arg(QUuid::createUuid().toString(QUuid::Id128).left(8))},
            {QStringLiteral("pools"),
             QJsonArray{QJsonObject{{QStringLiteral("offering_id"), m_offering.value(QStringLiteral("id"))},
                                    {QStringLiteral("node_count"), 1}}}}};
        if (!workload.isEmpty())
            body.insert(QStringLiteral("workload"), workload);
        const Response r = call("POST", "/v1/clusters", "0/owner", body,
                                {{"Idempotency-Key", QUuid::createUuid().toByteArray()}});
        return r.status == 202 ? json(r).value(QStringLiteral("id")).toString() : QString();
    }
    QJsonObject workload(const QString& image) {
        return QJsonObject{
            {QStringLiteral("image"), image},
            {QStringLiteral("command"), QStringLiteral("torchrun train.py --model 1b --max-steps 100000000")},
            {QStringLiteral("checkpoint"), QJsonObject{{QStringLiteral("interval_minutes"), 120}}},
            {QStringLiteral("on_node_failure"), QStringLiteral("restart_from_checkpoint")},
        };
    }
    QString state(const QString& cluster) {
        return json(call("GET", "/v1/clusters/" + cluster.toUtf8()))
            .value(QStringLiteral("state"))
            .toString();
    }
    QSet<QString> ids(const QList<QJsonObject>& list) {
        QSet<QString> out;
        for (const QJsonObject& a : list)
            out.insert(a.value(QStringLiteral("id")).toString());
        return out;
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        TransportSettings s;
        s.baseUrl = m_sim.baseUrl();
        m_transport = std::make_unique<CurlTransport>(s);
        for (const QJsonValue& v :
             json(call("GET", "/v1/offerings?page_size=500")).value(QStringLiteral("items")).toArray()) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("available_nodes")).toInt() >= 8 &&
                o.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("memory_gb")).toInt() >= 40 &&
                !o.value(QStringLiteral("images")).toArray().isEmpty()) {
                m_offering = o;
                break;
            }
        }
        QVERIFY(!m_offering.isEmpty());
    }

    void aRunningClusterWithNothingOnItsGpusIsIdle() {
        const QString id = launch();
        QVERIFY(!id.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(state(id), QStringLiteral("running"), 20'000);
        // Fifteen simulated minutes are 0.3 s here.
        QTRY_VERIFY_WITH_TIMEOUT(!find(QStringLiteral("gpus_idle"), id).isEmpty(), 10'000);
        const QJsonObject a = find(QStringLiteral("gpus_idle"), id);
        QCOMPARE(a.value(QStringLiteral("state")).toString(), QStringLiteral("firing"));
        QCOMPARE(a.value(QStringLiteral("severity")).toString(), QStringLiteral("warning"));
        QVERIFY(a.value(QStringLiteral("data")).toObject().value(QStringLiteral("idle_minutes")).toInt() >=
                15);
        QVERIFY(a.value(QStringLiteral("data")).toObject().value(QStringLiteral("gpus")).toInt() > 0);
        // Gone with the cluster.
        const QByteArray etag = call("GET", "/v1/clusters/" + id.toUtf8()).headers.value("ETag");
        QCOMPARE(call("DELETE", "/v1/clusters/" + id.toUtf8(), "0/owner", {}, {{"If-Match", etag}}).status,
                 202);
        QTRY_VERIFY_WITH_TIMEOUT(find(QStringLiteral("gpus_idle"), id).isEmpty(), 10'000);
    }

    void aWorkloadWhoseImageCannotBePulledFails() {
        const QString id = launch(workload(QStringLiteral("nvcr.io/nvidia/pytorch:does-not-exist")));
        QVERIFY(!id.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!find(QStringLiteral("workload_failed"), id).isEmpty(), 20'000);
        const QJsonObject a = find(QStringLiteral("workload_failed"), id);
        QCOMPARE(a.value(QStringLiteral("state")).toString(), QStringLiteral("firing"));
        QCOMPARE(a.value(QStringLiteral("severity")).toString(), QStringLiteral("critical"));
        QCOMPARE(a.value(QStringLiteral("data")).toObject().value(QStringLiteral("failure")).toString(),
                 QStringLiteral("image_pull"));
        QVERIFY2(a.value(QStringLiteral("message")).toString().contains(QStringLiteral("does-not-exist")),
                 qPrintable(a.value(QStringLiteral("message")).toString()));
        // Only workload failures under that filter.
        const QList<QJsonObject> failed = alerts("0/owner", "&type=workload_failed");
        QVERIFY(!failed.isEmpty());
        for (const QJsonObject& f : failed)
            QCOMPARE(f.value(QStringLiteral("type")).toString(), QStringLiteral("workload_failed"));
    }

    void aFailedNodeFiresUntilItsReplacementTakesOver() {
        const QJsonArray images = m_offering.value(QStringLiteral("images")).toArray();
        const QString id = launch(workload(images.first().toString()));
        QVERIFY(!id.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(state(id), QStringLiteral("running"), 20'000);
        const Response failed = call("POST", "/dev/clusters/" + id.toUtf8() + "/nodes/0/fail");
        QCOMPARE(failed.status, 200);
        const QString node = json(failed).value(QStringLiteral("node_id")).toString();
        QVERIFY(!node.isEmpty());
        QJsonObject a = find(QStringLiteral("node_failed"), id);
        QCOMPARE(a.value(QStringLiteral("data")).toObject().value(QStringLiteral("node_id")).toString(),
                 node);
        QCOMPARE(a.value(QStringLiteral("severity")).toString(), QStringLiteral("critical"));
        // The replacement provisions in 90 to 240 simulated seconds (a few tens of milliseconds here), so
        // the alert may already be resolved; while it fires it has no resolved_at.
        if (a.value(QStringLiteral("state")).toString() == u"firing")
            QVERIFY(a.value(QStringLiteral("resolved_at")).isNull());
        QTRY_COMPARE_WITH_TIMEOUT(
            find(QStringLiteral("node_failed"), id).value(QStringLiteral("state")).toString(),
            QStringLiteral("resolved"), 20'000);
        a = find(QStringLiteral("node_failed"), id);
        QVERIFY(a.value(QStringLiteral("resolved_at")).toString() >
                a.value(QStringLiteral("started_at")).toString());
        QVERIFY(ids(alerts("0/owner", "&state=resolved")).contains(a.value(QStringLiteral("id")).toString()));
        QVERIFY(!ids(alerts("0/owner", "&state=firing")).contains(a.value(QStringLiteral("id")).toString()));
    }

    void aClusterBudgetWithALowLimitIsCrossed() {
        const QString id = launch();
        QVERIFY(!id.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(state(id), QStringLiteral("running"), 20'000);
        const QJsonObject budgets = json(call("GET", "/v1/billing/budgets"));
        QJsonArray items = budgets.value(QStringLiteral("items")).toArray();
        items.append(QJsonObject{
            {QStringLiteral("name"), QStringLiteral("tiny cap")},
            {QStringLiteral("scope"), QStringLiteral("cluster")},
            {QStringLiteral("target"), id},
            {QStringLiteral("amount"), QStringLiteral("1.00")},
            {QStringLiteral("currency"), QStringLiteral("USD")},
            {QStringLiteral("thresholds"), QJsonArray{QJsonObject{{QStringLiteral("percent"), 80}}}}});
        const Response saved =
            call("PUT", "/v1/billing/budgets", "0/owner", {{QStringLiteral("items"), items}});
        QCOMPARE(saved.status, 200);
        // A one-node cluster costs dollars an hour; at 3,000 times real time a dollar goes in a second or
        // two.
        QTRY_VERIFY_WITH_TIMEOUT(!find(QStringLiteral("budget_crossed"), id).isEmpty(), 20'000);
        const QJsonObject a = find(QStringLiteral("budget_crossed"), id);
        const QJsonObject data = a.value(QStringLiteral("data")).toObject();
        QCOMPARE(data.value(QStringLiteral("percent")).toInt(), 80);
        QCOMPARE(data.value(QStringLiteral("basis")).toString(), QStringLiteral("actual"));
        QCOMPARE(data.value(QStringLiteral("budget_name")).toString(), QStringLiteral("tiny cap"));
        QVERIFY(data.value(QStringLiteral("spent")).toString().toDouble() >= 0.8);
        QCOMPARE(a.value(QStringLiteral("state")).toString(), QStringLiteral("firing"));
    }

    void onlyTheTenantAndSupportAsTheTenantSeeThem() {
        const QSet<QString> mine = ids(alerts());
        QVERIFY(!mine.isEmpty());
        // Another tenant's owner: its own list, none of these.
        const Response other = call("GET", "/v1/alerts", "1/owner");
        QCOMPARE(other.status, 200);
        QVERIFY(!ids(alerts("1/owner")).intersects(mine));
        QCOMPARE(ids(alerts("0/viewer")), mine);
        QCOMPARE(call("GET", "/v1/alerts", "0/billing").status, 403);
        QCOMPARE(call("GET", "/v1/alerts", "support").status, 403);
        QCOMPARE(ids(alerts("support", {}, {{"X-Tenant-Id", m_sim.tenantId(0).toUtf8()}})), mine);
        QCOMPARE(call("GET", "/v1/alerts?type=nonsense").status, 400);
    }

    // An upload expires a week after it began: on a clock a million times real time, in under a second.
    void anUploadLeftUnfinishedExpires() {
        SimProcess fast({QStringLiteral("--clock-speed"), QStringLiteral("1000000")});
        QString error;
        QVERIFY2(fast.start(&error), qPrintable(error));
        TransportSettings s;
        s.baseUrl = fast.baseUrl();
        CurlTransport transport(s);
        const QByteArray meta = "dataset " + QByteArray("weights").toBase64() + ",filename " +
                                QByteArray("model.bin").toBase64() + ",encryption " +
                                QByteArray("none").toBase64();
        const Response made =
            call(fast, transport, "POST", "/v1/uploads", "0/owner", {},
                 {{"Tus-Resumable", "1.0.0"}, {"Upload-Length", "1000"}, {"Upload-Metadata", meta}});
        QCOMPARE(made.status, 201);
        const QByteArray location = made.headers.value("Location");
        const QString upload = QString::fromUtf8(location.mid(location.lastIndexOf('/') + 1));
        QVERIFY(upload.startsWith(u"up-"));
        const auto expired = [&] {
            const QJsonObject page =
                json(call(fast, transport, "GET", "/v1/alerts?type=upload_failed", "0/owner"));
            for (const QJsonValue& v : page.value(QStringLiteral("items")).toArray()) {
                if (v.toObject()
                        .value(QStringLiteral("data"))
                        .toObject()
                        .value(QStringLiteral("upload_id"))
                        .toString() == upload)
                    return v.toObject();
            }
            return QJsonObject();
        };
        QTRY_VERIFY_WITH_TIMEOUT(!expired().isEmpty(), 15'000);
        const QJsonObject a = expired();
        QCOMPARE(a.value(QStringLiteral("cluster_id")), QJsonValue(QJsonValue::Null));
        QCOMPARE(a.value(QStringLiteral("data")).toObject().value(QStringLiteral("file_name")).toString(),
                 QStringLiteral("model.bin"));
        QCOMPARE(a.value(QStringLiteral("data")).toObject().value(QStringLiteral("length")).toInt(), 1000);
        // The other tenant hears nothing of it.
        QVERIFY(!call(fast, transport, "GET", "/v1/alerts", "1/owner").body.contains(upload.toUtf8()));
    }
};

QTEST_GUILESS_MAIN(TestAlertsE2E)
#include "tst_alerts_e2e.moc"
