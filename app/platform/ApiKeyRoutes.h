#pragma once

#include "ApiKeyStore.h"
#include "RouteContext.h"

#include <QJsonObject>

namespace cd::sim {

// GET, POST /v1/api-keys and DELETE /v1/api-keys/{id}: a tenant's owners and admins hand out and
// take back keys. No answer but POST's 201 ever holds a key, and nothing holds its hash.
class ApiKeyRoutes {
public:
    static QJsonObject keyJson(const ApiKeyStore::Record& record);

    static Response list(const RouteContext& context);
    static Response create(const RouteContext& context);
    static Response remove(const RouteContext& context, const QString& id);
};

} // namespace cd::sim
