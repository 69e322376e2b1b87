#pragma once

#include "UploadJob.h"

#include "sqlite/SqliteDb.h"

#include <QList>

#include <mutex>
#include <optional>

namespace cd {

// The upload queue on disk (SQLite, WAL, synchronous=FULL). Each step of an upload is written
// here before it is taken, so a console killed at any moment finds its queue again and resumes
// each file from the server's offset. Safe to use from the GUI and the upload thread.
class UploadJournal {
public:
    // ":memory:" for the offline demo, whose platform does not outlive the process either.
    bool open(const QString& path, QString* error);
    bool isOpen() const { return m_db.isOpen(); }

    // Assigns job->id.
    bool add(UploadJob* job, QString* error);
    bool save(const UploadJob& job, QString* error);
    bool remove(qint64 id, QString* error);
    std::optional<UploadJob> job(qint64 id);
    // The jobs of one connection, oldest first: unfinished ones and those finished recently.
    QList<UploadJob> jobs(const QString& profile);
    // Which datasets a tenant key uploaded encrypted, per connection. Kept apart from the jobs
    // (which the person may clear), so a download can refuse a dataset the platform later calls
    // unencrypted: a silent downgrade, not a choice of ours.
    bool rememberEncrypted(const QString& profile, const QByteArray& keyId, const QString& datasetId,
                           QString* error);
    bool wasUploadedEncrypted(const QString& profile, const QList<QByteArray>& keyIds,
                              const QString& datasetId);

private:
    std::mutex m_mutex;
    SqliteDb m_db;
};

} // namespace cd
