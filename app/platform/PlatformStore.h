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
    static constexpr int schemaVersion = 1;

    bool open(const QString& path, QString* error);
    // The seed the database was created with, if it was created already.
    std::optional<std::uint64_t> storedSeed(QString* error);
    // First start: records the seed and creates the tenants, their users and one key per role,
    // plus a support user. Returns the plaintext keys, which are not stored.
    std::optional<IssuedKeys> initialize(std::uint64_t seed, const QDateTime& now, QString* error);
    bool loadDirectory(Directory& directory, QString* error);
    // The same connection, for the stores of other parts of the platform (clusters, events).
    SqliteDb& db() { return m_db; }

private:
    bool createSchema(QString* error);
    SqliteDb m_db;
};

} // namespace cd::sim
