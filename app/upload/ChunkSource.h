#pragma once

#include "UploadJob.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <functional>
#include <memory>

namespace cd {

class ChunkLayout;
namespace crypto {
class Digest;
class StreamEncryptor;
} // namespace crypto

// Where an upload's chunks come from: read from the source file at the chunk's place and
// encrypted under the attempt's header, or, for the chunk sent and not yet confirmed, the very
// bytes sent before. Going again with those bytes, not the file's content of the moment, is what
// keeps one nonce to one plaintext (encryption-format.md 12.1). Before reading anything it checks
// the file is still the one the attempt began with (SourceIdentity, 12.4).
class ChunkSource {
public:
    enum class Outcome { Ready, SourceChanged, Unreadable, Stopped };

    bool open(const QString& path);
    QString errorString() const { return m_file ? m_file->errorString() : QString(); }

    // The bytes of chunk `chunk` to send: the ones in flight if it is that chunk, else built from
    // the file and kept in flight. SourceChanged when the file is no longer the attempt's, or when
    // the journal's pending chunk, rebuilt, has another tag than the one sent under its nonce.
    // `encryptor` is used only for an encrypted job.
    Outcome next(const UploadJob& job, const ChunkLayout& layout, crypto::StreamEncryptor* encryptor,
                 qint64 chunk, QByteArray* bytes, QByteArray* tag);
    // Chunk `chunk` built from the file as it is now, if it still is the attempt's: no memory of
    // what was sent (a partial upload keeps its own, UploadPart).
    Outcome read(const UploadJob& job, const ChunkLayout& layout, crypto::StreamEncryptor* encryptor,
                 qint64 chunk, QByteArray* bytes, QByteArray* tag);
    // The same, appended to `bytes` and built in place: a request of several chunks is read and
    // encrypted straight into the buffer that is sent.
    Outcome append(const UploadJob& job, const ChunkLayout& layout, crypto::StreamEncryptor* encryptor,
                   qint64 chunk, QByteArray* bytes, QByteArray* tag);
    // After a resume, rebuilds chunks [0, chunks) without sending them (and those the journal's tag
    // chain covers): feeds them to `running`, gives the tag chain of the first `chunks`, and
    // compares the journal's chain with what the file gives now.
    Outcome replay(const UploadJob& job, const ChunkLayout& layout, crypto::StreamEncryptor* encryptor,
                   qint64 chunks, crypto::Digest& running, const std::function<bool()>& stopping,
                   QByteArray* chainAtChunks);
    // The file still is what the file system said when the attempt began: a stat, not a read.
    static bool unchanged(const UploadJob& job);
    // SHA-256(chain || tag): the tag chain of encryption-format.md 12.4.
    static QByteArray chained(const QByteArray& chain, const QByteArray& tag);

    // The chunk sent and not confirmed is kept until the server confirms it.
    void forget();

private:
    bool build(const UploadJob& job, const ChunkLayout& layout, crypto::StreamEncryptor* encryptor,
               qint64 chunk, QByteArray* out, QByteArray* tag);
    bool buildAtEnd(const UploadJob& job, const ChunkLayout& layout, crypto::StreamEncryptor* encryptor,
                    qint64 chunk, QByteArray* out, QByteArray* tag);

    std::unique_ptr<QFile> m_file;
    qint64 m_chunk = -1;
    QByteArray m_bytes;
    QByteArray m_tag;
};

} // namespace cd
