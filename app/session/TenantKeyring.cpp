#include "TenantKeyring.h"

#include "SecretStore.h"

#include <QPointer>

namespace cd {

TenantKeyring::TenantKeyring(SecretStore* secrets, QObject* parent)
    : QObject(parent)
    , m_secrets(secrets) {}

const crypto::TenantKey& TenantKeyring::current() const {
    return m_keys.isEmpty() ? m_none : m_keys.first();
}

const crypto::TenantKey* TenantKeyring::find(const QByteArray& keyId) const {
    for (const crypto::TenantKey& key : m_keys) {
        if (key.id() == keyId)
            return &key;
    }
    return nullptr;
}

void TenantKeyring::load(const QString& tenantId, Done done, bool mayCreate) {
    m_tenant = tenantId;
    m_keys.clear();
    const int generation = ++m_generation;
    if (!m_secrets) {
        m_keys.append(crypto::TenantKey::generate());
        done({!m_keys.first().isNull(), true, true, {}});
        return;
    }
    // The store's keychain job may answer after this keyring has gone (the store outlives it).
    QPointer<TenantKeyring> self(this);
    m_secrets->read(entryName(), [self, generation, done, mayCreate](const SecretStore::Outcome& read) {
        if (!self || generation != self->m_generation)
            return;
        if (read.ok && !read.secret.isEmpty()) {
            for (const QByteArray& line : read.secret.split('\n')) {
                const crypto::TenantKey key = crypto::TenantKey::fromBase64(line);
                if (!key.isNull())
                    self->m_keys.append(key);
            }
        }
        QByteArray wipe = read.secret;
        wipe.fill('\0');
        if (!self->m_keys.isEmpty()) {
            done({true, read.memoryOnly, false, read.message});
            return;
        }
        // A keychain that refused (locked, denied, timed out) may still hold this tenant's keys:
        // making a new one now would overwrite them. Only "no such entry" means first use.
        if (!read.ok && !read.notFound && !read.memoryOnly) {
            done({false, false, false, read.message});
            return;
        }
        // Without a keychain a key made now lives until the console quits, and the next start
        // would make yet another: the person decides (import the earlier key, or a new one).
        if (read.memoryOnly || !mayCreate) {
            done({false, read.memoryOnly, false, read.message, true});
            return;
        }
        const crypto::TenantKey made = crypto::TenantKey::generate();
        if (made.isNull()) {
            done({false, false, false, tr("The system's random number generator failed; no key was made.")});
            return;
        }
        self->m_keys.append(made);
        self->store(done, true);
    });
}

void TenantKeyring::create(Done done) {
    const crypto::TenantKey made = crypto::TenantKey::generate();
    if (made.isNull()) {
        done({false, false, false, tr("The system's random number generator failed; no key was made.")});
        return;
    }
    m_keys.prepend(made);
    if (!m_secrets) {
        done({true, true, true, {}});
        return;
    }
    store(done, true);
}

void TenantKeyring::adopt(const crypto::TenantKey& key, Done done) {
    m_keys.removeIf([&key](const crypto::TenantKey& k) { return k.id() == key.id(); });
    m_keys.prepend(key);
    if (!m_secrets) {
        done({true, true, false, {}});
        return;
    }
    store(done, false);
}

void TenantKeyring::store(Done done, bool created) {
    QByteArray lines;
    for (const crypto::TenantKey& key : m_keys)
        lines += key.raw().toByteArray().toBase64() + '\n';
    m_secrets->write(entryName(), lines, [done, created](const SecretStore::Outcome& written) {
        done({written.ok || written.memoryOnly, written.memoryOnly, created, written.message});
    });
    lines.fill('\0');
}

} // namespace cd
