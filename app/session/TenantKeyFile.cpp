#include "TenantKeyFile.h"

#include "crypto/KeyFile.h"
#include "crypto/OwnerOnlyFile.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace cd {

namespace {
QString safeName(const QString& text) {
    QString out;
    for (const QChar c : text)
        out += (c.isLetterOrNumber() && c.unicode() < 128) || c == u'-' || c == u'_' ? c : u'_';
    return out;
}
} // namespace

QString TenantKeyFile::pathFor(const QString& platform, const QString& tenantId) {
    const QString dir = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                            .filePath(QStringLiteral("keys"));
    return QDir(dir).filePath(safeName(platform) + u'-' + safeName(tenantId) + QStringLiteral(".cdkey"));
}

QString TenantKeyFile::keep(const QString& path, const crypto::TenantKey& key, const QByteArray& passphrase) {
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir))
        return tr("Cannot make the folder %1.").arg(dir);
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    return write(path, key, passphrase);
}

QString TenantKeyFile::write(const QString& path, const crypto::TenantKey& key,
                             const QByteArray& passphrase) {
    const QByteArray file = crypto::KeyFile::write(key, passphrase);
    if (file.isEmpty())
        return tr("The key file could not be made.");
    const QString error = crypto::OwnerOnlyFile::write(path, file);
    if (!error.isEmpty())
        return tr("Cannot write %1: %2").arg(path, error);
    return {};
}

crypto::TenantKey TenantKeyFile::read(const QString& path, const QByteArray& passphrase, QString* error) {
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(path, in.errorString());
        return {};
    }
    crypto::CryptoError cryptoError;
    const crypto::TenantKey key =
        crypto::KeyFile::read(in.read(crypto::KeyFile::size + 1), passphrase, &cryptoError);
    if (key.isNull())
        *error = cryptoError.message;
    return key;
}

} // namespace cd
