#pragma once

#include "core/ApiKey.h"
#include "core/Error.h"
#include "session/ListLoad.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPointer>

namespace cd {

class ApiCall;
class PlatformClient;

// What the Account area's API keys tab and `cdctl` work through: the tenant's keys, listed, made
// and revoked. A creation that failed on the way (network, timeout, 5xx) is retried under the same
// Idempotency-Key when the same request is made again, so a retry never makes a second key; a
// changed request gets a new one. Failures come as sentences a person can act on.
class ApiKeysSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiKeysSession)

public:
    explicit ApiKeysSession(QObject* parent = nullptr);
    ~ApiKeysSession() override;

    void setClient(PlatformClient* client);
    bool hasClient() const { return !m_client.isNull(); }
    bool isLoading() const { return m_load.isLoading(); }
    const QList<ApiKey>& keys() const { return m_keys; }
    bool isCreating() const { return !m_create.isNull(); }

    void load();
    void create(const ApiKeyRequest& request);
    void revoke(const QString& id);
    // The Idempotency-Key the next create(request) sends (for tests and logs).
    QByteArray idempotencyKeyFor(const ApiKeyRequest& request) const;

    // The sentence for a failed call, with the platform's reason where it gives one.
    static QString sentence(const Error& error);

Q_SIGNALS:
    void clientChanged();
    void keysChanged();
    // The only time the secret is seen: show it, then let it go.
    void created(const cd::NewApiKey& made);
    void createFailed(const QString& sentence);
    void revoked(const QString& id);
    void failed(const QString& sentence);
    // Every failure with its error, beside the sentence of failed() or createFailed(): cdctl
    // chooses its exit code from the kind.
    void failedWith(const cd::Error& error);

private:
    QPointer<PlatformClient> m_client;
    ListLoad m_load;
    QPointer<ApiCall> m_create;
    QList<ApiKey> m_keys;
    // The last creation that did not get an answer, and the key it went out under.
    ApiKeyRequest m_retryRequest;
    QByteArray m_retryKey;
};

} // namespace cd
