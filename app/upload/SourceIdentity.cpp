#include "SourceIdentity.h"

#include <QFile>

#ifdef _WIN32
#include <windows.h>
#else
#include <sys/stat.h>
#endif

namespace cd {

namespace {

#ifndef _WIN32
qint64 nanoseconds(const struct timespec& t) {
    return qint64(t.tv_sec) * 1000000000 + qint64(t.tv_nsec);
}
#endif

} // namespace

std::optional<SourceIdentity> SourceIdentity::of(const QString& path) {
    SourceIdentity id;
#ifdef _WIN32
    // FILE_FLAG_BACKUP_SEMANTICS is not needed for a regular file; no access rights are needed for
    // the attributes, so a file another program holds open for writing can still be examined.
    const HANDLE h = ::CreateFileW(reinterpret_cast<const wchar_t*>(path.utf16()), 0,
                                   FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                                   OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE)
        return std::nullopt;
    BY_HANDLE_FILE_INFORMATION info{};
    FILE_BASIC_INFO basic{};
    const bool ok = ::GetFileInformationByHandle(h, &info) &&
                    ::GetFileInformationByHandleEx(h, FileBasicInfo, &basic, sizeof basic);
    ::CloseHandle(h);
    if (!ok)
        return std::nullopt;
    // FILETIME counts 100 ns ticks.
    id.size = qint64((quint64(info.nFileSizeHigh) << 32) | info.nFileSizeLow);
    id.mtimeNs = basic.LastWriteTime.QuadPart * 100;
    id.ctimeNs = basic.ChangeTime.QuadPart * 100;
    id.fileId = QByteArray::number(quint64(info.dwVolumeSerialNumber)) + ':' +
                QByteArray::number((quint64(info.nFileIndexHigh) << 32) | info.nFileIndexLow);
#else
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return std::nullopt;
    id.size = qint64(st.st_size);
#ifdef __APPLE__
    id.mtimeNs = nanoseconds(st.st_mtimespec);
    id.ctimeNs = nanoseconds(st.st_ctimespec);
#else
    id.mtimeNs = nanoseconds(st.st_mtim);
    id.ctimeNs = nanoseconds(st.st_ctim);
#endif
    id.fileId = QByteArray::number(quint64(st.st_dev)) + ':' + QByteArray::number(quint64(st.st_ino));
#endif
    return id;
}

} // namespace cd
