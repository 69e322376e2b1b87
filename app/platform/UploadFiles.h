#pragma once

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>

class QTemporaryDir;

namespace cd::sim {

// The bytes of uploads, one file per upload in a folder beside the database: a PATCH's bytes go
// from the request's buffer to the file, around the page cache where the system allows it
// (DirectFile), and the database keeps only the offset
// that says how many of them count. Bytes past that offset (a PATCH that died before its commit)
// are overwritten by the next PATCH at the committed offset.
class UploadFiles {
public:
    // `folder` empty: a temporary folder of its own (an in-memory database keeps nothing either).
    // `toDisk` false: sync() does nothing (PlatformOptions::uploadSync).
    UploadFiles(const QString& folder, bool toDisk);
    ~UploadFiles();
    UploadFiles(const UploadFiles&) = delete;
    UploadFiles& operator=(const UploadFiles&) = delete;

    bool open(QString* error);
    bool exists(const QString& uploadId) const;
    // `length`: the upload's whole length, so the file system can reserve its blocks ahead.
    bool write(const QString& uploadId, qint64 offset, const char* data, qint64 size, qint64 length,
               QString* error);
    // To the disk (fdatasync): what write() put in the file survives a power cut too. write() has
    // already asked the system to start writing, so little is left to wait for here.
    bool sync(const QString& uploadId, QString* error);
    // Bytes [from, to] of the file, in pieces of at most 4 MiB, each valid only during the call.
    bool read(const QString& uploadId, qint64 from, qint64 to,
              const std::function<void(const QByteArray&)>& piece, QString* error) const;
    void remove(const QString& uploadId);

private:
    QString path(const QString& uploadId) const;

    QString m_folder;
    bool m_toDisk;
    std::unique_ptr<QTemporaryDir> m_temporary;
};

} // namespace cd::sim
