#pragma once

#include "StorageRecords.h"
#include "UploadFiles.h"

#include <QHash>
#include <QList>

#include <functional>
#include <optional>

namespace cd {
class SqliteDb;
}

namespace cd::sim {

// Uploads and the datasets they become in SQLite, their bytes in files (UploadFiles). A PATCH's
// bytes are written to the file first, then the new offset is committed (with the dataset, for
// the last one), so after a crash the offset a client reads with HEAD is exactly what is stored.
// Uploads stored before the files (rows of upload_chunks) are still read, and moved to a file
// when they grow.
class UploadStore {
public:
    // `dataFolder`: where the files live; empty for a temporary folder (an in-memory database).
    // `syncBytes`: commit() syncs the files it names to the disk first (PlatformOptions::uploadSync).
    UploadStore(SqliteDb& db, const QString& dataFolder, bool syncBytes = true);

    // What one PATCH changed, committed with others that finished at about the same time.
    struct Commit {
        QString uploadId;
        qint64 offset = 0;                      // the upload's new offset
        bool finished = false;                  // the offset is the upload's length
        std::optional<DatasetRecord> completes; // the dataset it became (none for a partial upload)
        QString sha256;                         // finished: the SHA-256 of the upload's bytes
    };

    bool createSchema(QString* error);
    int nextSerial(QString* error);
    bool insert(const UploadRecord& upload, QString* error);
    std::optional<UploadRecord> upload(const QString& id, QString* error);
    std::optional<UploadRecord> uploadByKey(const QString& tenantId, const QString& key, QString* error);
    // The tenant's uploads still open (neither finished nor terminated), oldest first.
    QList<UploadRecord> openUploads(const QString& tenantId, QString* error);
    // The bytes of a PATCH, to the upload's file; they count once commit() records the offset.
    bool writeBytes(const QString& id, qint64 offset, const QByteArray& bytes, qint64 length, QString* error);
    // Every file written to, to the disk, then every offset (and dataset) in one transaction.
    bool commit(const QList<Commit>& commits, QString* error);
    // A final upload, finished at once: its row, its dataset, and its partials marked as taken.
    bool insertFinal(const UploadRecord& final, const DatasetRecord& dataset, QString* error);
    bool addReceived(const QString& id, qint64 bytes, QString* error);
    bool terminate(const QString& id, QString* error);

    QList<DatasetRecord> datasets(const QString& tenantId, QString* error);
    std::optional<DatasetRecord> dataset(const QString& id, QString* error);
    bool removeDataset(const DatasetRecord& dataset, QString* error);
    // Stored bytes of an upload in [from, to], read piece by piece (a final upload: its partials').
    bool read(const QString& uploadId, qint64 from, qint64 to,
              const std::function<void(const QByteArray&)>& piece, QString* error);
    // Bytes held or promised: datasets plus the announced length of open uploads not yet expired.
    qint64 usedBytes(const QString& tenantId, const QDateTime& now, QString* error);

private:
    // A dataset joined from partial uploads: their sizes and digests, in order, from `uploads`
    // (the final upload and its partials, by id).
    static void addParts(DatasetRecord& d, const QHash<QString, UploadRecord>& uploads);
    bool readOwn(const QString& uploadId, qint64 from, qint64 to,
                 const std::function<void(const QByteArray&)>& piece, QString* error);
    bool hasLegacyChunks(const QString& uploadId, QString* error);

    SqliteDb& m_db;
    UploadFiles m_files;
};

} // namespace cd::sim
