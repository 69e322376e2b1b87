// A tenant's API keys against a real clusterdesk-sim over HTTP, trying to break the rules: who may
// list, create and revoke them, what an admin may not do with an owner's key, another tenant's ids,
// support staff read-only, a key shown once (never in a list, never on disk), revoked and expired
// keys refused at once with the reason, an open event stream ended (and its connection closed) when
// its key is revoked, replays before and after a restart, and malformed bodies.
#include "RawHttp.h"

#include "support/SimProcess.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUuid>

using namespace cd;
using namespace cd::test;

namespace {

struct Reply {
    int status = 0;
    QByteArray head;
    QByteArray body;
    QJsonObject json;
};

QByteArray uuid() {
    return QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestApiKeyAuthE2E final : public QObject {
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;

    QByteArray key(const char* who) const { return m_sim->key(QString::fromLatin1(who)); }

    Reply raw(const QByteArray& method, const QByteArray& path, const QByteArray& apiKey,
              const QByteArray& body, const QByteArray& headers = {}) {
        RawHttp http;
        if (!http.open(m_sim->port()))
            return {};
        http.send(method + ' ' + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + apiKey +
                  "\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size()) +
                  "\r\n" + headers + "\r\n" + body);
        const RawHttp::Reply r = http.read(10000);
        return {r.status, r.head, r.body, QJsonDocument::fromJson(r.body).object()};
    }
    Reply get(const QByteArray& path, const QByteArray& apiKey, const QByteArray& headers = {}) {
        return raw("GET", path, apiKey, {}, headers);
    }
    Reply create(const QByteArray& apiKey, const QJsonObject& body, const QByteArray& idempotencyKey = uuid(),
                 const QByteArray& headers = {}) {
        return raw("POST", "/v1/api-keys", apiKey, QJsonDocument(body).toJson(QJsonDocument::Compact),
                   "Idempotency-Key: " + idempotencyKey + "\r\n" + headers);
    }
    Reply revoke(const QByteArray& apiKey, const QString& id, const QByteArray& headers = {}) {
        return raw("DELETE", "/v1/api-keys/" + id.toUtf8(), apiKey, {}, headers);
    }
    static QJsonObject keyBody(const QString& name, const QString& role) {
        return {{QStringLiteral("name"), name}, {QStringLiteral("role"), role}};
    }
    QDateTime platformNow() {
        const Reply health = get("/v1/health", {});
        return QDateTime::fromString(health.json.value(QStringLiteral("time")).toString(), Qt::ISODate);
    }
    QByteArray supportHeaders() const { return "X-Tenant-Id: " + m_sim->tenantId(0).toUtf8() + "\r\n"; }

private Q_SLOTS:
    void initTestCase() {
        m_sim = std::make_unique<SimProcess>();
        QString error;
        QVERIFY2(m_sim->start(&error), qPrintable(error));
    }

    void rolesWithoutThePermissionAreRefused() {
        for (const char* who : {"0/member", "0/viewer", "0/billing"}) {
            QCOMPARE(get("/v1/api-keys", key(who)).status, 403);
            const Reply made = create(key(who), keyBody(QStringLiteral("mine"), QStringLiteral("viewer")));
            QCOMPARE(made.status, 403);
            QVERIFY2(!made.body.contains("cdk_"), made.body.constData());
        }
        QCOMPARE(get("/v1/api-keys", key("0/admin")).status, 200);
    }

    void anAdminCannotHandOutOrRevokeAnOwnersKey() {
        const Reply refused =
            create(key("0/admin"), keyBody(QStringLiteral("boss"), QStringLiteral("owner")));
        QCOMPARE(refused.status, 403);
        QCOMPARE(refused.json.value(QStringLiteral("code")).toString(), QStringLiteral("role_too_high"));

        const Reply owners =
            create(key("0/owner"), keyBody(QStringLiteral("owner-ci"), QStringLiteral("owner")));
        QCOMPARE(owners.status, 201);
        const QString id = owners.json.value(QStringLiteral("id")).toString();
        const Reply denied = revoke(key("0/admin"), id);
        QCOMPARE(denied.status, 403);
        QCOMPARE(denied.json.value(QStringLiteral("code")).toString(), QStringLiteral("role_too_high"));
        // Still working: nothing was revoked.
        QCOMPARE(get("/v1/me", owners.json.value(QStringLiteral("key")).toString().toUtf8()).status, 200);
        // An admin's own kind of key is theirs to hand out and take back.
        const Reply admins =
            create(key("0/admin"), keyBody(QStringLiteral("admin-ci"), QStringLiteral("admin")));
        QCOMPARE(admins.status, 201);
        QCOMPARE(revoke(key("0/admin"), admins.json.value(QStringLiteral("id")).toString()).status, 204);
    }

    void anotherTenantNeitherSeesNorRevokes() {
        const Reply made =
            create(key("0/owner"), keyBody(QStringLiteral("tenant-a"), QStringLiteral("member")));
        QCOMPARE(made.status, 201);
        const QString id = made.json.value(QStringLiteral("id")).toString();
        QCOMPARE(revoke(key("1/owner"), id).status, 404);
        const Reply theirs = get("/v1/api-keys?page_size=1000", key("1/owner"));
        QCOMPARE(theirs.status, 200);
        QVERIFY(!theirs.body.contains(id.toUtf8()));
        QVERIFY(!theirs.body.contains("aurora"));
        // Nor hands a key to a member of the first tenant.
        QJsonObject body = keyBody(QStringLiteral("sneaky"), QStringLiteral("viewer"));
        body.insert(QStringLiteral("member_id"), QStringLiteral("tn-aurora-viewer"));
        QCOMPARE(create(key("1/owner"), body).status, 404);
        // X-Tenant-Id is no way in for a tenant's own people.
        QCOMPARE(get("/v1/api-keys", key("1/owner"), supportHeaders()).status, 403);
        QCOMPARE(get("/v1/me", made.json.value(QStringLiteral("key")).toString().toUtf8()).status, 200);
    }

    void supportListsReadOnlyAndNeverSeesAKey() {
        const Reply made =
            create(key("0/owner"), keyBody(QStringLiteral("for-support"), QStringLiteral("viewer")));
        QCOMPARE(made.status, 201);
        const QByteArray secret = made.json.value(QStringLiteral("key")).toString().toUtf8();
        const Reply listed = get("/v1/api-keys?page_size=1000", key("support"), supportHeaders());
        QCOMPARE(listed.status, 200);
        QVERIFY(listed.body.contains("for-support"));
        QVERIFY(!listed.body.contains(secret));
        QVERIFY(!listed.body.contains("\"key\""));
        QCOMPARE(get("/v1/api-keys", key("support")).status, 403); // no tenant named
        QCOMPARE(create(key("support"), keyBody(QStringLiteral("x"), QStringLiteral("viewer")), uuid(),
                        supportHeaders())
                     .status,
                 403);
        QCOMPARE(
            revoke(key("support"), made.json.value(QStringLiteral("id")).toString(), supportHeaders()).status,
            403);
        QCOMPARE(get("/v1/me", secret).status, 200);
    }

    void aNewKeyWorksAtOnceAndIsShownOnce() {
        QJsonObject body = keyBody(QStringLiteral("ci-deploy"), QStringLiteral("member"));
        body.insert(QStringLiteral("member_id"), QStringLiteral("tn-aurora-member"));
        const Reply made = create(key("0/admin"), body);
        QCOMPARE(made.status, 201);
        const QByteArray secret = made.json.value(QStringLiteral("key")).toString().toUtf8();
        QCOMPARE(secret.size(), 47);
        QVERIFY(secret.startsWith("cdk_"));
        QCOMPARE(made.json.value(QStringLiteral("prefix")).toString().toUtf8(), secret.left(12));
        QCOMPARE(made.json.value(QStringLiteral("member_email")).toString(),
                 QStringLiteral("priya.raman@aurora-ai.example"));
        QCOMPARE(made.json.value(QStringLiteral("created_by")).toString(),
                 QStringLiteral("jonas.weber@aurora-ai.example"));
        QVERIFY(made.json.value(QStringLiteral("expires_at")).isNull());
        QVERIFY(made.head.toLower().contains("cache-control: no-store"));

        const Reply me = get("/v1/me", secret);
        QCOMPARE(me.status, 200);
        QCOMPARE(me.json.value(QStringLiteral("role")).toString(), QStringLiteral("member"));
        QCOMPARE(me.json.value(QStringLiteral("user")).toObject().value(QStringLiteral("email")).toString(),
                 QStringLiteral("priya.raman@aurora-ai.example"));
        const QJsonObject apiKey = me.json.value(QStringLiteral("api_key")).toObject();
        QCOMPARE(apiKey.value(QStringLiteral("id")), made.json.value(QStringLiteral("id")));
        QCOMPARE(apiKey.value(QStringLiteral("name")).toString(), QStringLiteral("ci-deploy"));

        const Reply listed = get("/v1/api-keys?page_size=1000", key("0/owner"));
        QCOMPARE(listed.status, 200);
        QVERIFY(listed.body.contains("ci-deploy"));
        QVERIFY(listed.body.contains("Initial key"));
        QVERIFY(!listed.body.contains(secret));
        // On disk: its hash only, never the key (the database and its write-ahead log).
        const QByteArray disk = readFile(m_sim->databasePath()) + readFile(m_sim->databasePath() + u"-wal");
        QVERIFY(!disk.isEmpty());
        QVERIFY(!disk.contains(secret));
        QVERIFY(!disk.contains(secret.mid(12)));
        QVERIFY(disk.contains(QCryptographicHash::hash(secret, QCryptographicHash::Sha256)));
    }

    void aRevokedKeyIsRefusedAtOnce() {
        const Reply made =
            create(key("0/owner"), keyBody(QStringLiteral("short-lived"), QStringLiteral("viewer")));
        QCOMPARE(made.status, 201);
        const QByteArray secret = made.json.value(QStringLiteral("key")).toString().toUtf8();
        QCOMPARE(get("/v1/clusters", secret).status, 200);
        QCOMPARE(revoke(key("0/owner"), made.json.value(QStringLiteral("id")).toString()).status, 204);
        const Reply refused = get("/v1/clusters", secret);
        QCOMPARE(refused.status, 401);
        QCOMPARE(refused.json.value(QStringLiteral("detail")).toString(),
                 QStringLiteral("This API key was revoked."));
        QVERIFY(!get("/v1/api-keys?page_size=1000", key("0/owner")).body.contains("short-lived"));
        // On the record, both, and never the key.
        const Reply audit = get("/v1/audit-log?page_size=200", key("0/owner"));
        QCOMPARE(audit.status, 200);
        QVERIFY(audit.body.contains("\"action\":\"api_key.created\""));
        QVERIFY(audit.body.contains("\"action\":\"api_key.revoked\""));
        QVERIFY(audit.body.contains("short-lived"));
        QVERIFY(!audit.body.contains(secret));
        QCOMPARE(revoke(key("0/owner"), made.json.value(QStringLiteral("id")).toString()).status, 404);
    }

    void anExpiredKeyIsRefused() {
        const QDateTime now = platformNow();
        QVERIFY(now.isValid());
        const QDateTime expires = now.addSecs(3);
        QJsonObject body = keyBody(QStringLiteral("expiring"), QStringLiteral("viewer"));
        body.insert(QStringLiteral("expires_at"), expires.toString(Qt::ISODate));
        const Reply made = create(key("0/owner"), body);
        QCOMPARE(made.status, 201);
        const QByteArray secret = made.json.value(QStringLiteral("key")).toString().toUtf8();
        QCOMPARE(get("/v1/me", secret).status, 200);
        QTRY_COMPARE_WITH_TIMEOUT(get("/v1/me", secret).status, 401, 10000);
        const Reply refused = get("/v1/me", secret);
        QCOMPARE(refused.json.value(QStringLiteral("detail")).toString(),
                 QStringLiteral("This API key expired on %1.").arg(expires.toUTC().toString(Qt::ISODate)));
        // Listed as expired until someone revokes it.
        const Reply listed = get("/v1/api-keys?page_size=1000", key("0/owner"));
        QVERIFY(listed.body.contains("\"state\":\"expired\""));
    }

    void anOpenStreamEndsWhenItsKeyIsRevoked() {
        const Reply made =
            create(key("0/owner"), keyBody(QStringLiteral("watcher"), QStringLiteral("viewer")));
        QCOMPARE(made.status, 201);
        const QByteArray secret = made.json.value(QStringLiteral("key")).toString().toUtf8();
        RawHttp stream;
        QVERIFY(stream.open(m_sim->port()));
        stream.send("GET /v1/events/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n"
                    "Authorization: Bearer " +
                    secret + "\r\n\r\n");
        QTRY_VERIFY_WITH_TIMEOUT((stream.closedWithin(50), stream.received().contains("\r\n\r\n")), 5000);
        QVERIFY2(stream.received().startsWith("HTTP/1.1 200"), stream.received().left(200).constData());
        QVERIFY(!stream.closedWithin(1500)); // open while the key works
        QVERIFY(!stream.received().endsWith("\r\n0\r\n\r\n"));
        QVERIFY2(stream.received().contains("\r\nConnection: close\r\n"),
                 stream.received().left(300).constData());
        QElapsedTimer sinceRevoke;
        sinceRevoke.start();
        QCOMPARE(revoke(key("0/owner"), made.json.value(QStringLiteral("id")).toString()).status, 204);
        // The response ends with its last chunk, and the server closes the connection: the client
        // sees end of stream within about a second (the key is checked twice a second).
        QVERIFY(stream.closedWithin(1500));
        QVERIFY2(sinceRevoke.elapsed() < 1500, QByteArray::number(sinceRevoke.elapsed()).constData());
        QVERIFY2(stream.received().endsWith("\r\n0\r\n\r\n"), stream.received().right(100).constData());
        QCOMPARE(get("/v1/events/stream", secret).status, 401);
    }

    void malformedBodiesAreRefusedWithASentence() {
        const Reply notJson =
            raw("POST", "/v1/api-keys", key("0/owner"), "{\"name\": ", "Idempotency-Key: a1\r\n");
        QCOMPARE(notJson.status, 400);
        QVERIFY(!notJson.json.value(QStringLiteral("detail")).toString().isEmpty());
        const QDateTime now = platformNow();
        const QList<std::pair<QJsonObject, QString>> bad = {
            {{{QStringLiteral("name"), 42}, {QStringLiteral("role"), QStringLiteral("viewer")}},
             QStringLiteral("name")},
            {{{QStringLiteral("name"), QString()}, {QStringLiteral("role"), QStringLiteral("viewer")}},
             QStringLiteral("name")},
            {{{QStringLiteral("name"), QString(81, u'x')},
              {QStringLiteral("role"), QStringLiteral("viewer")}},
             QStringLiteral("name")},
            {{{QStringLiteral("name"), QStringLiteral("x")}}, QStringLiteral("role")},
            {{{QStringLiteral("name"), QStringLiteral("x")},
              {QStringLiteral("role"), QStringLiteral("support")}},
             QStringLiteral("role")},
            {{{QStringLiteral("name"), QStringLiteral("x")},
              {QStringLiteral("role"), QStringLiteral("root")}},
             QStringLiteral("role")},
            {{{QStringLiteral("name"), QStringLiteral("x")},
              {QStringLiteral("role"), QStringLiteral("viewer")},
              {QStringLiteral("expires_at"), now.addSecs(-60).toString(Qt::ISODate)}},
             QStringLiteral("expires_at")},
            {{{QStringLiteral("name"), QStringLiteral("x")},
              {QStringLiteral("role"), QStringLiteral("viewer")},
              {QStringLiteral("expires_at"), now.addYears(3).toString(Qt::ISODate)}},
             QStringLiteral("expires_at")},
            {{{QStringLiteral("name"), QStringLiteral("x")},
              {QStringLiteral("role"), QStringLiteral("viewer")},
              {QStringLiteral("expires_at"), QStringLiteral("next tuesday")}},
             QStringLiteral("expires_at")},
            {{{QStringLiteral("name"), QStringLiteral("x")},
              {QStringLiteral("role"), QStringLiteral("viewer")},
              {QStringLiteral("member_id"), 7}},
             QStringLiteral("member_id")},
        };
        for (const auto& [body, field] : bad) {
            const Reply r = create(key("0/owner"), body);
            const QByteArray what = QJsonDocument(body).toJson(QJsonDocument::Compact) + " -> " + r.body;
            QVERIFY2(r.status == 422, what.constData());
            QCOMPARE(r.json.value(QStringLiteral("code")).toString(), QStringLiteral("invalid_field"));
            QCOMPARE(r.json.value(QStringLiteral("field")).toString(), field);
            QVERIFY(r.json.value(QStringLiteral("detail")).toString().endsWith(u'.'));
        }
        const Reply noKey =
            raw("POST", "/v1/api-keys", key("0/owner"),
                QJsonDocument(keyBody(QStringLiteral("x"), QStringLiteral("viewer"))).toJson());
        QCOMPARE(noKey.status, 428);
        QCOMPARE(noKey.json.value(QStringLiteral("code")).toString(),
                 QStringLiteral("idempotency_key_required"));
        QJsonObject unknownMember = keyBody(QStringLiteral("x"), QStringLiteral("viewer"));
        unknownMember.insert(QStringLiteral("member_id"), QStringLiteral("usr-9999"));
        QCOMPARE(create(key("0/owner"), unknownMember).status, 404);
        // The key's role may not be above its member's.
        QJsonObject above = keyBody(QStringLiteral("x"), QStringLiteral("admin"));
        above.insert(QStringLiteral("member_id"), QStringLiteral("tn-aurora-viewer"));
        QCOMPARE(create(key("0/owner"), above).json.value(QStringLiteral("code")).toString(),
                 QStringLiteral("role_too_high"));
    }

    // Last: it restarts the simulator.
    void aReplayGetsTheSameKeyWhileTheProcessLives() {
        const QByteArray idempotency = uuid();
        const QJsonObject body = keyBody(QStringLiteral("replayed"), QStringLiteral("billing"));
        const Reply first = create(key("0/owner"), body, idempotency);
        QCOMPARE(first.status, 201);
        const Reply again = create(key("0/owner"), body, idempotency);
        QCOMPARE(again.status, 201);
        QCOMPARE(again.json.value(QStringLiteral("key")), first.json.value(QStringLiteral("key")));
        QCOMPARE(again.json.value(QStringLiteral("id")), first.json.value(QStringLiteral("id")));
        QVERIFY(again.head.toLower().contains("idempotent-replayed: true"));
        const Reply other =
            create(key("0/owner"), keyBody(QStringLiteral("other"), QStringLiteral("billing")), idempotency);
        QCOMPARE(other.status, 422);
        QCOMPARE(other.json.value(QStringLiteral("code")).toString(),
                 QStringLiteral("idempotency_key_reused"));
        // Exactly one key was made.
        const Reply listed = get("/v1/api-keys?page_size=1000", key("0/owner"));
        QCOMPARE(listed.body.count("\"replayed\""), 1);

        m_sim->stop();
        QString error;
        QVERIFY2(m_sim->start(&error), qPrintable(error));
        const Reply afterRestart = create(key("0/owner"), body, idempotency);
        QCOMPARE(afterRestart.status, 409);
        QCOMPARE(afterRestart.json.value(QStringLiteral("code")).toString(),
                 QStringLiteral("key_not_replayable"));
        QVERIFY(!afterRestart.body.contains("cdk_"));
        // The key itself survived the restart; the seeded keys too.
        QCOMPARE(get("/v1/me", first.json.value(QStringLiteral("key")).toString().toUtf8()).status, 200);
        QCOMPARE(get("/v1/me", key("0/viewer")).status, 200);
    }
};

QTEST_GUILESS_MAIN(TestApiKeyAuthE2E)
#include "tst_api_key_auth_e2e.moc"
