#pragma once

#include "ChunkLayout.h"
#include "ChunkSource.h"
#include "UploadJob.h"

#include "core/StreamedBody.h"
#include "crypto/TenantKey.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <atomic>
#include <memory>
#include <mutex>

namespace cd {

namespace crypto {
class StreamEncryptor;
} // namespace crypto

// One PATCH of a partial upload, built chunk by chunk as the transport sends it: a request of
// 32 MiB holds one chunk in memory, not 32. Its sender built the same chunks once before, for the
// tags the journal records before the request leaves; each chunk built again here must give the
// same tag, or its bytes never go out: the file changed, and that nonce would carry a second
// plaintext (encryption-format.md 12.1). Its own file and encryptor: the transport reads on its
// own thread, and may read once more after the sender gave up on the request.
//
// That second build runs on the transport's thread, which the console's other calls share: about
// a millisecond a chunk from the page cache, longer from a slow disk, which the calls then wait
// out. Building on the sender's thread into a small ring, with libcurl paused while it is empty
// (CURL_READFUNC_PAUSE), would keep the transport's thread to copying.
class PartBody final : public StreamedBody {
    Q_DECLARE_TR_FUNCTIONS(PartBody)

public:
    enum class State { Fine, SourceChanged, Unreadable };

    // Chunks [first, end) of `layout`, less the first `skip` bytes (the server holds them);
    // `tags`: each chunk's GCM tag as the sender built it (for an unencrypted job, its
    // fingerprint()).
    PartBody(UploadJob view, ChunkLayout layout, qint64 first, qint64 end, qint64 skip,
             QList<QByteArray> tags);
    ~PartBody() override;

    // Opens the payload and, for an encrypted job, the encryptor; false with errorString().
    bool open(const crypto::TenantKey& key);

    // What stands for an unencrypted chunk's tag: its SHA-256.
    static QByteArray fingerprint(const QByteArray& chunk);

    qint64 size() const override { return m_size; }
    qint64 read(qint64 offset, char* into, qint64 max) override;

    // Why a read failed, if one did.
    State state() const { return m_state.load(); }
    QString errorString() const;

private:
    qint64 fail(State state, const QString& why);

    const UploadJob m_view;
    const ChunkLayout m_layout;
    const qint64 m_first;
    const qint64 m_start; // the body's first byte in the upload
    const qint64 m_size;
    const QList<QByteArray> m_tags;
    ChunkSource m_source;
    std::unique_ptr<crypto::StreamEncryptor> m_encryptor;
    qint64 m_chunk = -1; // the chunk m_bytes holds
    QByteArray m_bytes;
    std::atomic<State> m_state{State::Fine};
    mutable std::mutex m_errorMutex;
    QString m_error;
};

} // namespace cd
