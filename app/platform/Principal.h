#pragma once

#include "core/Currency.h"
#include "core/Role.h"

#include <QDateTime>
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
    // The key's role: what the key was made for, or (keys made without one) the member's role.
    Role role = Role::Viewer;
    // The member's role now: a permission is allowed only when both roles allow it, so that a
    // member demoted after making a key loses with the next request what the new role lacks.
    Role memberRole = Role::Viewer;
    // The key itself, for GET /v1/me ("Initial key" for the keys the platform was seeded with).
    QString keyName;
    QString keyPrefix;
    QDateTime keyExpiresAt; // invalid: never
};

} // namespace cd::sim
