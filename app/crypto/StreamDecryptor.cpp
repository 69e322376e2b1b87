#include "StreamDecryptor.h"

#include "StreamEncryptor.h"

#include <cstring>

namespace cd::crypto {

StreamDecryptor::StreamDecryptor(TenantKey key, Sink sink)
    : m_key(std::move(key))
    , m_sink(std::move(sink)) {}

StreamDecryptor::~StreamDecryptor() = default;

bool StreamDecryptor::fail(CryptoFailure failure, const QString& message, std::int64_t segment) {
    if (!m_error.isError())
        m_error = CryptoError::make(failure, message, segment);
    m_buffer.clear();
    m_start = 0;
    return false;
}

bool StreamDecryptor::feed(const char* data, std::size_t size) {
    if (failed())
        return false;
    if (m_done && size > 0)
        return fail(CryptoFailure::TrailingData,
                    StreamDecryptor::tr("There are bytes after the final segment."));
    // Compact before growing, so the buffer stays about one segment long whatever the piece sizes.
    if (m_start > 0 && m_start >= m_buffer.size() / 2) {
        m_buffer.erase(m_buffer.begin(), m_buffer.begin() + std::ptrdiff_t(m_start));
        m_start = 0;
    }
    m_buffer.insert(m_buffer.end(), reinterpret_cast<const unsigned char*>(data),
                    reinterpret_cast<const unsigned char*>(data) + size);
    return process(false);
}

bool StreamDecryptor::finish() {
    if (failed())
        return false;
    if (!process(true))
        return false;
    if (!m_done) {
        if (!m_header)
            return fail(CryptoFailure::Truncated, StreamDecryptor::tr("The file ends inside its header."));
        return fail(CryptoFailure::Truncated,
                    StreamDecryptor::tr("The file ends before its final segment (segment %1 is missing).")
                        .arg(m_index),
                    std::int64_t(m_index));
    }
    return true;
}

bool StreamDecryptor::process(bool atEnd) {
    std::size_t available = m_buffer.size() - m_start;
    if (!m_header) {
        // Reject other files at once rather than after 132 bytes.
        // Nothing fed yet leaves data() null, which memcmp must not get even for 0 bytes.
        const std::size_t probe = std::min<std::size_t>(available, 8);
        if (probe > 0 &&
            std::memcmp(m_buffer.data() + m_start, EncryptionHeader::magic.constData(), probe) != 0)
            return fail(CryptoFailure::NotEncrypted,
                        StreamDecryptor::tr("This is not a ClusterDesk encrypted file."));
        if (available < std::size_t(EncryptionHeader::size))
            return true;
        if (!openHeader())
            return false;
        available = m_buffer.size() - m_start;
    }
    const std::size_t full = std::size_t(m_header->segmentSize) + EncryptionHeader::tagSize;
    while (!m_done) {
        if (m_header->sizeKnown()) {
            const bool last = m_index + 1 == m_segments;
            const std::uint64_t plain =
                last ? m_header->plaintextSize - m_index * m_header->segmentSize : m_header->segmentSize;
            const std::size_t need = std::size_t(plain) + EncryptionHeader::tagSize;
            if (available < need)
                return true;
            if (!openSegment(need, last))
                return false;
        } else if (available > full) {
            // Another byte follows, so this full segment cannot be the final one.
            if (!openSegment(full, false))
                return false;
        } else if (atEnd) {
            if (available < std::size_t(EncryptionHeader::tagSize))
                return fail(
                    CryptoFailure::Truncated,
                    StreamDecryptor::tr("The file ends before its final segment (segment %1 is missing).")
                        .arg(m_index),
                    std::int64_t(m_index));
            if (!openSegment(available, true))
                return false;
        } else {
            return true;
        }
        available = m_buffer.size() - m_start;
    }
    if (available > 0)
        return fail(CryptoFailure::TrailingData,
                    StreamDecryptor::tr("There are bytes after the final segment."));
    return true;
}

bool StreamDecryptor::openHeader() {
    const QByteArray bytes(reinterpret_cast<const char*>(m_buffer.data() + m_start), EncryptionHeader::size);
    CryptoError error;
    auto header = EncryptionHeader::parse(bytes, &error);
    if (!header)
        return fail(error.failure, error.message);
    if (header->keyId != m_key.id())
        return fail(CryptoFailure::WrongKey,
                    StreamDecryptor::tr("This file was encrypted with key %1, but the key in use is %2.")
                        .arg(TenantKey::fingerprintOf(header->keyId), m_key.fingerprint()));
    const SecretBytes dataKey = format::unwrapDataKey(m_key, *header, bytes);
    if (dataKey.size() != 32)
        return fail(
            CryptoFailure::TamperedHeader,
            StreamDecryptor::tr("The file's header failed authentication: it was changed after encryption."));
    m_cipher = std::make_unique<SegmentCipher>(format::streamKey(dataKey, header->salt));
    if (!m_cipher->isValid())
        return fail(CryptoFailure::Io, StreamDecryptor::tr("OpenSSL could not set up AES-256-GCM."));
    if (header->sizeKnown())
        m_segments = EncryptionHeader::segmentCount(header->plaintextSize, header->segmentSize);
    m_header = std::move(header);
    m_start += EncryptionHeader::size;
    return true;
}

bool StreamDecryptor::openSegment(std::size_t ciphertextSize, bool last) {
    if (m_index > 0xffffffffu)
        return fail(CryptoFailure::Unsupported,
                    StreamDecryptor::tr("The file has more segments than the format allows."));
    const std::size_t plain = ciphertextSize - EncryptionHeader::tagSize;
    // Only an empty file ends in an empty segment (docs/encryption-format.md, 5.7).
    if (last && plain == 0 && m_index > 0)
        return fail(
            CryptoFailure::TamperedSegment,
            tr("The file ends in an empty segment after segment %1, which no writer makes.").arg(m_index - 1),
            std::int64_t(m_index));
    m_plain.resize(std::max<std::size_t>(plain, 1));
    const unsigned char* in = m_buffer.data() + m_start;
    if (!m_cipher->open(m_index, last, in, plain, in + plain, m_plain.data())) {
        // A stream of unknown size cut exactly at a segment boundary: the piece verifies as a
        // middle segment, so what is wrong is the missing rest, not this segment.
        if (last && !m_header->sizeKnown() && plain == m_header->segmentSize &&
            m_cipher->open(m_index, false, in, plain, in + plain, m_plain.data()))
            return fail(CryptoFailure::Truncated,
                        StreamDecryptor::tr("The file ends after segment %1, which is not its final segment.")
                            .arg(m_index),
                        std::int64_t(m_index));
        return fail(CryptoFailure::TamperedSegment,
                    StreamDecryptor::tr(
                        "Segment %1 failed authentication: it was changed, lost, duplicated or moved.")
                        .arg(m_index),
                    std::int64_t(m_index));
    }
    m_start += ciphertextSize;
    if (plain > 0 && !m_sink(m_plain.data(), plain))
        return fail(CryptoFailure::Io, StreamDecryptor::tr("The decrypted data could not be written."),
                    std::int64_t(m_index));
    m_released += plain;
    ++m_index;
    if (last) {
        m_done = true;
        if (m_header->sizeKnown() && m_released != m_header->plaintextSize)
            return fail(CryptoFailure::SizeMismatch,
                        StreamDecryptor::tr("The plaintext is not the size the header says."));
    }
    return true;
}

} // namespace cd::crypto
