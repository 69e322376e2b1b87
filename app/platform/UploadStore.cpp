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

const QString uploadColumns =
    QStringLiteral("id, tenant, length, offset, metadata, dataset_name, file_name, "
                   "encryption, key_id, region, idem_key, state, "
                   "created_at, expires_at, received, concat, parts, joined_into, sha256");

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
    u.concat = r[15].toByteArray();
    const QString parts = r[16].toString();
    if (!parts.isEmpty())
        u.parts = parts.split(u' ');
    u.joinedInto = r[17].toString();
    u.sha256 = r[18].toString();
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

UploadStore::UploadStore(SqliteDb& db, const QString& dataFolder, bool syncBytes)
    : m_db(db)
    , m_files(dataFolder, syncBytes) {}

bool UploadStore::createSchema(QString* error) {
    if (!m_files.open(error))
        return false;
    const bool made = m_db.exec(
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
            "CREATE INDEX IF NOT EXISTS datasets_tenant ON datasets (tenant);"
            // A tenant's uploads: found by idempotency key at every creation (sixteen for an upload
            // in parts), listed when open or joined.
            "CREATE INDEX IF NOT EXISTS uploads_tenant_key ON uploads (tenant, idem_key);"),
        error);
    if (!made)
        return false;
    // Columns of the concatenation extension, added to a database made before it.
    QStringList columns;
    m_db.query(
        QStringLiteral("PRAGMA table_info(uploads)"), {},
        [&](const QVariantList& r) { columns.append(r[1].toString()); }, error);
    for (const char* column : {"concat", "parts", "joined_into", "sha256"}) {
        if (!columns.contains(QLatin1String(column)) &&
            !m_db.exec(QStringLiteral("ALTER TABLE uploads ADD COLUMN %1 TEXT").arg(QLatin1String(column)),
                       error))
            return false;
    }
    return true;
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
                       "file_name, encryption, key_id, region, idem_key, state, created_at, expires_at, "
                       "concat, parts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        {u.id, serial, u.tenantId, u.length, u.offset, u.metadata, u.datasetName, u.fileName, u.encryption,
         u.keyId, u.region, u.idempotencyKey, stateId(u.state), iso(u.createdAt), iso(u.expiresAt),
         QString::fromUtf8(u.concat), u.parts.join(u' ')},
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

QList<UploadRecord> UploadStore::openUploads(const QString& tenantId, QString* error) {
    QList<UploadRecord> found;
    m_db.query(
        QStringLiteral("SELECT %1 FROM uploads WHERE tenant = ? AND state = 'open' ORDER BY created_at, id")
            .arg(uploadColumns),
        {tenantId}, [&](const QVariantList& r) { found.append(uploadFrom(r)); }, error);
    return found;
}

bool UploadStore::hasLegacyChunks(const QString& uploadId, QString* error) {
    bool found = false;
    m_db.query(
        QStringLiteral("SELECT 1 FROM upload_chunks WHERE upload_id = ? LIMIT 1"), {uploadId},
        [&](const QVariantList&) { found = true; }, error);
    return found;
}

bool UploadStore::writeBytes(const QString& id, qint64 offset, const QByteArray& bytes, qint64 length,
                             QString* error) {
    if (offset > 0 && !m_files.exists(id) && hasLegacyChunks(id, error)) {
        // Begun before uploads had files: its bytes move to the file before it grows.
        bool ok = true;
        qint64 at = 0;
        const bool read = readOwn(
            id, 0, offset - 1,
            [&](const QByteArray& piece) {
                ok = ok && m_files.write(id, at, piece.constData(), piece.size(), length, error);
                at += piece.size();
            },
            error);
        if (!read || !ok)
            return false;
    }
    return m_files.write(id, offset, bytes.constData(), bytes.size(), length, error);
}

bool UploadStore::commit(const QList<Commit>& commits, QString* error) {
    QStringList synced;
    for (const Commit& c : commits) {
        if (!synced.contains(c.uploadId) && m_files.exists(c.uploadId)) {
            if (!m_files.sync(c.uploadId, error))
                return false;
            synced.append(c.uploadId);
        }
    }
    return m_db.transaction(
        [&](QString* e) {
            for (const Commit& c : commits) {
                if (!m_db.run(
                        QStringLiteral("UPDATE uploads SET offset = ?, state = ?, sha256 = ? WHERE id = ?"),
                        {c.offset, c.finished ? QStringLiteral("complete") : QStringLiteral("open"),
                         c.sha256.isEmpty() ? QVariant() : QVariant(c.sha256), c.uploadId},
                        e))
                    return false;
                if (!c.completes)
                    continue;
                const DatasetRecord& d = *c.completes;
                if (!m_db.run(
                        QStringLiteral("INSERT INTO datasets (%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                            .arg(datasetColumns),
                        {d.id, d.tenantId, d.uploadId, d.name, d.region, d.fileName, d.sizeBytes, d.sha256,
                         d.encryption, d.keyId, iso(d.createdAt)},
                        e))
                    return false;
            }
            return true;
        },
        error);
}

bool UploadStore::insertFinal(const UploadRecord& final, const DatasetRecord& d, QString* error) {
    return m_db.transaction(
        [&](QString* e) {
            if (!insert(final, e))
                return false;
            for (const QString& part : final.parts) {
                if (!m_db.run(QStringLiteral("UPDATE uploads SET joined_into = ? WHERE id = ?"),
                              {final.id, part}, e))
                    return false;
            }
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
    m_files.remove(id);
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
    // The tenant's joined uploads and their partials in one query, rather than one for each
    // dataset and each of its parts.
    QHash<QString, UploadRecord> joined;
    m_db.query(
        QStringLiteral("SELECT %1 FROM uploads WHERE tenant = ? AND (IFNULL(parts, '') != '' OR "
                       "IFNULL(joined_into, '') != '')")
            .arg(uploadColumns),
        {tenantId},
        [&](const QVariantList& r) {
            UploadRecord u = uploadFrom(r);
            joined.insert(u.id, std::move(u));
        },
        error);
    for (DatasetRecord& d : out)
        addParts(d, joined);
    return out;
}

std::optional<DatasetRecord> UploadStore::dataset(const QString& id, QString* error) {
    std::optional<DatasetRecord> found;
    m_db.query(
        QStringLiteral("SELECT %1 FROM datasets WHERE id = ?").arg(datasetColumns), {id},
        [&](const QVariantList& r) { found = datasetFrom(r); }, error);
    if (!found)
        return found;
    QHash<QString, UploadRecord> joined;
    if (const auto upload = this->upload(found->uploadId, error); upload && !upload->parts.isEmpty()) {
        joined.insert(upload->id, *upload);
        for (const QString& partId : upload->parts) {
            if (const auto part = this->upload(partId, error))
                joined.insert(partId, *part);
        }
    }
    addParts(*found, joined);
    return found;
}

void UploadStore::addParts(DatasetRecord& d, const QHash<QString, UploadRecord>& uploads) {
    const auto upload = uploads.constFind(d.uploadId);
    if (upload == uploads.constEnd())
        return;
    for (const QString& id : upload->parts) {
        if (const auto part = uploads.constFind(id); part != uploads.constEnd())
            d.parts.append({part->length, part->sha256});
    }
}

bool UploadStore::removeDataset(const DatasetRecord& dataset, QString* error) {
    // A dataset made by concatenation is its partial uploads' files: they go with it.
    QStringList owners{dataset.uploadId};
    if (const auto upload = this->upload(dataset.uploadId, error))
        owners += upload->parts;
    const bool removed = m_db.transaction(
        [&](QString* e) {
            for (const QString& owner : owners) {
                if (!m_db.run(QStringLiteral("DELETE FROM upload_chunks WHERE upload_id = ?"), {owner}, e))
                    return false;
            }
            return m_db.run(QStringLiteral("DELETE FROM datasets WHERE id = ?"), {dataset.id}, e);
        },
        error);
    if (removed) {
        for (const QString& owner : owners)
            m_files.remove(owner);
    }
    return removed;
}

bool UploadStore::read(const QString& uploadId, qint64 from, qint64 to,
                       const std::function<void(const QByteArray&)>& piece, QString* error) {
    const auto upload = this->upload(uploadId, error);
    if (!upload || upload->parts.isEmpty())
        return readOwn(uploadId, from, to, piece, error);
    // A final upload: the partials' bytes one after the other.
    qint64 start = 0;
    for (const QString& part : upload->parts) {
        const auto p = this->upload(part, error);
        if (!p)
            return false;
        const qint64 end = start + p->length; // exclusive
        if (from < end && to >= start &&
            !readOwn(part, std::max(from, start) - start, std::min(to, end - 1) - start, piece, error))
            return false;
        start = end;
    }
    return true;
}

bool UploadStore::readOwn(const QString& uploadId, qint64 from, qint64 to,
                          const std::function<void(const QByteArray&)>& piece, QString* error) {
    if (m_files.exists(uploadId))
        return m_files.read(uploadId, from, to, piece, error);
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
                       "(SELECT IFNULL(SUM(length), 0) FROM uploads WHERE tenant = ? AND expires_at > ? AND "
                       "(state = 'open' OR (concat = 'partial' AND state = 'complete' AND "
                       "IFNULL(joined_into, '') = '')))"),
        {tenantId, tenantId, iso(now)}, [&](const QVariantList& r) { used = r[0].toLongLong(); }, error);
    return used;
}

} // namespace cd::sim
