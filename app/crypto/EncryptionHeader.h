#pragma once

#include <QCoreApplication>

#include "CryptoError.h"

#include <QByteArray>

#include <cstdint>
#include <optional>

namespace cd::crypto {

// The 132-byte header in front of every encrypted file (docs/encryption-format.md, "Header").
// parse() checks only what can be checked without the key: the magic, version, suite and the caps
// on sizes. Nothing in it is trusted until StreamDecryptor has verified the key wrap, whose
// authentication covers every byte before it.
struct EncryptionHeader {
    static constexpr int size = 132;
    static constexpr int wrapAadSize = 84; // bytes [0, 84) are the key wrap's associated data
    static constexpr int tagSize = 16;
    static constexpr std::uint32_t defaultSegmentSize = 1u << 20;
    static constexpr std::uint32_t minSegmentSize = 1u << 12;
    static constexpr std::uint32_t maxSegmentSize = 1u << 24;
    static constexpr std::uint64_t unknownSize = ~std::uint64_t(0);
    static constexpr std::uint64_t maxPlaintextSize = std::uint64_t(1) << 52;
    static const QByteArray magic;
    static const QByteArray formatId; // "cd-aes256gcm-v1", as upload metadata names it

    std::uint32_t segmentSize = defaultSegmentSize;
    std::uint64_t plaintextSize = unknownSize;
    QByteArray keyId;      // 16 bytes
    QByteArray salt;       // 32 bytes
    QByteArray wrapNonce;  // 12 bytes
    QByteArray wrappedKey; // 32 bytes
    QByteArray wrapTag;    // 16 bytes

    QByteArray serialize() const;
    static std::optional<EncryptionHeader> parse(const QByteArray& bytes, CryptoError* error);
    bool sizeKnown() const { return plaintextSize != unknownSize; }

    // Layout arithmetic, for uploads that resume at a byte offset.
    static std::uint64_t segmentCount(std::uint64_t plaintextSize, std::uint32_t segmentSize);
    static std::uint64_t ciphertextSize(std::uint64_t plaintextSize, std::uint32_t segmentSize);
    // Where segment `index` starts in the encrypted file.
    static std::uint64_t segmentOffset(std::uint64_t index, std::uint32_t segmentSize);

    Q_DECLARE_TR_FUNCTIONS(EncryptionHeader)
};

} // namespace cd::crypto
