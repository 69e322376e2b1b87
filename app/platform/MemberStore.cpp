#include "MemberStore.h"

#include "ApiKeyStore.h"
#include "PlatformJson.h"
#include "PlatformStore.h"
#include "SimClock.h"

#include "sqlite/SqliteDb.h"

namespace cd::sim {

namespace {

// Seeded people have no created_at of their own: they came with the tenant.
const QString columns =
    QStringLiteral("u.id, u.tenant_id, u.email, u.name, u.role, u.status, COALESCE(i.email, u.invited_by), "
                   "COALESCE(u.created_at, t.created_at), u.last_seen_at, u.version");
// Who invited someone is shown by email, as an API key's creator is.
const QString from = QStringLiteral(
    " FROM users u JOIN tenants t ON t.id = u.tenant_id LEFT JOIN users i ON i.id = u.invited_by ");

MemberRecord memberFrom(const QVariantList& row) {
    MemberRecord m;
    m.id = row[0].toString();
    m.tenantId = row[1].toString();
    m.email = row[2].toString();
    m.name = row[3].toString();
    m.role = roleFromId(row[4].toString()).value_or(Role::Viewer);
    m.invited = row[5].toString() == u"invited";
    m.invitedBy = row[6].toString();
    m.createdAt = parseRfc3339(row[7].toString()).value_or(QDateTime());
    m.lastSeenAt = parseRfc3339(row[8].toString()).value_or(QDateTime());
    m.version = row[9].isNull() ? 1 : row[9].toLongLong();
    return m;
}

Problem problem(int status, const QString& code, const QString& title, const QString& detail) {
    return Problem{status, code, title, detail, {}, 0};
}

Problem storeFailed(const QString& error) {
    return Problem::internal(
        QStringLiteral("The tenant's members could not be read or saved: %1").arg(error));
}

Problem notFound(const QString& id) {
    return Problem::notFound(QStringLiteral("member"), QStringLiteral("/v1/members/") + id);
}

Problem roleTooHigh(const MemberRecord* member, Role role) {
    const QString detail =
        member ? QStringLiteral("%1 is %2: only someone whose role covers %2 can change that.")
                     .arg(member->email, roleId(member->role))
               : QStringLiteral("Your role cannot hand out the %1 role.").arg(roleId(role));
    return problem(403, QStringLiteral("role_too_high"), QStringLiteral("Role too high"), detail);
}

} // namespace

QString MemberRecord::etag() const {
    return QStringLiteral("\"%1.%2\"").arg(id).arg(version);
}

MemberStore::MemberStore(SqliteDb& db, SimClock& clock, ApiKeyStore& apiKeys)
    : m_db(db)
    , m_clock(clock)
    , m_apiKeys(apiKeys) {}

bool MemberStore::createSchema(QString* error) {
    // Which invitation an Idempotency-Key made, so that a retry answers the same member. The users
    // table itself is PlatformStore's.
    return m_db.exec(QStringLiteral(R"sql(
CREATE TABLE IF NOT EXISTS member_invitations (
    tenant_id TEXT NOT NULL, idempotency_key TEXT NOT NULL, request_hash BLOB NOT NULL,
    user_id TEXT NOT NULL, PRIMARY KEY (tenant_id, idempotency_key));
)sql"),
                     error);
}

QList<MemberRecord> MemberStore::members(const QString& tenantId) const {
    QList<MemberRecord> out;
    QString error;
    m_db.query(
        u"SELECT " + columns + from +
            u"WHERE u.tenant_id = ? AND u.status IN ('active', 'invited') "
            u"ORDER BY lower(u.email), u.id",
        {tenantId}, [&](const QVariantList& row) { out.append(memberFrom(row)); }, &error);
    if (!error.isEmpty())
        qWarning("members: %s", qPrintable(error));
    return out;
}

std::optional<MemberRecord> MemberStore::find(const QString& tenantId, const QString& id) const {
    QString error;
    return load(tenantId, id, &error);
}

std::optional<MemberRecord> MemberStore::load(const QString& tenantId, const QString& id,
                                              QString* error) const {
    std::optional<MemberRecord> found;
    m_db.query(
        u"SELECT " + columns + from +
            u"WHERE u.tenant_id = ? AND u.id = ? AND u.status IN ('active', 'invited')",
        {tenantId, id}, [&](const QVariantList& row) { found = memberFrom(row); }, error);
    return found;
}

std::optional<Problem> MemberStore::lastOwner(const MemberRecord& member, QString* error) const {
    // An invited owner has never made a request: they cannot stand in for the last active one.
    if (member.role != Role::Owner || member.invited)
        return std::nullopt;
    qint64 others = 0;
    if (!m_db.query(
            QStringLiteral("SELECT COUNT(*) FROM users WHERE tenant_id = ? AND id != ? "
                           "AND role = 'owner' AND status = 'active'"),
            {member.tenantId, member.id}, [&](const QVariantList& row) { others = row[0].toLongLong(); },
            error))
        return storeFailed(*error);
    if (others > 0)
        return std::nullopt;
    return problem(
        409, QStringLiteral("last_owner"), QStringLiteral("Last owner"),
        QStringLiteral("%1 is the tenant's last owner: make someone else owner first.").arg(member.email));
}

void MemberStore::mirror(const QString& id) {
    QString error;
    if (!m_apiKeys.memberChanged(id, &error))
        qWarning("members: %s could not be re-read: %s", qPrintable(id), qPrintable(error));
}

std::variant<MemberStore::Invited, Problem>
MemberStore::invite(const QString& tenantId, const QString& email, Role role, const QString& name,
                    const QString& invitedBy, const QString& idempotencyKey, const QByteArray& requestHash) {
    std::optional<std::variant<Invited, Problem>> outcome;
    QString error;
    const bool ok = m_db.transaction(
        [&](QString* err) {
            QString earlierId;
            QByteArray earlierHash;
            if (!m_db.query(
                    QStringLiteral("SELECT user_id, request_hash FROM member_invitations "
                                   "WHERE tenant_id = ? AND idempotency_key = ?"),
                    {tenantId, idempotencyKey},
                    [&](const QVariantList& row) {
                        earlierId = row[0].toString();
                        earlierHash = row[1].toByteArray();
                    },
                    err))
                return false;
            if (!earlierId.isEmpty()) {
                if (earlierHash != requestHash) {
                    outcome =
                        problem(422, QStringLiteral("idempotency_key_reused"),
                                QStringLiteral("Idempotency key reused"),
                                QStringLiteral("This Idempotency-Key was used to invite someone else."));
                    return true;
                }
                const auto earlier = load(tenantId, earlierId, err);
                if (!err->isEmpty())
                    return false;
                if (earlier)
                    outcome = Invited{*earlier, true};
                else
                    outcome = problem(404, QStringLiteral("not_found"), QStringLiteral("Not found"),
                                      QStringLiteral("The member invited with this Idempotency-Key was "
                                                     "removed since."));
                return true;
            }
            bool taken = false;
            if (!m_db.query(
                    QStringLiteral("SELECT email FROM users WHERE tenant_id = ? "
                                   "AND status IN ('active', 'invited')"),
                    {tenantId},
                    [&](const QVariantList& row) {
                        taken |= row[0].toString().compare(email, Qt::CaseInsensitive) == 0;
                    },
                    err))
                return false;
            if (taken) {
                outcome =
                    problem(409, QStringLiteral("already_member"), QStringLiteral("Already a member"),
                            QStringLiteral("%1 is already a member of the tenant, or invited.").arg(email));
                return true;
            }
            const auto id = PlatformStore::nextId(m_db, QStringLiteral("usr"), err);
            if (!id)
                return false;
            const QString now = rfc3339(m_clock.now());
            const QString shown = name.trimmed().isEmpty() ? email.section(u'@', 0, 0) : name.trimmed();
            if (!m_db.run(QStringLiteral("INSERT INTO users (id, tenant_id, name, email, role, status, "
                                         "invited_by, created_at, version) VALUES (?, ?, ?, ?, ?, 'invited', "
                                         "?, ?, 1)"),
                          {*id, tenantId, shown, email, roleId(role), invitedBy, now}, err) ||
                !m_db.run(QStringLiteral("INSERT INTO member_invitations (tenant_id, idempotency_key, "
                                         "request_hash, user_id) VALUES (?, ?, ?, ?)"),
                          {tenantId, idempotencyKey, requestHash, *id}, err))
                return false;
            const auto made = load(tenantId, *id, err);
            if (!made)
                return false;
            outcome = Invited{*made, false};
            return true;
        },
        &error);
    if (!ok || !outcome)
        return storeFailed(error);
    if (const auto* invited = std::get_if<Invited>(&*outcome); invited && !invited->replayed)
        mirror(invited->member.id);
    return *outcome;
}

std::variant<MemberStore::Changed, Problem> MemberStore::changeRole(const QString& tenantId,
                                                                    const QString& id, Role role,
                                                                    const QString& ifMatch,
                                                                    const Covers& covers) {
    std::optional<std::variant<Changed, Problem>> outcome;
    QString error;
    const bool ok = m_db.transaction(
        [&](QString* err) {
            const auto member = load(tenantId, id, err);
            if (!err->isEmpty())
                return false;
            if (!member) {
                outcome = notFound(id);
                return true;
            }
            if (!covers(member->role)) {
                outcome = roleTooHigh(&*member, role);
                return true;
            }
            if (!covers(role)) {
                outcome = roleTooHigh(nullptr, role);
                return true;
            }
            if (ifMatch != u"*" && ifMatch != member->etag()) {
                outcome =
                    problem(412, QStringLiteral("precondition_failed"), QStringLiteral("Member changed"),
                            QStringLiteral("The member was changed since you read it. Load it again "
                                           "and retry."));
                return true;
            }
            if (member->role == role) {
                outcome = Changed{*member, role};
                return true;
            }
            if (role != Role::Owner) {
                if (auto last = lastOwner(*member, err)) {
                    outcome = *last;
                    return err->isEmpty();
                }
            }
            if (!m_db.run(QStringLiteral("UPDATE users SET role = ?, version = COALESCE(version, 1) + 1 "
                                         "WHERE id = ?"),
                          {roleId(role), id}, err))
                return false;
            const auto changed = load(tenantId, id, err);
            if (!changed)
                return false;
            outcome = Changed{*changed, member->role};
            return true;
        },
        &error);
    if (!ok || !outcome)
        return storeFailed(error);
    if (const auto* changed = std::get_if<Changed>(&*outcome);
        changed && changed->from != changed->member.role)
        mirror(changed->member.id);
    return *outcome;
}

std::variant<MemberRecord, Problem> MemberStore::remove(const QString& tenantId, const QString& id,
                                                        const Covers& covers) {
    std::optional<std::variant<MemberRecord, Problem>> outcome;
    QString error;
    const bool ok = m_db.transaction(
        [&](QString* err) {
            const auto member = load(tenantId, id, err);
            if (!err->isEmpty())
                return false;
            if (!member) {
                outcome = notFound(id);
                return true;
            }
            if (!covers(member->role)) {
                outcome = roleTooHigh(&*member, member->role);
                return true;
            }
            if (auto last = lastOwner(*member, err)) {
                outcome = *last;
                return err->isEmpty();
            }
            // Their SSH keys open nodes; nobody may reach a node as someone who left.
            if (!m_db.run(
                    QStringLiteral("UPDATE users SET status = 'removed', version = COALESCE(version, 1) + 1 "
                                   "WHERE id = ?"),
                    {id}, err) ||
                !m_apiKeys.revokeAllKeysOf(tenantId, id, err) ||
                !m_db.run(QStringLiteral("DELETE FROM ssh_keys WHERE user_id = ?"), {id}, err))
                return false;
            outcome = *member;
            return true;
        },
        &error);
    if (!ok || !outcome)
        return storeFailed(error);
    if (const auto* removed = std::get_if<MemberRecord>(&*outcome))
        mirror(removed->id);
    return *outcome;
}

} // namespace cd::sim
