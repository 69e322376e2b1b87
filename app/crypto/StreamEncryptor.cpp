#include "StreamEncryptor.h"

#include "Aead.h"
#include "Kdf.h"

namespace cd::crypto {

namespace format {

SecretBytes wrappingKey(const TenantKey& key, const QByteArray& salt) {
    return Kdf::hkdfSha256(key.raw(), salt, QByteArrayLiteral("clusterdesk wrap v1"), 32);
}

SecretBytes streamKey(const SecretBytes& dataKey, const QByteArray& salt) {
    return Kdf::hkdfSha256(dataKey, salt, QByteArrayLiteral("clusterdesk stream v1"),
                           32 + SegmentCipher::prefixSize);
}

SecretBytes unwrapDataKey(const TenantKey& key, const EncryptionHeader& header,
                          const QByteArray& headerBytes) {
    const SecretBytes wrapping = wrappingKey(key, header.salt);
    if (wrapping.isEmpty())
        return {};
    return Aead::open(wrapping, header.wrapNonce, headerBytes.left(EncryptionHeader::wrapAadSize),
                      header.wrappedKey, header.wrapTag);
}

} // namespace format

StreamEncryptor::StreamEncryptor(EncryptionHeader header, const SecretBytes& streamKey)
    : m_header(std::move(header))
    , m_headerBytes(m_header.serialize())
    , m_cipher(streamKey) {}

std::unique_ptr<StreamEncryptor> StreamEncryptor::create(const TenantKey& key, std::uint64_t plaintextSize,
                                                         CryptoError* error, std::uint32_t segmentSize) {
    auto fail = [error](CryptoFailure failure, const QString& message) {
        if (error)
            *error = CryptoError::make(failure, message);
        return nullptr;
    };
    if (key.isNull())
        return fail(CryptoFailure::BadKey, StreamEncryptor::tr("There is no tenant key to encrypt with."));
    if (plaintextSize != EncryptionHeader::unknownSize && plaintextSize > EncryptionHeader::maxPlaintextSize)
        return fail(CryptoFailure::Unsupported, StreamEncryptor::tr("The file is larger than 4 PiB."));
    if (segmentSize < EncryptionHeader::minSegmentSize || segmentSize > EncryptionHeader::maxSegmentSize ||
        (segmentSize & (segmentSize - 1)) != 0)
        return fail(CryptoFailure::Unsupported, StreamEncryptor::tr("Unsupported segment size."));

    const SecretBytes dataKey = SecretBytes::random(32);
    const SecretBytes salt = SecretBytes::random(32);
    const SecretBytes nonce = SecretBytes::random(12);
    if (dataKey.isEmpty() || salt.isEmpty() || nonce.isEmpty())
        return fail(CryptoFailure::Io, StreamEncryptor::tr("The system's random number generator failed."));

    EncryptionHeader header;
    header.segmentSize = segmentSize;
    header.plaintextSize = plaintextSize;
    header.keyId = key.id();
    header.salt = salt.toByteArray();
    header.wrapNonce = nonce.toByteArray();
    header.wrappedKey = QByteArray(32, '\0');
    header.wrapTag = QByteArray(16, '\0');
    // The wrap authenticates every header byte before it, so it is computed over the serialized prefix.
    const QByteArray aad = header.serialize().left(EncryptionHeader::wrapAadSize);
    const QByteArray wrapped =
        Aead::seal(format::wrappingKey(key, header.salt), header.wrapNonce, aad, dataKey);
    if (wrapped.size() != 48)
        return fail(CryptoFailure::Io, StreamEncryptor::tr("OpenSSL could not wrap the data key."));
    header.wrappedKey = wrapped.left(32);
    header.wrapTag = wrapped.mid(32);
    const SecretBytes stream = format::streamKey(dataKey, header.salt);
    std::unique_ptr<StreamEncryptor> encryptor(new StreamEncryptor(std::move(header), stream));
    if (!encryptor->m_cipher.isValid())
        return fail(CryptoFailure::Io, StreamEncryptor::tr("OpenSSL could not set up AES-256-GCM."));
    return encryptor;
}

std::unique_ptr<StreamEncryptor> StreamEncryptor::resume(const TenantKey& key, const QByteArray& headerBytes,
                                                         CryptoError* error) {
    auto header = EncryptionHeader::parse(headerBytes, error);
    if (!header)
        return nullptr;
    if (header->keyId != key.id()) {
        if (error)
            *error = CryptoError::make(
                CryptoFailure::WrongKey,
                StreamEncryptor::tr("This upload was started with key %1; the key here is %2.")
                    .arg(TenantKey::fingerprintOf(header->keyId), key.fingerprint()));
        return nullptr;
    }
    const SecretBytes dataKey = format::unwrapDataKey(key, *header, headerBytes);
    if (dataKey.size() != 32) {
        if (error)
            *error = CryptoError::make(CryptoFailure::TamperedHeader,
                                       StreamEncryptor::tr("The saved header is damaged."));
        return nullptr;
    }
    const SecretBytes stream = format::streamKey(dataKey, header->salt);
    return std::unique_ptr<StreamEncryptor>(new StreamEncryptor(std::move(*header), stream));
}

bool StreamEncryptor::encryptSegment(std::uint64_t index, bool last, const unsigned char* plaintext,
                                     std::size_t size, unsigned char* out) {
    if (size > m_header.segmentSize || (!last && size != m_header.segmentSize))
        return false;
    return m_cipher.seal(index, last, plaintext, size, out);
}

} // namespace cd::crypto
