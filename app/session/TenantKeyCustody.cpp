#include "TenantKeyCustody.h"

#include "ConnectionManager.h"
#include "TenantKeyFile.h"

#include "crypto/KeyFile.h"
#include "crypto/SecretBytes.h"
#include "upload/UploadLog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QPointer>
#include <QUrl>

#include <memory>

namespace cd {

namespace {
// The passphrase, in wiped memory, for the worker. Capturing the QByteArray would share its buffer
// (implicit sharing), so the caller's wipe would detach and leave the passphrase in the copy.
std::shared_ptr<const crypto::SecretBytes> secretCopy(const QByteArray& passphrase) {
    return std::make_shared<const crypto::SecretBytes>(crypto::SecretBytes::fromByteArray(passphrase));
}
// A view of it, not a copy: nothing down the line (scrypt) keeps one.
QByteArray view(const crypto::SecretBytes& secret) {
    return QByteArray::fromRawData(reinterpret_cast<const char*>(secret.data()), qsizetype(secret.size()));
}
} // namespace

TenantKeyCustody::TenantKeyCustody(ConnectionManager& connection, SecretStore* secrets, KeyInUse keyInUse,
                                   UseKey useKey, QObject* parent)
    : QObject(parent)
    , m_connection(connection)
    , m_keyring(secrets)
    , m_demoKeyring(nullptr)
    , m_keyInUse(std::move(keyInUse))
    , m_useKey(std::move(useKey)) {}

TenantKeyCustody::~TenantKeyCustody() {
    // A key file being written or read (scrypt, about half a second) finishes before its owner
    // goes; its answer then finds no receiver (QPointer) and is dropped.
    m_workers.waitForDone();
}

void TenantKeyCustody::runAside(std::function<void()> work) {
    // scrypt takes about half a second: off the GUI thread, answering on it.
    m_workers.start(std::move(work));
}

TenantKeyring& TenantKeyCustody::activeKeyring() {
    return m_connection.demo() ? m_demoKeyring : m_keyring;
}

void TenantKeyCustody::identify(std::function<void()> loaded) {
    const QString tenant = m_connection.identity().tenantId;
    // Support staff look and never upload: no key is made or read for the tenant they view.
    if (tenant.isEmpty() || m_connection.isSupport()) {
        emit keyChanged(); // the page says why there is none
        return;
    }
    const bool demo = m_connection.demo() != nullptr;
    TenantKeyring& keyring = activeKeyring();
    if (keyring.tenantId() == tenant && !keyring.current().isNull()) {
        m_useKey(keyring.current());
        loaded();
        return;
    }
    // A key file kept here (no keychain last time) is asked for, never replaced by a new key.
    const bool fileKept = !demo && keyFileExists();
    QPointer<TenantKeyCustody> self(this);
    keyring.load(
        tenant,
        [self, &keyring, demo, fileKept, loaded](const TenantKeyring::Outcome& outcome) {
            if (!self)
                return;
            if (outcome.needsKey) {
                self->m_needsKey = true;
                self->setCustody(Custody::None);
                self->m_status =
                    fileKept
                        ? tr("No keychain service is running. This tenant's key is kept in a key file on "
                             "this computer: unlock it with its passphrase.")
                        : tr("No keychain service is running and this computer holds no key of this "
                             "tenant. Import the key you used before (datasets encrypted with it stay "
                             "readable), or make a new key.");
                emit self->message(self->m_status);
            } else if (!outcome.ok) {
                self->m_status = tr("No key: %1").arg(outcome.message);
                emit self->message(self->m_status);
            } else if (demo) {
                self->setCustody(Custody::Demo);
            } else if (outcome.memoryOnly) {
                // Still in this process's memory from earlier (a reconnect).
                self->setCustody(fileKept ? Custody::KeyFile : Custody::MemoryOnly);
                emit self->message(self->m_status);
            } else {
                self->setCustody(Custody::Keychain);
                if (outcome.created)
                    emit self->message(
                        tr("A new encryption key was made for this tenant and kept in the keychain. "
                           "Export it (Storage → Keys) to use it on another computer."));
            }
            if (outcome.ok) {
                qCInfo(lcUpload).noquote() << "tenant key" << keyring.current().fingerprint()
                                           << (outcome.created ? "made" : "loaded")
                                           << (outcome.memoryOnly ? "(memory only)" : "(keychain)");
                self->m_useKey(keyring.current());
                loaded();
            }
            emit self->keyChanged();
        },
        !fileKept);
}

void TenantKeyCustody::setCustody(Custody custody) {
    m_custody = custody;
    switch (custody) {
    case Custody::None:
        m_status.clear();
        break;
    case Custody::Keychain:
        m_status = tr("Kept in this computer's keychain.");
        break;
    case Custody::Demo:
        m_status = tr("A demo key, kept in memory until the console quits.");
        break;
    case Custody::KeyFile:
        m_status = tr("No keychain service is running: kept in a key file protected by your passphrase, %1.")
                       .arg(QDir::toNativeSeparators(keyFilePath()));
        break;
    case Custody::MemoryOnly:
        m_status = m_riskAccepted
                       ? tr("No keychain service is running: the key is in memory until the console quits. "
                            "Keep its exported file: the next start asks for it.")
                       : tr("Not saved: no keychain service is running, so this key is lost when the console "
                            "quits, and every dataset encrypted with it becomes unreadable. Keep it in a key "
                            "file or export it before you upload.");
        break;
    }
}

void TenantKeyCustody::useKeyringKey(Custody custody) {
    m_needsKey = false;
    setCustody(custody);
    m_useKey(activeKeyring().current());
    emit keyChanged();
}

void TenantKeyCustody::acceptRisk() {
    m_riskAccepted = true;
    if (m_custody == Custody::MemoryOnly)
        setCustody(m_custody);
    emit keyChanged();
}

QString TenantKeyCustody::keyFilePath() const {
    const QString tenant = m_connection.identity().tenantId;
    if (tenant.isEmpty() || m_connection.demo())
        return {};
    return TenantKeyFile::pathFor(m_connection.baseUrl().toString(QUrl::RemoveUserInfo | QUrl::RemovePath),
                                  tenant);
}

bool TenantKeyCustody::keyFileExists() const {
    const QString path = keyFilePath();
    return !path.isEmpty() && QFile::exists(path);
}

void TenantKeyCustody::makeNewKey(Done done) {
    TenantKeyring& keyring = activeKeyring();
    QPointer<TenantKeyCustody> self(this);
    keyring.create([self, done](const TenantKeyring::Outcome& outcome) {
        if (!self)
            return;
        if (!outcome.ok) {
            done(false, outcome.message);
            return;
        }
        const bool demo = self->m_connection.demo() != nullptr;
        self->m_riskAccepted = false;
        self->useKeyringKey(demo                 ? Custody::Demo
                            : outcome.memoryOnly ? Custody::MemoryOnly
                                                 : Custody::Keychain);
        done(true, tr("Key %1 is now this tenant's key.").arg(self->activeKeyring().current().fingerprint()));
    });
}

void TenantKeyCustody::keepKeyInFile(const QByteArray& passphrase, Done done) {
    const crypto::TenantKey key = m_keyInUse();
    const QString path = keyFilePath();
    if (key.isNull() || path.isEmpty()) {
        done(false, tr("There is no key to keep yet."));
        return;
    }
    QPointer<TenantKeyCustody> self(this);
    runAside([self, key, path, secret = secretCopy(passphrase), done] {
        const QString error = TenantKeyFile::keep(path, key, view(*secret));
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, error, done, path] {
                if (!self)
                    return;
                if (error.isEmpty())
                    self->useKeyringKey(Custody::KeyFile);
                done(error.isEmpty(), error.isEmpty()
                                          ? tr("The key is kept in %1; the next start asks for its "
                                               "passphrase.")
                                                .arg(QDir::toNativeSeparators(path))
                                          : error);
            },
            Qt::QueuedConnection);
    });
}

void TenantKeyCustody::unlockKeyFile(const QByteArray& passphrase, Done done) {
    const QString path = keyFilePath();
    QPointer<TenantKeyCustody> self(this);
    runAside([self, path, secret = secretCopy(passphrase), done] {
        QString error;
        const crypto::TenantKey key = TenantKeyFile::read(path, view(*secret), &error);
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
                    self->useKeyringKey(Custody::KeyFile);
                    done(outcome.ok,
                         outcome.ok ? tr("Key %1 is unlocked.").arg(key.fingerprint()) : outcome.message);
                });
            },
            Qt::QueuedConnection);
    });
}

void TenantKeyCustody::exportKey(const QString& path, const QByteArray& passphrase, Done done) {
    const crypto::TenantKey key = m_keyInUse();
    if (key.isNull()) {
        done(false, tr("There is no key to export yet."));
        return;
    }
    QPointer<TenantKeyCustody> self(this);
    runAside([self, key, path, secret = secretCopy(passphrase), done] {
        // Owner-only from the first byte, like the key file the console keeps itself.
        const QString error = TenantKeyFile::write(path, key, view(*secret));
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, done, error] {
                if (!self)
                    return;
                // The person holds a copy now: uploads with a memory-only key may go ahead.
                if (error.isEmpty() && !self->m_riskAccepted && self->m_custody == Custody::MemoryOnly)
                    self->acceptRisk();
                done(error.isEmpty(), error);
            },
            Qt::QueuedConnection);
    });
}

QString TenantKeyCustody::keyFileFingerprint(const QString& path, QString* error) {
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

void TenantKeyCustody::importKey(const QString& path, const QByteArray& passphrase, Done done) {
    QPointer<TenantKeyCustody> self(this);
    runAside([self, path, secret = secretCopy(passphrase), done] {
        QString error;
        const crypto::TenantKey key = TenantKeyFile::read(path, view(*secret), &error);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, key, error, done] {
                if (!self)
                    return;
                if (key.isNull()) {
                    done(false, error);
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
                        self->useKeyringKey(Custody::MemoryOnly);
                    } else {
                        self->m_needsKey = false;
                        self->m_useKey(key);
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

} // namespace cd
