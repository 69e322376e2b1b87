#include "UploadJournal.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cd {

namespace {

const QString columns = QStringLiteral(
    "id, profile, source, folder, payload_path, dataset_name, file_name, encrypted, plain_size, mtime_ms, "
    "header, "
    "idempotency_key, upload_path, upload_length, confirmed_offset, tag_chain, chain_segments, state, error, "
    "dataset_id, left_out, created_at, pending_segment, pending_tag, mtime_ns, ctime_ns, file_id, parts");

UploadJob jobFrom(const QVariantList& r) {
    UploadJob j;
    j.id = r[0].toLongLong();
    j.profile = r[1].toString();
    j.source = r[2].toString();
    j.folder = r[3].toLongLong() != 0;
    j.payloadPath = r[4].toString();
    j.datasetName = r[5].toString();
    j.fileName = r[6].toString();
    j.encrypted = r[7].toLongLong() != 0;
    j.plainSize = r[8].toLongLong();
    // r[9], the modification time in ms of earlier versions, is kept for them only: an entry without
    // the nanosecond identity below never matches a file, so its upload starts over once.
    j.sourceIdentity.size = j.plainSize;
    j.header = r[10].toByteArray();
    j.idempotencyKey = r[11].toByteArray();
    j.uploadPath = r[12].toByteArray();
    j.uploadLength = r[13].toLongLong();
    j.confirmedOffset = r[14].toLongLong();
    j.tagChain = r[15].toByteArray();
    j.chainSegments = r[16].toLongLong();
    j.state = uploadStateFromId(r[17].toString());
    j.error = r[18].toString();
    j.datasetId = r[19].toString();
    for (const QJsonValue& v : QJsonDocument::fromJson(r[20].toByteArray()).array())
        j.leftOut.append(v.toString());
    j.createdAt = QDateTime::fromString(r[21].toString(), Qt::ISODateWithMs);
    j.pendingSegment = r[22].isNull() ? -1 : r[22].toLongLong();
    j.pendingTag = r[23].toByteArray();
    j.sourceIdentity.mtimeNs = r[24].toLongLong();
    j.sourceIdentity.ctimeNs = r[25].toLongLong();
    j.sourceIdentity.fileId = r[26].toByteArray();
    j.parts = UploadPart::fromJson(r[27].toByteArray());
    return j;
}

QByteArray leftOutJson(const QStringList& list) {
    return QJsonDocument(QJsonArray::fromStringList(list)).toJson(QJsonDocument::Compact);
}

} // namespace

bool UploadJournal::open(const QString& path, QString* error) {
    std::lock_guard lock(m_mutex);
    // FULL: the pending segment's tag is written before its PATCH goes out, and must still be there
    // after a power loss, or a resume could not tell that segment's nonce was already used.
    if (!(m_db.open(path, error) && m_db.exec(QStringLiteral("PRAGMA synchronous=FULL"), error) &&
          m_db.exec(QStringLiteral(
                        "CREATE TABLE IF NOT EXISTS upload_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                        "profile TEXT, source TEXT, folder INTEGER, payload_path TEXT, dataset_name TEXT, "
                        "file_name TEXT, encrypted INTEGER, plain_size INTEGER, mtime_ms INTEGER, "
                        "header BLOB, idempotency_key BLOB, upload_path BLOB, upload_length INTEGER, "
                        "confirmed_offset INTEGER, tag_chain BLOB, chain_segments INTEGER, state TEXT, "
                        "error TEXT, dataset_id TEXT, left_out TEXT, created_at TEXT, "
                        "pending_segment INTEGER DEFAULT -1, pending_tag BLOB, mtime_ns INTEGER, "
                        "ctime_ns INTEGER, file_id BLOB, parts TEXT)"),
                    error)))
        return false;
    // A journal written by an earlier version lacks the later columns; adding them to one that has
    // them fails harmlessly.
    if (!m_db.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS encrypted_datasets (profile TEXT, key_id BLOB, "
                                  "dataset_id TEXT, PRIMARY KEY (profile, key_id, dataset_id))"),
                   error))
        return false;
    QString ignored;
    m_db.exec(QStringLiteral("ALTER TABLE upload_jobs ADD COLUMN pending_segment INTEGER DEFAULT -1"),
              &ignored);
    m_db.exec(QStringLiteral("ALTER TABLE upload_jobs ADD COLUMN pending_tag BLOB"), &ignored);
    m_db.exec(QStringLiteral("ALTER TABLE upload_jobs ADD COLUMN mtime_ns INTEGER"), &ignored);
    m_db.exec(QStringLiteral("ALTER TABLE upload_jobs ADD COLUMN ctime_ns INTEGER"), &ignored);
    m_db.exec(QStringLiteral("ALTER TABLE upload_jobs ADD COLUMN file_id BLOB"), &ignored);
    m_db.exec(QStringLiteral("ALTER TABLE upload_jobs ADD COLUMN parts TEXT"), &ignored);
    return true;
}

bool UploadJournal::add(UploadJob* job, QString* error) {
    std::lock_guard lock(m_mutex);
    if (!job->createdAt.isValid())
        job->createdAt = QDateTime::currentDateTimeUtc();
    if (!m_db.run(
            QStringLiteral("INSERT INTO upload_jobs (profile, source, folder, payload_path, dataset_name, "
                           "file_name, encrypted, plain_size, mtime_ms, state, created_at) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            {job->profile, job->source, job->folder ? 1 : 0, job->payloadPath, job->datasetName,
             job->fileName, job->encrypted ? 1 : 0, job->plainSize, job->sourceIdentity.mtimeNs / 1000000,
             uploadStateId(job->state), job->createdAt.toString(Qt::ISODateWithMs)},
            error))
        return false;
    return m_db.query(
        QStringLiteral("SELECT last_insert_rowid()"), {},
        [job](const QVariantList& r) { job->id = r[0].toLongLong(); }, error);
}

bool UploadJournal::save(const UploadJob& j, QString* error) {
    std::lock_guard lock(m_mutex);
    return m_db.run(
        QStringLiteral(
            "UPDATE upload_jobs SET payload_path = ?, dataset_name = ?, file_name = ?, "
            "plain_size = ?, mtime_ms = ?, header = ?, idempotency_key = ?, upload_path = ?, "
            "upload_length = ?, confirmed_offset = ?, tag_chain = ?, chain_segments = ?, "
            "state = ?, error = ?, dataset_id = ?, left_out = ?, pending_segment = ?, pending_tag = ?, "
            "mtime_ns = ?, ctime_ns = ?, file_id = ?, parts = ? WHERE id = ?"),
        {j.payloadPath,
         j.datasetName,
         j.fileName,
         j.plainSize,
         j.sourceIdentity.mtimeNs / 1000000,
         j.header,
         j.idempotencyKey,
         j.uploadPath,
         j.uploadLength,
         j.confirmedOffset,
         j.tagChain,
         j.chainSegments,
         uploadStateId(j.state),
         j.error,
         j.datasetId,
         leftOutJson(j.leftOut),
         j.pendingSegment,
         j.pendingTag,
         j.sourceIdentity.mtimeNs,
         j.sourceIdentity.ctimeNs,
         j.sourceIdentity.fileId,
         QString::fromUtf8(UploadPart::toJson(j.parts)),
         j.id},
        error);
}

bool UploadJournal::rememberEncrypted(const QString& profile, const QByteArray& keyId,
                                      const QString& datasetId, QString* error) {
    std::lock_guard lock(m_mutex);
    return m_db.run(QStringLiteral("INSERT OR IGNORE INTO encrypted_datasets (profile, key_id, dataset_id) "
                                   "VALUES (?, ?, ?)"),
                    {profile, keyId, datasetId}, error);
}

bool UploadJournal::wasUploadedEncrypted(const QString& profile, const QList<QByteArray>& keyIds,
                                         const QString& datasetId) {
    std::lock_guard lock(m_mutex);
    bool found = false;
    QString error;
    for (const QByteArray& keyId : keyIds)
        m_db.query(
            QStringLiteral(
                "SELECT 1 FROM encrypted_datasets WHERE profile = ? AND key_id = ? AND dataset_id = ?"),
            {profile, keyId, datasetId}, [&found](const QVariantList&) { found = true; }, &error);
    return found;
}

bool UploadJournal::remove(qint64 id, QString* error) {
    std::lock_guard lock(m_mutex);
    return m_db.run(QStringLiteral("DELETE FROM upload_jobs WHERE id = ?"), {id}, error);
}

std::optional<UploadJob> UploadJournal::job(qint64 id) {
    std::lock_guard lock(m_mutex);
    std::optional<UploadJob> found;
    QString error;
    m_db.query(
        QStringLiteral("SELECT %1 FROM upload_jobs WHERE id = ?").arg(columns), {id},
        [&](const QVariantList& r) { found = jobFrom(r); }, &error);
    return found;
}

QList<UploadJob> UploadJournal::jobs(const QString& profile) {
    std::lock_guard lock(m_mutex);
    QList<UploadJob> out;
    QString error;
    m_db.query(
        QStringLiteral("SELECT %1 FROM upload_jobs WHERE profile = ? ORDER BY id").arg(columns), {profile},
        [&](const QVariantList& r) { out.append(jobFrom(r)); }, &error);
    return out;
}

} // namespace cd
