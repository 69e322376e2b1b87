#include "PlatformStore.h"

#include "PlatformJson.h"
#include "SeedPeople.h"

#include <QHash>
#include <QRandomGenerator>

namespace cd::sim {

namespace {

struct SeedTenant {
    const char* id;
    const char* name;
    const char* domain;
    const char* currency; // the account's billing currency
};
// Several tenants, so that isolation between them can be tried from the first start; the third
// is billed in yuan, so that a platform with tenants in both currencies can be tried too.
constexpr SeedTenant seedTenants[] = {
    {"tn-aurora", "Aurora AI Lab", "aurora-ai.example", "USD"},
    {"tn-beacon", "Beacon Robotics", "beacon-robotics.example", "USD"},
    {"tn-chenguang", "Chenguang Intelligence", "chenguang-ai.example", "CNY"},
};
constexpr Role tenantRoles[] = {Role::Owner, Role::Admin, Role::Member, Role::Viewer, Role::Billing};

} // namespace

// 32 bytes from the operating system's CSPRNG, never from the simulation's seeded generator:
// keys must not be guessable from the seed.
QByteArray PlatformStore::newApiKey() {
    QByteArray raw(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(raw.data()), raw.size() / 4);
    return "cdk_" + raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

bool PlatformStore::open(const QString& path, QString* error) {
    return m_db.open(path, error) && createSchema(error);
}

bool PlatformStore::createSchema(QString* error) {
    const bool created = m_db.exec(QStringLiteral(R"sql(
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tenants (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, created_at TEXT NOT NULL,
    currency TEXT NOT NULL DEFAULT 'USD');
CREATE TABLE IF NOT EXISTS users (
    id TEXT PRIMARY KEY, tenant_id TEXT REFERENCES tenants(id), name TEXT NOT NULL,
    email TEXT NOT NULL, role TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS api_keys (
    id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id), key_hash BLOB NOT NULL UNIQUE,
    created_at TEXT NOT NULL);
)sql"),
                                   error);
    if (!created)
        return false;
    // A database made before tenants had a currency: its tenants were all billed in dollars.
    bool hasCurrency = false;
    if (!m_db.query(
            QStringLiteral("SELECT name FROM pragma_table_info('tenants')"), {},
            [&](const QVariantList& row) { hasCurrency |= row.value(0).toString() == u"currency"; }, error))
        return false;
    if (!hasCurrency &&
        !m_db.exec(QStringLiteral("ALTER TABLE tenants ADD COLUMN currency TEXT NOT NULL DEFAULT 'USD'"),
                   error))
        return false;
    return migrate(error);
}

bool PlatformStore::migrate(QString* error) {
    struct Column {
        const char* table;
        const char* name;
        const char* definition;
    };
    // Every column is added with a default an existing row can take: a database made before
    // members and managed keys keeps working, its seeded keys included.
    static constexpr Column columns[] = {
        {"users", "status", "TEXT NOT NULL DEFAULT 'active'"},
        {"users", "invited_by", "TEXT"},
        {"users", "created_at", "TEXT"},
        {"users", "last_seen_at", "TEXT"},
        {"users", "version", "INTEGER NOT NULL DEFAULT 1"},
        {"api_keys", "name", "TEXT"},
        {"api_keys", "role", "TEXT"},
        {"api_keys", "prefix", "TEXT"},
        {"api_keys", "created_by", "TEXT"},
        {"api_keys", "expires_at", "TEXT"},
        {"api_keys", "last_used_at", "TEXT"},
        {"api_keys", "revoked_at", "TEXT"},
        {"api_keys", "idempotency_key", "TEXT"},
        {"api_keys", "request_hash", "BLOB"},
    };
    QHash<QString, QStringList> present;
    for (const char* table : {"users", "api_keys"}) {
        if (!m_db.query(
                QStringLiteral("SELECT name FROM pragma_table_info('%1')").arg(QLatin1StringView(table)), {},
                [&](const QVariantList& row) {
                    present[QLatin1StringView(table)].append(row.value(0).toString());
                },
                error))
            return false;
    }
    bool added = false;
    // A tenant's seeded keys of a database made before they had a creator: handed, like a new
    // database's, to the tenant's first owner. Idempotent, and cheap on a table of keys.
    const auto initialKeysOwned = [&] {
        return m_db.exec(
            QStringLiteral(
                "UPDATE api_keys SET created_by = (SELECT o.id FROM users u JOIN users o ON o.tenant_id = "
                "u.tenant_id AND o.role = 'owner' WHERE u.id = api_keys.user_id ORDER BY o.rowid LIMIT 1) "
                "WHERE created_by IS NULL AND name = 'Initial key'"),
            error);
    };
    for (const Column& c : columns) {
        if (present.value(QLatin1StringView(c.table)).contains(QLatin1StringView(c.name)))
            continue;
        if (!m_db.exec(QStringLiteral("ALTER TABLE %1 ADD COLUMN %2 %3")
                           .arg(QLatin1StringView(c.table), QLatin1StringView(c.name),
                                QLatin1StringView(c.definition)),
                       error))
            return false;
        added = true;
    }
    if (!added)
        return initialKeysOwned();
    // The seeded rows of an older database: made when the platform was.
    return m_db.exec(QStringLiteral(
                         "UPDATE users SET created_at = (SELECT value FROM meta WHERE key = 'created_at') "
                         "WHERE created_at IS NULL; "
                         "UPDATE api_keys SET name = 'Initial key' WHERE name IS NULL; "
                         "UPDATE meta SET value = '%1' WHERE key = 'schema_version';")
                         .arg(schemaVersion),
                     error) &&
           initialKeysOwned();
}

std::optional<QString> PlatformStore::nextId(SqliteDb& db, const QString& prefix, QString* error) {
    const QString counter = u"next_id:" + prefix;
    if (!db.run(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, '1') ON CONFLICT(key) DO UPDATE "
                               "SET value = CAST(value AS INTEGER) + 1"),
                {counter}, error))
        return std::nullopt;
    qint64 n = 0;
    if (!db.query(
            QStringLiteral("SELECT value FROM meta WHERE key = ?"), {counter},
            [&](const QVariantList& row) { n = row.value(0).toString().toLongLong(); }, error))
        return std::nullopt;
    return QStringLiteral("%1-%2").arg(prefix).arg(n, 4, 10, QChar(u'0'));
}

std::optional<std::uint64_t> PlatformStore::storedSeed(QString* error) {
    std::optional<std::uint64_t> seed;
    m_db.query(
        QStringLiteral("SELECT value FROM meta WHERE key = 'seed'"), {},
        [&](const QVariantList& row) { seed = row.value(0).toString().toULongLong(); }, error);
    return seed;
}

std::optional<IssuedKeys> PlatformStore::initialize(std::uint64_t seed, const QDateTime& now,
                                                    QString* error) {
    IssuedKeys issued;
    const QString created = rfc3339(now);
    // `createdBy`: whom the platform handed the key to at setup, the tenant's first owner (the
    // console lists a creator for every key); none for platform staff.
    auto addUser = [&](const QString& userId, const QVariant& tenantId, const QString& name,
                       const QString& email, Role role, const QVariant& createdBy,
                       QString* err) -> std::optional<QString> {
        if (!m_db.run(
                QStringLiteral("INSERT INTO users (id, tenant_id, name, email, role, status, created_at) "
                               "VALUES (?, ?, ?, ?, ?, 'active', ?)"),
                {userId, tenantId, name, email, roleId(role), created}, err))
            return std::nullopt;
        const QByteArray key = newApiKey();
        if (!m_db.run(QStringLiteral("INSERT INTO api_keys (id, user_id, key_hash, created_at, name, prefix, "
                                     "created_by) VALUES (?, ?, ?, ?, 'Initial key', ?, ?)"),
                      {QString(QStringLiteral("key-") + userId), userId, Directory::hashKey(key), created,
                       QString::fromLatin1(key.left(keyPrefixLength)), createdBy},
                      err))
            return std::nullopt;
        return QString::fromLatin1(key);
    };

    const bool ok = m_db.transaction(
        [&](QString* err) {
            if (!m_db.run(
                    QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', ?), ('seed', ?), "
                                   "('created_at', ?)"),
                    {QString::number(schemaVersion), QString::number(seed), created}, err))
                return false;
            for (const SeedTenant& t : seedTenants) {
                const QString tenantId = QString::fromLatin1(t.id);
                if (!m_db.run(QStringLiteral(
                                  "INSERT INTO tenants (id, name, created_at, currency) VALUES (?, ?, ?, ?)"),
                              {tenantId, QString::fromUtf8(t.name), created, QString::fromLatin1(t.currency)},
                              err))
                    return false;
                IssuedKeys::TenantKeys keys{tenantId, QString::fromUtf8(t.name), {}};
                for (Role role : tenantRoles) {
                    const SeedPeople::Person person = SeedPeople::of(tenantId, role);
                    const auto key = addUser(tenantId + u'-' + roleId(role), tenantId, person.name,
                                             person.mailbox + u'@' + QString::fromLatin1(t.domain), role,
                                             QString(tenantId + u'-' + roleId(Role::Owner)), err);
                    if (!key)
                        return false;
                    keys.keys.insert(role, *key);
                }
                issued.tenants.append(keys);
            }
            const auto support =
                addUser(QStringLiteral("platform-support"), QVariant(), QStringLiteral("Platform Support"),
                        QStringLiteral("support@clusterdesk.example"), Role::Support, QVariant(), err);
            if (!support)
                return false;
            issued.supportKey = *support;
            return true;
        },
        error);
    if (!ok)
        return std::nullopt;
    return issued;
}

bool PlatformStore::loadDirectory(Directory& directory, QString* error) {
    const bool tenantsOk = m_db.query(
        QStringLiteral("SELECT id, name, created_at, currency FROM tenants ORDER BY id"), {},
        [&](const QVariantList& row) {
            directory.addTenant({row[0].toString(), row[1].toString(),
                                 QDateTime::fromString(row[2].toString(), Qt::ISODate),
                                 currencyFromCode(row[3].toString()).value_or(Currency::USD)});
        },
        error);
    if (!tenantsOk)
        return false;
    const bool membersOk = m_db.query(
        QStringLiteral("SELECT id, tenant_id, name, email, role, status FROM users"), {},
        [&](const QVariantList& row) {
            DirectoryMember m;
            m.id = row[0].toString();
            m.tenantId = row[1].toString();
            m.name = row[2].toString();
            m.email = row[3].toString();
            m.role = roleFromId(row[4].toString()).value_or(Role::Viewer);
            m.status =
                DirectoryMember::statusFromId(row[5].toString()).value_or(DirectoryMember::Status::Active);
            directory.memberChanged(m);
        },
        error);
    if (!membersOk)
        return false;
    return m_db.query(
        QStringLiteral(
            "SELECT id, key_hash, user_id, name, prefix, role, expires_at, revoked_at FROM api_keys"),
        {}, [&](const QVariantList& row) { directory.addKey(row[1].toByteArray(), keyFromRow(row)); }, error);
}

DirectoryKey PlatformStore::keyFromRow(const QVariantList& row) {
    DirectoryKey k;
    k.id = row[0].toString();
    k.userId = row[2].toString();
    k.name = row[3].isNull() ? QStringLiteral("Initial key") : row[3].toString();
    k.prefix = row[4].isNull() ? QStringLiteral("cdk_") : row[4].toString();
    if (!row[5].isNull())
        k.role = roleFromId(row[5].toString());
    if (!row[6].isNull())
        k.expiresAt = QDateTime::fromString(row[6].toString(), Qt::ISODate);
    if (!row[7].isNull())
        k.revokedAt = QDateTime::fromString(row[7].toString(), Qt::ISODate);
    return k;
}

} // namespace cd::sim
