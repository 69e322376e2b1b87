#include "ChunkLayout.h"

#include "crypto/EncryptionHeader.h"

#include <algorithm>

namespace cd {

using crypto::EncryptionHeader;

ChunkLayout::ChunkLayout(bool encrypted, qint64 plainSize, qint64 segmentSize)
    : m_encrypted(encrypted)
    , m_plain(plainSize)
    , m_segment(segmentSize)
    , m_chunks(encrypted ? qint64(EncryptionHeader::segmentCount(quint64(plainSize), quint32(segmentSize)))
                         : (plainSize + segmentSize - 1) / segmentSize) {}

qint64 ChunkLayout::uploadLength() const {
    return m_encrypted ? qint64(EncryptionHeader::ciphertextSize(quint64(m_plain), quint32(m_segment)))
                       : m_plain;
}

qint64 ChunkLayout::chunkBytes() const {
    return m_encrypted ? m_segment + EncryptionHeader::tagSize : m_segment;
}

qint64 ChunkLayout::chunkStart(qint64 chunk) const {
    if (chunk <= 0)
        return 0;
    if (chunk >= m_chunks)
        return uploadLength(); // "after the last chunk" is the end, whatever the last one's size
    return m_encrypted ? qint64(EncryptionHeader::segmentOffset(quint64(chunk), quint32(m_segment)))
                       : chunk * m_segment;
}

qint64 ChunkLayout::chunkAt(qint64 offset) const {
    if (offset >= uploadLength())
        return m_chunks;
    const qint64 stride = m_encrypted ? m_segment + EncryptionHeader::tagSize : m_segment;
    const qint64 base = m_encrypted ? EncryptionHeader::size : 0;
    if (offset < base + stride)
        return 0;
    return std::min(m_chunks - 1, (offset - base) / stride);
}

qint64 ChunkLayout::plainSize(qint64 chunk) const {
    return std::clamp<qint64>(m_plain - chunk * m_segment, 0, m_segment);
}

} // namespace cd
