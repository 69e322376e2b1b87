#include "ApiKeyStore.h"

#include "PlatformJson.h"
#include "PlatformStore.h"
#include "RolePolicy.h"
#include "SimClock.h"

#include "sqlite/SqliteDb.h"

namespace cd::sim {

namespace {

// The columns Record is read from; the first eight are PlatformStore::keyFromRow's.
const QString recordSelect = QStringLiteral(
    "SELECT k.id, k.key_hash, k.user_id, k.name, k.prefix, k.role, k.expires_at, k.revoked_at, "
    "u.email, u.role, c.email, k.created_at, k.last_used_at "
    "FROM api_keys k JOIN users u ON u.id = k.user_id LEFT JOIN users c ON c.id = k.created_by ");

QDateTime timeOf(const QVariant& v) {
    return v.isNull() ? QDateTime() : QDateTime::fromString(v.toString(), Qt::ISODate);
}

Problem roleTooHigh(const QString& detail) {
    return Problem{403, QStringLiteral("role_too_high"), QStringLiteral("Role too high"), detail, {}, 0};
}

constexpr std::chrono::seconds touchInterval{60};

} // namespace

ApiKeyStore::ApiKeyStore(SqliteDb& db, SimClock& clock, Directory& directory)
    : m_db(db)
    , m_clock(clock)
    , m_directory(directory) {}

bool ApiKeyStore::withinRole(Role memberRole, Role keyRole) {
    return memberRole == keyRole || RolePolicy::covers(memberRole, keyRole);
}

std::optional<QList<ApiKeyStore::Record>> ApiKeyStore::list(const QString& tenantId, QString* error) const {
    QList<Record> records;
    const QDateTime now = m_clock.now();
    auto& db = const_cast<SqliteDb&>(m_db);
    const bool ok = db.query(
        recordSelect + u"WHERE u.tenant_id = ? AND k.revoked_at IS NULL AND u.status != 'removed' "
                       u"ORDER BY k.created_at DESC, k.rowid DESC",
        {tenantId},
        [&](const QVariantList& row) {
            Record r;
            r.key = PlatformStore::keyFromRow(row);
            const Role memberRole = roleFromId(row[9].toString()).value_or(Role::Viewer);
            r.role = r.key.role.value_or(memberRole);
            r.memberId = r.key.userId;
            r.memberEmail = row[8].toString();
            r.createdBy = row[10].toString();
            r.createdAt = timeOf(row[11]);
            r.lastUsedAt = timeOf(row[12]);
            r.expired = r.key.expiresAt.isValid() && r.key.expiresAt <= now;
            records.append(r);
        },
        error);
    if (!ok)
        return std::nullopt;
    return records;
}

std::optional<ApiKeyStore::Record> ApiKeyStore::find(const QString& tenantId, const QString& id,
                                                     QString* error) const {
    const auto all = list(tenantId, error);
    if (!all)
        return std::nullopt;
    for (const Record& r : *all) {
        if (r.key.id == id)
            return r;
    }
    return std::nullopt;
}

std::variant<ApiKeyStore::Created, Problem> ApiKeyStore::create(const Principal& caller,
                                                                const Request& request,
                                                                const QString& idempotencyKey,
                                                                const QByteArray& requestHash) {
    // Both the key the caller uses and the caller's own role must cover the new key's role.
    if (!RolePolicy::covers(caller.role, request.role) ||
        !RolePolicy::covers(caller.memberRole, request.role)) {
        const Role limiting = RolePolicy::covers(caller.role, request.role) ? caller.memberRole : caller.role;
        return roleTooHigh(QStringLiteral("Your role (%1) cannot hand out a key with the role %2.")
                               .arg(roleId(limiting), roleId(request.role)));
    }
    const QString memberId = request.memberId.isEmpty() ? caller.userId : request.memberId;
    const auto member = m_directory.member(memberId);
    if (!member || member->tenantId != caller.tenantId || caller.tenantId.isEmpty() ||
        member->status == DirectoryMember::Status::Removed)
        return Problem::notFound(QStringLiteral("member"), memberId);
    if (!withinRole(member->role, request.role))
        return roleTooHigh(QStringLiteral("%1 is a %2 and cannot hold a key with the role %3.")
                               .arg(member->email, roleId(member->role), roleId(request.role)));

    const QString replayId = caller.userId + u'\x1f' + idempotencyKey;
    std::lock_guard lock(m_mutex);
    std::optional<std::variant<Created, Problem>> outcome;
    QString keyId;
    QString error;
    const bool ok = m_db.transaction(
        [&](QString* err) {
            QString earlierId;
            QByteArray earlierHash;
            if (!m_db.query(
                    QStringLiteral("SELECT id, request_hash FROM api_keys WHERE created_by = ? AND "
                                   "idempotency_key = ?"),
                    {caller.userId, idempotencyKey},
                    [&](const QVariantList& row) {
                        earlierId = row[0].toString();
                        earlierHash = row[1].toByteArray();
                    },
                    err))
                return false;
            if (!earlierId.isEmpty()) {
                if (earlierHash != requestHash)
                    outcome =
                        Problem{422,
                                QStringLiteral("idempotency_key_reused"),
                                QStringLiteral("Idempotency key reused"),
                                QStringLiteral("This Idempotency-Key was used to create a different key."),
                                {},
                                0};
                else if (!m_shown.contains(replayId))
                    outcome =
                        Problem{409,
                                QStringLiteral("key_not_replayable"),
                                QStringLiteral("Key not shown again"),
                                QStringLiteral("The key was created, but a key is shown only once. Revoke "
                                               "it and create another."),
                                {},
                                0};
                else
                    outcome = Created{{}, m_shown.value(replayId), true};
                keyId = earlierId;
                return true;
            }
            const auto id = PlatformStore::nextId(m_db, QStringLiteral("ak"), err);
            if (!id)
                return false;
            const QByteArray secret = PlatformStore::newApiKey();
            DirectoryKey k;
            k.id = *id;
            k.userId = memberId;
            k.name = request.name;
            k.prefix = QString::fromLatin1(secret.left(PlatformStore::keyPrefixLength));
            k.role = request.role;
            k.expiresAt = request.expiresAt;
            if (!m_db.run(
                    QStringLiteral("INSERT INTO api_keys (id, user_id, key_hash, created_at, name, role, "
                                   "prefix, created_by, expires_at, idempotency_key, request_hash) "
                                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                    {k.id, memberId, Directory::hashKey(secret), rfc3339(m_clock.now()), k.name,
                     roleId(request.role), k.prefix, caller.userId,
                     k.expiresAt.isValid() ? QVariant(rfc3339(k.expiresAt)) : QVariant(), idempotencyKey,
                     requestHash},
                    err))
                return false;
            m_directory.addKey(Directory::hashKey(secret), k);
            m_shown.insert(replayId, secret);
            keyId = k.id;
            outcome = Created{{}, secret, false};
            return true;
        },
        &error);
    if (!ok || !outcome)
        return Problem::internal(QStringLiteral("The key could not be stored: %1").arg(error));
    if (auto* created = std::get_if<Created>(&*outcome)) {
        // The record as GET lists it.
        const auto record = find(caller.tenantId, keyId, &error);
        if (!record)
            return Problem::notFound(QStringLiteral("API key"), keyId); // revoked since, by a replay
        created->record = *record;
    }
    return *outcome;
}

std::variant<ApiKeyStore::Record, Problem> ApiKeyStore::revoke(const Principal& caller, const QString& id) {
    QString error;
    const auto record = caller.tenantId.isEmpty() ? std::nullopt : find(caller.tenantId, id, &error);
    if (!record)
        return error.isEmpty()
                   ? Problem::notFound(QStringLiteral("API key"), id)
                   : Problem::internal(QStringLiteral("The keys could not be read: %1").arg(error));
    if (!RolePolicy::covers(caller.role, record->role) ||
        !RolePolicy::covers(caller.memberRole, record->role))
        return roleTooHigh(QStringLiteral("A key with the role %1 can be revoked only by someone whose role "
                                          "covers it.")
                               .arg(roleId(record->role)));
    const QDateTime now = m_clock.now();
    if (!m_db.run(QStringLiteral("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL"),
                  {rfc3339(now), id}, &error))
        return Problem::internal(QStringLiteral("The key could not be revoked: %1").arg(error));
    m_directory.revokeKey(id, now);
    return *record;
}

bool ApiKeyStore::revokeAllKeysOf(const QString& tenantId, const QString& memberId, QString* error) {
    const auto member = m_directory.member(memberId);
    if (!member || member->tenantId != tenantId)
        return true; // nothing of this tenant's to revoke
    const QDateTime now = m_clock.now();
    if (!m_db.run(
            QStringLiteral("UPDATE api_keys SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL"),
            {rfc3339(now), memberId}, error))
        return false;
    m_directory.revokeAllKeysOf(memberId, now);
    return true;
}

bool ApiKeyStore::memberChanged(const QString& userId, QString* error) {
    std::optional<DirectoryMember> found;
    if (!m_db.query(
            QStringLiteral("SELECT id, tenant_id, name, email, role, status FROM users WHERE id = ?"),
            {userId},
            [&](const QVariantList& row) {
                DirectoryMember m;
                m.id = row[0].toString();
                m.tenantId = row[1].toString();
                m.name = row[2].toString();
                m.email = row[3].toString();
                m.role = roleFromId(row[4].toString()).value_or(Role::Viewer);
                m.status = DirectoryMember::statusFromId(row[5].toString())
                               .value_or(DirectoryMember::Status::Active);
                found = m;
            },
            error))
        return false;
    if (found)
        m_directory.memberChanged(*found);
    return true;
}

void ApiKeyStore::touch(const Principal& principal) {
    if (principal.keyId.isEmpty())
        return;
    const auto member = m_directory.member(principal.userId);
    const bool invited = member && member->status == DirectoryMember::Status::Invited;
    const auto wallNow = std::chrono::steady_clock::now();
    bool writeKey = false;
    bool writeUser = false;
    {
        std::lock_guard lock(m_mutex);
        auto due = [&](const QString& what) {
            const auto it = m_lastWrite.constFind(what);
            if (it != m_lastWrite.cend() && wallNow - it.value() < touchInterval)
                return false;
            m_lastWrite.insert(what, wallNow);
            return true;
        };
        writeKey = due(u"k:" + principal.keyId);
        writeUser = due(u"u:" + principal.userId);
    }
    if (!writeKey && !writeUser && !invited)
        return;
    const QString now = rfc3339(m_clock.now());
    QString error;
    if (writeKey)
        m_db.run(QStringLiteral("UPDATE api_keys SET last_used_at = ? WHERE id = ?"), {now, principal.keyId},
                 &error);
    if (writeUser || invited)
        m_db.run(QStringLiteral("UPDATE users SET last_seen_at = ? WHERE id = ?"), {now, principal.userId},
                 &error);
    if (invited) {
        // The first request made with one of their keys: the invitation is taken up.
        if (m_db.run(
                QStringLiteral("UPDATE users SET status = 'active', version = version + 1 WHERE id = ? AND "
                               "status = 'invited'"),
                {principal.userId}, &error))
            memberChanged(principal.userId, &error);
    }
    if (!error.isEmpty())
        qWarning("api keys: last use could not be written: %s", qPrintable(error));
}

} // namespace cd::sim
