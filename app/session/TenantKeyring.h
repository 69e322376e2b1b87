#pragma once

#include "crypto/TenantKey.h"

#include <QList>
#include <QObject>

#include <functional>

namespace cd {

class SecretStore;

// A tenant's keys in the OS keychain (one entry per tenant: the current key first, then older or
// imported ones, each base64), so data encrypted under an earlier key stays readable. The first
// use makes a key, but only where a keychain can keep it: without one (or when the caller knows
// of a key kept elsewhere) load() asks for a decision instead, because a new key made silently
// would leave every earlier dataset unreadable. Keys never go to settings files or logs.
class TenantKeyring final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TenantKeyring)

public:
    struct Outcome {
        bool ok = false;
        bool memoryOnly = false; // no keychain service: kept until the console quits
        bool created = false;    // a new key was made now
        QString message;
        bool needsKey = false; // none was found and none made: the person imports or makes one
    };
    using Done = std::function<void(const Outcome&)>;

    // `secrets` null: keys live in memory only (the offline demo, which writes nothing).
    TenantKeyring(SecretStore* secrets, QObject* parent = nullptr);

    // Loads the tenant's keys, making and storing one on first use if `mayCreate` and a keychain
    // can hold it; otherwise the outcome says needsKey.
    void load(const QString& tenantId, Done done, bool mayCreate = true);
    // Makes a new key and makes it the current one, because the person asked for it.
    void create(Done done);
    // Adds a key (an import) and makes it the current one; the old ones stay for reading.
    void adopt(const crypto::TenantKey& key, Done done);

    QString tenantId() const { return m_tenant; }
    const crypto::TenantKey& current() const;
    // The key with this id, if the keyring has it (for decrypting older datasets).
    const crypto::TenantKey* find(const QByteArray& keyId) const;
    QList<crypto::TenantKey> keys() const { return m_keys; }

private:
    void store(Done done, bool created);
    QString entryName() const { return QStringLiteral("tenant-keys/") + m_tenant; }

    SecretStore* m_secrets;
    QString m_tenant;
    QList<crypto::TenantKey> m_keys;
    crypto::TenantKey m_none;
    int m_generation = 0; // a load for a tenant no longer current is dropped
};

} // namespace cd
