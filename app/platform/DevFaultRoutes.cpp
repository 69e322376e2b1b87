#include "DevFaultRoutes.h"

#include "ClusterAdmission.h"
#include "Platform.h"
#include "Problem.h"
#include "RolePolicy.h"
#include "RouteContext.h"

#include <QJsonObject>
#include <QUrl>

namespace cd::sim {

bool DevFaultRoutes::matches(const Request& request) {
    return request.path.startsWith("/dev/");
}

Response DevFaultRoutes::handle(Platform& platform, const Request& request) {
    // /dev/clusters/{id}/nodes/{node}/fail
    const QList<QByteArray> parts = request.path.mid(5).split('/');
    if (request.method != "POST" || parts.size() != 5 || parts[0] != "clusters" || parts[2] != "nodes" ||
        parts[4] != "fail")
        return Problem::notFound(QStringLiteral("resource"), QString::fromUtf8(request.path)).toResponse();
    const QByteArray auth = request.headers.value("Authorization").trimmed();
    const auto principal =
        auth.startsWith("Bearer ") ? platform.directory().authenticate(auth.mid(7).trimmed()) : std::nullopt;
    if (!principal)
        return Problem::unauthorized(QStringLiteral("Send an API key as 'Authorization: Bearer <key>'."))
            .toResponse();
    if (!RolePolicy::allows(principal->role, QStringLiteral("clusters:write")))
        return Problem::forbidden(QStringLiteral("Failing a node needs clusters:write.")).toResponse();
    const QString clusterId = QUrl::fromPercentEncoding(parts[1]);
    const QString node = QUrl::fromPercentEncoding(parts[3]);
    platform.clusters().catchUp();
    if (!platform.clusters().cluster(principal->tenantId, clusterId))
        return Problem::notFound(QStringLiteral("cluster"), clusterId).toResponse();
    const auto failed = platform.clusters().failNode(principal->tenantId, clusterId, node);
    if (!failed)
        return ClusterAdmission::conflict(
                   QStringLiteral("node_not_ready"),
                   QStringLiteral("Cluster %1 is not running or has no ready node '%2'.")
                       .arg(clusterId, node))
            .toResponse();
    return jsonResponse(200, QJsonObject{{QStringLiteral("cluster_id"), failed->clusterId},
                                         {QStringLiteral("node_id"), failed->nodeId}});
}

} // namespace cd::sim
