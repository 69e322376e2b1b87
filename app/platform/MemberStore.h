#pragma once

#include "Problem.h"

#include "core/Role.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <functional>
#include <optional>
#include <variant>

namespace cd {
class SqliteDb;
}

namespace cd::sim {

class ApiKeyStore;
class SimClock;

// One person of a tenant, as GET /v1/members shows them: a row of `users` that is not removed.
struct MemberRecord {
    QString id;
    QString tenantId;
    QString email;
    QString name;
    Role role = Role::Viewer;
    bool invited = false; // invited and not yet seen: no request made with one of their keys
    QString invitedBy;    // the inviter's email; empty for the people the tenant started with
    QDateTime createdAt;
    QDateTime lastSeenAt; // invalid: never
    qint64 version = 1;

    QString etag() const;
};

// A tenant's members over the platform's `users` table: invite, change a role, remove. Removed rows
// stay (the audit log names them) but are never listed or found. Every rule that depends on the
// other rows (a duplicate email, the last owner) is judged in the transaction that writes, so two
// owners demoting each other at once cannot leave the tenant without one. Each change is mirrored
// into the Directory (through ApiKeyStore) once committed, so it applies to that person's next request.
class MemberStore {
public:
    static constexpr int maxNameLength = 80;

    MemberStore(SqliteDb& db, SimClock& clock, ApiKeyStore& apiKeys);
    bool createSchema(QString* error);

    // Active and invited members, by email.
    QList<MemberRecord> members(const QString& tenantId) const;
    std::optional<MemberRecord> find(const QString& tenantId, const QString& id) const;

    // May the caller hand out, or touch someone holding, this role (RolePolicy::covers).
    using Covers = std::function<bool(Role)>;

    struct Invited {
        MemberRecord member;
        bool replayed = false; // the same Idempotency-Key and body again: the invitation already made
    };
    std::variant<Invited, Problem> invite(const QString& tenantId, const QString& email, Role role,
                                          const QString& name, const QString& invitedBy,
                                          const QString& idempotencyKey, const QByteArray& requestHash);

    struct Changed {
        MemberRecord member;
        Role from = Role::Viewer; // the role before; equal to member.role when nothing changed
    };
    // `ifMatch` is the member's ETag or "*".
    std::variant<Changed, Problem> changeRole(const QString& tenantId, const QString& id, Role role,
                                              const QString& ifMatch, const Covers& covers);

    // Marks the member removed, revokes every API key of theirs and deletes their SSH keys, in one
    // transaction; their keys are refused from the next request on.
    std::variant<MemberRecord, Problem> remove(const QString& tenantId, const QString& id,
                                               const Covers& covers);

private:
    std::optional<MemberRecord> load(const QString& tenantId, const QString& id, QString* error) const;
    // The last owner rule: would `member` stop being an owner leave the tenant with no active owner?
    std::optional<Problem> lastOwner(const MemberRecord& member, QString* error) const;
    void mirror(const QString& id);

    SqliteDb& m_db;
    SimClock& m_clock;
    ApiKeyStore& m_apiKeys;
};

} // namespace cd::sim
