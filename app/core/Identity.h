#pragma once

#include "Currency.h"
#include "Role.h"

#include <QString>
#include <QStringList>

namespace cd {

// Who an API key belongs to, as GET /v1/me tells it.
struct Identity {
    QString userId;
    QString userName;
    QString email;
    QString tenantId; // empty for support staff not acting as a tenant
    QString tenantName;
    // The tenant's billing currency: launches are quoted and billed in it, whatever currency the
    // Offerings page compares prices in.
    Currency currency = Currency::USD;
    Role role = Role::Viewer;
    QStringList permissions;
};

} // namespace cd
