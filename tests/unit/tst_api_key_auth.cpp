// How the platform judges a request's key, in process: who may hand out which role, a database
// made before managed keys keeps its keys working, a member's role change or removal applies to
// their next request, and a key's permissions are what both its role and its member's allow.
#include "platform/Platform.h"
#include "platform/RolePolicy.h"
#include "platform/Router.h"

#include "sqlite/SqliteDb.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace cd::sim;

namespace {

Response call(Router& router, const QByteArray& method, const QByteArray& path, const QByteArray& key,
              const QByteArray& body = {}) {
    Request r;
    r.method = method;
    r.path = path;
    r.headers.set("Authorization", "Bearer " + key);
    r.headers.set("Content-Type", "application/json");
    r.headers.set("Idempotency-Key", "k-" + QByteArray::number(qHash(body + path)));
    r.body = body;
    return router.handle(r);
}

QJsonObject json(const Response& r) {
    return QJsonDocument::fromJson(r.body).object();
}

QStringList permissionsOf(const Response& me) {
    QStringList list;
    for (const QJsonValue& p : json(me).value(QStringLiteral("permissions")).toArray())
        list.append(p.toString());
    return list;
}

} // namespace

class TestApiKeyAuth final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rolesCoverWhatTheContractSays() {
        const QList<Role> all = {Role::Owner,  Role::Admin,   Role::Member,
                                 Role::Viewer, Role::Billing, Role::Support};
        const QMap<Role, QList<Role>> covered = {
            {Role::Owner, {Role::Owner, Role::Admin, Role::Member, Role::Viewer, Role::Billing}},
            {Role::Admin, {Role::Admin, Role::Member, Role::Viewer, Role::Billing}},
        };
        for (Role giver : all) {
            for (Role given : all)
                QCOMPARE(RolePolicy::covers(giver, given), covered.value(giver).contains(given));
        }
    }

    void anOldDatabaseKeepsItsKeys() {
        // The schema of a database made before members and managed keys, written by hand.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.db"));
        const QByteArray oldKey = "cdk_" + QByteArray(43, 'A');
        {
            SqliteDb db;
            QString error;
            QVERIFY2(db.open(path, &error), qPrintable(error));
            QVERIFY2(db.exec(QStringLiteral(R"sql(
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE tenants (id TEXT PRIMARY KEY, name TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE users (id TEXT PRIMARY KEY, tenant_id TEXT REFERENCES tenants(id), name TEXT NOT NULL,
    email TEXT NOT NULL, role TEXT NOT NULL);
CREATE TABLE api_keys (id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id),
    key_hash BLOB NOT NULL UNIQUE, created_at TEXT NOT NULL);
INSERT INTO meta VALUES ('schema_version', '1'), ('seed', '7'), ('created_at', '2026-01-05T00:00:00Z');
INSERT INTO tenants VALUES ('tn-old', 'Old Lab', '2026-01-05T00:00:00Z');
INSERT INTO users VALUES ('tn-old-owner', 'tn-old', 'Old Lab owner', 'owner@old.example', 'owner');
)sql"),
                             &error),
                     qPrintable(error));
            QVERIFY2(
                db.run(QStringLiteral("INSERT INTO api_keys VALUES ('key-tn-old-owner', 'tn-old-owner', ?, "
                                      "'2026-01-05T00:00:00Z')"),
                       {QCryptographicHash::hash(oldKey, QCryptographicHash::Sha256)}, &error),
                qPrintable(error));
        }
        PlatformOptions options;
        options.databasePath = path;
        QString error;
        auto platform = Platform::open(options, &error);
        QVERIFY2(platform, qPrintable(error));
        Router router(*platform);
        const Response me = call(router, "GET", "/v1/me", oldKey);
        QCOMPARE(me.status, 200);
        QCOMPARE(json(me).value(QStringLiteral("role")).toString(), QStringLiteral("owner"));
        const QJsonObject key = json(me).value(QStringLiteral("api_key")).toObject();
        QCOMPARE(key.value(QStringLiteral("id")).toString(), QStringLiteral("key-tn-old-owner"));
        QCOMPARE(key.value(QStringLiteral("name")).toString(), QStringLiteral("Initial key"));
        QVERIFY(key.value(QStringLiteral("expires_at")).isNull());
        const Response listed = call(router, "GET", "/v1/api-keys", oldKey);
        QCOMPARE(listed.status, 200);
        const QJsonArray items = json(listed).value(QStringLiteral("items")).toArray();
        QCOMPARE(items.size(), 1);
        QCOMPARE(items[0].toObject().value(QStringLiteral("created_at")).toString(),
                 QStringLiteral("2026-01-05T00:00:00Z"));
        // Handed, like a new database's seeded keys, to the tenant's first owner.
        QCOMPARE(items[0].toObject().value(QStringLiteral("created_by")).toString(),
                 QStringLiteral("owner@old.example"));
        // And it hands out new keys, numbered from the first.
        const Response made =
            call(router, "POST", "/v1/api-keys", oldKey, R"({"name":"ci","role":"member"})");
        QCOMPARE(made.status, 201);
        QCOMPARE(json(made).value(QStringLiteral("id")).toString(), QStringLiteral("ak-0001"));
        QCOMPARE(
            call(router, "GET", "/v1/me", json(made).value(QStringLiteral("key")).toString().toUtf8()).status,
            200);
    }

    void aDemotedMembersKeyLosesPermissionsOnTheNextRequest() {
        PlatformOptions options;
        options.seed = 3;
        options.rateLimit.ratePerSecond = 0;
        QString error;
        auto platform = Platform::open(options, &error);
        QVERIFY2(platform, qPrintable(error));
        Router router(*platform);
        const QByteArray owner = platform->issuedKeys().tenants[0].keys.value(Role::Owner).toLatin1();
        const QString adminId = platform->issuedKeys().tenants[0].tenantId + u"-admin";
        // An admin key for the admin, made by the owner.
        const Response made =
            call(router, "POST", "/v1/api-keys", owner,
                 QByteArray(R"({"name":"ops","role":"admin","member_id":")") + adminId.toUtf8() + "\"}");
        QCOMPARE(made.status, 201);
        const QByteArray key = json(made).value(QStringLiteral("key")).toString().toUtf8();
        QCOMPARE(call(router, "GET", "/v1/audit-log", key).status, 200);
        QVERIFY(permissionsOf(call(router, "GET", "/v1/me", key)).contains(QStringLiteral("audit:read")));

        auto member = platform->directory().member(adminId);
        QVERIFY(member);
        member->role = Role::Member; // what MemberStore does on PATCH /v1/members/{id}
        platform->directory().memberChanged(*member);
        QCOMPARE(call(router, "GET", "/v1/audit-log", key).status, 403);
        const Response me = call(router, "GET", "/v1/me", key);
        QCOMPARE(json(me).value(QStringLiteral("role")).toString(), QStringLiteral("admin"));
        QVERIFY(!permissionsOf(me).contains(QStringLiteral("audit:read")));
        QVERIFY(!permissionsOf(me).contains(QStringLiteral("api-keys:read")));
        QVERIFY(permissionsOf(me).contains(QStringLiteral("clusters:write")));

        member->status = DirectoryMember::Status::Removed;
        platform->directory().memberChanged(*member);
        const Response refused = call(router, "GET", "/v1/me", key);
        QCOMPARE(refused.status, 401);
        QCOMPARE(json(refused).value(QStringLiteral("detail")).toString(),
                 QStringLiteral("The member this API key belongs to was removed from the tenant."));
    }

    void revokingAllOfAMembersKeysAppliesAtOnce() {
        PlatformOptions options;
        options.seed = 4;
        options.rateLimit.ratePerSecond = 0;
        QString error;
        auto platform = Platform::open(options, &error);
        QVERIFY2(platform, qPrintable(error));
        Router router(*platform);
        const auto& tenant = platform->issuedKeys().tenants[0];
        const QByteArray member = tenant.keys.value(Role::Member).toLatin1();
        QCOMPARE(call(router, "GET", "/v1/me", member).status, 200);
        // Another tenant's id names nobody of this one: nothing happens.
        QVERIFY(platform->apiKeys().revokeAllKeysOf(platform->issuedKeys().tenants[1].tenantId,
                                                    tenant.tenantId + u"-member", &error));
        QCOMPARE(call(router, "GET", "/v1/me", member).status, 200);
        QVERIFY2(platform->apiKeys().revokeAllKeysOf(tenant.tenantId, tenant.tenantId + u"-member", &error),
                 qPrintable(error));
        const Response refused = call(router, "GET", "/v1/me", member);
        QCOMPARE(refused.status, 401);
        QCOMPARE(json(refused).value(QStringLiteral("detail")).toString(),
                 QStringLiteral("This API key was revoked."));
        QCOMPARE(call(router, "GET", "/v1/me", tenant.keys.value(Role::Owner).toLatin1()).status, 200);
    }
};

QTEST_GUILESS_MAIN(TestApiKeyAuth)
#include "tst_api_key_auth.moc"
