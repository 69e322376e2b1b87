#pragma once

#include "Directory.h"
#include "IssuedKeys.h"
#include "sqlite/SqliteDb.h"

#include <QDateTime>
#include <QString>

#include <cstdint>
#include <optional>

namespace cd::sim {

// The simulated platform's durable state in SQLite: what it was seeded with, its tenants, users
// and (hashed) API keys. Every change is one transaction, so kill -9 at any point leaves a
// database that opens again with nothing committed lost.
class PlatformStore {
public:
    // 2: members (status, invited_by, created_at, last_seen_at, version) and managed API keys.
    static constexpr int schemaVersion = 2;

    bool open(const QString& path, QString* error);
    // The seed the database was created with, if it was created already.
    std::optional<std::uint64_t> storedSeed(QString* error);
    // First start: records the seed and creates the tenants, their users and one key per role,
    // plus a support user. Returns the plaintext keys, which are not stored.
    std::optional<IssuedKeys> initialize(std::uint64_t seed, const QDateTime& now, QString* error);
    bool loadDirectory(Directory& directory, QString* error);
    // The same connection, for the stores of other parts of the platform (clusters, events).
    SqliteDb& db() { return m_db; }

    // The next id of a series ("ak-0001", "usr-0001"), from a counter in `meta`: ids are never
    // reused, even after what held one was removed. Call it inside the transaction that uses it.
    static std::optional<QString> nextId(SqliteDb& db, const QString& prefix, QString* error);
    // A new key, "cdk_" and 43 base64url characters from the operating system's CSPRNG.
    static QByteArray newApiKey();
    // How much of a key is kept in the clear to tell keys apart ("cdk_Rc2Oqryh").
    static constexpr qsizetype keyPrefixLength = 12;
    // A row of `SELECT id, key_hash, user_id, name, prefix, role, expires_at, revoked_at FROM api_keys`.
    static DirectoryKey keyFromRow(const QVariantList& row);

private:
    bool createSchema(QString* error);
    // Adds the columns of schema 2 to a database made before them; a no-op on a current one.
    bool migrate(QString* error);
    SqliteDb m_db;
};

} // namespace cd::sim
