#include "DirectFile.h"

// Linux only: UploadFiles uses it there and reads and writes through QFile elsewhere.
#if defined(Q_OS_LINUX)

#include <QFile>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace cd::sim {

namespace {

// Direct I/O moves whole blocks from and to memory aligned to the block: 4096 suits disks with
// 512-byte and with 4096-byte sectors alike.
constexpr qint64 block = 4096;
constexpr qint64 scratchSize = qint64(4) << 20;

// One aligned buffer per thread, kept: the simulator serves each request on one thread, and a
// buffer used again is memory the system has already found.
char* scratch() {
    thread_local std::unique_ptr<char, decltype(&std::free)> buffer(
        static_cast<char*>(std::aligned_alloc(block, scratchSize)), &std::free);
    return buffer.get();
}

QString systemError() {
    return QString::fromLocal8Bit(std::strerror(errno));
}

} // namespace

DirectFile::DirectFile(const QString& path)
    : m_path(path) {}

DirectFile::~DirectFile() {
    if (m_direct >= 0)
        ::close(m_direct);
    if (m_cached >= 0)
        ::close(m_cached);
}

QString DirectFile::failure(const char* what) const {
    return QStringLiteral("cannot %1 %2: %3").arg(QLatin1String(what), m_path, systemError());
}

bool DirectFile::open(bool create, QString* error) {
    const QByteArray name = QFile::encodeName(m_path);
    m_cached = ::open(name.constData(), O_RDWR | O_CLOEXEC | (create ? O_CREAT : 0), 0600);
    if (m_cached < 0) {
        *error = failure("open");
        return false;
    }
    m_direct = ::open(name.constData(), O_RDWR | O_CLOEXEC | O_DIRECT); // -1 (EINVAL) on tmpfs
    return true;
}

bool DirectFile::writeCached(qint64 offset, const char* data, qint64 size, QString* error) {
    for (qint64 done = 0; done < size;) {
        const ssize_t n = ::pwrite(m_cached, data + done, size_t(size - done), off_t(offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            *error = failure("write");
            return false;
        }
        done += n;
    }
    return true;
}

bool DirectFile::write(qint64 offset, const char* data, qint64 size, QString* error) {
    const qint64 start = offset & ~(block - 1);
    const qint64 head = offset - start;
    const qint64 end = offset + size;
    const qint64 directEnd = end & ~(block - 1);
    if (m_direct < 0 || directEnd <= start)
        return writeCached(offset, data, size, error);
    char* buffer = scratch();
    if (!buffer)
        return writeCached(offset, data, size, error);
    // The bytes before `offset` in its block are the file's already: read them, so the whole
    // block goes back unchanged but for the new bytes.
    if (head > 0 && ::pread(m_cached, buffer, size_t(head), off_t(start)) != head) {
        *error = QStringLiteral("cannot write %1: it ends before byte %2").arg(m_path).arg(offset);
        return false;
    }
    qint64 used = 0; // of `data`
    for (qint64 at = start; at < directEnd;) {
        const qint64 fill = at == start ? head : 0;
        const qint64 length = std::min(scratchSize, directEnd - at);
        std::memcpy(buffer + fill, data + used, size_t(length - fill));
        const ssize_t n = ::pwrite(m_direct, buffer, size_t(length), off_t(at));
        if (n != length) {
            if (n < 0 && errno == EINVAL) {
                // The file system took the file but not this transfer: the cache, from here on.
                ::close(m_direct);
                m_direct = -1;
                return writeCached(at + fill, data + used, end - (at + fill), error);
            }
            *error = n < 0 ? failure("write") : QStringLiteral("cannot write %1: short write").arg(m_path);
            return false;
        }
        used += length - fill;
        at += length;
    }
    return end == directEnd || writeCached(directEnd, data + used, end - directEnd, error);
}

bool DirectFile::read(qint64 from, qint64 to, const std::function<void(const QByteArray&)>& piece,
                      QString* error) const {
    char* buffer = scratch();
    const int fd = m_direct >= 0 && buffer ? m_direct : m_cached;
    const qint64 step = fd == m_direct ? scratchSize : qint64(1) << 20;
    QByteArray cached;
    // Direct reads begin at a block; the bytes before `from` in it are skipped.
    for (qint64 at = fd == m_direct ? from & ~(block - 1) : from; at <= to;) {
        char* into = buffer;
        qint64 want = step;
        if (fd != m_direct) {
            cached.resize(qsizetype(std::min(step, to + 1 - at)));
            into = cached.data();
            want = cached.size();
        }
        const ssize_t n = ::pread(fd, into, size_t(want), off_t(at));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            *error = n < 0 ? failure("read")
                           : QStringLiteral("the data of %1 ends before byte %2").arg(m_path).arg(at);
            return false;
        }
        if (n < want && at + n <= to) {
            *error = QStringLiteral("the data of %1 ends before byte %2").arg(m_path).arg(at + n);
            return false;
        }
        const qint64 begin = std::max(from, at) - at;
        const qint64 stop = std::min(to + 1, at + n) - at;
        if (stop > begin)
            piece(QByteArray::fromRawData(into + begin, qsizetype(stop - begin)));
        at += n;
    }
    return true;
}

} // namespace cd::sim

#endif // Q_OS_LINUX
