#pragma once

#include "crypto/TenantKey.h"

#include <QCoreApplication>
#include <QString>

namespace cd {

// Where no keychain can keep a tenant's key, the person may keep it in a passphrase-protected key
// file (the export format, docs/encryption-format.md) in the app's data folder, readable by its
// owner only. One file per platform and tenant. Reading and writing run scrypt: call them off the
// GUI thread.
class TenantKeyFile {
    Q_DECLARE_TR_FUNCTIONS(TenantKeyFile)

public:
    // <app data>/keys/<platform>-<tenant>.cdkey, with anything but letters, digits, '-' and '_'
    // replaced, so a name cannot leave the folder.
    static QString pathFor(const QString& platform, const QString& tenantId);
    // Writes the key file owner-only from its first byte (an export, say). Empty on success, else
    // what went wrong, for a person.
    static QString write(const QString& path, const crypto::TenantKey& key, const QByteArray& passphrase);
    // The same into pathFor()'s folder, which is made readable by its owner only.
    static QString keep(const QString& path, const crypto::TenantKey& key, const QByteArray& passphrase);
    static crypto::TenantKey read(const QString& path, const QByteArray& passphrase, QString* error);
};

} // namespace cd
