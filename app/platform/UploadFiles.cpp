#include "UploadFiles.h"

#include "DirectFile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#if defined(Q_OS_WIN)
#include <io.h>
#else
#include <fcntl.h>
#include <unistd.h>
#endif

#include <cerrno>
#include <cstring>

namespace cd::sim {

namespace {

// Blocks are reserved this far ahead of a write, each time a write crosses a step: the sync before
// each commit then writes data alone, not also the allocation of new blocks (on ext4 about half
// the cost of a 1 MiB fdatasync). Never past the upload's length, and kept out of the file's size.
constexpr qint64 reserveStep = qint64(32) << 20;
constexpr qint64 reserveWindow = qint64(64) << 20;

void reserveAhead(int fd, qint64 offset, qint64 size, qint64 length) {
#if defined(Q_OS_LINUX)
    if (offset % reserveStep != 0 && offset / reserveStep == (offset + size) / reserveStep)
        return;
    const qint64 end = std::min(length, offset + size + reserveWindow);
    if (end > offset)
        ::fallocate(fd, FALLOC_FL_KEEP_SIZE, off_t(offset), off_t(end - offset)); // a hint: failing is fine
#else
    Q_UNUSED(fd);
    Q_UNUSED(offset);
    Q_UNUSED(size);
    Q_UNUSED(length);
#endif
}

// To the disk, not only to the system's cache.
bool syncToDisk(int fd) {
#if defined(Q_OS_WIN)
    return ::_commit(fd) == 0;
#elif defined(Q_OS_MACOS)
    return ::fsync(fd) == 0;
#else
    return ::fdatasync(fd) == 0;
#endif
}

} // namespace

UploadFiles::UploadFiles(const QString& folder, bool toDisk)
    : m_folder(folder)
    , m_toDisk(toDisk) {}

UploadFiles::~UploadFiles() = default;

bool UploadFiles::open(QString* error) {
    if (m_folder.isEmpty()) {
        m_temporary = std::make_unique<QTemporaryDir>();
        if (!m_temporary->isValid()) {
            *error = QStringLiteral("cannot make a folder for upload data: ") + m_temporary->errorString();
            return false;
        }
        m_folder = m_temporary->path();
    }
    if (!QDir().mkpath(m_folder)) {
        *error = QStringLiteral("cannot make the upload data folder %1").arg(m_folder);
        return false;
    }
    return true;
}

QString UploadFiles::path(const QString& uploadId) const {
    return m_folder + u'/' + uploadId;
}

bool UploadFiles::exists(const QString& uploadId) const {
    return QFile::exists(path(uploadId));
}

bool UploadFiles::write(const QString& uploadId, qint64 offset, const char* data, qint64 size, qint64 length,
                        QString* error) {
#if defined(Q_OS_LINUX)
    DirectFile file(path(uploadId));
    if (!file.open(true, error))
        return false;
    reserveAhead(file.handle(), offset, size, length);
    if (!file.write(offset, data, size, error))
        return false;
    // What went through the cache starts to the disk now, while the caller hashes the bytes;
    // sync() then waits only for the rest.
    if (m_toDisk)
        ::sync_file_range(file.handle(), off_t(offset), off_t(size), SYNC_FILE_RANGE_WRITE);
    return true;
#else
    // Unbuffered: the bytes go from the caller's buffer to the system, not through QFile's own.
    QFile file(path(uploadId));
    if (!file.open(QIODevice::ReadWrite | QIODevice::Unbuffered)) {
        *error = QStringLiteral("cannot write the data of %1: %2").arg(uploadId, file.errorString());
        return false;
    }
    reserveAhead(file.handle(), offset, size, length);
    if (!file.seek(offset) || file.write(data, size) != size) {
        *error = QStringLiteral("cannot write the data of %1: %2").arg(uploadId, file.errorString());
        return false;
    }
    return true;
#endif
}

bool UploadFiles::sync(const QString& uploadId, QString* error) {
    if (!m_toDisk)
        return true;
    QFile file(path(uploadId));
    if (!file.open(QIODevice::ReadWrite | QIODevice::Unbuffered) || !syncToDisk(file.handle())) {
        *error =
            QStringLiteral("cannot sync the data of %1: %2")
                .arg(uploadId, file.error() != QFile::NoError ? file.errorString()
                                                              : QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    return true;
}

bool UploadFiles::read(const QString& uploadId, qint64 from, qint64 to,
                       const std::function<void(const QByteArray&)>& piece, QString* error) const {
    if (to < from)
        return true;
#if defined(Q_OS_LINUX)
    DirectFile file(path(uploadId));
    return file.open(false, error) && file.read(from, to, piece, error);
#else
    QFile file(path(uploadId));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered) || !file.seek(from)) {
        *error = QStringLiteral("cannot read the data of %1: %2").arg(uploadId, file.errorString());
        return false;
    }
    constexpr qint64 pieceSize = 1 << 20;
    QByteArray buffer;
    for (qint64 at = from; at <= to;) {
        buffer.resize(qsizetype(std::min(pieceSize, to + 1 - at)));
        const qint64 n = file.read(buffer.data(), buffer.size());
        if (n <= 0) {
            *error = QStringLiteral("the data of %1 ends before byte %2").arg(uploadId).arg(at);
            return false;
        }
        buffer.truncate(qsizetype(n));
        piece(buffer);
        at += n;
    }
    return true;
#endif
}

void UploadFiles::remove(const QString& uploadId) {
    QFile::remove(path(uploadId));
}

} // namespace cd::sim
