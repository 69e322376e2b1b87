#include "SourceFile.h"

#include <QCoreApplication>

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
    // The C library's texts are English whatever the person's language: the ones a person meets
    // reading files are translated here, in the C library's words; the rest stay as it says them.
    static const struct {
        int error;
        const char* text;
    } known[] = {
        {ENOENT, QT_TRANSLATE_NOOP("cd::SystemError", "No such file or directory")},
        {EACCES, QT_TRANSLATE_NOOP("cd::SystemError", "Permission denied")},
        {EPERM, QT_TRANSLATE_NOOP("cd::SystemError", "Operation not permitted")},
        {ENOSPC, QT_TRANSLATE_NOOP("cd::SystemError", "No space left on device")},
        {EFBIG, QT_TRANSLATE_NOOP("cd::SystemError", "File too large")},
        {EROFS, QT_TRANSLATE_NOOP("cd::SystemError", "Read-only file system")},
        {EISDIR, QT_TRANSLATE_NOOP("cd::SystemError", "Is a directory")},
        {ENOTDIR, QT_TRANSLATE_NOOP("cd::SystemError", "Not a directory")},
        {EIO, QT_TRANSLATE_NOOP("cd::SystemError", "Input/output error")},
        {EMFILE, QT_TRANSLATE_NOOP("cd::SystemError", "Too many open files")},
        {ENAMETOOLONG, QT_TRANSLATE_NOOP("cd::SystemError", "File name too long")},
        {ELOOP, QT_TRANSLATE_NOOP("cd::SystemError", "Too many levels of symbolic links")},
        {EEXIST, QT_TRANSLATE_NOOP("cd::SystemError", "File exists")},
        {EBUSY, QT_TRANSLATE_NOOP("cd::SystemError", "Device or resource busy")},
        {ENOTEMPTY, QT_TRANSLATE_NOOP("cd::SystemError", "Directory not empty")},
        {EXDEV, QT_TRANSLATE_NOOP("cd::SystemError", "Invalid cross-device link")},
    };
    for (const auto& k : known)
        if (k.error == error)
            return QCoreApplication::translate("cd::SystemError", k.text);
    return QString::fromStdString(std::generic_category().message(error));
}

QString systemErrorText(const std::error_code& error) {
    const std::error_condition portable = error.default_error_condition();
    if (portable.category() == std::generic_category())
        return systemErrorText(portable.value());
#ifdef _WIN32
    return QString::fromLocal8Bit(error.message()); // Windows' messages come in the ANSI code page
#else
    return QString::fromStdString(error.message());
#endif
}

} // namespace cd
