#include "UploadStore.h"

#include "sqlite/SqliteDb.h"

namespace cd::sim {

namespace {

QString stateId(UploadRecord::State state) {
    switch (state) {
    case UploadRecord::State::Open:
        return QStringLiteral("open");
    case UploadRecord::State::Complete:
        return QStringLiteral("complete");
    case UploadRecord::State::Terminated:
        return QStringLiteral("terminated");
    }
    return QStringLiteral("open");
}

UploadRecord::State stateFrom(const QString& id) {
    if (id == u"complete")
        return UploadRecord::State::Complete;
    if (id == u"terminated")
        return UploadRecord::State::Terminated;
    return UploadRecord::State::Open;
}

const QString uploadColumns = QStringLiteral("id, tenant, length, offset, metadata, dataset_name, file_name, "
                                             "encryption, key_id, region, idem_key, state, "
                                             "created_at, expires_at, received");

UploadRecord uploadFrom(const QVariantList& r) {
    UploadRecord u;
    u.id = r[0].toString();
    u.tenantId = r[1].toString();
    u.length = r[2].toLongLong();
    u.offset = r[3].toLongLong();
    u.metadata = r[4].toByteArray();
    u.datasetName = r[5].toString();
    u.fileName = r[6].toString();
    u.encryption = r[7].toString();
    u.keyId = r[8].toString();
    u.region = r[9].toString();
    u.idempotencyKey = r[10].toString();
    u.state = stateFrom(r[11].toString());
    u.createdAt = QDateTime::fromString(r[12].toString(), Qt::ISODateWithMs);
    u.expiresAt = QDateTime::fromString(r[13].toString(), Qt::ISODateWithMs);
    u.receivedBytes = r[14].toLongLong();
    return u;
}

const QString datasetColumns = QStringLiteral(
    "id, tenant, upload_id, name, region, file_name, size, sha256, encryption, key_id, created_at");

DatasetRecord datasetFrom(const QVariantList& r) {
    DatasetRecord d;
    d.id = r[0].toString();
    d.tenantId = r[1].toString();
    d.uploadId = r[2].toString();
    d.name = r[3].toString();
    d.region = r[4].toString();
    d.fileName = r[5].toString();
    d.sizeBytes = r[6].toLongLong();
    d.sha256 = r[7].toString();
    d.encryption = r[8].toString();
    d.keyId = r[9].toString();
    d.createdAt = QDateTime::fromString(r[10].toString(), Qt::ISODateWithMs);
    return d;
}

QString iso(const QDateTime& t) {
    return t.toUTC().toString(Qt::ISODateWithMs);
}

} // namespace

UploadStore::UploadStore(SqliteDb& db)
    : m_db(db) {}

bool UploadStore::createSchema(QString* error) {
    return m_db.exec(
        QStringLiteral(
            "CREATE TABLE IF NOT EXISTS uploads (id TEXT PRIMARY KEY, serial INTEGER NOT NULL, "
            "tenant TEXT NOT NULL, length INTEGER NOT NULL, offset INTEGER NOT NULL, metadata BLOB, "
            "dataset_name TEXT, file_name TEXT, encryption TEXT, key_id TEXT, region TEXT, "
            "idem_key TEXT, state TEXT NOT NULL, created_at TEXT, expires_at TEXT, "
            "received INTEGER NOT NULL DEFAULT 0);"
            "CREATE TABLE IF NOT EXISTS upload_chunks (upload_id TEXT NOT NULL, offset INTEGER NOT NULL, "
            "size INTEGER NOT NULL, data BLOB NOT NULL, PRIMARY KEY (upload_id, offset));"
            "CREATE TABLE IF NOT EXISTS datasets (id TEXT PRIMARY KEY, tenant TEXT NOT NULL, "
            "upload_id TEXT NOT NULL, name TEXT, region TEXT, file_name TEXT, size INTEGER, "
            "sha256 TEXT, encryption TEXT, key_id TEXT, created_at TEXT);"
            "CREATE INDEX IF NOT EXISTS datasets_tenant ON datasets (tenant);"),
        error);
}

int UploadStore::nextSerial(QString* error) {
    int serial = 1;
    m_db.query(
        QStringLiteral("SELECT IFNULL(MAX(serial), 0) + 1 FROM uploads"), {},
        [&](const QVariantList& r) { serial = r[0].toInt(); }, error);
    return serial;
}

bool UploadStore::insert(const UploadRecord& u, QString* error) {
    const int serial = u.id.mid(3).toInt();
    return m_db.run(
        QStringLiteral("INSERT INTO uploads (id, serial, tenant, length, offset, metadata, dataset_name, "
                       "file_name, encryption, key_id, region, idem_key, state, created_at, expires_at) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        {u.id, serial, u.tenantId, u.length, u.offset, u.metadata, u.datasetName, u.fileName, u.encryption,
         u.keyId, u.region, u.idempotencyKey, stateId(u.state), iso(u.createdAt), iso(u.expiresAt)},
        error);
}

std::optional<UploadRecord> UploadStore::upload(const QString& id, QString* error) {
    std::optional<UploadRecord> found;
    m_db.query(
        QStringLiteral("SELECT %1 FROM uploads WHERE id = ?").arg(uploadColumns), {id},
        [&](const QVariantList& r) { found = uploadFrom(r); }, error);
    return found;
}

std::optional<UploadRecord> UploadStore::uploadByKey(const QString& tenantId, const QString& key,
                                                     QString* error) {
    std::optional<UploadRecord> found;
    m_db.query(
        QStringLiteral("SELECT %1 FROM uploads WHERE tenant = ? AND idem_key = ?").arg(uploadColumns),
        {tenantId, key}, [&](const QVariantList& r) { found = uploadFrom(r); }, error);
    return found;
}

bool UploadStore::append(const QString& id, qint64 offset, const QByteArray& bytes,
                         const DatasetRecord* completes, QString* error) {
    return m_db.transaction(
        [&](QString* e) {
            if (!bytes.isEmpty() &&
                !m_db.run(
                    QStringLiteral(
                        "INSERT INTO upload_chunks (upload_id, offset, size, data) VALUES (?, ?, ?, ?)"),
                    {id, offset, qint64(bytes.size()), bytes}, e))
                return false;
            if (!m_db.run(QStringLiteral("UPDATE uploads SET offset = ?, state = ? WHERE id = ?"),
                          {offset + bytes.size(),
                           completes ? QStringLiteral("complete") : QStringLiteral("open"), id},
                          e))
                return false;
            if (!completes)
                return true;
            const DatasetRecord& d = *completes;
            return m_db.run(
                QStringLiteral("INSERT INTO datasets (%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                    .arg(datasetColumns),
                {d.id, d.tenantId, d.uploadId, d.name, d.region, d.fileName, d.sizeBytes, d.sha256,
                 d.encryption, d.keyId, iso(d.createdAt)},
                e);
        },
        error);
}

bool UploadStore::addReceived(const QString& id, qint64 bytes, QString* error) {
    return m_db.run(QStringLiteral("UPDATE uploads SET received = received + ? WHERE id = ?"), {bytes, id},
                    error);
}

bool UploadStore::terminate(const QString& id, QString* error) {
    return m_db.transaction(
        [&](QString* e) {
            return m_db.run(QStringLiteral("DELETE FROM upload_chunks WHERE upload_id = ?"), {id}, e) &&
                   m_db.run(QStringLiteral("UPDATE uploads SET state = 'terminated' WHERE id = ?"), {id}, e);
        },
        error);
}

QList<DatasetRecord> UploadStore::datasets(const QString& tenantId, QString* error) {
    QList<DatasetRecord> out;
    m_db.query(
        QStringLiteral("SELECT %1 FROM datasets WHERE tenant = ? ORDER BY created_at, id")
            .arg(datasetColumns),
        {tenantId}, [&](const QVariantList& r) { out.append(datasetFrom(r)); }, error);
    return out;
}

std::optional<DatasetRecord> UploadStore::dataset(const QString& id, QString* error) {
    std::optional<DatasetRecord> found;
    m_db.query(
        QStringLiteral("SELECT %1 FROM datasets WHERE id = ?").arg(datasetColumns), {id},
        [&](const QVariantList& r) { found = datasetFrom(r); }, error);
    return found;
}

bool UploadStore::removeDataset(const DatasetRecord& dataset, QString* error) {
    return m_db.transaction(
        [&](QString* e) {
            return m_db.run(QStringLiteral("DELETE FROM upload_chunks WHERE upload_id = ?"),
                            {dataset.uploadId}, e) &&
                   m_db.run(QStringLiteral("DELETE FROM datasets WHERE id = ?"), {dataset.id}, e);
        },
        error);
}

bool UploadStore::read(const QString& uploadId, qint64 from, qint64 to,
                       const std::function<void(const QByteArray&)>& piece, QString* error) {
    return m_db.query(
        QStringLiteral("SELECT offset, data FROM upload_chunks WHERE upload_id = ? AND offset <= ? "
                       "AND offset + size > ? ORDER BY offset"),
        {uploadId, to, from},
        [&](const QVariantList& r) {
            const qint64 at = r[0].toLongLong();
            const QByteArray data = r[1].toByteArray();
            const qint64 begin = std::max(from, at) - at;
            const qint64 end = std::min(to + 1, at + data.size()) - at;
            piece(data.mid(begin, end - begin));
        },
        error);
}

qint64 UploadStore::usedBytes(const QString& tenantId, const QDateTime& now, QString* error) {
    qint64 used = 0;
    m_db.query(
        QStringLiteral("SELECT (SELECT IFNULL(SUM(size), 0) FROM datasets WHERE tenant = ?) + "
                       "(SELECT IFNULL(SUM(length), 0) FROM uploads WHERE tenant = ? AND state = 'open' AND "
                       "expires_at > ?)"),
        {tenantId, tenantId, iso(now)}, [&](const QVariantList& r) { used = r[0].toLongLong(); }, error);
    return used;
}

} // namespace cd::sim
