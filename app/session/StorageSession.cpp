#include "StorageSession.h"

#include "ConnectionManager.h"
#include "SecretStore.h"
#include "TenantKeyFile.h"

#include "OfflineDemo.h"

#include "api/PagedCall.h"
#include "api/PlatformClient.h"
#include "crypto/KeyFile.h"
#include "upload/DatasetDownload.h"
#include "upload/UploadLog.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QPointer>
#include <QSaveFile>
#include <QStandardPaths>
#include <QThread>
#include <QThreadPool>

#include <thread>

namespace cd {

StorageSession::StorageSession(ConnectionManager& connection, SecretStore* secrets, QObject* parent)
    : QObject(parent)
    , m_connection(connection)
    , m_secrets(secrets)
    , m_keyring(secrets)
    , m_demoKeyring(nullptr)
    , m_engine(std::make_unique<UploadEngine>()) {
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
    const QString tenant = m_connection.identity().tenantId;
    // Support staff look and never upload: no key is made or read for the tenant they view.
    if (tenant.isEmpty() || m_connection.isSupport()) {
        emit keyChanged(); // the page says why there is none
        return;
    }
    const bool demo = m_connection.demo() != nullptr;
    TenantKeyring& keyring = activeKeyring();
    if (keyring.tenantId() == tenant && !keyring.current().isNull()) {
        m_engine->setKey(keyring.current());
        if (demo)
            queueDemoStory();
        return;
    }
    // A key file kept here (no keychain last time) is asked for, never replaced by a new key.
    const bool fileKept = !demo && keyFileExists();
    QPointer<StorageSession> self(this);
    keyring.load(
        tenant,
        [self, &keyring, demo, fileKept](const TenantKeyring::Outcome& outcome) {
            if (!self)
                return;
            if (outcome.needsKey) {
                self->m_needsKey = true;
                self->setCustody(KeyCustody::None);
                self->m_keyStatus =
                    fileKept
                        ? tr("No keychain service is running. This tenant's key is kept in a key file on "
                             "this computer: unlock it with its passphrase.")
                        : tr("No keychain service is running and this computer holds no key of this "
                             "tenant. Import the key you used before (datasets encrypted with it stay "
                             "readable), or make a new key.");
                emit self->message(self->m_keyStatus);
            } else if (!outcome.ok) {
                self->m_keyStatus = tr("No key: %1").arg(outcome.message);
                emit self->message(self->m_keyStatus);
            } else if (demo) {
                self->setCustody(KeyCustody::Demo);
            } else if (outcome.memoryOnly) {
                // Still in this process's memory from earlier (a reconnect).
                self->setCustody(fileKept ? KeyCustody::KeyFile : KeyCustody::MemoryOnly);
                emit self->message(self->m_keyStatus);
            } else {
                self->setCustody(KeyCustody::Keychain);
                if (outcome.created)
                    emit self->message(
                        tr("A new encryption key was made for this tenant and kept in the keychain. "
                           "Export it (Storage → Keys) to use it on another computer."));
            }
            if (outcome.ok) {
                qCInfo(lcUpload).noquote() << "tenant key" << keyring.current().fingerprint()
                                           << (outcome.created ? "made" : "loaded")
                                           << (outcome.memoryOnly ? "(memory only)" : "(keychain)");
                self->m_engine->setKey(keyring.current());
                if (demo)
                    self->queueDemoStory();
            }
            emit self->keyChanged();
        },
        !fileKept);
}

void StorageSession::setCustody(KeyCustody custody) {
    m_custody = custody;
    switch (custody) {
    case KeyCustody::None:
        m_keyStatus.clear();
        break;
    case KeyCustody::Keychain:
        m_keyStatus = tr("Kept in this computer's keychain.");
        break;
    case KeyCustody::Demo:
        m_keyStatus = tr("A demo key, kept in memory until the console quits.");
        break;
    case KeyCustody::KeyFile:
        m_keyStatus =
            tr("No keychain service is running: kept in a key file protected by your passphrase, %1.")
                .arg(QDir::toNativeSeparators(keyFilePath()));
        break;
    case KeyCustody::MemoryOnly:
        m_keyStatus =
            m_riskAccepted
                ? tr("No keychain service is running: the key is in memory until the console quits. "
                     "Keep its exported file: the next start asks for it.")
                : tr("Not saved: no keychain service is running, so this key is lost when the console "
                     "quits, and every dataset encrypted with it becomes unreadable. Keep it in a key "
                     "file or export it before you upload.");
        break;
    }
}

void StorageSession::useKeyringKey(KeyCustody custody) {
    m_needsKey = false;
    setCustody(custody);
    m_engine->setKey(activeKeyring().current());
    emit keyChanged();
}

void StorageSession::acceptKeyAtRisk() {
    m_riskAccepted = true;
    if (m_custody == KeyCustody::MemoryOnly)
        setCustody(m_custody);
    emit keyChanged();
}

QString StorageSession::keyFilePath() const {
    const QString tenant = m_connection.identity().tenantId;
    if (tenant.isEmpty() || m_connection.demo())
        return {};
    return TenantKeyFile::pathFor(m_connection.baseUrl().toString(QUrl::RemoveUserInfo | QUrl::RemovePath),
                                  tenant);
}

bool StorageSession::keyFileExists() const {
    const QString path = keyFilePath();
    return !path.isEmpty() && QFile::exists(path);
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

void StorageSession::makeNewKey(Done done) {
    TenantKeyring& keyring = activeKeyring();
    QPointer<StorageSession> self(this);
    keyring.create([self, done](const TenantKeyring::Outcome& outcome) {
        if (!self)
            return;
        if (!outcome.ok) {
            done(false, outcome.message);
            return;
        }
        const bool demo = self->m_connection.demo() != nullptr;
        self->m_riskAccepted = false;
        self->useKeyringKey(demo                 ? KeyCustody::Demo
                            : outcome.memoryOnly ? KeyCustody::MemoryOnly
                                                 : KeyCustody::Keychain);
        done(true, tr("Key %1 is now this tenant's key.").arg(self->activeKeyring().current().fingerprint()));
    });
}

void StorageSession::keepKeyInFile(const QByteArray& passphrase, Done done) {
    const crypto::TenantKey key = m_engine->key();
    const QString path = keyFilePath();
    if (key.isNull() || path.isEmpty()) {
        done(false, tr("There is no key to keep yet."));
        return;
    }
    QPointer<StorageSession> self(this);
    runAside([self, key, path, passphrase, done] {
        const QString error = TenantKeyFile::write(path, key, passphrase);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, error, done, path] {
                if (!self)
                    return;
                if (error.isEmpty())
                    self->useKeyringKey(KeyCustody::KeyFile);
                done(error.isEmpty(), error.isEmpty()
                                          ? tr("The key is kept in %1; the next start asks for its "
                                               "passphrase.")
                                                .arg(QDir::toNativeSeparators(path))
                                          : error);
            },
            Qt::QueuedConnection);
    });
}

void StorageSession::unlockKeyFile(const QByteArray& passphrase, Done done) {
    const QString path = keyFilePath();
    QPointer<StorageSession> self(this);
    runAside([self, path, passphrase, done] {
        QString error;
        const crypto::TenantKey key = TenantKeyFile::read(path, passphrase, &error);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, key, error, done] {
                if (!self)
                    return;
                if (key.isNull()) {
                    done(false, error);
                    return;
                }
                self->activeKeyring().adopt(key, [self, key, done](const TenantKeyring::Outcome& outcome) {
                    if (!self)
                        return;
                    self->useKeyringKey(KeyCustody::KeyFile);
                    done(outcome.ok,
                         outcome.ok ? tr("Key %1 is unlocked.").arg(key.fingerprint()) : outcome.message);
                });
            },
            Qt::QueuedConnection);
    });
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

TenantKeyring& StorageSession::activeKeyring() {
    // The demo's keys live in memory only; a real platform's in the keychain.
    return m_connection.demo() ? m_demoKeyring : m_keyring;
}

void StorageSession::runAside(std::function<void()> work) {
    std::thread(std::move(work)).detach();
}

void StorageSession::exportKey(const QString& path, const QByteArray& passphrase, Done done) {
    const crypto::TenantKey key = m_engine->key();
    if (key.isNull()) {
        done(false, tr("There is no key to export yet."));
        return;
    }
    std::shared_ptr<std::atomic<bool>> alive = m_alive;
    QPointer<StorageSession> self(this);
    runAside([self, alive, key, path, passphrase, done] {
        const QByteArray file = crypto::KeyFile::write(key, passphrase);
        QString error;
        if (file.isEmpty()) {
            error = tr("The key file could not be made.");
        } else {
            QSaveFile out(path);
            if (!out.open(QIODevice::WriteOnly) || out.write(file) != file.size() || !out.commit())
                error = tr("Cannot write %1: %2").arg(path, out.errorString());
            else
                QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, done, error] {
                if (!self)
                    return;
                // The person holds a copy now: uploads with a memory-only key may go ahead.
                if (error.isEmpty() && !self->m_riskAccepted && self->m_custody == KeyCustody::MemoryOnly)
                    self->acceptKeyAtRisk();
                done(error.isEmpty(), error);
            },
            Qt::QueuedConnection);
    });
}

QString StorageSession::keyFileFingerprint(const QString& path, QString* error) {
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(path, in.errorString());
        return {};
    }
    crypto::CryptoError cryptoError;
    const auto id = crypto::KeyFile::keyIdOf(in.read(crypto::KeyFile::size + 1), &cryptoError);
    if (!id) {
        *error = cryptoError.message;
        return {};
    }
    return crypto::TenantKey::fingerprintOf(*id);
}

void StorageSession::importKey(const QString& path, const QByteArray& passphrase, Done done) {
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        done(false, tr("Cannot read %1: %2").arg(path, in.errorString()));
        return;
    }
    const QByteArray file = in.read(crypto::KeyFile::size + 1);
    QPointer<StorageSession> self(this);
    runAside([self, file, passphrase, done] {
        crypto::CryptoError error;
        const crypto::TenantKey key = crypto::KeyFile::read(file, passphrase, &error);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, key, error, done] {
                if (!self)
                    return;
                if (key.isNull()) {
                    done(false, error.message);
                    return;
                }
                TenantKeyring& keyring = self->activeKeyring();
                keyring.adopt(key, [self, key, done](const TenantKeyring::Outcome& outcome) {
                    if (!self)
                        return;
                    // Without a keychain the imported key is in memory only; the person holds its
                    // file, so uploads need not wait, and the next start asks for it again.
                    if (outcome.memoryOnly && self->m_connection.demo() == nullptr) {
                        self->m_riskAccepted = true;
                        self->useKeyringKey(KeyCustody::MemoryOnly);
                    } else {
                        self->m_needsKey = false;
                        self->m_engine->setKey(key);
                        emit self->keyChanged();
                    }
                    done(outcome.ok, outcome.ok
                                         ? tr("Key %1 is now this tenant's key.").arg(key.fingerprint())
                                         : outcome.message);
                });
            },
            Qt::QueuedConnection);
    });
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
    job.keys = activeKeyring().keys();
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
