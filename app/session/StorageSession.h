#pragma once

#include "TenantKeyring.h"

#include "core/Dataset.h"
#include "core/Error.h"
#include "upload/UploadEngine.h"

#include <QObject>
#include <QPointer>
#include <QTemporaryDir>

#include <atomic>
#include <functional>
#include <memory>

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
    StorageSession(ConnectionManager& connection, SecretStore* secrets, QObject* parent = nullptr);
    ~StorageSession() override;

    UploadEngine& engine() { return *m_engine; }
    TenantKeyring& keyring() { return m_keyring; }
    bool hasKey() const { return !m_engine->key().isNull(); }
    // A sentence on where the key is kept, for the Keys panel.
    QString keyStatus() const { return m_keyStatus; }

    // Where the current key is kept. MemoryOnly (no keychain service) loses it when the console
    // quits, and with it every dataset encrypted with it: the person is told before uploading.
    enum class KeyCustody { None, Keychain, Demo, KeyFile, MemoryOnly };
    KeyCustody keyCustody() const { return m_custody; }
    // No key was found and none made (no keychain, or a key file waits for its passphrase): the
    // person unlocks the key file, imports a key or makes a new one. Nothing is made silently.
    bool needsKeyDecision() const { return m_needsKey; }
    // The passphrase-protected key file for this platform and tenant (TenantKeyFile).
    QString keyFilePath() const;
    bool keyFileExists() const;
    // The key lives in memory only and the person has neither kept it in a file, exported it, nor
    // said to go on: uploads wait (queueUpload() refuses).
    bool keyAtRisk() const { return m_custody == KeyCustody::MemoryOnly && !m_riskAccepted; }
    void acceptKeyAtRisk();
    // Support staff viewing a tenant: no key is made or read for them.
    bool isSupportSession() const;

    using Done = std::function<void(bool ok, const QString& message)>;
    // scrypt makes these take about half a second: they run off the GUI thread.
    void exportKey(const QString& path, const QByteArray& passphrase, Done done);
    void importKey(const QString& path, const QByteArray& passphrase, Done done);
    // Without a keychain: the key file in the app's data folder (keyFilePath()).
    void unlockKeyFile(const QByteArray& passphrase, Done done);
    void keepKeyInFile(const QByteArray& passphrase, Done done);
    // A new key, because the person asked: datasets encrypted with other keys stay unreadable.
    void makeNewKey(Done done);
    // Queues a file or folder for an encrypted upload; 0 and why when it cannot (keyAtRisk()).
    qint64 queueUpload(const QString& path, const QString& datasetName, QString* error);
    // The key id inside a key file, without its passphrase (to show before importing).
    static QString keyFileFingerprint(const QString& path, QString* error);

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
    TenantKeyring& activeKeyring();
    // Records where the key is kept and words it for the Keys panel.
    void setCustody(KeyCustody custody);
    // The keyring's current key is the one to upload with now.
    void useKeyringKey(KeyCustody custody);
    // Once per demo, with its key: writes the lab's sample files and queues them.
    void queueDemoStory();
    // Cancels the downloads and waits for them: each holds the current client's transport.
    void endDownloads();

    ConnectionManager& m_connection;
    SecretStore* m_secrets;
    TenantKeyring m_keyring;
    TenantKeyring m_demoKeyring;
    std::unique_ptr<UploadEngine> m_engine;
    QString m_keyStatus;
    KeyCustody m_custody = KeyCustody::None;
    bool m_needsKey = false;
    bool m_riskAccepted = false;
    bool m_storyUploads = true;
    bool m_storyQueued = false;
    quint64 m_clientSerial = 0;                            // which connection a late answer belongs to
    std::shared_ptr<QTemporaryDir> m_demoFiles;            // the demo's sample files, removed with the demo
    std::shared_ptr<std::atomic<bool>> m_samplesCancelled; // the writer of the current samples
    QString m_journalPath;
    QString m_engineJournal;
    QHash<quint64, std::shared_ptr<std::atomic<bool>>> m_downloads;
    quint64 m_nextDownload = 1;
    std::atomic<int> m_activeDownloads{0};
    QPointer<PlatformClient> m_datasetClient;
    QPointer<ApiCall> m_datasetsCall;
    // Read by download threads that may outlive this object.
    std::shared_ptr<std::atomic<bool>> m_alive = std::make_shared<std::atomic<bool>>(true);
};

} // namespace cd
