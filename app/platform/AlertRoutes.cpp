#include "AlertRoutes.h"

#include "ListPaging.h"
#include "PlatformAlerts.h"

#include <QJsonArray>

namespace cd::sim {

namespace {

const QStringList& alertTypes() {
    static const QStringList types{QStringLiteral("budget_crossed"), QStringLiteral("node_failed"),
                                   QStringLiteral("gpus_idle"), QStringLiteral("upload_failed"),
                                   QStringLiteral("workload_failed")};
    return types;
}

} // namespace

Response AlertRoutes::list(const RouteContext& context) {
    const QUrlQuery& query = context.request.query;
    const QString state = query.queryItemValue(QStringLiteral("state"), QUrl::FullyDecoded);
    if (query.hasQueryItem(QStringLiteral("state")) && state != u"firing" && state != u"resolved")
        return Problem::badParameter(QStringLiteral("state"), QStringLiteral("expected firing or resolved"))
            .toResponse();
    const QString type = query.queryItemValue(QStringLiteral("type"), QUrl::FullyDecoded);
    if (query.hasQueryItem(QStringLiteral("type")) && !alertTypes().contains(type))
        return Problem::badParameter(QStringLiteral("type"),
                                     QStringLiteral("expected one of %1").arg(alertTypes().join(u", ")))
            .toResponse();
    auto parsed = ListPaging::parse(query);
    if (auto* problem = std::get_if<Problem>(&parsed))
        return problem->toResponse();
    const PageRequest& page = std::get<PageRequest>(parsed);

    QList<PlatformAlert> alerts = PlatformAlerts::gather(context.platform, context.principal.tenantId);
    alerts.removeIf([&](const PlatformAlert& a) {
        return (!state.isEmpty() && a.resolved != (state == u"resolved")) ||
               (!type.isEmpty() && a.type != type);
    });
    QJsonArray items;
    const qsizetype end = page.end(alerts.size());
    for (qsizetype i = page.begin(alerts.size()); i < end; ++i)
        items.append(alerts[i].toJson());
    return jsonResponse(
        200, QJsonObject{{QStringLiteral("items"), items},
                         {QStringLiteral("next_page_token"), ListPaging::nextToken(end, alerts.size())}});
}

} // namespace cd::sim
