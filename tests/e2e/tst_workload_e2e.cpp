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

namespace {

// The secret's value: it must be in no answer of the platform, to anyone.
const QByteArray secretValue = "hf_e2e_secret_5f3a9c71";

} // namespace

// Workloads against a real clusterdesk-sim whose clock runs 600 times faster than real time (a
// simulated minute is a tenth of a second): launch with a workload, watch it run and checkpoint,
// every refusal of a bad workload, who may read and restart it, and a secret no answer carries.
// The raw JSON is read here, not the console's decoders: this is the platform's contract.
class TestWorkloadE2E final : public QObject {
    Q_OBJECT

    SimProcess m_sim{{QStringLiteral("--clock-speed"), QStringLiteral("600")}};
    std::unique_ptr<CurlTransport> m_transport;
    QJsonObject m_offering;
    QString m_cluster;
    QList<QByteArray> m_bodies; // every answer read, searched for the secret at the end

    Response call(const QByteArray& method, const QByteArray& path, const QByteArray& role,
                  const QJsonObject& body = {},
                  const QList<std::pair<QByteArray, QByteArray>>& headers = {}) {
        Request r;
        r.method = method;
        const qsizetype q = path.indexOf('?');
        r.path = q < 0 ? path : path.left(q);
        if (q >= 0)
            r.query = QUrlQuery(QString::fromUtf8(path.mid(q + 1)));
        r.headers.set("Authorization", "Bearer " + m_sim.key(QString::fromLatin1(role)));
        if (role == "support")
            r.headers.set("X-Tenant-Id", m_sim.tenantId(0).toUtf8());
        if (!body.isEmpty()) {
            r.headers.set("Content-Type", "application/json");
            r.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
        }
        for (const auto& [name, value] : headers)
            r.headers.set(name, value);
        auto promise = std::make_shared<std::promise<Response>>();
        auto future = promise->get_future();
        m_transport->start(r, [promise](Response answer) { promise->set_value(std::move(answer)); });
        if (future.wait_for(std::chrono::seconds(20)) != std::future_status::ready)
            return {};
        Response answer = future.get();
        m_bodies.append(answer.body);
        return answer;
    }
    QJsonObject json(const Response& r) { return QJsonDocument::fromJson(r.body).object(); }
    QJsonObject get(const QByteArray& path, const QByteArray& role = "0/owner") {
        return json(call("GET", path, role));
    }
    Response launch(const QJsonObject& workload, const QByteArray& role = "0/owner") {
        QJsonObject body{
            {QStringLiteral("name"),
             QStringLiteral("wl-%1").arg(QUuid::createUuid().toString(QUuid::Id128).left(8))},
            {QStringLiteral("pools"),
             QJsonArray{QJsonObject{{QStringLiteral("offering_id"), m_offering.value(QStringLiteral("id"))},
                                    {QStringLiteral("node_count"), 1}}}}};
        if (!workload.isEmpty())
            body.insert(QStringLiteral("workload"), workload);
        return call("POST", "/v1/clusters", role, body,
                    {{"Idempotency-Key", QUuid::createUuid().toByteArray()}});
    }
    QJsonObject
    workload(const QString& command = QStringLiteral("torchrun train.py --model 1b --max-steps 1000000")) {
        return QJsonObject{
            {QStringLiteral("image"), m_offering.value(QStringLiteral("images")).toArray().first()},
            {QStringLiteral("command"), command},
            {QStringLiteral("env"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("WANDB_PROJECT")},
                                    {QStringLiteral("value"), QStringLiteral("e2e")}},
                        QJsonObject{{QStringLiteral("name"), QStringLiteral("HF_TOKEN")},
                                    {QStringLiteral("value"), QString::fromLatin1(secretValue)},
                                    {QStringLiteral("secret"), true}}}},
            {QStringLiteral("ports"),
             QJsonArray{QJsonObject{{QStringLiteral("port"), 8888},
                                    {QStringLiteral("name"), QStringLiteral("jupyter")}}}},
            {QStringLiteral("checkpoint"), QJsonObject{{QStringLiteral("interval_minutes"), 1}}},
        };
    }
    QJsonObject status(const QString& id, const QByteArray& role = "0/owner") {
        return get("/v1/clusters/" + id.toUtf8(), role)
            .value(QStringLiteral("workload"))
            .toObject()
            .value(QStringLiteral("status"))
            .toObject();
    }
    // A 422 with its code and field.
    void refused(const QJsonObject& spec, const char* code, const char* field) {
        const Response r = launch(spec);
        QCOMPARE(r.status, 422);
        const QJsonObject p = json(r);
        QCOMPARE(p.value(QStringLiteral("code")).toString(), QString::fromLatin1(code));
        QCOMPARE(p.value(QStringLiteral("field")).toString(), QString::fromLatin1(field));
        QCOMPARE(r.headers.value("Content-Type"), QByteArray("application/problem+json"));
    }
    // An empty folder bundle of `role`'s tenant, created by a tus upload of no bytes.
    QString dataset(const QByteArray& role) {
        const QByteArray meta = "dataset " + QByteArray("e2e-data").toBase64() + ",filename " +
                                QByteArray("e2e-code.tar.zst").toBase64() + ",encryption " +
                                QByteArray("none").toBase64();
        const Response r =
            call("POST", "/v1/uploads", role, {},
                 {{"Tus-Resumable", "1.0.0"}, {"Upload-Length", "0"}, {"Upload-Metadata", meta}});
        const QByteArray location = r.headers.value("Location");
        return r.status == 201
                   ? QStringLiteral("ds-") + QString::fromUtf8(location.mid(location.lastIndexOf("/up-") + 4))
                   : QString();
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        TransportSettings s;
        s.baseUrl = m_sim.baseUrl();
        m_transport = std::make_unique<CurlTransport>(s);
        // Two nodes' worth of room on GPUs with 40 GB or more: a 1B model (16 GB + 4) fits.
        for (const QJsonValue& v :
             get("/v1/offerings?page_size=500").value(QStringLiteral("items")).toArray()) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("available_nodes")).toInt() >= 2 &&
                o.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("memory_gb")).toInt() >= 40 &&
                !o.value(QStringLiteral("images")).toArray().isEmpty()) {
                m_offering = o;
                break;
            }
        }
        QVERIFY(!m_offering.isEmpty());
    }

    void itRunsStepsAndWritesCheckpoints() {
        const Response r = launch(workload());
        QCOMPARE(r.status, 202);
        const QJsonObject cluster = json(r);
        m_cluster = cluster.value(QStringLiteral("id")).toString();
        const QJsonObject w = cluster.value(QStringLiteral("workload")).toObject();
        QCOMPARE(w.value(QStringLiteral("status")).toObject().value(QStringLiteral("phase")).toString(),
                 QStringLiteral("pulling"));
        const QJsonObject secret = w.value(QStringLiteral("env")).toArray().at(1).toObject();
        QCOMPARE(secret, (QJsonObject{{QStringLiteral("name"), QStringLiteral("HF_TOKEN")},
                                      {QStringLiteral("secret"), true},
                                      {QStringLiteral("has_value"), true}}));
        QCOMPARE(w.value(QStringLiteral("env"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("value"))
                     .toString(),
                 QStringLiteral("e2e"));
        QCOMPARE(cluster.value(QStringLiteral("ssh_key_ids")).toArray(), QJsonArray());

        QTRY_COMPARE_WITH_TIMEOUT(status(m_cluster).value(QStringLiteral("phase")).toString(),
                                  QStringLiteral("running"), 20'000);
        const qint64 first = qint64(status(m_cluster).value(QStringLiteral("step")).toDouble());
        QTRY_VERIFY_WITH_TIMEOUT(
            qint64(status(m_cluster).value(QStringLiteral("step")).toDouble()) > first + 100, 10'000);
        QCOMPARE(status(m_cluster).value(QStringLiteral("total_steps")).toDouble(), 1'000'000.0);
        // Not while a checkpoint is being written (the GPUs then wait on storage): read until it steps.
        QTRY_VERIFY_WITH_TIMEOUT(status(m_cluster).value(QStringLiteral("tokens_per_second")).toDouble() > 0,
                                 10'000);
        QVERIFY(status(m_cluster).value(QStringLiteral("loss")).isDouble());
        // A checkpoint a simulated minute into the steps.
        QTRY_VERIFY_WITH_TIMEOUT(!get("/v1/clusters/" + m_cluster.toUtf8() + "/checkpoints")
                                      .value(QStringLiteral("items"))
                                      .toArray()
                                      .isEmpty(),
                                 10'000);
        const QJsonObject checkpoint = get("/v1/clusters/" + m_cluster.toUtf8() + "/checkpoints")
                                           .value(QStringLiteral("items"))
                                           .toArray()
                                           .first()
                                           .toObject();
        QVERIFY(checkpoint.value(QStringLiteral("id")).toString().startsWith(QStringLiteral("ckpt-")));
        QCOMPARE(checkpoint.value(QStringLiteral("path")).toString(),
                 QStringLiteral("/workspace/checkpoints/step-%1")
                     .arg(qint64(checkpoint.value(QStringLiteral("step")).toDouble())));
        QCOMPARE(checkpoint.value(QStringLiteral("size_bytes")).toDouble(), 14e9); // 1B parameters x 14 bytes
        const QByteArray events =
            call("GET", "/v1/clusters/" + m_cluster.toUtf8() + "/events", "0/owner").body;
        QVERIFY(events.contains("\"workload.started\""));
        QVERIFY(events.contains("\"workload.checkpointed\""));
    }

    void everyBadWorkloadIsRefusedWithItsField() {
        QJsonObject w = workload();
        w.insert(QStringLiteral("image"), QStringLiteral("Not An Image!!"));
        refused(w, "invalid_image", "workload.image");
        w = workload();
        w.insert(QStringLiteral("command"), QStringLiteral("   "));
        refused(w, "empty_command", "workload.command");
        w = workload();
        w.insert(QStringLiteral("env"),
                 QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("1BAD")},
                                        {QStringLiteral("value"), QStringLiteral("x")}}});
        refused(w, "invalid_env", "workload.env[0].name");
        w = workload();
        w.insert(QStringLiteral("ports"), QJsonArray{QJsonObject{{QStringLiteral("port"), 6006}},
                                                     QJsonObject{{QStringLiteral("port"), 6006}}});
        refused(w, "duplicate_port", "workload.ports[1].port");
        w = workload();
        w.insert(QStringLiteral("ports"), QJsonArray{QJsonObject{{QStringLiteral("port"), 70000}}});
        refused(w, "invalid_port", "workload.ports[0].port");
        w = workload();
        w.insert(QStringLiteral("env"),
                 QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("HF_TOKEN")},
                                        {QStringLiteral("secret"), true}}});
        refused(w, "missing_secret", "workload.env[0].value");
        w = workload();
        w.insert(QStringLiteral("data_datasets"), QJsonArray{QStringLiteral("ds-99999999")});
        refused(w, "unknown_dataset", "workload.data_datasets[0]");
        // Another tenant's dataset gets the same answer as one that does not exist.
        const QString foreign = dataset("1/owner");
        QVERIFY(!foreign.isEmpty());
        w = workload();
        w.insert(QStringLiteral("code_dataset"), foreign);
        refused(w, "unknown_dataset", "workload.code_dataset");
        const QString own = dataset("0/owner");
        QVERIFY(!own.isEmpty());
        w.insert(QStringLiteral("code_dataset"), own);
        const Response accepted = launch(w);
        QCOMPARE(accepted.status, 202);
        QCOMPARE(json(accepted)
                     .value(QStringLiteral("workload"))
                     .toObject()
                     .value(QStringLiteral("code_dataset"))
                     .toString(),
                 own);
    }

    void rolesReadAndRestartAsTheyMay() {
        QVERIFY(!m_cluster.isEmpty());
        const QByteArray path = "/v1/clusters/" + m_cluster.toUtf8();
        QCOMPARE(call("GET", path, "0/viewer").status, 200);
        QCOMPARE(call("GET", path + "/checkpoints", "0/viewer").status, 200);
        QCOMPARE(call("POST", path + "/actions/restart-workload", "0/viewer", {}, {{"If-Match", "*"}}).status,
                 403);
        QCOMPARE(call("GET", path + "/checkpoints", "0/billing").status, 403);
        QCOMPARE(call("GET", path, "support").status, 200);
        QCOMPARE(call("GET", path + "/checkpoints", "support").status, 200);
        QCOMPARE(call("POST", path + "/actions/restart-workload", "support", {}, {{"If-Match", "*"}}).status,
                 403);
        // Another tenant does not see it.
        QCOMPARE(call("GET", path + "/checkpoints", "1/owner").status, 404);
    }

    void restartGoesBackToTheLastCheckpoint() {
        const QByteArray path = "/v1/clusters/" + m_cluster.toUtf8();
        QCOMPARE(call("POST", path + "/actions/restart-workload", "0/owner").status, 428);
        const Response r =
            call("POST", path + "/actions/restart-workload", "0/owner", {}, {{"If-Match", "*"}});
        QCOMPARE(r.status, 202);
        const QJsonObject s =
            json(r).value(QStringLiteral("workload")).toObject().value(QStringLiteral("status")).toObject();
        QCOMPARE(s.value(QStringLiteral("restarts")).toInt(), 1);
        QCOMPARE(s.value(QStringLiteral("phase")).toString(), QStringLiteral("starting"));
        QCOMPARE(s.value(QStringLiteral("step")), s.value(QStringLiteral("last_checkpoint_step")));
        QVERIFY(call("GET", path + "/events", "0/owner").body.contains("\"workload.restarted\""));

        const Response plain = launch({});
        QCOMPARE(plain.status, 202);
        const QByteArray plainPath =
            "/v1/clusters/" + json(plain).value(QStringLiteral("id")).toString().toUtf8();
        QCOMPARE(json(plain).value(QStringLiteral("workload")), QJsonValue(QJsonValue::Null));
        const Response none =
            call("POST", plainPath + "/actions/restart-workload", "0/owner", {}, {{"If-Match", "*"}});
        QCOMPARE(none.status, 409);
        QCOMPARE(json(none).value(QStringLiteral("code")).toString(), QStringLiteral("no_workload"));

        QCOMPARE(call("POST", path + "/actions/stop", "0/owner", {}, {{"If-Match", "*"}}).status, 202);
        QTRY_COMPARE_WITH_TIMEOUT(status(m_cluster).value(QStringLiteral("phase")).toString(),
                                  QStringLiteral("stopped"), 5000);
        const Response stopped =
            call("POST", path + "/actions/restart-workload", "0/owner", {}, {{"If-Match", "*"}});
        QCOMPARE(stopped.status, 409);
        QCOMPARE(json(stopped).value(QStringLiteral("code")).toString(), QStringLiteral("not_running"));
    }

    void theSecretIsInNoAnswer() {
        const QByteArray path = "/v1/clusters/" + m_cluster.toUtf8();
        call("GET", "/v1/clusters", "0/owner");
        call("GET", path, "support");
        call("GET", "/v1/clusters", "support");
        call("GET", path + "/events", "support");
        call("GET", path + "/nodes", "0/owner");
        QVERIFY(m_bodies.size() > 10);
        for (const QByteArray& body : std::as_const(m_bodies))
            QVERIFY2(!body.contains(secretValue), body.left(300).constData());
        QVERIFY(!m_sim.stderrText().contains(QString::fromLatin1(secretValue)));
    }
};

QTEST_GUILESS_MAIN(TestWorkloadE2E)
#include "tst_workload_e2e.moc"
