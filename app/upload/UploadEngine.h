#pragma once

#include "BandwidthLimit.h"
#include "TransferPlan.h"
#include "UploadJob.h"
#include "UploadJournal.h"

#include "api/Credentials.h"
#include "core/Request.h"
#include "crypto/TenantKey.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace cd {

class PlatformClient;
class TusServerInfo;
class Transport;

// The upload queue: files and folders become encrypted datasets in the background, a few at once
// (filesAtOnce, each on a thread of its own), in the order they were added. The queue lives in the journal,
// so a restarted console picks it up where it was. Signals arrive on the GUI thread, which never waits for
// the upload thread: pause, cancel and a new connection or key ask the running job to stop and return at
// once; the outcome follows (jobChanged, jobFinished) when the thread has let go of it.
class UploadEngine final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UploadEngine)

public:
    struct Progress {
        qint64 sent = 0;
        qint64 total = 0;
        double bytesPerSecond = 0;
        int etaSeconds = -1; // unknown
        QString status;      // "retry 4 connection refused", "bundle 10/20", or empty
    };

    explicit UploadEngine(QObject* parent = nullptr);
    ~UploadEngine() override;

    bool openJournal(const QString& path, QString* error);
    // The platform to upload to (null: none, which pauses the queue without marking anything
    // paused). The engine keeps the client's transport (shared) and credentials (a copy): the upload
    // thread never calls into the client, which may go at any time after this call's successor.
    void setConnection(PlatformClient* client, const QString& profile, const QByteArray& baseUrl);
    void setKey(const crypto::TenantKey& key);
    const crypto::TenantKey& key() const { return m_key; }
    // For all uploads and all their connections together.
    void setBandwidthLimit(qint64 bytesPerSecond) { m_bandwidth.set(bytesPerSecond); }
    qint64 bandwidthLimit() const { return m_bandwidth.get(); }
    // How many files upload at once (1 to maxFilesAtOnce); more wait their turn in order. A lower
    // number lets the running ones finish and starts no more until they fit.
    void setFilesAtOnce(int files);
    int filesAtOnce() const { return m_filesAtOnce; }
    static constexpr int defaultFilesAtOnce = 2;
    static constexpr int maxFilesAtOnce = 8;
    // Connections one upload may use at once (1 to 16): several partial uploads where the server
    // offers tus concatenation. Taken by the next upload the thread starts.
    void setConnectionsPerUpload(int connections) {
        m_connections = std::clamp(connections, 1, maxConnections);
    }
    int connectionsPerUpload() const { return m_connections; }
    static constexpr int defaultConnections = 8;
    static constexpr int maxConnections = 16;
    // What the requests in flight of one upload may hold in memory together; larger requests (a
    // long link) are built as they are sent instead, a chunk at a time. Taken by the next upload
    // the thread starts.
    void setRequestMemory(qint64 bytes) { m_requestMemory = std::max<qint64>(0, bytes); }
    qint64 requestMemory() const { return m_requestMemory; }
    // Only for measuring what encryption costs (tests/bench): uploads without encrypting.
    void setEncrypting(bool encrypting) { m_encrypting = encrypting; }

    // Queues a file or folder; returns its id, or 0 with a message when it cannot be read.
    qint64 add(const QString& path, const QString& datasetName, QString* error);
    void pause(qint64 id);
    void resume(qint64 id);
    void cancel(qint64 id);
    void retry(qint64 id);
    // Forgets finished entries (the datasets stay).
    void clearFinished();

    QList<UploadJob> jobs() const;
    UploadJob job(qint64 id) const { return m_jobs.value(id); }
    Progress progress(qint64 id) const { return m_progress.value(id); }
    bool isBusy() const;
    // An upload thread is inside a job (it may be stopping). An engine being replaced is kept
    // until this is false (threadIdle()), so replacing it never waits for its threads.
    bool isRunning() const;
    // This connection's tenant uploaded the dataset encrypted under one of `keyIds`.
    bool uploadedEncrypted(const QString& datasetId, const QList<QByteArray>& keyIds) {
        return m_journal.wasUploadedEncrypted(m_profile, keyIds, datasetId);
    }
    // The upload server's capabilities are known (asked when the connection was set).
    bool serverKnown() const;
    // Bytes re-sent after interruptions, since this engine started (tests and benchmarks).
    qint64 resentBytes() const { return m_resent; }

Q_SIGNALS:
    void jobAdded(qint64 id);
    void jobChanged(qint64 id);
    void jobRemoved(qint64 id);
    void jobFinished(qint64 id, bool ok, const QString& message);
    // An upload thread let go of a job and waits for the next.
    void threadIdle();

private:
    void workLoop();
    // Under m_mutex: the oldest job that is neither finished, paused nor running.
    std::optional<UploadJob> nextJob();
    // Under m_mutex: asks every running job to stop. Never waits.
    void stopRunningLocked();
    // On the upload thread, under m_mutex, once job `id` has stopped: saves the state a pause or
    // cancel asked for (unless it ended on its own meanwhile) and tells the GUI thread.
    void applySettle(qint64 id, const UploadJob& working);
    // On the GUI thread: a pause or cancel of the running job took hold.
    void onSettled(const UploadJob& job);
    void wake();
    void onReport(const UploadJob& job, const QString& status);
    void updateJob(const UploadJob& job);
    void finishCancel(UploadJob job);
    // Puts a job in `state` (Paused or Cancelled): at once if the thread is not on it; else the
    // thread is asked to stop and saves it when it has (applySettle). True if that was at once.
    bool settle(const UploadJob& job, UploadState state);

    UploadJournal m_journal;
    QHash<qint64, UploadJob> m_jobs; // GUI thread's view
    QHash<qint64, Progress> m_progress;
    QHash<qint64, QElapsedTimer> m_speedClock;
    QHash<qint64, qint64> m_speedBase;
    QString m_profile;
    QByteArray m_baseUrl;
    QPointer<PlatformClient> m_client;
    Credentials m_credentials;
    std::shared_ptr<Transport> m_guiTransport;   // for tus termination after a cancel
    std::shared_ptr<TusServerInfo> m_serverInfo; // asked when connected; shared with the threads
    crypto::TenantKey m_key;
    BandwidthLimit m_bandwidth;
    std::atomic<int> m_connections{defaultConnections};
    std::atomic<qint64> m_requestMemory{TransferPlan::maxBytesInFlight};
    std::atomic<int> m_filesAtOnce{defaultFilesAtOnce};
    std::atomic<qint64> m_resent{0};
    bool m_encrypting = true;

    // Shared with the upload thread, under m_mutex.
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::shared_ptr<Transport> m_transport;
    Credentials m_threadCredentials;
    crypto::TenantKey m_threadKey;
    QByteArray m_threadBaseUrl;
    QString m_threadProfile;
    // The jobs the threads are on, each with its own stop flag (pause, cancel, a new connection).
    std::map<qint64, std::shared_ptr<std::atomic<bool>>> m_running;
    QHash<qint64, UploadState> m_settling; // pause or cancel asked for a running job
    // Jobs that ended on a thread (done or failed) since this engine started: not taken again even
    // when the journal could not record the ending (a full disk), until the person retries.
    QSet<qint64> m_ended;
    bool m_quit = false;
    QString m_bundleDir;
    std::vector<std::thread> m_threads;
};

} // namespace cd
