#pragma once

#include <QtGlobal>

namespace cd {

// How a payload is cut into PATCH requests. One request carries one segment (the first also the
// header), so an interrupted request costs at most one segment, and the server, which keeps a
// PATCH whole or not at all, always holds whole chunks.
class ChunkLayout {
public:
    ChunkLayout(bool encrypted, qint64 plainSize, qint64 segmentSize);

    qint64 chunkCount() const { return m_chunks; }
    // The bytes of a whole chunk on the wire: a segment, and its tag when encrypted.
    qint64 chunkBytes() const;
    qint64 uploadLength() const;
    qint64 chunkStart(qint64 chunk) const;
    qint64 chunkEnd(qint64 chunk) const {
        return chunk + 1 >= m_chunks ? uploadLength() : chunkStart(chunk + 1);
    }
    // The chunk holding byte `offset` (chunkCount() at the end).
    qint64 chunkAt(qint64 offset) const;
    qint64 plainStart(qint64 chunk) const { return chunk * m_segment; }
    qint64 plainSize(qint64 chunk) const;
    bool isLast(qint64 chunk) const { return chunk + 1 == m_chunks; }

private:
    bool m_encrypted;
    qint64 m_plain;
    qint64 m_segment;
    qint64 m_chunks;
};

} // namespace cd
