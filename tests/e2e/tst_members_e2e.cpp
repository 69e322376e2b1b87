// A tenant's members against a real clusterdesk-sim over HTTP, trying to break the rules: who may
// read and change them, what an admin may not do to an owner, the last owner, another tenant's ids,
// support staff read-only, stale ETags, bad addresses, duplicates; and what a change does to the
// person's next request (a removed member's key 401 at once, a demoted member 403 on a launch).
#include "RawHttp.h"

#include "sqlite/SqliteDb.h"
#include "support/SimProcess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUuid>

using namespace cd;
using namespace cd::test;

namespace {

const QByteArray sshKey =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEJzeB0V7XHcUwMcaIMO07rJ89eSxvwBtIWzuC65PwX/ me@laptop";

struct Reply {
    int status = 0;
    QJsonObject json;
    QByteArray etag;
};

QByteArray uuid() {
    return QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
}

} // namespace

class TestMembersE2E final : public QObject {
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;

    QByteArray key(const char* who) const { return m_sim->key(QString::fromLatin1(who)); }
    QByteArray seeded(const char* role) const {
        return (m_sim->tenantId(0) + u'-' + QLatin1StringView(role)).toUtf8();
    }

    Reply call(const QByteArray& method, const QByteArray& path, const QByteArray& apiKey,
               const QJsonObject& body = {}, const QByteArray& headers = {}) {
        RawHttp http;
        if (!http.open(m_sim->port()))
            return {};
        const QByteArray bytes = body.isEmpty() && method != "POST" && method != "PATCH"
                                     ? QByteArray()
                                     : QJsonDocument(body).toJson(QJsonDocument::Compact);
        http.send(method + ' ' + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + apiKey +
                  "\r\nContent-Type: application/json\r\nContent-Length: " +
                  QByteArray::number(bytes.size()) + "\r\n" + headers + "\r\n" + bytes);
        const RawHttp::Reply raw = http.read(10000);
        Reply r;
        r.status = raw.status;
        r.json = QJsonDocument::fromJson(raw.body).object();
        for (const QByteArray& line : raw.head.split('\n')) {
            if (line.toLower().startsWith("etag:"))
                r.etag = line.mid(5).trimmed();
        }
        return r;
    }

    Reply invite(const QByteArray& apiKey, const QJsonValue& email, const QString& role) {
        return call("POST", "/v1/members/invitations", apiKey,
                    QJsonObject{{QStringLiteral("email"), email}, {QStringLiteral("role"), role}},
                    "Idempotency-Key: " + uuid() + "\r\n");
    }

    Reply changeRole(const QByteArray& apiKey, const QByteArray& id, const QString& role,
                     const QByteArray& ifMatch = "*") {
        return call("PATCH", "/v1/members/" + id, apiKey, QJsonObject{{QStringLiteral("role"), role}},
                    ifMatch.isEmpty() ? QByteArray() : "If-Match: " + ifMatch + "\r\n");
    }

    // An owner's key made for `memberId` (T1's POST /v1/api-keys): the way an invited person gets in.
    QByteArray keyFor(const QByteArray& memberId, const QString& role) {
        const Reply made = call("POST", "/v1/api-keys", key("0/owner"),
                                QJsonObject{{QStringLiteral("name"), QStringLiteral("e2e")},
                                            {QStringLiteral("role"), role},
                                            {QStringLiteral("member_id"), QString::fromUtf8(memberId)}},
                                "Idempotency-Key: " + uuid() + "\r\n");
        if (made.status != 201)
            qWarning("api key not made: %d %s", made.status, QJsonDocument(made.json).toJson().constData());
        return made.json.value(QStringLiteral("key")).toString().toUtf8();
    }

    // Invited, not yet seen: no key of theirs has made a request.
    QByteArray newMember(const QString& role) {
        const QString email = u"e2e-" + QString::fromLatin1(uuid().left(8)) + u"@example.com";
        const Reply made = invite(key("0/owner"), email, role);
        return made.json.value(QStringLiteral("id")).toString().toUtf8();
    }

private Q_SLOTS:
    void initTestCase() {
        m_sim =
            std::make_unique<SimProcess>(QStringList{QStringLiteral("--rate-limit"), QStringLiteral("0")});
        QString error;
        QVERIFY2(m_sim->start(&error), qPrintable(error));
    }

    void onlyOwnersAdminsAndSupportRead() {
        const Reply owner = call("GET", "/v1/members", key("0/owner"));
        QCOMPARE(owner.status, 200);
        QStringList emails;
        for (const QJsonValue& m : owner.json.value(QStringLiteral("items")).toArray())
            emails.append(m.toObject().value(QStringLiteral("email")).toString());
        QCOMPARE(emails, (QStringList{QStringLiteral("aiko.sato@aurora-ai.example"),
                                      QStringLiteral("jonas.weber@aurora-ai.example"),
                                      QStringLiteral("mei.lin@aurora-ai.example"),
                                      QStringLiteral("priya.raman@aurora-ai.example"),
                                      QStringLiteral("tomas.ortega@aurora-ai.example")}));
        // Believable people of a small lab, one a role.
        QStringList names;
        for (const QJsonValue& m : owner.json.value(QStringLiteral("items")).toArray())
            names.append(m.toObject().value(QStringLiteral("name")).toString());
        QCOMPARE(names, (QStringList{QStringLiteral("Aiko Sato"), QStringLiteral("Jonas Weber"),
                                     QStringLiteral("Mei Lin"), QStringLiteral("Priya Raman"),
                                     QStringLiteral("Tom\u00e1s Ortega")}));
        QCOMPARE(call("GET", "/v1/members", key("0/admin")).status, 200);
        QCOMPARE(call("GET", "/v1/members/" + seeded("viewer"), key("0/admin")).status, 200);
        for (const char* who : {"0/member", "0/viewer", "0/billing"}) {
            QCOMPARE(call("GET", "/v1/members", key(who)).status, 403);
            QCOMPARE(call("GET", "/v1/members/" + seeded("viewer"), key(who)).status, 403);
            QCOMPARE(invite(key(who), QStringLiteral("x@example.com"), QStringLiteral("viewer")).status, 403);
            QCOMPARE(changeRole(key(who), seeded("viewer"), QStringLiteral("member")).status, 403);
            QCOMPARE(call("DELETE", "/v1/members/" + seeded("viewer"), key(who)).status, 403);
        }
        QCOMPARE(
            call("GET", "/v1/members/" + seeded("viewer"), key("0/owner")).json.value(QStringLiteral("role")),
            QJsonValue(QStringLiteral("viewer")));
    }

    void theLastOwnerStays() {
        const Reply before = call("GET", "/v1/members/" + seeded("owner"), key("0/owner"));
        QCOMPARE(before.status, 200);
        Reply r = changeRole(key("0/owner"), seeded("owner"), QStringLiteral("admin"), before.etag);
        QCOMPARE(r.status, 409);
        QCOMPARE(r.json.value(QStringLiteral("code")).toString(), QStringLiteral("last_owner"));
        QCOMPARE(r.json.value(QStringLiteral("detail")).toString(),
                 QStringLiteral(
                     "mei.lin@aurora-ai.example is the tenant's last owner: make someone else owner first."));
        QCOMPARE(call("DELETE", "/v1/members/" + seeded("owner"), key("0/owner")).status, 409);
        // An invited owner has made no request yet: they do not count.
        const QByteArray invitedOwner = newMember(QStringLiteral("owner"));
        QCOMPARE(changeRole(key("0/owner"), seeded("owner"), QStringLiteral("admin")).status, 409);
        QCOMPARE(call("DELETE", "/v1/members/" + invitedOwner, key("0/owner")).status, 204);
        const Reply after = call("GET", "/v1/members/" + seeded("owner"), key("0/owner"));
        QCOMPARE(after.json.value(QStringLiteral("role")).toString(), QStringLiteral("owner"));
        QCOMPARE(after.etag, before.etag);
        QCOMPARE(call("GET", "/v1/me", key("0/owner")).status, 200);
    }

    void anAdminCannotTouchAnOwner() {
        Reply r = invite(key("0/admin"), QStringLiteral("boss@example.com"), QStringLiteral("owner"));
        QCOMPARE(r.status, 403);
        QCOMPARE(r.json.value(QStringLiteral("code")).toString(), QStringLiteral("role_too_high"));
        r = changeRole(key("0/admin"), seeded("viewer"), QStringLiteral("owner"));
        QCOMPARE(r.status, 403);
        QCOMPARE(r.json.value(QStringLiteral("code")).toString(), QStringLiteral("role_too_high"));
        r = changeRole(key("0/admin"), seeded("owner"), QStringLiteral("viewer"));
        QCOMPARE(r.status, 403);
        QCOMPARE(r.json.value(QStringLiteral("code")).toString(), QStringLiteral("role_too_high"));
        r = call("DELETE", "/v1/members/" + seeded("owner"), key("0/admin"));
        QCOMPARE(r.status, 403);
        QCOMPARE(r.json.value(QStringLiteral("code")).toString(), QStringLiteral("role_too_high"));
        QCOMPARE(
            call("GET", "/v1/members/" + seeded("owner"), key("0/owner")).json.value(QStringLiteral("role")),
            QJsonValue(QStringLiteral("owner")));
        QCOMPARE(
            call("GET", "/v1/members/" + seeded("viewer"), key("0/owner")).json.value(QStringLiteral("role")),
            QJsonValue(QStringLiteral("viewer")));
    }

    void anotherTenantsMembersAreNotFound() {
        const QByteArray theirs = "/v1/members/" + seeded("viewer");
        QCOMPARE(call("GET", theirs, key("1/owner")).status, 404);
        QCOMPARE(changeRole(key("1/owner"), seeded("viewer"), QStringLiteral("admin")).status, 404);
        QCOMPARE(call("DELETE", theirs, key("1/owner")).status, 404);
        const Reply list = call("GET", "/v1/members", key("1/owner"));
        QCOMPARE(list.status, 200);
        QVERIFY(!QJsonDocument(list.json).toJson().contains("aurora-ai.example"));
        QCOMPARE(call("GET", theirs, key("0/owner")).json.value(QStringLiteral("role")),
                 QJsonValue(QStringLiteral("viewer")));
    }

    void supportReadsOnly() {
        const QByteArray tenant = "X-Tenant-Id: " + m_sim->tenantId(0).toUtf8() + "\r\n";
        QCOMPARE(call("GET", "/v1/members", key("support"), {}, tenant).status, 200);
        QCOMPARE(call("GET", "/v1/members/" + seeded("viewer"), key("support"), {}, tenant).status, 200);
        QCOMPARE(call("GET", "/v1/members", key("support")).status, 403);
        QCOMPARE(call("POST", "/v1/members/invitations", key("support"),
                      QJsonObject{{QStringLiteral("email"), QStringLiteral("s@example.com")},
                                  {QStringLiteral("role"), QStringLiteral("viewer")}},
                      tenant + "Idempotency-Key: " + uuid() + "\r\n")
                     .status,
                 403);
        QCOMPARE(call("PATCH", "/v1/members/" + seeded("viewer"), key("support"),
                      QJsonObject{{QStringLiteral("role"), QStringLiteral("admin")}},
                      tenant + "If-Match: *\r\n")
                     .status,
                 403);
        QCOMPARE(call("DELETE", "/v1/members/" + seeded("viewer"), key("support"), {}, tenant).status, 403);
    }

    void badAddressesAndDuplicates() {
        const QStringList bad = {QString(),
                                 QStringLiteral("plain"),
                                 QStringLiteral("@example.com"),
                                 QStringLiteral("dev@localhost"),
                                 QStringLiteral("dev@@example.com"),
                                 QStringLiteral("dev@ops@example.com"),
                                 QStringLiteral("d ev@example.com"),
                                 QStringLiteral(" dev@example.com"),
                                 QStringLiteral("dev@example.com\n"),
                                 QStringLiteral("dev@example..com"),
                                 QStringLiteral("dev@.example.com"),
                                 QStringLiteral("dev@example.com."),
                                 QString(250, u'a') + QStringLiteral("@example.com")};
        for (const QString& email : bad) {
            const Reply r = invite(key("0/owner"), email, QStringLiteral("viewer"));
            QVERIFY2(r.status == 422, qPrintable(email));
            QCOMPARE(r.json.value(QStringLiteral("code")).toString(), QStringLiteral("invalid_email"));
            QCOMPARE(r.json.value(QStringLiteral("field")).toString(), QStringLiteral("email"));
        }
        QCOMPARE(invite(key("0/owner"), 42, QStringLiteral("viewer")).status, 422);
        Reply r =
            invite(key("0/owner"), QStringLiteral("Jonas.Weber@Aurora-AI.example"), QStringLiteral("viewer"));
        QCOMPARE(r.status, 409);
        QCOMPARE(r.json.value(QStringLiteral("code")).toString(), QStringLiteral("already_member"));
        QCOMPARE(invite(key("0/owner"), QStringLiteral("twice@example.com"), QStringLiteral("viewer")).status,
                 201);
        r = invite(key("0/admin"), QStringLiteral("TWICE@example.com"), QStringLiteral("member"));
        QCOMPARE(r.status, 409);
        QCOMPARE(r.json.value(QStringLiteral("code")).toString(), QStringLiteral("already_member"));
        // Another tenant may invite the same person.
        QCOMPARE(invite(key("1/owner"), QStringLiteral("twice@example.com"), QStringLiteral("viewer")).status,
                 201);
    }

    void staleOrMissingIfMatch() {
        const QByteArray id = newMember(QStringLiteral("viewer"));
        const Reply read = call("GET", "/v1/members/" + id, key("0/owner"));
        QCOMPARE(read.etag, QByteArray("\"" + id + ".1\""));
        Reply r = changeRole(key("0/owner"), id, QStringLiteral("member"), {});
        QCOMPARE(r.status, 428);
        QCOMPARE(r.json.value(QStringLiteral("code")).toString(), QStringLiteral("if_match_required"));
        r = changeRole(key("0/owner"), id, QStringLiteral("member"), read.etag);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.etag, QByteArray("\"" + id + ".2\""));
        r = changeRole(key("0/admin"), id, QStringLiteral("billing"), read.etag);
        QCOMPARE(r.status, 412);
        QCOMPARE(call("GET", "/v1/members/" + id, key("0/owner")).json.value(QStringLiteral("role")),
                 QJsonValue(QStringLiteral("member")));
    }

    void anInvitedMemberBecomesActiveWithTheirFirstRequest() {
        const QByteArray id = newMember(QStringLiteral("member"));
        QCOMPARE(call("GET", "/v1/members/" + id, key("0/owner")).json.value(QStringLiteral("status")),
                 QJsonValue(QStringLiteral("invited")));
        const QByteArray theirs = keyFor(id, QStringLiteral("member"));
        QVERIFY(!theirs.isEmpty());
        QCOMPARE(call("GET", "/v1/me", theirs).status, 200);
        const Reply after = call("GET", "/v1/members/" + id, key("0/owner"));
        QCOMPARE(after.json.value(QStringLiteral("status")), QJsonValue(QStringLiteral("active")));
        QVERIFY(after.json.value(QStringLiteral("last_seen_at")).isString());
    }

    void aDemotedMemberCannotLaunchOnTheirNextRequest() {
        const QByteArray id = newMember(QStringLiteral("member"));
        const QByteArray theirs = keyFor(id, QStringLiteral("member"));
        // An empty launch: refused for what it lacks, not for who asks.
        QCOMPARE(call("POST", "/v1/clusters", theirs, {}, "Idempotency-Key: " + uuid() + "\r\n").status, 422);
        QCOMPARE(changeRole(key("0/admin"), id, QStringLiteral("viewer")).status, 200);
        const Reply r = call("POST", "/v1/clusters", theirs, {}, "Idempotency-Key: " + uuid() + "\r\n");
        QCOMPARE(r.status, 403);
        QCOMPARE(call("GET", "/v1/clusters", theirs).status, 200);
    }

    void aRemovedMembersKeysAndSshKeysGoAtOnce() {
        const QByteArray id = newMember(QStringLiteral("member"));
        const QByteArray theirs = keyFor(id, QStringLiteral("member"));
        QCOMPARE(call("POST", "/v1/ssh-keys", theirs,
                      QJsonObject{{QStringLiteral("public_key"), QString::fromLatin1(sshKey)}},
                      "Idempotency-Key: " + uuid() + "\r\n")
                     .status,
                 201);
        QCOMPARE(call("GET", "/v1/me", theirs).status, 200);
        QCOMPARE(call("DELETE", "/v1/members/" + id, key("0/admin")).status, 204);
        const Reply refused = call("GET", "/v1/me", theirs);
        QCOMPARE(refused.status, 401);
        QCOMPARE(refused.json.value(QStringLiteral("code")).toString(), QStringLiteral("unauthorized"));
        // Why, not just that: the removal revoked the key too, but "revoked" would send them to the
        // wrong person.
        QCOMPARE(refused.json.value(QStringLiteral("detail")).toString(),
                 QStringLiteral("The member this API key belongs to was removed from the tenant."));
        QCOMPARE(call("GET", "/v1/members/" + id, key("0/owner")).status, 404);
        QCOMPARE(call("DELETE", "/v1/members/" + id, key("0/owner")).status, 404);
        const Reply list = call("GET", "/v1/members", key("0/owner"));
        QVERIFY(!QJsonDocument(list.json).toJson().contains(id));
        // The row is kept for the audit trail; the SSH keys are gone.
        SqliteDb db;
        QString error;
        QVERIFY2(db.openReadOnly(m_sim->databasePath(), &error), qPrintable(error));
        QString status;
        qint64 sshKeys = -1;
        QVERIFY(db.query(
            QStringLiteral("SELECT status FROM users WHERE id = ?"), {QString::fromUtf8(id)},
            [&](const QVariantList& row) { status = row[0].toString(); }, &error));
        QVERIFY(db.query(
            QStringLiteral("SELECT COUNT(*) FROM ssh_keys WHERE user_id = ?"), {QString::fromUtf8(id)},
            [&](const QVariantList& row) { sshKeys = row[0].toLongLong(); }, &error));
        QCOMPARE(status, QStringLiteral("removed"));
        QCOMPARE(sshKeys, 0);
    }

    void everyChangeIsInTheAuditLog() {
        const QByteArray id = newMember(QStringLiteral("viewer"));
        QCOMPARE(changeRole(key("0/admin"), id, QStringLiteral("billing")).status, 200);
        QCOMPARE(changeRole(key("0/admin"), id, QStringLiteral("owner")).status, 403);
        QCOMPARE(call("DELETE", "/v1/members/" + id, key("0/owner")).status, 204);
        const Reply log = call("GET", "/v1/audit-log?page_size=20", key("0/owner"));
        QCOMPARE(log.status, 200);
        QStringList seen;
        for (const QJsonValue& v : log.json.value(QStringLiteral("items")).toArray()) {
            const QJsonObject e = v.toObject();
            if (e.value(QStringLiteral("resource")).toString().endsWith(QString::fromUtf8(id)) ||
                e.value(QStringLiteral("details")).toObject().value(QStringLiteral("member_id")) ==
                    QString::fromUtf8(id)) {
                const QJsonObject d = e.value(QStringLiteral("details")).toObject();
                seen.append(
                    e.value(QStringLiteral("action")).toString() + u' ' +
                    e.value(QStringLiteral("outcome")).toString() + u' ' +
                    e.value(QStringLiteral("actor")).toObject().value(QStringLiteral("role")).toString() +
                    u' ' + d.value(QStringLiteral("from")).toString() + u'>' +
                    d.value(QStringLiteral("to")).toString());
            }
        }
        QCOMPARE(seen, (QStringList{QStringLiteral("member.removed allowed owner >"),
                                    QStringLiteral("member.role_changed denied admin >"),
                                    QStringLiteral("member.role_changed allowed admin viewer>billing"),
                                    QStringLiteral("member.invited allowed owner >")}));
    }
};

QTEST_GUILESS_MAIN(TestMembersE2E)
#include "tst_members_e2e.moc"
