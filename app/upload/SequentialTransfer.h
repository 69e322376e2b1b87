#pragma once

#include "TransferEnding.h"
#include "UploadJob.h"
#include "UploadPacer.h"

#include "core/Request.h"
#include "core/Response.h"

#include <QCoreApplication>

#include <atomic>
#include <functional>
#include <memory>

namespace cd {

class BandwidthLimit;
class ChunkLayout;
class ChunkSource;
namespace crypto {
class Digest;
class StreamEncryptor;
} // namespace crypto

// Sends one payload as a single tus upload, one chunk a request, for a server without the
// concatenation extension or an upload too small to split (PartedTransfer sends the rest). Each
// request carries an Upload-Checksum when the server verifies one. Where the server stands (HEAD)
// is the truth after any interruption; an encrypted chunk's tag is journaled before its request
// leaves, so a resent chunk is the same ciphertext and a nonce never carries two plaintexts.
// Blocking; runs on the upload thread.
class SequentialTransfer {
    Q_DECLARE_TR_FUNCTIONS(SequentialTransfer)

public:
    using Ending = TransferEnding;
    struct Setup {
        // Sends one request, authorized, and returns when it is answered or the upload stops.
        std::function<Response(Request)> send;
        const ChunkLayout* layout = nullptr;
        ChunkSource* chunks = nullptr;                // the payload, opened
        crypto::StreamEncryptor* encryptor = nullptr; // null: sent as it is
        QByteArray checksumAlgorithm;                 // "sha256", "sha1" or empty: none
        const std::atomic<bool>* stop = nullptr;
        BandwidthLimit* bandwidth = nullptr; // shared by every upload; none: no limit
        UploadPacer* pacer = nullptr;        // the upload's back-off, shared with its other steps
        // Writes the job to the journal; false when it could not (a full disk).
        std::function<bool(const UploadJob&)> save;
        UploadPacer::Report report;
        // The highest offset sent by earlier attempts of the same upload: what lies below it and is
        // sent again counts as resent.
        qint64 highestSent = 0;
    };

    explicit SequentialTransfer(Setup setup);
    ~SequentialTransfer();

    // Sends what the server lacks until it holds the whole payload; `job` is updated (and saved)
    // after every confirmed chunk. SourceChanged when the payload is no longer what the upload
    // began with.
    Ending send(UploadJob& job);
    // The SHA-256 of every byte on the server, in order (hex), once send() returned Done.
    QByteArray sha256Hex() const;
    // Why it failed, in the person's language.
    QString message() const { return m_message; }
    qint64 resentBytes() const { return m_resent; }
    qint64 highestSent() const { return m_highestSent; }

private:
    // The bytes of a chunk about to be sent: the ones already sent if it is in flight, so a nonce
    // never carries two plaintexts; journaled first when it is encrypted.
    Ending chunkToSend(UploadJob& job, qint64 chunk, QByteArray* bytes, QByteArray* tag);
    // Reads the payload again up to `chunk` for the running SHA-256 and the tag chain.
    Ending replay(UploadJob& job, qint64 chunk, QByteArray* chain);
    QByteArray checksumOf(const QByteArray& body) const;
    bool stopping() const { return m_setup.stop && m_setup.stop->load(); }
    Ending failed(const QString& message);

    Setup m_setup;
    std::unique_ptr<crypto::Digest> m_running; // SHA-256 of every byte confirmed so far, in order
    qint64 m_runningEnd = -1;                  // where m_running stops; -1: not read yet
    qint64 m_resent = 0;
    qint64 m_highestSent = 0;
    QString m_message;
};

} // namespace cd
