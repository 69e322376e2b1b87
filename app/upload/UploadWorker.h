#pragma once

#include "TusProtocol.h"
#include "UploadJob.h"
#include "UploadPacer.h"

#include "core/Transport.h"
#include "crypto/TenantKey.h"

#include <QCoreApplication>
#include <QFile>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace cd {

class ChunkLayout;
class UploadJournal;
namespace crypto {
class Digest;
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
        const std::atomic<bool>* stop = nullptr;        // pause, cancel or quit: return at the next step
        const std::atomic<qint64>* bandwidth = nullptr; // bytes per second; 0 for no limit
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
    Step startFresh(UploadJob& job, qint64 size, qint64 mtimeMs);
    Step create(UploadJob& job);
    Step transfer(UploadJob& job);
    Step verify(UploadJob& job);
    // Re-encrypts segments [0, chunks) without sending them: restores the running checksum and
    // tells whether the source still is what was sent.
    bool replay(UploadJob& job, qint64 chunks, bool* sourceChanged);
    bool buildChunk(UploadJob& job, qint64 chunk, QByteArray* out, QByteArray* tag);
    Response send(Request request);
    Step fail(UploadJob& job, const QString& message);
    bool stopping() const { return m_context.stop && m_context.stop->load(); }
    void save(UploadJob& job);

    Context m_context;
    UploadPacer m_pacer;
    std::unique_ptr<crypto::StreamEncryptor> m_encryptor;
    std::unique_ptr<ChunkLayout> m_layout;
    std::unique_ptr<QFile> m_file;
    QByteArray m_checksumAlgorithm;            // "sha256", "sha1" or empty
    std::unique_ptr<crypto::Digest> m_running; // SHA-256 of every byte sent so far, in order
    qint64 m_runningEnd = 0;
    QByteArray m_chain;
    int m_restarts = 0;
    qint64 m_resent = 0;
    qint64 m_highestSent = 0;
};

} // namespace cd
