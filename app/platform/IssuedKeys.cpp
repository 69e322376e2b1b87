#include "IssuedKeys.h"

#include <QJsonArray>

namespace cd::sim {

QJsonObject IssuedKeys::toJson() const {
    QJsonArray list;
    for (const TenantKeys& t : tenants) {
        QJsonObject keys;
        for (auto it = t.keys.cbegin(); it != t.keys.cend(); ++it)
            keys.insert(roleId(it.key()), it.value());
        list.append(QJsonObject{{QStringLiteral("id"), t.tenantId},
                                {QStringLiteral("name"), t.tenantName},
                                {QStringLiteral("keys"), keys}});
    }
    return QJsonObject{{QStringLiteral("tenants"), list},
                       {QStringLiteral("support"), QJsonObject{{QStringLiteral("key"), supportKey}}}};
}

} // namespace cd::sim
