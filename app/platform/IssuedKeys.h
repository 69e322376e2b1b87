#pragma once

#include "core/Role.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

namespace cd::sim {

// The plaintext API keys made when a platform is first created. The platform keeps only their
// hashes, so this is the one moment they can be handed out (clusterdesk-sim --keys-out).
struct IssuedKeys {
    struct TenantKeys {
        QString tenantId;
        QString tenantName;
        QMap<Role, QString> keys;
    };
    QList<TenantKeys> tenants;
    QString supportKey;

    bool isEmpty() const { return tenants.isEmpty() && supportKey.isEmpty(); }
    QJsonObject toJson() const;
};

} // namespace cd::sim
