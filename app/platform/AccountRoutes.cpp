#include "AccountRoutes.h"

#include "ListPaging.h"
#include "Platform.h"
#include "PlatformJson.h"
#include "Problem.h"
#include "RolePolicy.h"

#include <QJsonArray>

namespace cd::sim {

Response AccountRoutes::me(const RouteContext& context) {
    const Principal& p = context.principal;
    const QJsonValue tenant =
        p.tenantId.isEmpty()
            ? QJsonValue(QJsonValue::Null)
            : QJsonValue(QJsonObject{{QStringLiteral("id"), p.tenantId},
                                     {QStringLiteral("name"), p.tenantName},
                                     {QStringLiteral("currency"), currencyCode(p.tenantCurrency)}});
    return jsonResponse(200,
                        QJsonObject{
                            {QStringLiteral("user"), QJsonObject{{QStringLiteral("id"), p.userId},
                                                                 {QStringLiteral("name"), p.userName},
                                                                 {QStringLiteral("email"), p.email}}},
                            {QStringLiteral("tenant"), tenant},
                            {QStringLiteral("role"), roleId(p.role)},
                            // What this key may do now: its role and its member's current role both allow it.
                            {QStringLiteral("permissions"),
                             QJsonArray::fromStringList(RolePolicy::permissions(p.role, p.memberRole))},
                            {QStringLiteral("api_key"),
                             QJsonObject{{QStringLiteral("id"), p.keyId},
                                         {QStringLiteral("name"), p.keyName},
                                         {QStringLiteral("prefix"), p.keyPrefix},
                                         {QStringLiteral("role"), roleId(p.role)},
                                         {QStringLiteral("expires_at"),
                                          p.keyExpiresAt.isValid() ? QJsonValue(rfc3339(p.keyExpiresAt))
                                                                   : QJsonValue(QJsonValue::Null)}}},
                        });
}

Response AccountRoutes::tenants(const RouteContext& context) {
    auto parsed = ListPaging::parse(context.request.query);
    if (auto* problem = std::get_if<Problem>(&parsed))
        return problem->toResponse();
    const PageRequest& page = std::get<PageRequest>(parsed);
    const QList<TenantRecord> tenants = context.platform.directory().tenants();
    QJsonArray items;
    const qsizetype end = page.end(tenants.size());
    for (qsizetype i = page.begin(tenants.size()); i < end; ++i) {
        items.append(QJsonObject{{QStringLiteral("id"), tenants[i].id},
                                 {QStringLiteral("name"), tenants[i].name},
                                 {QStringLiteral("created_at"), rfc3339(tenants[i].createdAt)}});
    }
    return jsonResponse(
        200, QJsonObject{{QStringLiteral("items"), items},
                         {QStringLiteral("next_page_token"), ListPaging::nextToken(end, tenants.size())}});
}

} // namespace cd::sim
