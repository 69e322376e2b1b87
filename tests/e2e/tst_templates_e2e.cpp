// Launch templates against a real clusterdesk-sim: create, list, read, replace with If-Match, delete;
// a taken name; a secret's value sent and never answered; who may read and change them; another
// tenant's template not found. The console's own client does the calls, raw HTTP reads the bodies.
#include "RawHttp.h"

#include "api/PlatformClient.h"
#include "session/TemplatesSession.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QUuid>

using namespace cd;
using namespace cd::test;

namespace {

const QString secretValue = QStringLiteral("hf_TOPSECRET_0123456789");

// A POST or PUT body as any client might send it; an empty workload leaves it out.
QByteArray templateBody(const QString& name, const QString& offering, const QJsonObject& workload) {
    QJsonObject spec{
        {QStringLiteral("pools"), QJsonArray{QJsonObject{{QStringLiteral("offering_id"), offering},
                                                         {QStringLiteral("node_count"), 1}}}}};
    if (!workload.isEmpty())
        spec.insert(QStringLiteral("workload"), workload);
    return QJsonDocument(QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("spec"), spec}})
        .toJson(QJsonDocument::Compact);
}

} // namespace

class TestTemplatesE2E final : public QObject {
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    std::unique_ptr<PlatformClient> m_member;
    QString m_offeringA;
    QString m_offeringB; // same region as A

    ClusterSpec spec() const {
        ClusterSpec s;
        s.pools = {{QStringLiteral("main"), m_offeringA, 2}, {QStringLiteral("extra"), m_offeringB, 1}};
        s.billingMode = BillingMode::Daily;
        s.autoStopIdleMinutes = 30;
        WorkloadSpec w;
        w.image = QStringLiteral("pytorch-2.4-cuda12.4");
        w.command = QStringLiteral("torchrun --nproc-per-node 8 train.py");
        w.env = {{QStringLiteral("WANDB_PROJECT"), QStringLiteral("llama"), false, true},
                 {QStringLiteral("HF_TOKEN"), secretValue, true, true}};
        w.ports = {{8888, QStringLiteral("jupyter")}};
        s.workload = w;
        return s;
    }

    RawHttp::Reply raw(const QByteArray& method, const QByteArray& path, const QByteArray& key,
                       const QByteArray& extraHeaders = {}, const QByteArray& body = {}) {
        RawHttp http;
        if (!http.open(m_sim->port()))
            return {};
        http.send(method + ' ' + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + key +
                  "\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size()) +
                  "\r\n" + extraHeaders + "\r\n" + body);
        return http.read(10000);
    }

    LaunchTemplate create(const QString& name, const ClusterSpec& s) {
        std::unique_ptr<TypedCall<LaunchTemplate>> call(m_member->createTemplate(
            name, QStringLiteral("for the tests"), s, QUuid::createUuid().toByteArray(QUuid::WithoutBraces)));
        if (!finish(call.get()) || !call->succeeded())
            qWarning("create failed: %s", qPrintable(call->error().detail));
        return call->value();
    }

private Q_SLOTS:
    void initTestCase() {
        m_sim = std::make_unique<SimProcess>();
        QString error;
        QVERIFY2(m_sim->start(&error), qPrintable(error));
        m_member = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/member")));
        std::unique_ptr<PagedCall<Offering>> offerings(m_member->offerings(OfferingFilter{}));
        QVERIFY(finish(offerings.get()));
        QVERIFY(offerings->succeeded());
        const QList<Offering>& all = offerings->items();
        for (const Offering& a : all) {
            for (const Offering& b : all) {
                if (m_offeringA.isEmpty() && a.id != b.id && a.region == b.region) {
                    m_offeringA = a.id;
                    m_offeringB = b.id;
                }
            }
        }
        QVERIFY(!m_offeringB.isEmpty());
    }

    void createListReplaceDelete() {
        const LaunchTemplate created = create(QStringLiteral("llama pretrain"), spec());
        QVERIFY(created.id.startsWith(QStringLiteral("tpl-")));
        QCOMPARE(created.name, QStringLiteral("llama pretrain"));
        QCOMPARE(created.spec.pools.size(), 2);
        QCOMPARE(created.spec.pools[0].nodeCount, 2);
        QCOMPARE(created.spec.billingMode, BillingMode::Daily);
        QCOMPARE(created.spec.autoStopIdleMinutes, 30);
        QVERIFY(created.spec.workload);
        QCOMPARE(created.spec.workload->env.size(), 2);
        QCOMPARE(created.spec.workload->env[1].name, QStringLiteral("HF_TOKEN"));
        QVERIFY(created.spec.workload->env[1].secret);
        QCOMPARE(created.spec.workload->env[1].value, QString());
        QVERIFY(!created.spec.workload->env[1].hasValue);

        // The session lists it, replaces it with its ETag, and deletes it.
        TemplatesSession session(m_member.get());
        QSignalSpy loaded(&session, &TemplatesSession::loaded);
        QSignalSpy failed(&session, &TemplatesSession::failed);
        session.load();
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, 20000);
        QVERIFY(session.byName(QStringLiteral("llama pretrain")));
        ClusterSpec changed = spec();
        changed.pools[0].nodeCount = 4;
        QSignalSpy saved(&session, &TemplatesSession::saved);
        session.save(QStringLiteral("llama pretrain"), QStringLiteral("four nodes"), changed);
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, 20000);
        const auto replaced = saved.at(0).at(0).value<LaunchTemplate>();
        QCOMPARE(replaced.id, created.id);
        QCOMPARE(replaced.spec.pools[0].nodeCount, 4);
        QVERIFY(replaced.etag != created.etag);

        // The first copy's ETag is stale now: 412, and the session says what to do.
        std::unique_ptr<TypedCall<LaunchTemplate>> stale(
            m_member->updateTemplate(created.id, created.name, QString(), spec(), created.etag));
        QVERIFY(finish(stale.get()));
        QCOMPARE(stale->error().kind, ErrorKind::PreconditionFailed);
        QCOMPARE(TemplatesSession::sentence(stale->error()),
                 QStringLiteral("Someone changed this template after it was loaded. The list was read again: "
                                "save once more to replace their version."));
        // Without If-Match: 428.
        QCOMPARE(raw("PUT", "/v1/templates/" + created.id.toUtf8(), m_sim->key(QStringLiteral("0/member")),
                     {}, templateBody(QStringLiteral("x"), m_offeringA, {}))
                     .status,
                 428);

        QSignalSpy removed(&session, &TemplatesSession::removed);
        session.remove(created.id);
        QTRY_COMPARE_WITH_TIMEOUT(removed.size(), 1, 20000);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(
            raw("GET", "/v1/templates/" + created.id.toUtf8(), m_sim->key(QStringLiteral("0/member"))).status,
            404);
    }

    void nameTakenAndInvalidSpec() {
        create(QStringLiteral("taken"), spec());
        std::unique_ptr<TypedCall<LaunchTemplate>> again(
            m_member->createTemplate(QStringLiteral("taken"), {}, spec(), "another-key"));
        QVERIFY(finish(again.get()));
        QCOMPARE(again->error().kind, ErrorKind::Conflict);
        QCOMPARE(again->error().code, QStringLiteral("name_taken"));
        QCOMPARE(TemplatesSession::sentence(again->error()),
                 QStringLiteral("Another template already has this name. Choose another name."));
        ClusterSpec bad = spec();
        bad.workload->ports.append(ExposedPort{8888, {}});
        std::unique_ptr<TypedCall<LaunchTemplate>> refused(
            m_member->createTemplate(QStringLiteral("bad ports"), {}, bad, "bad-key"));
        QVERIFY(finish(refused.get()));
        QCOMPARE(refused->error().kind, ErrorKind::Unprocessable);
        QCOMPARE(refused->error().code, QStringLiteral("duplicate_port"));
        ClusterSpec unknown = spec();
        unknown.pools[0].offeringId = QStringLiteral("no-such-offering");
        std::unique_ptr<TypedCall<LaunchTemplate>> noOffering(
            m_member->createTemplate(QStringLiteral("no offering"), {}, unknown, "unknown-key"));
        QVERIFY(finish(noOffering.get()));
        QCOMPARE(noOffering->error().code, QStringLiteral("unknown_offering"));
    }

    void secretValueIsInNoAnswer() {
        // Sent raw, value and all, as another client might: the platform drops it.
        const QByteArray body = templateBody(
            QStringLiteral("raw secret"), m_offeringA,
            QJsonObject{{QStringLiteral("image"), QStringLiteral("pytorch-2.4-cuda12.4")},
                        {QStringLiteral("command"), QStringLiteral("go")},
                        {QStringLiteral("env"),
                         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("HF_TOKEN")},
                                                {QStringLiteral("value"), secretValue},
                                                {QStringLiteral("secret"), true}}}}});
        const QByteArray member = m_sim->key(QStringLiteral("0/member"));
        const auto posted = raw("POST", "/v1/templates", member, "Idempotency-Key: raw-1\r\n", body);
        QCOMPARE(posted.status, 201);
        QVERIFY(!posted.body.contains(secretValue.toUtf8()));
        QVERIFY(posted.body.contains("\"has_value\":false"));
        const auto listed = raw("GET", "/v1/templates", member);
        QCOMPARE(listed.status, 200);
        QVERIFY(listed.body.contains("raw secret"));
        QVERIFY(!listed.body.contains(secretValue.toUtf8()));
        // The same key and body again: the same template, replayed.
        const auto replay = raw("POST", "/v1/templates", member, "Idempotency-Key: raw-1\r\n", body);
        QCOMPARE(replay.status, 201);
        QVERIFY(replay.head.contains("Idempotent-Replayed: true"));
        QVERIFY(!replay.body.contains(secretValue.toUtf8()));
        // Nor in the support view, nor in the stored database file.
        const auto support = raw("GET", "/v1/templates", m_sim->key(QStringLiteral("support")),
                                 "X-Tenant-Id: " + m_sim->tenantId(0).toUtf8() + "\r\n");
        QCOMPARE(support.status, 200);
        QVERIFY(support.body.contains("raw secret"));
        QVERIFY(!support.body.contains(secretValue.toUtf8()));
        QFile db(m_sim->databasePath());
        QVERIFY(db.open(QIODevice::ReadOnly));
        QVERIFY(!db.readAll().contains(secretValue.toUtf8()));
    }

    void roles() {
        const QByteArray body = templateBody(QStringLiteral("by viewer"), m_offeringA, {});
        QCOMPARE(raw("GET", "/v1/templates", m_sim->key(QStringLiteral("0/viewer"))).status, 200);
        QCOMPARE(raw("POST", "/v1/templates", m_sim->key(QStringLiteral("0/viewer")),
                     "Idempotency-Key: v-1\r\n", body)
                     .status,
                 403);
        QCOMPARE(raw("GET", "/v1/templates", m_sim->key(QStringLiteral("0/billing"))).status, 403);
        QCOMPARE(raw("GET", "/v1/templates", m_sim->key(QStringLiteral("support"))).status, 403);
        QCOMPARE(raw("POST", "/v1/templates", m_sim->key(QStringLiteral("support")),
                     "Idempotency-Key: s-1\r\nX-Tenant-Id: " + m_sim->tenantId(0).toUtf8() + "\r\n", body)
                     .status,
                 403);
    }

    void anotherTenantsTemplateIsNotFound() {
        const LaunchTemplate mine = create(QStringLiteral("mine only"), spec());
        QVERIFY(!mine.id.isEmpty());
        const QByteArray other = m_sim->key(QStringLiteral("1/owner"));
        QCOMPARE(raw("GET", "/v1/templates/" + mine.id.toUtf8(), other).status, 404);
        QCOMPARE(raw("DELETE", "/v1/templates/" + mine.id.toUtf8(), other).status, 404);
        const auto list = raw("GET", "/v1/templates", other);
        QCOMPARE(list.status, 200);
        QVERIFY(!list.body.contains("mine only"));
    }
};

QTEST_GUILESS_MAIN(TestTemplatesE2E)
#include "tst_templates_e2e.moc"
