#pragma once

#include "TenantKeyring.h"

#include "crypto/TenantKey.h"

#include <QObject>
#include <QThreadPool>

#include <functional>

namespace cd {

class ConnectionManager;
class SecretStore;

// Who holds the tenant's encryption key, and what the person must decide about it: the keychain,
// the demo's memory, a passphrase-protected key file, or nothing but this process (lost when the
// console quits). It never replaces a key silently: without a keychain the person unlocks the key
// file, imports a key or makes a new one. Export and import go through here too. StorageSession
// owns it and uploads with the key it hands over.
class TenantKeyCustody final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TenantKeyCustody)

public:
    // Where the current key is kept. MemoryOnly (no keychain service) loses it when the console
    // quits, and with it every dataset encrypted with it: the person is told before uploading.
    enum class Custody { None, Keychain, Demo, KeyFile, MemoryOnly };
    // The key uploads use now (the upload engine's), and how to make another the one they use.
    using KeyInUse = std::function<crypto::TenantKey()>;
    using UseKey = std::function<void(const crypto::TenantKey&)>;
    using Done = std::function<void(bool ok, const QString& message)>;

    TenantKeyCustody(ConnectionManager& connection, SecretStore* secrets, KeyInUse keyInUse, UseKey useKey,
                     QObject* parent = nullptr);
    ~TenantKeyCustody() override;

    // The platform said which tenant this is: its key is loaded (or the person asked to decide).
    // `loaded` runs once the key to upload with is in use.
    void identify(std::function<void()> loaded);

    TenantKeyring& keyring() { return m_keyring; }
    // The demo's keys live in memory only; a real platform's in the keychain.
    TenantKeyring& activeKeyring();
    // A sentence on where the key is kept, for the Keys panel.
    QString status() const { return m_status; }
    Custody custody() const { return m_custody; }
    // No key was found and none made (no keychain, or a key file waits for its passphrase): the
    // person unlocks the key file, imports a key or makes a new one. Nothing is made silently.
    bool needsDecision() const { return m_needsKey; }
    // The passphrase-protected key file for this platform and tenant (TenantKeyFile).
    QString keyFilePath() const;
    bool keyFileExists() const;
    // The key lives in memory only and the person has neither kept it in a file, exported it, nor
    // said to go on: uploads wait.
    bool atRisk() const { return m_custody == Custody::MemoryOnly && !m_riskAccepted; }
    void acceptRisk();

    // scrypt makes these take about half a second: they run off the GUI thread.
    void exportKey(const QString& path, const QByteArray& passphrase, Done done);
    void importKey(const QString& path, const QByteArray& passphrase, Done done);
    // Without a keychain: the key file in the app's data folder (keyFilePath()).
    void unlockKeyFile(const QByteArray& passphrase, Done done);
    void keepKeyInFile(const QByteArray& passphrase, Done done);
    // A new key, because the person asked: datasets encrypted with other keys stay unreadable.
    void makeNewKey(Done done);
    // The key id inside a key file, without its passphrase (to show before importing).
    static QString keyFileFingerprint(const QString& path, QString* error);

Q_SIGNALS:
    void keyChanged();
    // Something a person should read (in the status bar): a key made, a keychain missing.
    void message(const QString& text);

private:
    // Records where the key is kept and words it for the Keys panel.
    void setCustody(Custody custody);
    // The keyring's current key is the one to upload with now.
    void useKeyringKey(Custody custody);
    // Runs key file work on m_workers, which this object owns and joins when it goes.
    void runAside(std::function<void()> work);

    ConnectionManager& m_connection;
    TenantKeyring m_keyring;
    TenantKeyring m_demoKeyring;
    KeyInUse m_keyInUse;
    UseKey m_useKey;
    QString m_status;
    Custody m_custody = Custody::None;
    bool m_needsKey = false;
    bool m_riskAccepted = false;
    QThreadPool m_workers;
};

} // namespace cd
