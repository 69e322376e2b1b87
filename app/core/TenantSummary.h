#pragma once

#include <QDateTime>
#include <QString>

namespace cd {

// One tenant of the platform as GET /v1/tenants lists it, for support staff choosing whom to view.
struct TenantSummary {
    QString id;
    QString name;
    QDateTime createdAt;
};

} // namespace cd
