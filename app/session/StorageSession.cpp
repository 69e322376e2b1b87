#include "StorageSession.h"

#include "ConnectionManager.h"

#include "OfflineDemo.h"

#include "api/PagedCall.h"
#include "api/PlatformClient.h"
#include "upload/DatasetDownload.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QPointer>
#include <QStandardPaths>
#include <QThread>
#include <QThreadPool>

#include <thread>

namespace cd {

StorageSession::StorageSession(ConnectionManager& connection, SecretStore* secrets, QObject* parent)
    : QObject(parent)
    , m_connection(connection)
    , m_engine(std::make_unique<UploadEngine>())
    , m_keys(std::make_unique<TenantKeyCustody>(
          connection, secrets, [this] { return m_engine->key(); },
          [this](const crypto::TenantKey& key) { m_engine->setKey(key); })) {
    connect(m_keys.get(), &TenantKeyCustody::keyChanged, this, &StorageSession::keyChanged);
    connect(m_keys.get(), &TenantKeyCustody::message, this, &StorageSession::message);
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    m_journalPath = QDir(dir).filePath(QStringLiteral("uploads.sqlite"));
    connect(&m_connection, &ConnectionManager::clientChanged, this, &StorageSession::onClientChanged);
    connect(&m_connection, &ConnectionManager::identified, this, &StorageSession::onIdentified);
    // A download holds the client's transport: a new connection cancels it first.
    // The old client goes on the next turn of the event loop; its downloads end before that.
    connect(&m_connection, &ConnectionManager::clientChanged, this, &StorageSession::endDownloads);
}

StorageSession::~StorageSession() {
    *m_alive = false;
    if (m_samplesCancelled)
        *m_samplesCancelled = true;
    endDownloads();
    m_engine.reset(); // stops the upload thread before the client goes
}

void StorageSession::setClient(PlatformClient* client) {
    delete m_datasetsCall;
    m_datasetClient = client;
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
    Q_EMIT datasetsLoading();
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->succeeded())
            Q_EMIT datasetsLoaded(call->items());
        else if (call->error().kind != ErrorKind::Cancelled)
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
    // A download notices within a tenth of a second (BlockingCall polls its flag).
    QElapsedTimer waited;
    waited.start();
    while (m_activeDownloads.load() > 0 && waited.elapsed() < 3000)
        QThread::msleep(10);
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
        m_engine = std::make_unique<UploadEngine>();
        m_demoFiles.reset(); // the old queue that read them is gone
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
    std::thread(std::move(work)).detach();
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
    job.transport = &client->transport();
    QPointer<PlatformClient> guard(client);
    job.authorize = [guard](Request r) { return guard ? guard->authorized(std::move(r)) : r; };
    job.datasetId = dataset.id;
    job.sizeBytes = dataset.sizeBytes;
    job.encrypted = dataset.isEncrypted();
    job.keys = m_keys->activeKeyring().keys();
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
    ++m_activeDownloads;
    std::atomic<int>* active = &m_activeDownloads;
    std::shared_ptr<std::atomic<bool>> alive = m_alive;
    runAside([self, job, cancel, id, done, active, alive] {
        const QString error = DatasetDownload::run(job);
        if (*alive)
            --*active;
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, error, id, done] {
                if (!self)
                    return;
                self->m_downloads.remove(id);
                done(error.isEmpty(), error);
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
