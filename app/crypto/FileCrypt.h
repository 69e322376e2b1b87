#pragma once

#include <QCoreApplication>

#include "CryptoError.h"
#include "TenantKey.h"

#include <QIODevice>
#include <QString>

#include <atomic>
#include <functional>

namespace cd::crypto {

// Whole-file and whole-stream encryption and decryption, for clusterdesk-crypt and for the
// console's "download and check". Files are written through QSaveFile: on any failure nothing is
// left at the destination, and a finished file appears at once.
class FileCrypt {
    Q_DECLARE_TR_FUNCTIONS(FileCrypt)

public:
    using Progress = std::function<void(std::uint64_t done)>;

    // `in` is read to its end; `knownSize` is written into the header (unknownSize for a pipe).
    static bool encrypt(QIODevice& in, std::uint64_t knownSize, QIODevice& out, const TenantKey& key,
                        CryptoError* error, const std::atomic<bool>* cancel = nullptr);
    // Writes plaintext to `out` one verified segment at a time.
    static bool decrypt(QIODevice& in, QIODevice& out, const TenantKey& key, CryptoError* error,
                        const std::atomic<bool>* cancel = nullptr, const Progress& progress = {});

    static bool encryptFile(const QString& source, const QString& destination, const TenantKey& key,
                            CryptoError* error);
    static bool decryptFile(const QString& source, const QString& destination, const TenantKey& key,
                            CryptoError* error, const std::atomic<bool>* cancel = nullptr,
                            const Progress& progress = {});
};

} // namespace cd::crypto
