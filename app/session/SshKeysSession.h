#pragma once

#include "core/Error.h"
#include "core/SshKey.h"
#include "session/ListLoad.h"

#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QPointer>

namespace cd {

class ApiCall;
class PlatformClient;

// What the Account page's SSH keys and the launch dialog's key picker work through: the calling
// user's keys, added and deleted. Failures come as sentences a person can act on.
class SshKeysSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshKeysSession)

public:
    explicit SshKeysSession(QObject* parent = nullptr);
    ~SshKeysSession() override;

    void setClient(PlatformClient* client);
    bool hasClient() const { return !m_client.isNull(); }
    bool isLoading() const { return m_load.isLoading(); }
    const QList<SshKey>& keys() const { return m_keys; }

    void load();
    void add(const QString& name, const QString& publicKey);
    void remove(const QString& id);

    // The sentence for a failed call: the platform's own reason for a refused key, else ErrorText's.
    static QString sentence(const Error& error);

Q_SIGNALS:
    void clientChanged();
    void keysChanged();
    void added(const cd::SshKey& key);
    void failed(const QString& sentence);

private:
    QPointer<PlatformClient> m_client;
    ListLoad m_load;
    QList<SshKey> m_keys;
};

} // namespace cd
