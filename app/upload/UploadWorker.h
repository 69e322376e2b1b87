#pragma once

#include "TransferPlan.h"
#include "TusProtocol.h"
#include "UploadJob.h"
#include "UploadPacer.h"

#include "core/Transport.h"
#include "crypto/TenantKey.h"

#include <QCoreApplication>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace cd {

class BandwidthLimit;
class TusServerInfo;
class ChunkLayout;
class ChunkSource;
struct SourceIdentity;
class UploadJournal;
namespace crypto {
class StreamEncryptor;
} // namespace crypto

// Carries one upload from wherever its journal entry says it stands to a verified dataset:
// bundle a folder, encrypt, create the tus upload, PATCH segment by segment, resume from the
// server's offset after any interruption, and check the platform's size and checksum at the end.
// Blocking; runs on the upload thread. Every step is journaled before it is taken.
class UploadWorker {
    Q_DECLARE_TR_FUNCTIONS(UploadWorker)

public:
    struct Context {
        Transport* transport = nullptr;
        std::function<Request(Request)> authorize;
        QByteArray baseUrl;
        crypto::TenantKey key;
        UploadJournal* journal = nullptr;
        QString bundleDir;
        const std::atomic<bool>* stop = nullptr; // pause, cancel or quit: return at the next step
        BandwidthLimit* bandwidth = nullptr;     // shared by every upload; none: no limit
        // Connections one upload may use at once (partial uploads, where the server offers tus
        // concatenation); 1 sends one request at a time.
        int connections = 1;
        // What requests in flight may hold whole together; larger ones are streamed.
        qint64 requestMemory = TransferPlan::maxBytesInFlight;
        // The server's capabilities and round trip, when the engine learned them already.
        std::shared_ptr<TusServerInfo> server;
        // On the upload thread, after each confirmed chunk and each change of state or status.
        std::function<void(const UploadJob& job, const QString& status)> report;
    };
    enum class Ending { Done, Failed, Stopped };

    explicit UploadWorker(Context context);
    ~UploadWorker();

    Ending run(UploadJob& job);
    // Bytes sent again because a PATCH was lost or refused: what a resume cost.
    qint64 resentBytes() const { return m_resent; }

private:
    enum class Step { Continue, Restart, Done, Failed, Stopped };
    Step bundle(UploadJob& job);
    Step prepare(UploadJob& job);
    Step startFresh(UploadJob& job, const SourceIdentity& identity);
    Step create(UploadJob& job);
    // Sends a job that is one upload (SequentialTransfer).
    Step transfer(UploadJob& job);
    // Plans the partial uploads of a job about to be created, when the server and the setting
    // allow more than one; Continue with job.parts set, or with them empty for one upload.
    Step planParts(UploadJob& job, const TusProtocol::Capabilities& caps, double roundTripSeconds);
    // The link a plan sizes requests for: the measured round trip, and the bandwidth limit if set.
    TransferPlan::Link link(double roundTripSeconds) const;
    // Sends the parts (PartedTransfer) and joins them with a final upload into job.uploadPath.
    Step transferParts(UploadJob& job);
    TusMetadata metadata(const UploadJob& job) const;
    // Asks the server which checksum it verifies (and what else it offers); the time it took.
    std::optional<TusProtocol::Capabilities> capabilities(double* roundTripSeconds);
    Step verify(UploadJob& job);
    // A restart because the source changed: noted for the sentence when restarts run out.
    Step sourceChanged(const UploadJob& job);
    Response send(Request request);
    Step fail(UploadJob& job, const QString& message);
    bool stopping() const { return m_context.stop && m_context.stop->load(); }
    // False when the journal could not be written (a full disk): logged, the caller decides.
    bool save(const UploadJob& job);

    Context m_context;
    UploadPacer m_pacer;
    std::unique_ptr<crypto::StreamEncryptor> m_encryptor;
    std::unique_ptr<ChunkLayout> m_layout;
    std::unique_ptr<ChunkSource> m_chunks;
    QByteArray m_checksumAlgorithm; // "sha256", "sha1" or empty
    QByteArray m_sha256Hex;         // of every byte sent: what the platform's copy must hold
    qint64 m_chunksPerRequest = 1;
    int m_partConnections = 0; // parts sent at once; 0 until planned
    int m_restarts = 0;
    qint64 m_resent = 0;
    qint64 m_highestSent = 0;
    bool m_sourceChanged = false; // the last Restart came from a changed source
};

} // namespace cd
