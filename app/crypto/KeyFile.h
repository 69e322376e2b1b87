#pragma once

#include <QCoreApplication>

#include "CryptoError.h"
#include "TenantKey.h"

#include <QByteArray>

#include <optional>

namespace cd::crypto {

// scrypt's work factor: N = 2^log2N, block size r, parallelism p.
struct KeyFileCost {
    int log2N = 17;
    int r = 8;
    int p = 1;
};

// A tenant key exported to a file protected by a passphrase (docs/encryption-format.md, "Key
// file"): scrypt turns the passphrase into a key that seals the tenant key with AES-256-GCM.
// OpenSSL 3.0 has no Argon2; scrypt at N=2^17, r=8 costs about 0.4 s and 128 MiB here.
class KeyFile {
    Q_DECLARE_TR_FUNCTIONS(KeyFile)

public:
    static constexpr int size = 124;
    static const QByteArray magic;

    using Cost = KeyFileCost;

    // Empty on failure (the generator or OpenSSL failed).
    static QByteArray write(const TenantKey& key, const QByteArray& passphrase, Cost cost = {});
    static TenantKey read(const QByteArray& file, const QByteArray& passphrase, CryptoError* error);
    // The id of the key inside, readable without the passphrase (to show what a file holds).
    static std::optional<QByteArray> keyIdOf(const QByteArray& file, CryptoError* error);
};

} // namespace cd::crypto
