#include "StorageSession.h"

#include "ConnectionManager.h"

#include "OfflineDemo.h"

#include "api/PagedCall.h"
#include "api/PlatformClient.h"
#include "upload/DatasetDownload.h"

#include <QCoreApplication>
#include <QDir>
#include <QPointer>
#include <QStandardPaths>
#include <QThreadPool>

#include <algorithm>

namespace cd {

StorageSession::StorageSession(ConnectionManager& connection, SecretStore* secrets, QSettings* settings,
                               QObject* parent)
    : QObject(parent)
    , m_connection(connection)
    , m_settings(settings)
    , m_uploadSettings(settings ? UploadSettings::read(*settings) : UploadSettings())
    , m_engine(std::make_unique<UploadEngine>())
    , m_keys(std::make_unique<TenantKeyCustody>(
          connection, secrets, [this] { return m_engine->key(); },
          [this](const crypto::TenantKey& key) { m_engine->setKey(key); })) {
    m_uploadSettings.applyTo(*m_engine);
    // Downloads block on the network, not the processor: a few may run side by side.
    m_workers.setMaxThreadCount(8);
    connect(m_keys.get(), &TenantKeyCustody::keyChanged, this, &StorageSession::keyChanged);
    connect(m_keys.get(), &TenantKeyCustody::message, this, &StorageSession::message);
    connect(&m_freshness, &StaleAfter::due, this, &StorageSession::refreshDatasets);
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    m_journalPath = QDir(dir).filePath(QStringLiteral("uploads.sqlite"));
    connect(&m_connection, &ConnectionManager::clientChanged, this, &StorageSession::onClientChanged);
    connect(&m_connection, &ConnectionManager::identified, this, &StorageSession::onIdentified);
    // A download holds the old client's transport (shared) until it has stopped, so a new
    // connection only tells it to stop and never waits for it.
    connect(&m_connection, &ConnectionManager::clientChanged, this, &StorageSession::endDownloads);
}

StorageSession::~StorageSession() {
    if (m_samplesCancelled)
        *m_samplesCancelled = true;
    endDownloads();
    // Told to stop, downloads and key work end within moments (BlockingCall looks at the flag
    // several times a second, scrypt takes half a second); the pool joins them.
    m_workers.waitForDone();
    m_engine.reset(); // stops the upload threads (each within moments: it was told to stop)
    m_retiredEngines.clear();
}

void StorageSession::retireEngine() {
    // The old queue's thread may be inside a request: it is told to stop and the engine kept until
    // its thread is idle, so a new demo or platform never waits for it.
    m_engine->setConnection(nullptr, {}, {});
    if (!m_engine->isRunning()) {
        m_engine.reset();
        return;
    }
    UploadEngine* old = m_engine.get();
    m_engine->disconnect(this);
    connect(old, &UploadEngine::threadIdle, this, [this, old] {
        if (old->isRunning())
            return; // an earlier job's news; the one it is stopping is still going
        // Deleted from the event loop, not from inside its own signal.
        QMetaObject::invokeMethod(
            this,
            [this, old] {
                std::erase_if(m_retiredEngines,
                              [old](const std::unique_ptr<UploadEngine>& e) { return e.get() == old; });
            },
            Qt::QueuedConnection);
    });
    m_retiredEngines.push_back(std::move(m_engine));
}

void StorageSession::setClient(PlatformClient* client) {
    delete m_datasetsCall;
    m_datasetClient = client;
    m_freshness.reset();
    Q_EMIT datasetsReset();
    if (client)
        refreshDatasets();
}

void StorageSession::refreshDatasets() {
    if (!m_datasetClient)
        return;
    delete m_datasetsCall;
    auto* call = m_datasetClient->datasets(this);
    m_datasetsCall = call;
    m_freshness.started();
    Q_EMIT datasetsLoading();
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->error().kind == ErrorKind::Cancelled)
            return; // a newer load (or none, for another client) took its place
        m_freshness.finished(call->succeeded());
        if (call->succeeded())
            Q_EMIT datasetsLoaded(call->items());
        else
            Q_EMIT datasetsFailed(call->error());
    });
}

void StorageSession::deleteDataset(const QString& id, const QString& name) {
    if (!m_datasetClient)
        return;
    auto* call = m_datasetClient->deleteDataset(id, this);
    connect(call, &ApiCall::finished, this, [this, call, name] {
        call->deleteLater();
        if (!call->succeeded())
            Q_EMIT datasetNotDeleted(name, call->error());
        refreshDatasets();
    });
}

void StorageSession::endDownloads() {
    for (const auto& cancel : std::as_const(m_downloads))
        cancel->store(true);
}

void StorageSession::onClientChanged() {
    // Whatever the last connection's sample writer still does is for nothing now.
    ++m_clientSerial;
    m_storyQueued = false;
    if (m_samplesCancelled)
        *m_samplesCancelled = true;
    PlatformClient* client = m_connection.client();
    // The demo's platform exists before its client is installed; its state comes after.
    const bool demo = m_connection.demo() != nullptr;
    // The demo's platform lives in memory, so its queue does too; a real platform's queue is on
    // disk, where a restarted console finds it.
    const QString journal = demo ? QStringLiteral(":memory:") : m_journalPath;
    if (!client) {
        m_engine->setConnection(nullptr, {}, {});
        return;
    }
    if (demo || m_engineJournal != journal) {
        retireEngine();
        m_engine = std::make_unique<UploadEngine>();
        m_uploadSettings.applyTo(*m_engine); // before its journal's uploads can start
        m_demoFiles.reset();                 // the old queue that read them is gone
        QString error;
        if (!m_engine->openJournal(journal, &error))
            emit message(tr("The upload queue could not be opened: %1").arg(error));
        m_engineJournal = journal;
        emit engineChanged();
    }
    const QString profile = demo ? QStringLiteral("Demo") : m_connection.platformName();
    m_engine->setConnection(client, profile, m_connection.baseUrl().toEncoded());
    // The key follows once the platform says which tenant this is (onIdentified).
    emit keyChanged();
}

void StorageSession::setUploadSettings(const UploadSettings& settings) {
    m_uploadSettings = settings;
    m_uploadSettings.applyTo(*m_engine);
    if (m_settings)
        m_uploadSettings.write(*m_settings);
}

bool StorageSession::isSupportSession() const {
    return m_connection.isSupport();
}

void StorageSession::onIdentified() {
    // Once the demo's key is in use, its lab's sample files are queued with it.
    const bool demo = m_connection.demo() != nullptr;
    m_keys->identify([this, demo] {
        if (demo)
            queueDemoStory();
    });
}

void StorageSession::pauseUploads() {
    QList<UploadJob> jobs = m_engine->jobs();
    // Newest first: the job the upload thread is on (the oldest) stops last, so that it cannot move
    // on to one that was about to be paused.
    std::sort(jobs.begin(), jobs.end(), [](const UploadJob& a, const UploadJob& b) { return a.id > b.id; });
    for (const UploadJob& job : jobs) {
        if (!isFinal(job.state) && job.state != UploadState::Paused)
            m_engine->pause(job.id);
    }
}

void StorageSession::resumeUploads() {
    QList<UploadJob> jobs = m_engine->jobs();
    std::sort(jobs.begin(), jobs.end(), [](const UploadJob& a, const UploadJob& b) { return a.id < b.id; });
    for (const UploadJob& job : jobs) {
        if (job.state == UploadState::Paused)
            m_engine->resume(job.id);
    }
}

int StorageSession::activeUploads() const {
    const QList<UploadJob> jobs = m_engine->jobs();
    return int(std::count_if(jobs.begin(), jobs.end(), [](const UploadJob& job) {
        return !isFinal(job.state) && job.state != UploadState::Paused;
    }));
}

int StorageSession::pausedUploads() const {
    const QList<UploadJob> jobs = m_engine->jobs();
    return int(std::count_if(jobs.begin(), jobs.end(),
                             [](const UploadJob& job) { return job.state == UploadState::Paused; }));
}

qint64 StorageSession::queueUpload(const QString& path, const QString& datasetName, QString* error) {
    if (keyAtRisk()) {
        *error = tr("%1 was not uploaded: the encryption key is not saved anywhere yet. Keep it in a key "
                    "file or export it first.")
                     .arg(datasetName);
        return 0;
    }
    return m_engine->add(path, datasetName, error);
}

void StorageSession::queueDemoStory() {
    OfflineDemo* demo = m_connection.demo();
    // A role that may not upload (a viewer) sees the lab's storage as it is.
    if (!m_storyUploads || m_storyQueued || !demo ||
        !m_connection.identity().permissions.contains(QStringLiteral("datasets:write")))
        return;
    m_storyQueued = true;
    auto files = std::make_shared<QTemporaryDir>();
    if (!files->isValid()) {
        emit message(tr("The demo's sample files could not be made: %1").arg(files->errorString()));
        return;
    }
    m_demoFiles = files;
    const OfflineDemo::SampleWriter writeSamples = demo->sampleWriter();
    const quint64 serial = m_clientSerial;
    QPointer<StorageSession> self(this);
    auto cancelled = std::make_shared<std::atomic<bool>>(false);
    m_samplesCancelled = cancelled;
    // 60 MB of samples: written off the GUI thread, queued on it. On the global pool, which the
    // application waits for when it ends, so a quick quit does not leave a writer behind.
    QThreadPool::globalInstance()->start([self, files, writeSamples, serial, cancelled] {
        QString error;
        const QList<OfflineDemo::SampleFile> samples = writeSamples(files->path(), &error, cancelled.get());
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, files, samples, error, serial] {
                if (!self || self->m_clientSerial != serial)
                    return; // another demo or platform since
                if (samples.isEmpty()) {
                    emit self->message(tr("The demo's sample files could not be made: %1").arg(error));
                    return;
                }
                for (const OfflineDemo::SampleFile& sample : samples) {
                    QString refused;
                    if (!self->m_engine->add(sample.path, sample.datasetName, &refused))
                        emit self->message(refused);
                }
            },
            Qt::QueuedConnection);
    });
}

void StorageSession::runAside(std::function<void()> work) {
    m_workers.start(std::move(work));
}

quint64 StorageSession::download(const Dataset& dataset, const QString& destination,
                                 std::function<void(qint64, qint64)> progress, Done done) {
    PlatformClient* client = m_connection.client();
    if (!client) {
        done(false, tr("Not connected."));
        return 0;
    }
    const quint64 id = m_nextDownload++;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_downloads.insert(id, cancel);
    DatasetDownload::Job job;
    // Held by the download, so the transport outlives it whatever happens to the client; the
    // credentials go as a copy, so the download thread never calls into the client.
    std::shared_ptr<Transport> transport = client->sharedTransport();
    job.transport = transport.get();
    job.authorize = [credentials = client->credentials()](Request r) {
        return credentials.apply(std::move(r));
    };
    job.datasetId = dataset.id;
    job.sizeBytes = dataset.sizeBytes;
    job.encrypted = dataset.isEncrypted();
    job.keys = m_keys->activeKeyring().keys();
    QList<QByteArray> keyIds;
    for (const crypto::TenantKey& key : std::as_const(job.keys))
        keyIds.append(key.id());
    job.uploadedEncrypted = m_engine->uploadedEncrypted(dataset.id, keyIds);
    job.destination = destination;
    job.cancel = cancel.get();
    QPointer<StorageSession> self(this);
    job.progress = [self, progress](qint64 d, qint64 t) {
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, progress, d, t] {
                if (self)
                    progress(d, t);
            },
            Qt::QueuedConnection);
    };
    runAside([self, job, transport, cancel, id, done, name = dataset.name] {
        bool verified = false;
        const QString error = DatasetDownload::run(job, &verified);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, error, id, done, verified, name, destination = job.destination] {
                if (!self)
                    return;
                self->m_downloads.remove(id);
                // "Verified" only when every segment's tag was checked.
                done(error.isEmpty(),
                     !error.isEmpty() ? error
                     : verified       ? tr("%1 decrypted and verified into %2.").arg(name, destination)
                                      : tr("%1 saved into %2. It is not encrypted, so nothing was verified.")
                                      .arg(name, destination));
            },
            Qt::QueuedConnection);
        Q_UNUSED(cancel)
    });
    return id;
}

void StorageSession::cancelDownload(quint64 id) {
    if (auto cancel = m_downloads.value(id))
        cancel->store(true);
}

} // namespace cd
