#include "AuditSession.h"

#include "api/PagedCall.h"
#include "api/PlatformClient.h"

#include <QDateTime>

namespace cd {

AuditSession::AuditSession(QObject* parent)
    : QObject(parent) {
    connect(&m_freshness, &StaleAfter::due, this, [this] { load(m_supportOnly); });
}

AuditSession::~AuditSession() = default;

void AuditSession::setClient(PlatformClient* client) {
    delete m_call;
    m_client = client;
    m_freshness.reset();
    Q_EMIT clientChanged();
}

void AuditSession::load(bool supportOnly) {
    if (!m_client)
        return;
    delete m_call;
    m_supportOnly = supportOnly;
    m_freshness.started();
    auto* call = m_client->auditLog(supportOnly, QDateTime::currentDateTimeUtc().addDays(-auditDays), this);
    m_call = call;
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        m_freshness.finished(call->succeeded());
        if (!call->succeeded()) {
            Q_EMIT failed(call->error());
            return;
        }
        Q_EMIT loaded(call->items());
    });
}

} // namespace cd
