#pragma once

#include "core/Currency.h"
#include "core/Role.h"

#include <QString>

namespace cd::sim {

// Who is calling, as the platform resolved it from the API key (and X-Tenant-Id for support).
struct Principal {
    QString keyId;
    QString userId;
    QString userName;
    QString email;
    QString tenantId; // support: the tenant being viewed, or empty
    QString tenantName;
    Currency tenantCurrency = Currency::USD; // the billing currency of that tenant
    Role role = Role::Viewer;
};

} // namespace cd::sim
