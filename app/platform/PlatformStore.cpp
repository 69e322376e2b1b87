#include "PlatformStore.h"

#include "PlatformJson.h"

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

// 32 bytes from the operating system's CSPRNG, never from the simulation's seeded generator:
// keys must not be guessable from the seed.
QByteArray newApiKey() {
    QByteArray raw(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(raw.data()), raw.size() / 4);
    return "cdk_" + raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

} // namespace

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
    return hasCurrency ||
           m_db.exec(QStringLiteral("ALTER TABLE tenants ADD COLUMN currency TEXT NOT NULL DEFAULT 'USD'"),
                     error);
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
    auto addUser = [&](const QString& userId, const QVariant& tenantId, const QString& name,
                       const QString& email, Role role, QString* err) -> std::optional<QString> {
        if (!m_db.run(
                QStringLiteral("INSERT INTO users (id, tenant_id, name, email, role) VALUES (?, ?, ?, ?, ?)"),
                {userId, tenantId, name, email, roleId(role)}, err))
            return std::nullopt;
        const QByteArray key = newApiKey();
        if (!m_db.run(QStringLiteral(
                          "INSERT INTO api_keys (id, user_id, key_hash, created_at) VALUES (?, ?, ?, ?)"),
                      {QString(QStringLiteral("key-") + userId), userId, Directory::hashKey(key), created},
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
                    const QString rid = roleId(role);
                    const auto key =
                        addUser(tenantId + u'-' + rid, tenantId, QString::fromUtf8(t.name) + u' ' + rid,
                                rid + u'@' + QString::fromLatin1(t.domain), role, err);
                    if (!key)
                        return false;
                    keys.keys.insert(role, *key);
                }
                issued.tenants.append(keys);
            }
            const auto support =
                addUser(QStringLiteral("platform-support"), QVariant(), QStringLiteral("Platform Support"),
                        QStringLiteral("support@clusterdesk.example"), Role::Support, err);
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
    return m_db.query(
        QStringLiteral(
            "SELECT k.id, k.key_hash, u.id, u.name, u.email, u.role, u.tenant_id, t.name, t.currency "
            "FROM api_keys k JOIN users u ON u.id = k.user_id "
            "LEFT JOIN tenants t ON t.id = u.tenant_id"),
        {},
        [&](const QVariantList& row) {
            Principal p;
            p.keyId = row[0].toString();
            p.userId = row[2].toString();
            p.userName = row[3].toString();
            p.email = row[4].toString();
            p.role = roleFromId(row[5].toString()).value_or(Role::Viewer);
            p.tenantId = row[6].toString();
            p.tenantName = row[7].toString();
            p.tenantCurrency = currencyFromCode(row[8].toString()).value_or(Currency::USD);
            directory.addKey(row[1].toByteArray(), p);
        },
        error);
}

} // namespace cd::sim
