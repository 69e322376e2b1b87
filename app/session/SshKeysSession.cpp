#include "SshKeysSession.h"

#include "api/PagedCall.h"
#include "api/PlatformClient.h"
#include "core/ErrorText.h"

#include <QUuid>

namespace cd {

SshKeysSession::SshKeysSession(QObject* parent)
    : QObject(parent) {}

SshKeysSession::~SshKeysSession() = default;

void SshKeysSession::setClient(PlatformClient* client) {
    m_load.cancel();
    m_client = client;
    m_keys.clear();
    Q_EMIT clientChanged();
    Q_EMIT keysChanged();
}

QString SshKeysSession::sentence(const Error& error) {
    // A refused key's detail is the reason itself ("RSA keys need at least 3072 bits; ...").
    if ((error.kind == ErrorKind::Unprocessable || error.kind == ErrorKind::Conflict) &&
        !error.detail.isEmpty() && error.code.contains(u"ssh_key"))
        return error.detail;
    return ErrorText::sentence(error);
}

void SshKeysSession::load() {
    if (!m_client)
        return;
    auto* call = m_client->sshKeys(this);
    m_load.start(
        call,
        [this, call] {
            m_keys = call->items();
            Q_EMIT keysChanged();
        },
        [this](const Error& error) { Q_EMIT failed(sentence(error)); });
}

void SshKeysSession::add(const QString& name, const QString& publicKey) {
    if (!m_client)
        return;
    auto* call =
        m_client->addSshKey(name, publicKey, QUuid::createUuid().toByteArray(QUuid::WithoutBraces), this);
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        if (!call->succeeded()) {
            Q_EMIT failed(sentence(call->error()));
            return;
        }
        m_keys.append(call->value());
        Q_EMIT added(call->value());
        Q_EMIT keysChanged();
    });
}

void SshKeysSession::remove(const QString& id) {
    if (!m_client)
        return;
    auto* call = m_client->deleteSshKey(id, this);
    connect(call, &ApiCall::finished, this, [this, call, id] {
        call->deleteLater();
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        // Already gone is what was asked for.
        if (!call->succeeded() && call->error().kind != ErrorKind::NotFound) {
            Q_EMIT failed(sentence(call->error()));
            return;
        }
        m_keys.removeIf([&](const SshKey& k) { return k.id == id; });
        Q_EMIT keysChanged();
    });
}

} // namespace cd
