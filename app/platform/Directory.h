#pragma once

#include "Principal.h"

#include "core/Currency.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>
#include <shared_mutex>

namespace cd::sim {

class SimClock;

struct TenantRecord {
    QString id;
    QString name;
    QDateTime createdAt;
    // A tenant is billed in one currency, its account's: launches are quoted and billed in it.
    Currency currency = Currency::USD;
};

// A row of `users` as authentication needs it. Removed members are kept (for the audit trail), and
// their keys stop working.
struct DirectoryMember {
    enum class Status { Active, Invited, Removed };
    QString id;
    QString tenantId; // empty: platform staff (support)
    QString name;
    QString email;
    Role role = Role::Viewer;
    Status status = Status::Active;

    static QString statusId(Status status);
    static std::optional<Status> statusFromId(QStringView id);
};

// A row of `api_keys` as authentication needs it (never the key).
struct DirectoryKey {
    QString id;
    QString userId;
    QString name;
    QString prefix;
    std::optional<Role> role; // nothing: the member's own role, whatever it is now
    QDateTime expiresAt;      // invalid: never
    QDateTime revokedAt;      // invalid: not revoked
};

// Tenants, their members, and which API key belongs to whom. Keys are held only as SHA-256 hashes:
// a copy of the database does not hand out working keys. Every write to `users` or `api_keys` is
// mirrored here at once (ApiKeyStore, MemberStore), so each request is judged by the state of that
// moment: a revoked key, an expired one, a removed member or a role change applies to the next
// request. Safe to read from the server's threads at once.
class Directory {
public:
    static QByteArray hashKey(const QByteArray& apiKey);

    // Expiry is judged by the platform's clock (it may run fast); without one, by the wall clock.
    void setClock(const SimClock* clock) { m_clock = clock; }

    void addTenant(const TenantRecord& tenant);
    // Adds or replaces a member (an invitation, a role change, a removal).
    void memberChanged(const DirectoryMember& member);
    std::optional<DirectoryMember> member(const QString& userId) const;
    // Adds or replaces a key.
    void addKey(const QByteArray& keyHash, const DirectoryKey& key);
    void revokeKey(const QString& keyId, const QDateTime& at);
    // Every key of the member, at once (the member was removed).
    void revokeAllKeysOf(const QString& userId, const QDateTime& at);

    struct Verdict {
        std::optional<Principal> principal;
        QString refusal; // when there is no principal: the one sentence a 401 says
    };
    Verdict check(const QByteArray& apiKey) const;
    std::optional<Principal> authenticate(const QByteArray& apiKey) const { return check(apiKey).principal; }
    // For an open stream: does the key it was opened with still authenticate?
    bool stillValid(const QString& keyId) const;

    std::optional<TenantRecord> tenant(const QString& id) const;
    QList<TenantRecord> tenants() const;

private:
    QDateTime now() const;
    // With the lock held: the refusal for `key`, or empty when it authenticates.
    QString refusalLocked(const DirectoryKey& key, const QDateTime& now) const;

    mutable std::shared_mutex m_mutex;
    const SimClock* m_clock = nullptr;
    QList<TenantRecord> m_tenants;
    QHash<QString, DirectoryMember> m_members;
    QHash<QByteArray, DirectoryKey> m_keys;
    QHash<QString, QByteArray> m_hashById;
};

} // namespace cd::sim
