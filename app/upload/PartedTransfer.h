#pragma once

#include "ChunkSource.h"
#include "TransferEnding.h"
#include "UploadJob.h"
#include "UploadPacer.h"

#include "core/Request.h"
#include "core/Response.h"
#include "core/Transport.h"
#include "core/TusMetadata.h"
#include "crypto/TenantKey.h"

#include <QCoreApplication>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace cd {

class BandwidthLimit;
class ChunkLayout;
namespace crypto {
class Digest;
class StreamEncryptor;
} // namespace crypto

// Sends one payload as several partial uploads at once (the tus concatenation extension), each
// on its own connection and thread, while one more thread reads the payload in order for the
// SHA-256 the platform's copy must match. Each part goes request by request like a single upload
// does: its request is written down in the journal before it leaves (its chunks and their tags),
// and after any interruption the part resumes from its server's offset, so at most the requests
// in flight are sent again. Blocking; runs on the upload thread and returns when every part is
// on the server, or at the first reason to stop.
//
// Its requests carry no Upload-Checksum (the tus checksum extension) where a single upload's do:
// the payload's SHA-256, computed here in order anyway, is compared with the platform's copy at
// the end, and a second hash of every byte on both sides would cost a fifth of the throughput on
// a fast link for what that comparison already catches (at the price of sending all again, on
// the rare link that corrupts data under TLS).
class PartedTransfer {
    Q_DECLARE_TR_FUNCTIONS(PartedTransfer)

public:
    using Ending = TransferEnding;
    struct Setup {
        Transport* transport = nullptr;
        std::function<Request(Request)> authorize;
        QByteArray baseUrl; // where a Location may point
        crypto::TenantKey key;
        const ChunkLayout* layout = nullptr;
        qint64 chunksPerRequest = 1;
        // Requests built as they are sent (PartBody), one chunk in memory each, rather than held
        // whole: for requests too large for all of them to be held at once (TransferPlan).
        bool streamRequests = false;
        int connections = 1; // parts sent at once
        const std::atomic<bool>* stop = nullptr;
        BandwidthLimit* bandwidth = nullptr; // the limit, for all parts (and uploads) together
        // Writes the job to the journal; false when it could not (a full disk).
        std::function<bool(const UploadJob&)> save;
        UploadPacer::Report report;
    };

    explicit PartedTransfer(Setup setup);

    // Creates the partial uploads not created yet and sends what each one's server lacks; Done
    // when every part is complete. `job` is updated (and saved) as parts progress.
    Ending send(UploadJob& job);
    // Joins the complete parts, in order, with a final upload carrying `metadata`: Done with
    // job.uploadPath set; Restart when a part is gone (expired) before it could be joined.
    Ending join(UploadJob& job, const TusMetadata& metadata);
    // Only the payload's composite SHA-256, for a job whose parts were joined already.
    Ending hashOnly(const UploadJob& job);
    // The payload's composite SHA-256 (see composite()), once send() or hashOnly() returned Done.
    QByteArray sha256Hex() const { return m_sha256; }
    // Why it failed, in the person's language.
    QString message() const { return m_message; }
    qint64 resentBytes() const { return m_resent; }

private:
    // Creates part `index`'s partial upload (its Idempotency-Key already journaled).
    Ending createPart(UploadJob& job, qsizetype index, UploadPart& part);
    Ending sendPart(UploadJob& job, qsizetype index);
    Ending hash(const UploadJob& job);
    // The platform's sha256 of a joined upload: the SHA-256 of the parts' SHA-256s (32 bytes each,
    // in order), "-" and their number, as Amazon S3's composite checksums.
    static QByteArray composite(const std::vector<QByteArray>& digests);
    // A part's digest as its sender builds it: chunks from `next` on are not in it yet.
    struct PartHash {
        std::unique_ptr<crypto::Digest> digest;
        qint64 next = 0;
        // Adds chunks [next, end): those before `first` read again, the rest from `built` (chunks
        // from `first` on, as a request holds them).
        Ending upTo(qint64 end, qint64 first, const QByteArray& built, PartedTransfer& transfer,
                    const UploadJob& view, ChunkSource& source, crypto::StreamEncryptor* encryptor);
    };
    // Builds the chunks [first, end) of a request once, before it leaves: their tags (each in
    // `tags` too, for a streamed body to check against, and chained in `chain` for the journal),
    // the part's digest over them, and, unless the request is streamed (`built` null), its bytes
    // into `built`.
    Ending prepare(const UploadJob& view, ChunkSource& source, crypto::StreamEncryptor* encryptor,
                   qint64 first, qint64 end, PartHash& hashed, QByteArray* built, QList<QByteArray>* tags,
                   QByteArray* chain);
    // Opens the payload and, for an encrypted job, an encryptor under the attempt's header: each
    // thread its own, so they read and encrypt side by side.
    // Done when a chunk was read; else what its reading means for the whole upload.
    Ending afterRead(ChunkSource::Outcome outcome, const UploadJob& job, const ChunkSource& source);
    Ending openSource(const UploadJob& job, ChunkSource& source,
                      std::unique_ptr<crypto::StreamEncryptor>& encryptor);
    Response call(Request request);
    bool stopping() const { return (m_setup.stop && m_setup.stop->load()) || m_abort.load(); }
    // Under m_mutex: records a part's new state in the job, saves (unless Later) and reports it.
    enum class Persist { Now, Later };
    bool update(UploadJob& job, qsizetype index, const UploadPart& part, Persist persist = Persist::Now);
    // A part's waits and retries, reported with the whole job's progress.
    UploadPacer::Report reporter(const UploadJob& job);
    Ending failed(const QString& message);

    Setup m_setup;
    std::mutex m_mutex; // the job and m_message
    std::atomic<bool> m_abort{false};
    std::atomic<qint64> m_resent{0};
    QByteArray m_sha256;
    std::vector<QByteArray> m_partDigests; // each part's SHA-256, once it is whole
    QString m_message;
};

} // namespace cd
