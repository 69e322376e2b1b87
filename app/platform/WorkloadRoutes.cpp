#include "WorkloadRoutes.h"

#include "ClusterJson.h"
#include "ListPaging.h"
#include "Platform.h"
#include "Problem.h"
#include "WorkloadJson.h"

#include <QJsonArray>

namespace cd::sim {

Response WorkloadRoutes::restart(const RouteContext& c, const QString& id) {
    const auto outcome = c.platform.clusters().restartWorkload(
        c.principal.tenantId, id, QString::fromUtf8(c.request.headers.value("If-Match").trimmed()));
    if (const auto* problem = std::get_if<Problem>(&outcome))
        return problem->toResponse();
    const Cluster& k = std::get<Cluster>(outcome);
    Response r = jsonResponse(202, ClusterJson::cluster(k, k.hourlyCost.currency()));
    r.headers.set("ETag", k.etag.toUtf8());
    return r;
}

Response WorkloadRoutes::checkpoints(const RouteContext& c, const QString& id) {
    const auto all = c.platform.clusters().checkpoints(c.principal.tenantId, id);
    if (!all)
        return Problem::notFound(QStringLiteral("cluster"), id).toResponse();
    auto parsed = ListPaging::parse(c.request.query);
    if (auto* problem = std::get_if<Problem>(&parsed))
        return problem->toResponse();
    const PageRequest& page = std::get<PageRequest>(parsed);
    QJsonArray items;
    const qsizetype end = page.end(all->size());
    for (qsizetype i = page.begin(all->size()); i < end; ++i)
        items.append(WorkloadJson::checkpoint(all->at(i)));
    return jsonResponse(
        200, QJsonObject{{QStringLiteral("items"), items},
                         {QStringLiteral("next_page_token"), ListPaging::nextToken(end, all->size())}});
}

} // namespace cd::sim
