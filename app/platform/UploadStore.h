#pragma once

#include "StorageRecords.h"

#include <QList>

#include <functional>
#include <optional>

namespace cd {
class SqliteDb;
}

namespace cd::sim {

// Uploads, their bytes and the datasets they become, in SQLite. A PATCH's bytes and the new
// offset are written in one transaction (and the dataset with the last one), so after a crash the
// offset a client reads with HEAD is exactly what is stored.
class UploadStore {
public:
    explicit UploadStore(SqliteDb& db);

    bool createSchema(QString* error);
    int nextSerial(QString* error);
    bool insert(const UploadRecord& upload, QString* error);
    std::optional<UploadRecord> upload(const QString& id, QString* error);
    std::optional<UploadRecord> uploadByKey(const QString& tenantId, const QString& key, QString* error);
    bool append(const QString& id, qint64 offset, const QByteArray& bytes, const DatasetRecord* completes,
                QString* error);
    bool addReceived(const QString& id, qint64 bytes, QString* error);
    bool terminate(const QString& id, QString* error);

    QList<DatasetRecord> datasets(const QString& tenantId, QString* error);
    std::optional<DatasetRecord> dataset(const QString& id, QString* error);
    bool removeDataset(const DatasetRecord& dataset, QString* error);
    // Stored bytes of an upload in [from, to], read chunk by chunk.
    bool read(const QString& uploadId, qint64 from, qint64 to,
              const std::function<void(const QByteArray&)>& piece, QString* error);
    // Bytes held or promised: datasets plus the announced length of open uploads not yet expired.
    qint64 usedBytes(const QString& tenantId, const QDateTime& now, QString* error);

private:
    SqliteDb& m_db;
};

} // namespace cd::sim
