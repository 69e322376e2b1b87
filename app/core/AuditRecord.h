#pragma once

#include "Role.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace cd {

// One entry of a tenant's audit log, as GET /v1/audit-log gives it: who did what to the tenant,
// when, as whom. Repeats of the same access within minutes are one entry with a count.
struct AuditRecord {
    QString id;
    QDateTime time; // the first time
    QDateTime lastTime;
    int count = 1;
    QString userId;
    QString userName;
    Role role = Role::Viewer;
    QString tenantId;
    QString actingAs; // the tenant support staff viewed; empty for the tenant's own people
    QString action;   // "clusters.read", "billing.budgets.update", ...
    QString resource; // the path asked for
    bool denied = false;
    // What a change changed, when its handler said (member.role_changed: from, to); empty otherwise.
    QJsonObject details;
};

} // namespace cd
