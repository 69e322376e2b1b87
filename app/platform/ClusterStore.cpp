#include "ClusterStore.h"

#include "ClusterJson.h"
#include "PlatformJson.h"
#include "sqlite/SqliteDb.h"

#include <QJsonDocument>

namespace cd::sim {

ClusterStore::ClusterStore(SqliteDb& db)
    : m_db(db) {}

bool ClusterStore::createSchema(QString* error) {
    return m_db.exec(QStringLiteral(R"sql(
CREATE TABLE IF NOT EXISTS clusters (
    id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, serial INTEGER NOT NULL, record TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS events (
    id INTEGER PRIMARY KEY AUTOINCREMENT, tenant_id TEXT NOT NULL, cluster_id TEXT NOT NULL,
    time TEXT NOT NULL, body TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS events_by_cluster ON events (cluster_id, id);
CREATE TABLE IF NOT EXISTS idempotency_keys (
    tenant_id TEXT NOT NULL, key TEXT NOT NULL, body_hash BLOB NOT NULL, cluster_id TEXT NOT NULL,
    response BLOB NOT NULL, PRIMARY KEY (tenant_id, key));
CREATE TABLE IF NOT EXISTS quotas (
    tenant_id TEXT PRIMARY KEY, max_gpus INTEGER NOT NULL, max_clusters INTEGER NOT NULL);
)sql"),
                     error);
}

bool ClusterStore::loadClusters(QList<ClusterRecord>* out, QString* error) {
    bool corrupt = false;
    const bool ok = m_db.query(
        QStringLiteral("SELECT record FROM clusters ORDER BY serial"), {},
        [&](const QVariantList& row) {
            const auto record =
                ClusterJson::recordFrom(QJsonDocument::fromJson(row[0].toByteArray()).object());
            if (record)
                out->append(*record);
            else
                corrupt = true;
        },
        error);
    if (ok && corrupt)
        *error = QStringLiteral("a cluster record in the database is unreadable");
    return ok && !corrupt;
}

bool ClusterStore::loadRecentEvents(int limit, QList<StoredEvent>* out, QString* error) {
    return m_db.query(
        QStringLiteral("SELECT id, tenant_id, cluster_id, time, body FROM "
                       "(SELECT * FROM events ORDER BY id DESC LIMIT ?) ORDER BY id"),
        {limit},
        [&](const QVariantList& row) {
            out->append({row[0].toLongLong(), row[1].toString(), row[2].toString(), row[3].toString(),
                         row[4].toByteArray()});
        },
        error);
}

bool ClusterStore::loadQuotas(QHash<QString, TenantQuota>* out, QString* error) {
    return m_db.query(
        QStringLiteral("SELECT tenant_id, max_gpus, max_clusters FROM quotas"), {},
        [&](const QVariantList& row) {
            out->insert(row[0].toString(), {row[1].toInt(), row[2].toInt()});
        },
        error);
}

bool ClusterStore::setQuota(const QString& tenantId, const TenantQuota& quota, QString* error) {
    return m_db.run(QStringLiteral("INSERT OR REPLACE INTO quotas (tenant_id, max_gpus, max_clusters) "
                                   "VALUES (?, ?, ?)"),
                    {tenantId, quota.maxGpus, quota.maxClusters}, error);
}

bool ClusterStore::appendEvents(const QList<StoredEvent>& events, QString* error) {
    for (const StoredEvent& e : events) {
        if (!m_db.run(
                QStringLiteral(
                    "INSERT INTO events (id, tenant_id, cluster_id, time, body) VALUES (?, ?, ?, ?, ?)"),
                {e.id, e.tenantId, e.clusterId, e.time, e.body}, error))
            return false;
    }
    return true;
}

bool ClusterStore::save(const ClusterRecord& record, const QList<StoredEvent>& events, const QDateTime& now,
                        QString* error, const KeyedLaunch* keyed,
                        const std::function<bool(QString*)>& alsoWrite) {
    const QByteArray json = QJsonDocument(ClusterJson::record(record)).toJson(QJsonDocument::Compact);
    return m_db.transaction(
        [&](QString* err) {
            return m_db.run(
                       QStringLiteral("INSERT INTO clusters (id, tenant_id, serial, record) VALUES (?, ?, "
                                      "(SELECT COALESCE(MAX(serial), 0) + 1 FROM clusters), ?) "
                                      "ON CONFLICT(id) DO UPDATE SET record = excluded.record"),
                       {record.cluster.id, record.tenantId, json}, err) &&
                   appendEvents(events, err) &&
                   (!keyed ||
                    m_db.run(QStringLiteral("INSERT INTO idempotency_keys (tenant_id, key, body_hash, "
                                            "cluster_id, response) VALUES (?, ?, ?, ?, ?)"),
                             {record.tenantId, keyed->key, keyed->launch.bodyHash, keyed->launch.clusterId,
                              keyed->launch.response},
                             err)) &&
                   m_db.run(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('clock', ?)"),
                            {rfc3339(now)}, err) &&
                   (!alsoWrite || alsoWrite(err));
        },
        error);
}

bool ClusterStore::saveClock(const QDateTime& now, QString* error) {
    return m_db.run(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('clock', ?)"),
                    {rfc3339(now)}, error);
}

std::optional<QDateTime> ClusterStore::storedClock(QString* error) {
    std::optional<QDateTime> clock;
    m_db.query(
        QStringLiteral("SELECT value FROM meta WHERE key = 'clock'"), {},
        [&](const QVariantList& row) {
            clock = QDateTime::fromString(row[0].toString(), Qt::ISODate).toUTC();
        },
        error);
    return clock;
}

int ClusterStore::nextClusterSerial(QString* error) {
    int serial = 1;
    m_db.query(
        QStringLiteral("SELECT COALESCE(MAX(serial), 0) + 1 FROM clusters"), {},
        [&](const QVariantList& row) { serial = row[0].toInt(); }, error);
    return serial;
}

std::optional<ClusterStore::IdempotentLaunch>
ClusterStore::idempotentLaunch(const QString& tenantId, const QString& key, QString* error) {
    std::optional<IdempotentLaunch> found;
    m_db.query(
        QStringLiteral(
            "SELECT body_hash, cluster_id, response FROM idempotency_keys WHERE tenant_id = ? AND key = ?"),
        {tenantId, key},
        [&](const QVariantList& row) {
            found = IdempotentLaunch{row[0].toByteArray(), row[1].toString(), row[2].toByteArray()};
        },
        error);
    return found;
}

} // namespace cd::sim
