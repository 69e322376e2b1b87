#pragma once

#include "Directory.h"
#include "Principal.h"
#include "Problem.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include <chrono>
#include <mutex>
#include <optional>
#include <variant>

namespace cd {
class SqliteDb;
}

namespace cd::sim {

class SimClock;

// A tenant's API keys in the platform's SQLite (`api_keys`), mirrored into the Directory at each
// write so that the next request is judged by it. Only hashes are stored; a new key is shown once,
// and again only to a retry of the same request while this process lives (never from disk).
class ApiKeyStore {
public:
    static constexpr int maxNameLength = 80;

    ApiKeyStore(SqliteDb& db, SimClock& clock, Directory& directory);

    struct Record {
        DirectoryKey key;
        Role role = Role::Viewer; // the key's role: its own, or its member's
        QString memberId;
        QString memberEmail;
        QString createdBy; // an email; empty for the keys the platform was seeded with
        QDateTime createdAt;
        QDateTime lastUsedAt; // invalid: never
        bool expired = false;
    };
    // The tenant's keys that are not revoked, newest first.
    std::optional<QList<Record>> list(const QString& tenantId, QString* error) const;

    struct Request {
        QString name;
        Role role = Role::Member;
        QDateTime expiresAt; // invalid: never
        QString memberId;    // empty: the caller
    };
    struct Created {
        Record record;
        QByteArray secret;
        bool replayed = false;
    };
    // Checks who may make it (404 for a member not of the caller's tenant, 403 role_too_high) and
    // stores it; a retry with the same Idempotency-Key and body gets the same key back.
    std::variant<Created, Problem> create(const Principal& caller, const Request& request,
                                          const QString& idempotencyKey, const QByteArray& requestHash);
    // Revokes one of the caller's tenant's keys at once; the key (for the audit), or what to answer.
    std::variant<Record, Problem> revoke(const Principal& caller, const QString& id);

    // Members (MemberStore): every key of a member of `tenantId` revoked at once (its removal).
    // Works inside or outside a transaction on the same connection.
    bool revokeAllKeysOf(const QString& tenantId, const QString& memberId, QString* error);
    // Members: re-reads the `users` row into the Directory after it changed (invited, role, removed),
    // so that the change applies to that person's next request.
    bool memberChanged(const QString& userId, QString* error);

    // After each authenticated request: last_used_at and last_seen_at (written at most once a
    // minute), and an invited member becomes active with their first request.
    void touch(const Principal& principal);

    // "this key may be given role `keyRole`": the member holding it has that role or one above it.
    static bool withinRole(Role memberRole, Role keyRole);

private:
    std::optional<Record> find(const QString& tenantId, const QString& id, QString* error) const;

    SqliteDb& m_db;
    SimClock& m_clock;
    Directory& m_directory;
    std::mutex m_mutex;
    // Idempotency-Key (per creator) -> the key made for it: memory only, so a restart forgets it.
    QHash<QString, QByteArray> m_shown;
    QHash<QString, std::chrono::steady_clock::time_point> m_lastWrite; // "k:<id>" / "u:<id>"
};

} // namespace cd::sim
