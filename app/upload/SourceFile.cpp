#include "SourceFile.h"

#include <cerrno>
#include <fcntl.h>
#include <system_error>

#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

namespace cd {

SourceFile::~SourceFile() {
    if (m_fd < 0)
        return;
#ifdef _WIN32
    ::_close(m_fd);
#else
    ::close(m_fd);
#endif
}

bool SourceFile::open(const std::filesystem::path& path) {
#ifdef _WIN32
    m_fd = ::_wopen(path.c_str(), _O_RDONLY | _O_BINARY);
#else
    // O_NONBLOCK: a file replaced by a FIFO since the scan must not hang the bundle.
    m_fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
#endif
    m_error = m_fd < 0 ? errno : 0;
    return m_fd >= 0;
}

qint64 SourceFile::read(char* buffer, qint64 maxBytes) {
    for (;;) {
#ifdef _WIN32
        const qint64 n = ::_read(m_fd, buffer, unsigned(qMin<qint64>(maxBytes, 1 << 30)));
#else
        const qint64 n = ::read(m_fd, buffer, size_t(maxBytes));
#endif
        if (n >= 0)
            return n;
        if (errno == EINTR)
            continue;
        m_error = errno;
        return -1;
    }
}

QString SourceFile::errorText() const {
    return systemErrorText(m_error);
}

QString systemErrorText(int error) {
    return QString::fromStdString(std::generic_category().message(error));
}

} // namespace cd
