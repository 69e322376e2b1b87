#include "KeySource.h"

#include "ExitCode.h"

#include <QCoreApplication>
#include <QFile>

namespace cd::cli {

QByteArray KeySource::fromEnvironment() {
    return qgetenv(environmentVariable).trimmed();
}

QByteArray KeySource::fromFile(const QString& path) {
    QFile file(path);
    if (!file.exists())
        throw CliFailure{Auth,
                         QCoreApplication::translate("cdctl", "The key file %1 does not exist.").arg(path)};
    const auto perms = file.permissions();
    if (perms & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther))
        throw CliFailure{
            Auth,
            QCoreApplication::translate(
                "cdctl", "The key file %1 can be read by other users; make it private with \"chmod 600 %1\".")
                .arg(path)};
    if (!file.open(QIODevice::ReadOnly))
        throw CliFailure{Auth, QCoreApplication::translate("cdctl", "The key file %1 could not be read: %2.")
                                   .arg(path, file.errorString())};
    const QByteArray key = file.readLine(4096).trimmed();
    if (key.isEmpty())
        throw CliFailure{Auth, QCoreApplication::translate("cdctl", "The key file %1 is empty.").arg(path)};
    return key;
}

} // namespace cd::cli
