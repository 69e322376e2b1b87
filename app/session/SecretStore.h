#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

namespace cd {

// Secrets (API keys) in the operating system's keychain through QtKeychain: Keychain on macOS,
// Credential Manager on Windows, Secret Service or KWallet on Linux. Where no keychain service
// runs, the secret is kept in this process's memory only, and the caller is told so: it is never
// written to a settings file.
class SecretStore final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecretStore)

public:
    struct Outcome {
        bool ok = false;
        bool memoryOnly = false; // the keychain was unavailable; kept until the console quits
        QByteArray secret;       // for reads
        QString message;         // what happened, for the person, when not plainly ok
        bool notFound = false;   // for reads: the keychain answered and has no such entry
    };
    using Callback = std::function<void(const Outcome&)>;

    explicit SecretStore(QString service, QObject* parent = nullptr);

    void read(const QString& key, Callback done);
    void write(const QString& key, const QByteArray& secret, Callback done);
    void remove(const QString& key, Callback done);

Q_SIGNALS:
    // A write is going to the keychain (which may prompt the person): tests count them.
    void writing(const QString& key);

private:
    QString m_service;
    QHash<QString, QByteArray> m_memoryOnly;
    // Secrets on their way to the keychain: a read meanwhile (a connection made right after the
    // key was accepted) gets what is being written, not the keychain's older answer or nothing.
    QHash<QString, QByteArray> m_writing;
    QMultiHash<QString, Callback> m_readsAfterWrite; // answered when that write has landed
};

} // namespace cd
