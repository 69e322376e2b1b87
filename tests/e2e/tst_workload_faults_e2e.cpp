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

// How a workload fails, against a real clusterdesk-sim started with --dev-faults and a clock 3,000
// times faster than real time (a simulated hour is 1.2 s): code that is not a folder bundle is
// refused, an image the registry lacks or denies fails while pulling, and a node failed over HTTP
// restarts the workload from its last checkpoint or stops it with an NCCL timeout, as its spec
// says. The raw JSON is read here: this is the platform's contract.
class TestWorkloadFaultsE2E final : public QObject {
    Q_OBJECT

    SimProcess m_sim{{QStringLiteral("--clock-speed"), QStringLiteral("3000"), QStringLiteral("--dev-faults"),
                      QStringLiteral("--node-failure-rate"), QStringLiteral("0")}};
    std::unique_ptr<CurlTransport> m_transport;
    QJsonObject m_offering;

    Response call(const QByteArray& method, const QByteArray& path, const QJsonObject& body = {},
                  const QList<std::pair<QByteArray, QByteArray>>& headers = {},
                  const QByteArray& role = "0/owner") {
        Request r;
        r.method = method;
        const qsizetype q = path.indexOf('?');
        r.path = q < 0 ? path : path.left(q);
        if (q >= 0)
            r.query = QUrlQuery(QString::fromUtf8(path.mid(q + 1)));
        r.headers.set("Authorization", "Bearer " + m_sim.key(QString::fromLatin1(role)));
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
        return future.get();
    }
    static QJsonObject json(const Response& r) { return QJsonDocument::fromJson(r.body).object(); }
    QJsonObject status(const QString& id) {
        return json(call("GET", "/v1/clusters/" + id.toUtf8()))
            .value(QStringLiteral("workload"))
            .toObject()
            .value(QStringLiteral("status"))
            .toObject();
    }
    QString phase(const QString& id) { return status(id).value(QStringLiteral("phase")).toString(); }
    // Every log line's text, oldest first.
    QStringList logs(const QString& id, const QByteArray& query = "tail=5000") {
        QStringList out;
        const QJsonObject page = json(call("GET", "/v1/clusters/" + id.toUtf8() + "/logs?" + query));
        for (const QJsonValue& v : page.value(QStringLiteral("items")).toArray())
            out.append(v.toObject().value(QStringLiteral("text")).toString());
        return out;
    }
    static bool has(const QStringList& lines, const QString& text) {
        return std::any_of(lines.cbegin(), lines.cend(), [&](const QString& l) { return l.contains(text); });
    }
    Response launch(const QJsonObject& workload) {
        const QJsonObject body{
            {QStringLiteral("name"),
             QStringLiteral("wf-%1").arg(QUuid::createUuid().toString(QUuid::Id128).left(8))},
            {QStringLiteral("pools"),
             QJsonArray{QJsonObject{{QStringLiteral("offering_id"), m_offering.value(QStringLiteral("id"))},
                                    {QStringLiteral("node_count"), 1}}}},
            {QStringLiteral("workload"), workload}};
        return call("POST", "/v1/clusters", body, {{"Idempotency-Key", QUuid::createUuid().toByteArray()}});
    }
    QString launched(const QJsonObject& workload) {
        const Response r = launch(workload);
        return r.status == 202 ? json(r).value(QStringLiteral("id")).toString() : QString();
    }
    QJsonObject workload(const QString& onNodeFailure = QStringLiteral("stop")) {
        return QJsonObject{
            {QStringLiteral("image"), m_offering.value(QStringLiteral("images")).toArray().first()},
            {QStringLiteral("command"), QStringLiteral("torchrun train.py --model 1b --max-steps 100000000")},
            {QStringLiteral("checkpoint"), QJsonObject{{QStringLiteral("interval_minutes"), 120}}},
            {QStringLiteral("on_node_failure"), onNodeFailure},
        };
    }
    // A dataset of the tenant holding one empty file of that name, made by a tus upload of no bytes.
    QString dataset(const QByteArray& fileName) {
        const QByteArray meta = "dataset " + QByteArray("e2e-code").toBase64() + ",filename " +
                                fileName.toBase64() + ",encryption " + QByteArray("none").toBase64();
        const Response r =
            call("POST", "/v1/uploads", {},
                 {{"Tus-Resumable", "1.0.0"}, {"Upload-Length", "0"}, {"Upload-Metadata", meta}});
        const QByteArray location = r.headers.value("Location");
        return r.status == 201
                   ? QStringLiteral("ds-") + QString::fromUtf8(location.mid(location.lastIndexOf("/up-") + 4))
                   : QString();
    }
    Response failNode(const QString& cluster, const QByteArray& role = "0/owner") {
        return call("POST", "/dev/clusters/" + cluster.toUtf8() + "/nodes/0/fail", {}, {}, role);
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        TransportSettings s;
        s.baseUrl = m_sim.baseUrl();
        m_transport = std::make_unique<CurlTransport>(s);
        // Room for a few one-node clusters and their replacements, on GPUs a 1B model fits (20 GB).
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

    void codeThatIsNotAFolderBundleIsRefused() {
        const QString file = dataset("weights.safetensors");
        QVERIFY(!file.isEmpty());
        QJsonObject w = workload();
        w.insert(QStringLiteral("code_dataset"), file);
        const Response refused = launch(w);
        QCOMPARE(refused.status, 422);
        QCOMPARE(refused.headers.value("Content-Type"), QByteArray("application/problem+json"));
        QCOMPARE(json(refused).value(QStringLiteral("code")).toString(),
                 QStringLiteral("dataset_not_bundle"));
        QCOMPARE(json(refused).value(QStringLiteral("field")).toString(),
                 QStringLiteral("workload.code_dataset"));
        // The console's folder upload: one "<folder>.tar.zst".
        const QString bundle = dataset("train-code.tar.zst");
        QVERIFY(!bundle.isEmpty());
        w.insert(QStringLiteral("code_dataset"), bundle);
        QCOMPARE(launch(w).status, 202);
    }

    void anImageTheRegistryLacksOrDeniesFailsWhilePulling() {
        QJsonObject missing = workload();
        missing.insert(QStringLiteral("image"), QStringLiteral("nvcr.io/nvidia/pytorch:does-not-exist"));
        QJsonObject denied = workload();
        denied.insert(QStringLiteral("image"), QStringLiteral("registry.corp.example:5000/ml/llm:1.2"));
        const QString a = launched(missing);
        const QString b = launched(denied);
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        for (const QString& id : {a, b})
            QTRY_COMPARE_WITH_TIMEOUT(phase(id), QStringLiteral("failed"), 20'000);
        for (const QString& id : {a, b}) {
            const QJsonObject s = status(id);
            QCOMPARE(s.value(QStringLiteral("failure")).toString(), QStringLiteral("image_pull"));
            QCOMPARE(s.value(QStringLiteral("exit_code")), QJsonValue(QJsonValue::Null)); // nothing ran
            QCOMPARE(s.value(QStringLiteral("started_at")), QJsonValue(QJsonValue::Null));
        }
        const QStringList missingLines = logs(a, "level=error");
        QVERIFY2(has(missingLines,
                     QStringLiteral("Failed to pull image \"nvcr.io/nvidia/pytorch:does-not-exist\": "
                                    "Error response from daemon: manifest for "
                                    "nvcr.io/nvidia/pytorch:does-not-exist not found: manifest "
                                    "unknown")),
                 qPrintable(missingLines.join(u'\n')));
        const QStringList deniedLines = logs(b, "level=error");
        QVERIFY2(has(deniedLines, QStringLiteral("pull access denied for registry.corp.example:5000/ml/llm, "
                                                 "repository does not exist or may require 'docker login'")),
                 qPrintable(deniedLines.join(u'\n')));
        QVERIFY(!has(logs(a), QStringLiteral("exited with code")));
        QVERIFY(call("GET", "/v1/clusters/" + a.toUtf8() + "/events").body.contains("\"workload.failed\""));
    }

    void aFailedNodeRestartsTheWorkloadFromItsLastCheckpoint() {
        const QString id = launched(workload(QStringLiteral("restart_from_checkpoint")));
        QVERIFY(!id.isEmpty());
        const QByteArray path = "/v1/clusters/" + id.toUtf8();
        // The first checkpoint comes two simulated hours into the steps; the next two hours later.
        QTRY_VERIFY_WITH_TIMEOUT(status(id).value(QStringLiteral("last_checkpoint_step")).isDouble(), 20'000);
        const qint64 checkpoint = qint64(json(call("GET", path + "/checkpoints"))
                                             .value(QStringLiteral("items"))
                                             .toArray()
                                             .first()
                                             .toObject()
                                             .value(QStringLiteral("step"))
                                             .toDouble());
        QVERIFY(checkpoint > 0);

        QCOMPARE(failNode(id, "0/viewer").status, 403);
        const Response failed = failNode(id);
        QCOMPARE(failed.status, 200);
        const QString node = json(failed).value(QStringLiteral("node_id")).toString();
        QVERIFY(node.startsWith(id));
        QTRY_COMPARE_WITH_TIMEOUT(status(id).value(QStringLiteral("restarts")).toInt(), 1, 20'000);
        QCOMPARE(status(id).value(QStringLiteral("last_checkpoint_step")).toDouble(), double(checkpoint));
        const QStringList lines = logs(id);
        const QString restarting =
            QStringLiteral("restarting the workload from the checkpoint at step %1 (restart 1)")
                .arg(checkpoint);
        QVERIFY2(has(lines, restarting), qPrintable(lines.mid(lines.size() - 20).join(u'\n')));
        QVERIFY(has(lines, QStringLiteral("resumed training at step %1").arg(checkpoint)));
        QVERIFY(has(lines, QStringLiteral("Watchdog caught collective operation timeout")));
        const QByteArray events = call("GET", path + "/events").body;
        QVERIFY(events.contains("\"node.failed\""));
        QVERIFY(events.contains("\"workload.restarted\""));
        QVERIFY(events.contains(QByteArray("\"checkpoint_step\":" + QByteArray::number(checkpoint))));
        // It runs on from there.
        QTRY_COMPARE_WITH_TIMEOUT(phase(id), QStringLiteral("running"), 20'000);
        QVERIFY(qint64(status(id).value(QStringLiteral("step")).toDouble()) >= checkpoint);
    }

    void aFailedNodeStopsAWorkloadThatAsksToStop() {
        const QString id = launched(workload(QStringLiteral("stop")));
        QVERIFY(!id.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(phase(id), QStringLiteral("running"), 20'000);
        QCOMPARE(failNode(id).status, 200);
        QTRY_COMPARE_WITH_TIMEOUT(phase(id), QStringLiteral("failed"), 10'000);
        const QJsonObject s = status(id);
        QCOMPARE(s.value(QStringLiteral("failure")).toString(), QStringLiteral("nccl_timeout"));
        QCOMPARE(s.value(QStringLiteral("exit_code")).toInt(), 134);
        QCOMPARE(s.value(QStringLiteral("restarts")).toInt(), 0);
        QVERIFY(has(logs(id, "level=error"), QStringLiteral("Watchdog caught collective operation timeout")));
        // A node that is not there, and a cluster of another tenant.
        QCOMPARE(call("POST", "/dev/clusters/" + id.toUtf8() + "/nodes/no-such-node/fail").status, 409);
        QCOMPARE(failNode(id, "1/owner").status, 404);
    }
};

QTEST_GUILESS_MAIN(TestWorkloadFaultsE2E)
#include "tst_workload_faults_e2e.moc"
