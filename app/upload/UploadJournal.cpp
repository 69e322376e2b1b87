#include "UploadJournal.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cd {

namespace {

const QString columns = QStringLiteral(
    "id, profile, source, folder, payload_path, dataset_name, file_name, encrypted, plain_size, mtime_ms, "
    "header, "
    "idempotency_key, upload_path, upload_length, confirmed_offset, tag_chain, chain_segments, state, error, "
    "dataset_id, left_out, created_at");

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
    j.mtimeMs = r[9].toLongLong();
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
    return j;
}

QByteArray leftOutJson(const QStringList& list) {
    return QJsonDocument(QJsonArray::fromStringList(list)).toJson(QJsonDocument::Compact);
}

} // namespace

bool UploadJournal::open(const QString& path, QString* error) {
    std::lock_guard lock(m_mutex);
    // Written after every chunk sent. In WAL mode NORMAL survives the console being killed; a power
    // loss may cost the last entries, which the server's offset makes up for on resume.
    return m_db.open(path, error) && m_db.exec(QStringLiteral("PRAGMA synchronous=NORMAL"), error) &&
           m_db.exec(QStringLiteral(
                         "CREATE TABLE IF NOT EXISTS upload_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                         "profile TEXT, source TEXT, folder INTEGER, payload_path TEXT, dataset_name TEXT, "
                         "file_name TEXT, encrypted INTEGER, plain_size INTEGER, mtime_ms INTEGER, "
                         "header BLOB, idempotency_key BLOB, upload_path BLOB, upload_length INTEGER, "
                         "confirmed_offset INTEGER, tag_chain BLOB, chain_segments INTEGER, state TEXT, "
                         "error TEXT, dataset_id TEXT, left_out TEXT, created_at TEXT)"),
                     error);
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
             job->fileName, job->encrypted ? 1 : 0, job->plainSize, job->mtimeMs, uploadStateId(job->state),
             job->createdAt.toString(Qt::ISODateWithMs)},
            error))
        return false;
    return m_db.query(
        QStringLiteral("SELECT last_insert_rowid()"), {},
        [job](const QVariantList& r) { job->id = r[0].toLongLong(); }, error);
}

bool UploadJournal::save(const UploadJob& j, QString* error) {
    std::lock_guard lock(m_mutex);
    return m_db.run(
        QStringLiteral("UPDATE upload_jobs SET payload_path = ?, dataset_name = ?, file_name = ?, "
                       "plain_size = ?, mtime_ms = ?, header = ?, idempotency_key = ?, upload_path = ?, "
                       "upload_length = ?, confirmed_offset = ?, tag_chain = ?, chain_segments = ?, "
                       "state = ?, error = ?, dataset_id = ?, left_out = ? WHERE id = ?"),
        {j.payloadPath, j.datasetName, j.fileName, j.plainSize, j.mtimeMs, j.header, j.idempotencyKey,
         j.uploadPath, j.uploadLength, j.confirmedOffset, j.tagChain, j.chainSegments, uploadStateId(j.state),
         j.error, j.datasetId, leftOutJson(j.leftOut), j.id},
        error);
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
