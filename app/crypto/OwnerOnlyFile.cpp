#include "OwnerOnlyFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUuid>

#ifdef Q_OS_WIN
#include <aclapi.h>
#include <sddl.h>
#include <windows.h>
#else
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace cd::crypto {

namespace {

std::function<void(const QString&)>& createdHook() {
    static std::function<void(const QString&)> hook;
    return hook;
}

#ifdef Q_OS_WIN
// Untested here (built and tested on Linux): a protected DACL granting full control to the current
// user's SID only, set at creation so no inherited ACE ever applies.
QString writeTemporary(const QString& temporary, const QByteArray& bytes) {
    HANDLE token = nullptr;
    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &token))
        return QStringLiteral("cannot read the current user");
    DWORD length = 0;
    GetTokenInformation(token, TokenUser, nullptr, 0, &length);
    QByteArray userInfo(int(length), '\0');
    LPWSTR sid = nullptr;
    const bool gotUser =
        GetTokenInformation(token, TokenUser, userInfo.data(), length, &length) &&
        ConvertSidToStringSidW(reinterpret_cast<TOKEN_USER*>(userInfo.data())->User.Sid, &sid);
    CloseHandle(token);
    if (!gotUser)
        return QStringLiteral("cannot read the current user");
    const QString sddl = QStringLiteral("D:P(A;;FA;;;%1)").arg(QString::fromWCharArray(sid));
    LocalFree(sid);
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    if (!ConvertStringSecurityDescriptorToSecurityDescriptorW(reinterpret_cast<LPCWSTR>(sddl.utf16()),
                                                              SDDL_REVISION_1, &descriptor, nullptr))
        return QStringLiteral("cannot make the file's access list");
    SECURITY_ATTRIBUTES attributes{sizeof(SECURITY_ATTRIBUTES), descriptor, FALSE};
    const HANDLE file =
        CreateFileW(reinterpret_cast<LPCWSTR>(QDir::toNativeSeparators(temporary).utf16()), GENERIC_WRITE, 0,
                    &attributes, CREATE_NEW, FILE_ATTRIBUTE_NORMAL, nullptr);
    LocalFree(descriptor);
    if (file == INVALID_HANDLE_VALUE)
        return QStringLiteral("cannot create the file (error %1)").arg(GetLastError());
    if (createdHook())
        createdHook()(temporary);
    DWORD written = 0;
    const bool ok = WriteFile(file, bytes.constData(), DWORD(bytes.size()), &written, nullptr) &&
                    written == DWORD(bytes.size()) && FlushFileBuffers(file);
    CloseHandle(file);
    return ok ? QString() : QStringLiteral("cannot write the file (error %1)").arg(GetLastError());
}
#else
QString writeTemporary(const QString& temporary, const QByteArray& bytes) {
    const QByteArray name = QFile::encodeName(temporary);
    // The mode is applied at creation (less the umask, which can only take bits away): the file is
    // never readable by anyone else, not even while empty.
    const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return QString::fromLocal8Bit(std::strerror(errno));
    if (createdHook())
        createdHook()(temporary);
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, std::size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const QString reason = QString::fromLocal8Bit(std::strerror(errno));
            ::close(fd);
            return reason;
        }
        done += n;
    }
    const bool synced = ::fsync(fd) == 0;
    const QString reason = synced ? QString() : QString::fromLocal8Bit(std::strerror(errno));
    ::close(fd);
    return reason;
}
#endif

} // namespace

void OwnerOnlyFile::setCreatedHook(std::function<void(const QString&)> hook) {
    createdHook() = std::move(hook);
}

QString OwnerOnlyFile::write(const QString& path, const QByteArray& bytes) {
    const QFileInfo info(path);
    const QString temporary =
        info.dir().filePath(QStringLiteral(".%1.%2.tmp")
                                .arg(info.fileName(), QUuid::createUuid().toString(QUuid::Id128).left(12)));
    const QString error = writeTemporary(temporary, bytes);
    if (!error.isEmpty()) {
        QFile::remove(temporary);
        return error;
    }
    // rename() replaces an existing file atomically; QFile::rename would refuse to.
#ifdef Q_OS_WIN
    const bool renamed = MoveFileExW(reinterpret_cast<LPCWSTR>(QDir::toNativeSeparators(temporary).utf16()),
                                     reinterpret_cast<LPCWSTR>(QDir::toNativeSeparators(path).utf16()),
                                     MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
    const QString renameError = QStringLiteral("cannot replace the file (error %1)").arg(GetLastError());
#else
    const bool renamed =
        ::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(path).constData()) == 0;
    const QString renameError = QString::fromLocal8Bit(std::strerror(errno));
#endif
    if (!renamed) {
        QFile::remove(temporary);
        return renameError;
    }
    return {};
}

} // namespace cd::crypto
