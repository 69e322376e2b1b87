#pragma once

#include "Page.h"

#include "core/AuditRecord.h"
#include "core/Identity.h"
#include "core/Result.h"
#include "core/TenantSummary.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>

namespace cd {

struct ServerVersion {
    QString api;
    QString server;
    QString version;
};

// Decodes GET /v1/me, /v1/version, /v1/health and /v1/tenants.
class AccountDecoder {
public:
    static Result<Identity> identity(const QByteArray& body);
    static Result<ServerVersion> version(const QByteArray& body);
    static Result<QDateTime> health(const QByteArray& body);
    static Result<Page<TenantSummary>> tenantPage(const QByteArray& body);
    static Result<Page<AuditRecord>> auditPage(const QByteArray& body);
};

} // namespace cd
