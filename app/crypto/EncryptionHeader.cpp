#include "EncryptionHeader.h"

#include <QtEndian>

namespace cd::crypto {

const QByteArray EncryptionHeader::magic = QByteArrayLiteral("CDENC\r\n\x1a");
const QByteArray EncryptionHeader::formatId = QByteArrayLiteral("cd-aes256gcm-v1");

namespace {
constexpr quint8 version = 1;
constexpr quint8 suite = 1;
} // namespace

QByteArray EncryptionHeader::serialize() const {
    QByteArray out(size, '\0');
    char* p = out.data();
    memcpy(p, magic.constData(), 8);
    p[8] = char(version);
    p[9] = char(suite);
    qToBigEndian<quint32>(segmentSize, p + 12);
    qToBigEndian<quint64>(plaintextSize, p + 16);
    memcpy(p + 24, keyId.constData(), 16);
    memcpy(p + 40, salt.constData(), 32);
    memcpy(p + 72, wrapNonce.constData(), 12);
    memcpy(p + 84, wrappedKey.constData(), 32);
    memcpy(p + 116, wrapTag.constData(), 16);
    return out;
}

std::optional<EncryptionHeader> EncryptionHeader::parse(const QByteArray& bytes, CryptoError* error) {
    auto fail = [error](CryptoFailure failure, QString message) {
        if (error)
            *error = CryptoError::make(failure, std::move(message));
        return std::nullopt;
    };
    if (bytes.size() < 8 || !bytes.startsWith(magic))
        return fail(CryptoFailure::NotEncrypted,
                    EncryptionHeader::tr("This is not a ClusterDesk encrypted file."));
    if (bytes.size() < size)
        return fail(CryptoFailure::Truncated, EncryptionHeader::tr("The file ends inside its header."));
    const auto* p = reinterpret_cast<const uchar*>(bytes.constData());
    if (p[8] != version)
        return fail(CryptoFailure::Unsupported,
                    EncryptionHeader::tr("Format version %1 is not supported (this reader knows version 1).")
                        .arg(p[8]));
    if (p[9] != suite)
        return fail(CryptoFailure::Unsupported,
                    EncryptionHeader::tr("Cipher suite %1 is not supported.").arg(p[9]));
    if (p[10] != 0 || p[11] != 0)
        return fail(CryptoFailure::Unsupported,
                    EncryptionHeader::tr("The header's reserved bytes are not zero."));
    EncryptionHeader header;
    header.segmentSize = qFromBigEndian<quint32>(p + 12);
    // A power of two in range: anything else is damage, and an absurd size would be a memory bomb.
    if (header.segmentSize < minSegmentSize || header.segmentSize > maxSegmentSize ||
        (header.segmentSize & (header.segmentSize - 1)) != 0)
        return fail(CryptoFailure::Unsupported,
                    EncryptionHeader::tr("Segment size %1 is outside what this reader accepts.")
                        .arg(header.segmentSize));
    header.plaintextSize = qFromBigEndian<quint64>(p + 16);
    if (header.sizeKnown() && header.plaintextSize > maxPlaintextSize)
        return fail(CryptoFailure::Unsupported,
                    EncryptionHeader::tr("The declared size is larger than 4 PiB."));
    header.keyId = bytes.mid(24, 16);
    header.salt = bytes.mid(40, 32);
    header.wrapNonce = bytes.mid(72, 12);
    header.wrappedKey = bytes.mid(84, 32);
    header.wrapTag = bytes.mid(116, 16);
    return header;
}

std::uint64_t EncryptionHeader::segmentCount(std::uint64_t plaintextSize, std::uint32_t segmentSize) {
    if (plaintextSize == 0)
        return 1; // an empty file is one empty final segment, so truncation is still detected
    return (plaintextSize + segmentSize - 1) / segmentSize;
}

std::uint64_t EncryptionHeader::ciphertextSize(std::uint64_t plaintextSize, std::uint32_t segmentSize) {
    return std::uint64_t(size) + plaintextSize +
           std::uint64_t(tagSize) * segmentCount(plaintextSize, segmentSize);
}

std::uint64_t EncryptionHeader::segmentOffset(std::uint64_t index, std::uint32_t segmentSize) {
    return std::uint64_t(size) + index * (std::uint64_t(segmentSize) + tagSize);
}

} // namespace cd::crypto
