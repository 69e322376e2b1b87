#pragma once

#include "SecretBytes.h"

#include <QByteArray>
#include <QString>

namespace cd::crypto {

// A tenant's key-encryption key (KEK): 32 random bytes made on this machine, kept in the OS
// keychain, never sent to the platform. Files name it by its key id, people by its fingerprint.
class TenantKey {
public:
    static constexpr std::size_t size = 32;
    static constexpr int idSize = 16;

    TenantKey() = default;
    // Null when OpenSSL's generator failed.
    static TenantKey generate();
    // Null unless `raw` is exactly 32 bytes.
    static TenantKey fromRaw(const SecretBytes& raw);
    // The form of CLUSTERDESK_KEY: base64 of the 32 bytes (padding optional). Null when malformed.
    static TenantKey fromBase64(const QByteArray& text);

    bool isNull() const { return m_raw.size() != size; }
    const SecretBytes& raw() const { return m_raw; }
    // First 16 bytes of SHA-256("clusterdesk key id v1" || key).
    QByteArray id() const { return m_id; }
    // The key id as people compare it: eight groups of four hex digits.
    QString fingerprint() const { return fingerprintOf(m_id); }
    static QString fingerprintOf(const QByteArray& keyId);
    static QByteArray idOf(const SecretBytes& raw);

private:
    explicit TenantKey(SecretBytes raw);
    SecretBytes m_raw;
    QByteArray m_id;
};

} // namespace cd::crypto
