#pragma once

#include "ClusterSpec.h"

#include <QDateTime>
#include <QString>

namespace cd {

// A named launch form shared in the tenant (GET /v1/templates). Secret variables keep their names
// only: whoever launches from the template enters the values again.
struct LaunchTemplate {
    QString id;
    QString name;
    QString description;
    ClusterSpec spec; // spec.name may be empty: the person names each cluster
    QString createdBy;
    QDateTime createdAt;
    QDateTime updatedAt;
    QString etag;
    bool operator==(const LaunchTemplate&) const = default;
};

} // namespace cd
