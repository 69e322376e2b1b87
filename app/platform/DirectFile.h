#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

namespace cd::sim {

// One upload's file on Linux, written and read around the system's page cache where the file
// system allows it (O_DIRECT), as object stores such as MinIO write object data: upload bytes are
// read once, at the join or by a download, so caching them only costs a copy and memory the system
// must first find (on a virtual machine whose memory the host backs on first touch, that costs
// more than the copy: 3 s per GiB here, against 1.2 GB/s to the disk). Where the file system
// refuses direct I/O (tmpfs) it reads and writes through the cache; other systems use QFile
// (UploadFiles).
class DirectFile {
public:
    explicit DirectFile(const QString& path);
    ~DirectFile();
    DirectFile(const DirectFile&) = delete;
    DirectFile& operator=(const DirectFile&) = delete;

    bool open(bool create, QString* error);
    int handle() const { return m_cached; }
    // Whether whole blocks go around the cache (false: the file system refused direct I/O).
    bool direct() const { return m_direct >= 0; }
    // `size` bytes at `offset`. The whole blocks go straight to the disk: a block the write begins
    // inside is completed from the file first; the last partial block goes through the cache.
    bool write(qint64 offset, const char* data, qint64 size, QString* error);
    // Bytes [from, to], in pieces of at most 4 MiB. A piece is valid only during the call.
    bool read(qint64 from, qint64 to, const std::function<void(const QByteArray&)>& piece,
              QString* error) const;

private:
    bool writeCached(qint64 offset, const char* data, qint64 size, QString* error);
    QString failure(const char* what) const;

    QString m_path;
    int m_cached = -1; // through the page cache
    int m_direct = -1; // around it, or -1 where the file system does not allow that
};

} // namespace cd::sim
