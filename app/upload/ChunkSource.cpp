#include "ChunkSource.h"

#include "ChunkLayout.h"
#include "UploadLog.h"

#include "crypto/Digest.h"
#include "crypto/EncryptionHeader.h"
#include "crypto/StreamEncryptor.h"

#include <algorithm>
#include <cstring>

namespace cd {

using crypto::EncryptionHeader;

bool ChunkSource::open(const QString& path) {
    forget();
    m_file = std::make_unique<QFile>(path);
    return m_file->open(QIODevice::ReadOnly);
}

bool ChunkSource::unchanged(const UploadJob& job) {
    // A stat, not a read: cheap next to encrypting a segment, and it does not double the disk reads
    // of an upload the way encrypting the whole file again to compare would.
    const std::optional<SourceIdentity> now = SourceIdentity::of(job.payloadPath);
    if (now && *now == job.sourceIdentity)
        return true;
    qCInfo(lcUpload).noquote() << "upload" << job.id << "source changed since the attempt began";
    return false;
}

ChunkSource::Outcome ChunkSource::next(const UploadJob& job, const ChunkLayout& layout,
                                       crypto::StreamEncryptor* encryptor, qint64 chunk, QByteArray* bytes,
                                       QByteArray* tag) {
    // Sent before and not confirmed: exactly the same bytes again, whatever the file holds now.
    if (chunk == m_chunk) {
        *bytes = m_bytes;
        *tag = m_tag;
        return Outcome::Ready;
    }
    // Read from disk: a file changed since the attempt began would mix two versions in one dataset.
    if (!unchanged(job))
        return Outcome::SourceChanged;
    if (!build(job, layout, encryptor, chunk, bytes, tag))
        return Outcome::Unreadable;
    // Sent by an earlier run (before a pause, a crash or a restart) and rebuilt from the file: if its
    // tag differs, the file changed where its identity could not tell (within the file system's
    // timestamp granularity), and this nonce would carry a second plaintext.
    if (job.encrypted && chunk == job.pendingSegment && *tag != job.pendingTag) {
        qCInfo(lcUpload).noquote() << "upload" << job.id << "segment" << chunk
                                   << "changed at the source since it was sent";
        return Outcome::SourceChanged;
    }
    m_chunk = chunk;
    m_bytes = *bytes;
    m_tag = *tag;
    return Outcome::Ready;
}

ChunkSource::Outcome ChunkSource::read(const UploadJob& job, const ChunkLayout& layout,
                                       crypto::StreamEncryptor* encryptor, qint64 chunk, QByteArray* bytes,
                                       QByteArray* tag) {
    bytes->resize(0);
    return append(job, layout, encryptor, chunk, bytes, tag);
}

ChunkSource::Outcome ChunkSource::replay(const UploadJob& job, const ChunkLayout& layout,
                                         crypto::StreamEncryptor* encryptor, qint64 chunks,
                                         crypto::Digest& running, const std::function<bool()>& stopping,
                                         QByteArray* chainAtChunks) {
    const qint64 stored = job.encrypted ? std::min(job.chainSegments, layout.chunkCount()) : 0;
    const qint64 upto = std::max(chunks, stored);
    QByteArray chunk;
    QByteArray tag;
    QByteArray chain;
    chainAtChunks->clear();
    for (qint64 i = 0; i < upto; ++i) {
        if (stopping())
            return Outcome::Stopped;
        // Each chunk rebuilt from disk on a resume is read from the file the attempt began with.
        if (!unchanged(job))
            return Outcome::SourceChanged;
        if (!build(job, layout, encryptor, i, &chunk, &tag))
            return Outcome::Unreadable;
        if (i < chunks)
            running.add(chunk.constData(), chunk.size());
        if (job.encrypted)
            chain = chained(chain, tag);
        if (i + 1 == stored && chain != job.tagChain)
            return Outcome::SourceChanged; // what was sent under this header is not the file now
        if (i + 1 == chunks)
            *chainAtChunks = chain;
    }
    return Outcome::Ready;
}

QByteArray ChunkSource::chained(const QByteArray& chain, const QByteArray& tag) {
    return crypto::Digest::of(crypto::Digest::Algorithm::Sha256, chain + tag);
}

bool ChunkSource::build(const UploadJob& job, const ChunkLayout& layout, crypto::StreamEncryptor* encryptor,
                        qint64 chunk, QByteArray* out, QByteArray* tag) {
    out->resize(0);
    return buildAtEnd(job, layout, encryptor, chunk, out, tag);
}

bool ChunkSource::buildAtEnd(const UploadJob& job, const ChunkLayout& layout,
                             crypto::StreamEncryptor* encryptor, qint64 chunk, QByteArray* out,
                             QByteArray* tag) {
    const qint64 plain = layout.plainSize(chunk);
    const qint64 headerPart = chunk == 0 && job.encrypted ? EncryptionHeader::size : 0;
    const qint64 tagPart = job.encrypted ? EncryptionHeader::tagSize : 0;
    // Read into its place and encrypted there: no copy of the chunk but the one that is sent.
    const qsizetype at = out->size();
    out->resize(at + qsizetype(headerPart + plain + tagPart));
    char* place = out->data() + at;
    if (!m_file || !m_file->seek(layout.plainStart(chunk)) ||
        m_file->read(place + headerPart, plain) != plain) {
        out->resize(at);
        return false;
    }
    if (!job.encrypted)
        return true;
    if (headerPart)
        std::memcpy(place, job.header.constData(), std::size_t(headerPart));
    auto* data = reinterpret_cast<unsigned char*>(place + headerPart);
    // In place: OpenSSL's GCM takes the same buffer for input and output.
    if (!encryptor ||
        !encryptor->encryptSegment(quint64(chunk), layout.isLast(chunk), data, std::size_t(plain), data)) {
        out->resize(at);
        return false;
    }
    *tag = QByteArray(place + headerPart + plain, EncryptionHeader::tagSize);
    return true;
}

ChunkSource::Outcome ChunkSource::append(const UploadJob& job, const ChunkLayout& layout,
                                         crypto::StreamEncryptor* encryptor, qint64 chunk, QByteArray* bytes,
                                         QByteArray* tag) {
    if (!unchanged(job))
        return Outcome::SourceChanged;
    return buildAtEnd(job, layout, encryptor, chunk, bytes, tag) ? Outcome::Ready : Outcome::Unreadable;
}

void ChunkSource::forget() {
    m_chunk = -1;
    m_bytes.clear();
    m_tag.clear();
}

} // namespace cd
