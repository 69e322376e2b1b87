#include "ApiKeysSession.h"

#include "api/PagedCall.h"
#include "api/PlatformClient.h"
#include "core/ErrorText.h"

#include <QUuid>

namespace cd {

namespace {

// Whether the platform may have made the key although no answer came: then a retry must go under
// the same Idempotency-Key. A refusal (4xx) made nothing, so the next try starts afresh.
bool mayHaveBeenMade(const Error& error) {
    switch (error.kind) {
    case ErrorKind::Network:
    case ErrorKind::Timeout:
    case ErrorKind::Server:
    case ErrorKind::BadResponse:
    case ErrorKind::RateLimited:
        return true;
    default:
        return false;
    }
}

} // namespace

ApiKeysSession::ApiKeysSession(QObject* parent)
    : QObject(parent) {}

ApiKeysSession::~ApiKeysSession() = default;

void ApiKeysSession::setClient(PlatformClient* client) {
    m_load.cancel();
    delete m_create;
    m_client = client;
    m_keys.clear();
    m_retryKey.clear();
    Q_EMIT clientChanged();
    Q_EMIT keysChanged();
}

QString ApiKeysSession::sentence(const Error& error) {
    if (error.code == u"role_too_high")
        return tr("Your role cannot hand out this role: owners give any role, admins any but owner.");
    if (error.code == u"key_not_replayable")
        return tr("The key was created, but a key is shown only once. Revoke it and create another.");
    if (error.code == u"idempotency_key_reused")
        return tr("This request changed while it was being retried. Create the key again.");
    if (error.kind == ErrorKind::Unprocessable) {
        if (error.field == u"name")
            return tr("Give the key a name of 1 to 80 characters, for example \"ci-deploy\".");
        if (error.field == u"role")
            return tr("Choose one of the roles owner, admin, member, viewer or billing.");
        if (error.field == u"expires_at")
            return tr("Choose an expiry in the future and at most two years ahead, or none.");
    }
    if (error.kind == ErrorKind::NotFound)
        return tr("That key or member is no longer there: someone may have removed it. Refresh to see "
                  "the current keys.");
    return ErrorText::sentence(error);
}

void ApiKeysSession::load() {
    if (!m_client)
        return;
    auto* call = m_client->apiKeys(this);
    m_load.start(
        call,
        [this, call] {
            m_keys = call->items();
            Q_EMIT keysChanged();
        },
        [this](const Error& error) {
            Q_EMIT failed(sentence(error));
            Q_EMIT failedWith(error);
        });
}

QByteArray ApiKeysSession::idempotencyKeyFor(const ApiKeyRequest& request) const {
    if (!m_retryKey.isEmpty() && request == m_retryRequest)
        return m_retryKey;
    return {};
}

void ApiKeysSession::create(const ApiKeyRequest& request) {
    if (!m_client || m_create)
        return;
    QByteArray key = idempotencyKeyFor(request);
    if (key.isEmpty())
        key = QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
    m_retryRequest = request;
    m_retryKey = key;
    auto* call = m_client->createApiKey(request, key, this);
    m_create = call;
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        // Done now, not when deleted: a retry may come before the event loop turns.
        m_create.clear();
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        if (!call->succeeded()) {
            if (!mayHaveBeenMade(call->error()))
                m_retryKey.clear();
            Q_EMIT createFailed(sentence(call->error()));
            Q_EMIT failedWith(call->error());
            return;
        }
        m_retryKey.clear();
        const NewApiKey made = call->value();
        m_keys.prepend(made.key);
        Q_EMIT created(made);
        Q_EMIT keysChanged();
    });
}

void ApiKeysSession::revoke(const QString& id) {
    if (!m_client)
        return;
    auto* call = m_client->revokeApiKey(id, this);
    connect(call, &ApiCall::finished, this, [this, call, id] {
        call->deleteLater();
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        // Already gone is what was asked for.
        if (!call->succeeded() && call->error().kind != ErrorKind::NotFound) {
            Q_EMIT failed(sentence(call->error()));
            Q_EMIT failedWith(call->error());
            return;
        }
        m_keys.removeIf([&](const ApiKey& k) { return k.id == id; });
        Q_EMIT revoked(id);
        Q_EMIT keysChanged();
    });
}

} // namespace cd
