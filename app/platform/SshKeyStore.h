#pragma once

#include "Problem.h"

#include "core/SshKey.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace cd {
class SqliteDb;
}

namespace cd::sim {

class SimClock;

// Every user's SSH public keys, in the platform's SQLite. Keys belong to a user, not a tenant: one
// person's key is invisible to everyone else, support staff included.
class SshKeyStore {
public:
    static constexpr int maxNameLength = 100;

    SshKeyStore(SqliteDb& db, SimClock& clock);
    bool createSchema(QString* error);

    QList<SshKey> keys(const QString& userId) const;
    std::optional<SshKey> key(const QString& userId, const QString& id) const;

    struct Added {
        SshKey key;
        bool replayed = false; // the same Idempotency-Key and body again: the key already added
    };
    // Parses and judges the line (invalid_ssh_key, weak_ssh_key), refuses a key the user already
    // holds (duplicate_ssh_key), and stores it.
    std::variant<Added, Problem> add(const QString& userId, const QString& name, const QString& publicKey,
                                     const QString& idempotencyKey, const QByteArray& requestHash);
    // Null on success; 404 when the user has no such key.
    std::optional<Problem> remove(const QString& userId, const QString& id);

private:
    SqliteDb& m_db;
    SimClock& m_clock;
};

} // namespace cd::sim
