#pragma once

#include "SecretBytes.h"

#include <QByteArray>

#include <cstdint>

namespace cd::crypto {

// Key derivation through OpenSSL 3's EVP_KDF: HKDF-SHA256 (RFC 5869) for keys derived from keys,
// scrypt (RFC 7914) for keys derived from passphrases. Both return empty bytes on failure.
class Kdf {
public:
    static SecretBytes hkdfSha256(const SecretBytes& ikm, const QByteArray& salt, const QByteArray& info,
                                  std::size_t length);
    // Memory use is 128 * r * n bytes; callers cap n, r and p before calling.
    static SecretBytes scrypt(const QByteArray& passphrase, const QByteArray& salt, std::uint64_t n,
                              std::uint32_t r, std::uint32_t p, std::size_t length);
};

} // namespace cd::crypto
