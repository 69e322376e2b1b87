#pragma once

#include "StaleAfter.h"
#include "TenantKeyCustody.h"
#include "UploadSettings.h"

#include "core/Dataset.h"
#include "core/Error.h"
#include "upload/UploadEngine.h"

#include <QObject>
#include <QPointer>
#include <QTemporaryDir>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QSettings;

namespace cd {

class ApiCall;
class ConnectionManager;
class PlatformClient;
class SecretStore;

// Everything storage needs beyond the page that shows it: the upload queue (kept while the person
// works elsewhere), the tenant's keys from the keychain, key export and import, and "download and
// check". It follows the connection: a new platform or tenant gets its own queue and keys. The
// offline demo keeps both in memory and writes nothing.
class StorageSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StorageSession)

public:
    // With `settings`, the upload settings are read from there and changes written back; without,
    // they start at their defaults and stay in memory.
    StorageSession(ConnectionManager& connection, SecretStore* secrets, QSettings* settings = nullptr,
                   QObject* parent = nullptr);
    ~StorageSession() override;

    UploadEngine& engine() { return *m_engine; }
    // The person's limit, connections and files at once: for this queue and every later one.
    const UploadSettings& uploadSettings() const { return m_uploadSettings; }
    void setUploadSettings(const UploadSettings& settings);
    // The tenant key's custody: where it is kept, and what the person must decide (TenantKeyCustody).
    TenantKeyCustody& keys() { return *m_keys; }
    TenantKeyring& keyring() { return m_keys->keyring(); }
    bool hasKey() const { return !m_engine->key().isNull(); }
    // A sentence on where the key is kept, for the Keys panel.
    QString keyStatus() const { return m_keys->status(); }

    using KeyCustody = TenantKeyCustody::Custody;
    KeyCustody keyCustody() const { return m_keys->custody(); }
    bool needsKeyDecision() const { return m_keys->needsDecision(); }
    QString keyFilePath() const { return m_keys->keyFilePath(); }
    bool keyFileExists() const { return m_keys->keyFileExists(); }
    // Uploads wait while the key lives in memory only and the person has not said to go on.
    bool keyAtRisk() const { return m_keys->atRisk(); }
    void acceptKeyAtRisk() { m_keys->acceptRisk(); }
    // Support staff viewing a tenant: no key is made or read for them.
    bool isSupportSession() const;

    using Done = TenantKeyCustody::Done;
    void exportKey(const QString& path, const QByteArray& passphrase, Done done) {
        m_keys->exportKey(path, passphrase, std::move(done));
    }
    void importKey(const QString& path, const QByteArray& passphrase, Done done) {
        m_keys->importKey(path, passphrase, std::move(done));
    }
    void unlockKeyFile(const QByteArray& passphrase, Done done) {
        m_keys->unlockKeyFile(passphrase, std::move(done));
    }
    void keepKeyInFile(const QByteArray& passphrase, Done done) {
        m_keys->keepKeyInFile(passphrase, std::move(done));
    }
    void makeNewKey(Done done) { m_keys->makeNewKey(std::move(done)); }
    // Queues a file or folder for an encrypted upload; 0 and why when it cannot (keyAtRisk()).
    qint64 queueUpload(const QString& path, const QString& datasetName, QString* error);
    // Every upload waiting or under way stops where it is, or every paused one goes on: "Pause
    // uploads" in the tray, for a metered or busy network. Each resumes from the server's offset.
    void pauseUploads();
    void resumeUploads();
    // Uploads waiting or under way (not paused), and paused ones.
    int activeUploads() const;
    int pausedUploads() const;
    static QString keyFileFingerprint(const QString& path, QString* error) {
        return TenantKeyCustody::keyFileFingerprint(path, error);
    }

    // The demo uploads its lab's sample files when it starts (DemoSamples); tests of the queue turn
    // that off to see only their own uploads.
    void setDemoStoryUploads(bool on) { m_storyUploads = on; }

    // Downloads and decrypts a dataset to `destination`; progress as bytes of the stored file.
    quint64 download(const Dataset& dataset, const QString& destination,
                     std::function<void(qint64 done, qint64 total)> progress, Done done);
    void cancelDownload(quint64 id);

    // The client the datasets are listed and deleted with: none for support staff who have not
    // chosen a tenant yet (MainWindow decides). The shown list goes (datasetsReset()) and, with a
    // client, loads again.
    void setClient(PlatformClient* client);
    bool hasClient() const { return !m_datasetClient.isNull(); }
    // Asks for the datasets again; a list still loading is dropped.
    void refreshDatasets();
    // Whether the datasets are on screen: shown older than staleAfter, they load again.
    void setShown(bool shown) { m_freshness.setShown(shown); }
    // When the datasets were listed and whether they are loading; tests move its clock.
    StaleAfter& freshness() { return m_freshness; }
    static constexpr std::chrono::minutes staleAfter{5};
    // Deletes a dataset from the platform, then lists the datasets again. `name` words a failure.
    void deleteDataset(const QString& id, const QString& name);

Q_SIGNALS:
    void keyChanged();
    // The queue was replaced (another platform, or a new demo): views take the new one.
    void engineChanged();
    // Something a person should read (in the status bar): a key made, a keychain missing.
    void message(const QString& text);
    // Another client (or none): the datasets shown are someone else's now.
    void datasetsReset();
    void datasetsLoading();
    void datasetsLoaded(const QList<cd::Dataset>& datasets);
    void datasetsFailed(const cd::Error& error);
    void datasetNotDeleted(const QString& name, const cd::Error& error);

private:
    void onClientChanged();
    void onIdentified();
    void runAside(std::function<void()> work);
    // Once per demo, with its key: writes the lab's sample files and queues them.
    void queueDemoStory();
    // Tells the downloads to stop; never waits (each holds its own share of its transport).
    void endDownloads();
    // Takes m_engine out of service without waiting for its thread (m_retiredEngines).
    void retireEngine();

    ConnectionManager& m_connection;
    QSettings* m_settings;
    UploadSettings m_uploadSettings;
    std::unique_ptr<UploadEngine> m_engine;
    std::vector<std::unique_ptr<UploadEngine>> m_retiredEngines; // stopping; deleted once idle
    std::unique_ptr<TenantKeyCustody> m_keys;
    bool m_storyUploads = true;
    bool m_storyQueued = false;
    quint64 m_clientSerial = 0;                            // which connection a late answer belongs to
    std::shared_ptr<QTemporaryDir> m_demoFiles;            // the demo's sample files, removed with the demo
    std::shared_ptr<std::atomic<bool>> m_samplesCancelled; // the writer of the current samples
    QString m_journalPath;
    QString m_engineJournal;
    QHash<quint64, std::shared_ptr<std::atomic<bool>>> m_downloads;
    quint64 m_nextDownload = 1;
    QPointer<PlatformClient> m_datasetClient;
    QPointer<ApiCall> m_datasetsCall;
    StaleAfter m_freshness{staleAfter};
    // The download threads' owner: it joins them when the session goes (after telling them to stop).
    QThreadPool m_workers;
};

} // namespace cd
