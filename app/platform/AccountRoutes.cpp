#include "AccountRoutes.h"

#include "Platform.h"
#include "PlatformJson.h"
#include "Problem.h"
#include "RolePolicy.h"

#include <QJsonArray>

namespace cd::sim {

Response AccountRoutes::me(const RouteContext& context)
{
    const Principal& p = context.principal;
    const QJsonValue tenant = p.tenantId.isEmpty()
                                  ? QJsonValue(QJsonValue::Null)
                                  : QJsonValue(QJsonObject{{QStringLiteral("id"), p.tenantId},
                                                           {QStringLiteral("name"), p.tenantName}});
    return jsonResponse(200, QJsonObject{
                                 {QStringLiteral("user"), QJsonObject{{QStringLiteral("id"), p.userId},
                                                                      {QStringLiteral("name"), p.userName},
                                                                      {QStringLiteral("email"), p.email}}},
                                 {QStringLiteral("tenant"), tenant},
                                 {QStringLiteral("role"), roleId(p.role)},
                                 {QStringLiteral("permissions"),
                                  QJsonArray::fromStringList(RolePolicy::permissions(p.role))},
                             });
}

Response AccountRoutes::tenants(const RouteContext& context)
{
    if (!RolePolicy::allows(context.principal.role, QStringLiteral("tenants:read")))
        return Problem::forbidden(QStringLiteral("Only support staff can list tenants.")).toResponse();
    QJsonArray items;
    for (const TenantRecord& t : context.platform.directory().tenants()) {
        items.append(QJsonObject{{QStringLiteral("id"), t.id},
                                 {QStringLiteral("name"), t.name},
                                 {QStringLiteral("created_at"), rfc3339(t.createdAt)}});
    }
    return jsonResponse(200, QJsonObject{{QStringLiteral("items"), items},
                                         {QStringLiteral("next_page_token"), QJsonValue::Null}});
}

} // namespace cd::sim
