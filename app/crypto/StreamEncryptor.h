#pragma once

#include <QCoreApplication>

#include "CryptoError.h"
#include "EncryptionHeader.h"
#include "SegmentCipher.h"
#include "TenantKey.h"

#include <QByteArray>

#include <memory>

namespace cd::crypto {

// Encrypts one file: a fresh data key and salt (so a fresh key and nonce space) per file, wrapped
// with the tenant key into the header. Segments can be encrypted in any order, any number of
// times: the output is a pure function of the header and the plaintext, which is what lets an
// upload resume at a byte offset and lets curl rewind and re-send identical bytes.
class StreamEncryptor {
    Q_DECLARE_TR_FUNCTIONS(StreamEncryptor)

public:
    // A new file. `plaintextSize` may be EncryptionHeader::unknownSize for a pipe.
    static std::unique_ptr<StreamEncryptor>
    create(const TenantKey& key, std::uint64_t plaintextSize, CryptoError* error,
           std::uint32_t segmentSize = EncryptionHeader::defaultSegmentSize);
    // The same file again from its saved header (an upload resuming after a restart).
    static std::unique_ptr<StreamEncryptor> resume(const TenantKey& key, const QByteArray& headerBytes,
                                                   CryptoError* error);

    const EncryptionHeader& header() const { return m_header; }
    const QByteArray& headerBytes() const { return m_headerBytes; }
    std::uint32_t segmentSize() const { return m_header.segmentSize; }

    // Writes `size` + 16 bytes to `out`. A non-final segment must be exactly segmentSize() bytes.
    bool encryptSegment(std::uint64_t index, bool last, const unsigned char* plaintext, std::size_t size,
                        unsigned char* out);

private:
    StreamEncryptor(EncryptionHeader header, const SecretBytes& streamKey);
    EncryptionHeader m_header;
    QByteArray m_headerBytes;
    SegmentCipher m_cipher;
};

// HKDF labels and key wrapping shared by the encryptor and the decryptor.
namespace format {
SecretBytes wrappingKey(const TenantKey& key, const QByteArray& salt);
SecretBytes streamKey(const SecretBytes& dataKey, const QByteArray& salt);
// The data key, if the header's wrap verifies under `key`.
SecretBytes unwrapDataKey(const TenantKey& key, const EncryptionHeader& header,
                          const QByteArray& headerBytes);
} // namespace format

} // namespace cd::crypto
