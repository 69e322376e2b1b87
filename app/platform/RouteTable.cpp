#include "RouteTable.h"

#include "AccountRoutes.h"
#include "AlertRoutes.h"
#include "ApiKeyRoutes.h"
#include "AuditRoutes.h"
#include "BillingRoutes.h"
#include "CatalogRoutes.h"
#include "ClusterRoutes.h"
#include "DatasetRoutes.h"
#include "LogRoutes.h"
#include "MemberRoutes.h"
#include "MetricsRoutes.h"
#include "Platform.h"
#include "PlatformJson.h"
#include "SshKeyRoutes.h"
#include "StreamRoutes.h"
#include "TemplateRoutes.h"
#include "UploadRoutes.h"
#include "WorkloadRoutes.h"

#include "BuildInfo.h"

namespace cd::sim {

namespace {

Response health(const RouteContext& c) {
    return jsonResponse(200, QJsonObject{{QStringLiteral("status"), QStringLiteral("ok")},
                                         {QStringLiteral("time"), rfc3339(c.platform.clock().now())}});
}

Response version(const RouteContext&) {
    return jsonResponse(200, QJsonObject{{QStringLiteral("api"), QStringLiteral("v1")},
                                         {QStringLiteral("server"), QStringLiteral("clusterdesk-sim")},
                                         {QStringLiteral("version"), QString::fromLatin1(build::version)}});
}

// The segment a pattern's '*' stands for: the id of the object the path names.
const QString& objectId(const RouteContext& c) {
    return c.segments[1];
}

constexpr QStringView catalogDenied = u"Your role (%1) cannot see the catalog.";
constexpr QStringView clustersDenied = u"Your role (%1) cannot see clusters.";
constexpr QStringView clusterChangesDenied =
    u"Your role (%1) can look at clusters but not launch or change them. Ask an owner or admin of your "
    u"tenant for the member role.";
constexpr QStringView metricsDenied = u"Your role cannot read metrics.";
constexpr QStringView logsDenied = u"Your role (%1) cannot read what workloads print.";
constexpr QStringView datasetsDenied = u"Your role (%1) cannot see datasets.";
constexpr QStringView uploadDenied =
    u"Your role (%1) cannot upload data. Ask an owner or admin of your tenant for the member role.";
constexpr QStringView costsDenied = u"Your role (%1) cannot see costs.";
constexpr QStringView templatesDenied = u"Your role (%1) cannot see launch templates.";
constexpr QStringView templateChangesDenied =
    u"Your role (%1) can use launch templates but not save or delete them. Ask an owner or admin of your "
    u"tenant for the member role.";
constexpr QStringView sshKeysDenied =
    u"Your role (%1) cannot reach nodes over SSH, so it has no SSH keys. Ask an owner or admin of your "
    u"tenant for the member role.";

constexpr QStringView apiKeysDenied =
    u"Your role (%1) cannot manage the tenant's API keys. Ask an owner or admin of your tenant.";

constexpr QStringView membersDenied =
    u"Your role (%1) cannot manage the tenant's members. Ask an owner or admin of your tenant.";

using F = Route::Flag;
constexpr unsigned tenant = F::TenantData;

// Every operation of resources/api/openapi.yaml, in its order. tst_route_table compares the two.
const Route table[] = {
    {.method = "GET", .pattern = "health", .handler = health, .flags = F::Public},
    {.method = "GET", .pattern = "version", .handler = version, .flags = F::Public},
    {.method = "GET", .pattern = "me", .handler = AccountRoutes::me},
    // A user's own keys: no tenant's data, so support staff have none to view (and no access).
    {.method = "GET",
     .pattern = "ssh-keys",
     .permission = "ssh-keys:read",
     .denied = sshKeysDenied,
     .handler = SshKeyRoutes::list},
    {.method = "POST",
     .pattern = "ssh-keys",
     .permission = "ssh-keys:write",
     .denied = sshKeysDenied,
     .handler = SshKeyRoutes::create},
    {.method = "DELETE",
     .pattern = "ssh-keys/*",
     .permission = "ssh-keys:write",
     .denied = sshKeysDenied,
     .handler = [](const RouteContext& c) { return SshKeyRoutes::remove(c, objectId(c)); }},
    // The tenant's API keys: its owners and admins hand them out; support staff may look.
    {.method = "GET",
     .pattern = "api-keys",
     .permission = "api-keys:read",
     .denied = apiKeysDenied,
     .handler = ApiKeyRoutes::list,
     .flags = tenant},
    {.method = "POST",
     .pattern = "api-keys",
     .permission = "api-keys:write",
     .denied = apiKeysDenied,
     .handler = ApiKeyRoutes::create,
     .flags = tenant | F::AuditsItself},
    {.method = "DELETE",
     .pattern = "api-keys/*",
     .permission = "api-keys:write",
     .denied = apiKeysDenied,
     .handler = [](const RouteContext& c) { return ApiKeyRoutes::remove(c, objectId(c)); },
     .flags = tenant | F::AuditsItself},
    // Who belongs to the tenant: its owners and admins invite, change roles and remove; support
    // staff may look. "invitations" comes before "*", which it would otherwise match.
    {.method = "GET",
     .pattern = "members",
     .permission = "members:read",
     .denied = membersDenied,
     .handler = MemberRoutes::list,
     .flags = tenant},
    {.method = "POST",
     .pattern = "members/invitations",
     .permission = "members:write",
     .denied = membersDenied,
     .handler = MemberRoutes::invite,
     .flags = tenant | F::AuditsItself},
    {.method = "GET",
     .pattern = "members/*",
     .permission = "members:read",
     .denied = membersDenied,
     .handler = [](const RouteContext& c) { return MemberRoutes::get(c, objectId(c)); },
     .flags = tenant},
    {.method = "PATCH",
     .pattern = "members/*",
     .permission = "members:write",
     .denied = membersDenied,
     .handler = [](const RouteContext& c) { return MemberRoutes::update(c, objectId(c)); },
     .flags = tenant | F::AuditsItself},
    {.method = "DELETE",
     .pattern = "members/*",
     .permission = "members:write",
     .denied = membersDenied,
     .handler = [](const RouteContext& c) { return MemberRoutes::remove(c, objectId(c)); },
     .flags = tenant | F::AuditsItself},

    {.method = "GET",
     .pattern = "regions",
     .permission = "catalog:read",
     .denied = catalogDenied,
     .handler = CatalogRoutes::regions},
    {.method = "GET",
     .pattern = "offerings",
     .permission = "catalog:read",
     .denied = catalogDenied,
     .handler = CatalogRoutes::offerings},
    {.method = "GET",
     .pattern = "offerings/*",
     .permission = "catalog:read",
     .denied = catalogDenied,
     .handler = [](const RouteContext& c) { return CatalogRoutes::offering(c, objectId(c)); }},

    {.method = "POST",
     .pattern = "estimates",
     .permission = "clusters:read",
     .denied = clustersDenied,
     .handler = ClusterRoutes::estimate,
     .flags = F::ComputesOnly},
    {.method = "GET",
     .pattern = "clusters",
     .permission = "clusters:read",
     .denied = clustersDenied,
     .handler = ClusterRoutes::list,
     .flags = tenant},
    {.method = "POST",
     .pattern = "clusters",
     .permission = "clusters:write",
     .denied = clusterChangesDenied,
     .handler = ClusterRoutes::launch,
     .flags = tenant},
    {.method = "GET",
     .pattern = "clusters/*",
     .permission = "clusters:read",
     .denied = clustersDenied,
     .handler = [](const RouteContext& c) { return ClusterRoutes::get(c, objectId(c)); },
     .flags = tenant},
    {.method = "PATCH",
     .pattern = "clusters/*",
     .permission = "clusters:write",
     .denied = clusterChangesDenied,
     .handler = [](const RouteContext& c) { return ClusterRoutes::resize(c, objectId(c)); },
     .flags = tenant},
    {.method = "DELETE",
     .pattern = "clusters/*",
     .permission = "clusters:write",
     .denied = clusterChangesDenied,
     .handler = [](const RouteContext& c) { return ClusterRoutes::terminate(c, objectId(c)); },
     .flags = tenant},
    {.method = "POST",
     .pattern = "clusters/*/actions/stop",
     .permission = "clusters:write",
     .denied = clusterChangesDenied,
     .handler =
         [](const RouteContext& c) { return ClusterRoutes::action(c, objectId(c), QStringLiteral("stop")); },
     .flags = tenant},
    {.method = "POST",
     .pattern = "clusters/*/actions/start",
     .permission = "clusters:write",
     .denied = clusterChangesDenied,
     .handler =
         [](const RouteContext& c) { return ClusterRoutes::action(c, objectId(c), QStringLiteral("start")); },
     .flags = tenant},
    {.method = "POST",
     .pattern = "clusters/*/actions/restart-workload",
     .permission = "clusters:write",
     .denied = clusterChangesDenied,
     .handler = [](const RouteContext& c) { return WorkloadRoutes::restart(c, objectId(c)); },
     .flags = tenant},
    {.method = "GET",
     .pattern = "clusters/*/nodes",
     .permission = "clusters:read",
     .denied = clustersDenied,
     .handler = [](const RouteContext& c) { return ClusterRoutes::nodes(c, objectId(c)); },
     .flags = tenant},
    {.method = "GET",
     .pattern = "clusters/*/events",
     .permission = "clusters:read",
     .denied = clustersDenied,
     .handler = [](const RouteContext& c) { return ClusterRoutes::events(c, objectId(c)); },
     .flags = tenant},
    {.method = "GET",
     .pattern = "clusters/*/checkpoints",
     .permission = "clusters:read",
     .denied = clustersDenied,
     .handler = [](const RouteContext& c) { return WorkloadRoutes::checkpoints(c, objectId(c)); },
     .flags = tenant},
    {.method = "GET",
     .pattern = "clusters/*/logs",
     .permission = "logs:read",
     .denied = logsDenied,
     .handler = [](const RouteContext& c) { return LogRoutes::list(c, objectId(c)); },
     .flags = tenant},
    {.method = "GET",
     .pattern = "clusters/*/logs/stream",
     .permission = "logs:read",
     .denied = logsDenied,
     .handler = StreamRoutes::required,
     .openStream = LogRoutes::stream,
     .flags = tenant},
    {.method = "GET",
     .pattern = "events/stream",
     .permission = "clusters:read",
     .denied = u"Your role cannot follow cluster events.",
     .handler = StreamRoutes::required,
     .openStream = StreamRoutes::events,
     .flags = tenant},
    {.method = "GET",
     .pattern = "clusters/*/metrics/query_range",
     .permission = "metrics:read",
     .denied = metricsDenied,
     .handler = [](const RouteContext& c) { return MetricsRoutes::queryRange(c, objectId(c)); },
     .flags = tenant},
    {.method = "GET",
     .pattern = "clusters/*/metrics/stream",
     .permission = "metrics:read",
     .denied = metricsDenied,
     .handler = StreamRoutes::required,
     .openStream = StreamRoutes::metrics,
     .flags = tenant},
    {.method = "GET",
     .pattern = "metrics",
     .permission = "metrics:read",
     .denied = metricsDenied,
     .handler = MetricsRoutes::exposition,
     .flags = tenant},

    {.method = "OPTIONS", .pattern = "uploads", .handler = UploadRoutes::options, .flags = tenant},
    {.method = "POST",
     .pattern = "uploads",
     .permission = "datasets:write",
     .denied = uploadDenied,
     .handler = UploadRoutes::create,
     .flags = tenant | F::Tus},
    {.method = "HEAD",
     .pattern = "uploads/*",
     .permission = "datasets:read",
     .handler = [](const RouteContext& c) { return UploadRoutes::head(c, objectId(c)); },
     .flags = tenant | F::Tus | F::UploadData},
    {.method = "PATCH",
     .pattern = "uploads/*",
     .permission = "datasets:write",
     .denied = uploadDenied,
     .handler = [](const RouteContext& c) { return UploadRoutes::patch(c, objectId(c)); },
     .flags = tenant | F::Tus | F::UploadData},
    {.method = "DELETE",
     .pattern = "uploads/*",
     .permission = "datasets:write",
     .denied = uploadDenied,
     .handler = [](const RouteContext& c) { return UploadRoutes::terminate(c, objectId(c)); },
     .flags = tenant | F::Tus},
    {.method = "GET",
     .pattern = "datasets",
     .permission = "datasets:read",
     .denied = datasetsDenied,
     .handler = DatasetRoutes::list,
     .flags = tenant},
    {.method = "GET",
     .pattern = "datasets/*",
     .permission = "datasets:read",
     .denied = datasetsDenied,
     .handler = [](const RouteContext& c) { return DatasetRoutes::get(c, objectId(c)); },
     .flags = tenant},
    {.method = "DELETE",
     .pattern = "datasets/*",
     .permission = "datasets:write",
     .denied = u"Your role (%1) can see datasets but not delete them.",
     .handler = [](const RouteContext& c) { return DatasetRoutes::remove(c, objectId(c)); },
     .flags = tenant},
    {.method = "GET",
     .pattern = "datasets/*/content",
     .permission = "datasets:read",
     .denied = datasetsDenied,
     .handler = [](const RouteContext& c) { return DatasetRoutes::content(c, objectId(c)); },
     .flags = tenant},

    // Launch templates, shared in a tenant; support staff read them with X-Tenant-Id.
    {.method = "GET",
     .pattern = "templates",
     .permission = "templates:read",
     .denied = templatesDenied,
     .handler = TemplateRoutes::list,
     .flags = tenant},
    {.method = "POST",
     .pattern = "templates",
     .permission = "templates:write",
     .denied = templateChangesDenied,
     .handler = TemplateRoutes::create,
     .flags = tenant},
    {.method = "GET",
     .pattern = "templates/*",
     .permission = "templates:read",
     .denied = templatesDenied,
     .handler = [](const RouteContext& c) { return TemplateRoutes::get(c, objectId(c)); },
     .flags = tenant},
    {.method = "PUT",
     .pattern = "templates/*",
     .permission = "templates:write",
     .denied = templateChangesDenied,
     .handler = [](const RouteContext& c) { return TemplateRoutes::update(c, objectId(c)); },
     .flags = tenant},
    {.method = "DELETE",
     .pattern = "templates/*",
     .permission = "templates:write",
     .denied = templateChangesDenied,
     .handler = [](const RouteContext& c) { return TemplateRoutes::remove(c, objectId(c)); },
     .flags = tenant},

    {.method = "GET",
     .pattern = "billing/line-items",
     .permission = "billing:read",
     .denied = costsDenied,
     .handler = BillingRoutes::lineItems,
     .flags = tenant},
    {.method = "GET",
     .pattern = "billing/summary",
     .permission = "billing:read",
     .denied = costsDenied,
     .handler = BillingRoutes::summary,
     .flags = tenant},
    {.method = "GET",
     .pattern = "billing/budgets",
     .permission = "billing:read",
     .denied = costsDenied,
     .handler = BillingRoutes::budgets,
     .flags = tenant},
    {.method = "PUT",
     .pattern = "billing/budgets",
     .permission = "billing:write",
     .denied = u"Your role (%1) can see costs but not change budgets.",
     .handler = BillingRoutes::setBudgets,
     .flags = tenant},
    {.method = "GET",
     .pattern = "billing/invoices",
     .permission = "billing:read",
     .denied = costsDenied,
     .handler = BillingRoutes::invoices,
     .flags = tenant},

    // What the tenant should hear of: budgets, failed nodes, idle GPUs, expired uploads, failed workloads.
    {.method = "GET",
     .pattern = "alerts",
     .permission = "clusters:read",
     .denied = clustersDenied,
     .handler = AlertRoutes::list,
     .flags = tenant},
    {.method = "GET",
     .pattern = "tenants",
     .permission = "tenants:read",
     .denied = u"Only support staff can list tenants.",
     .handler = AccountRoutes::tenants},
    // Read-only through the API: no method writes or removes an entry.
    {.method = "GET",
     .pattern = "audit-log",
     .permission = "audit:read",
     .denied = u"Your role (%1) cannot read the audit log: only the tenant's owners and admins can.",
     .handler = AuditRoutes::list,
     .flags = tenant},
};

bool pathMatches(const Route& route, const QStringList& segments) {
    const QStringList parts = QString::fromLatin1(route.pattern).split(u'/');
    if (parts.size() != segments.size())
        return false;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts[i] != u"*" && parts[i] != segments[i])
            return false;
    }
    return true;
}

bool methodMatches(const Route& route, const QByteArray& method) {
    // A public GET answers HEAD too: load balancers ask that way.
    return method == route.method ||
           (route.has(Route::Public) && method == "HEAD" && qstrcmp(route.method, "GET") == 0);
}

} // namespace

QString Route::contractPath() const {
    QStringList parts = QString::fromLatin1(pattern).split(u'/');
    for (QString& part : parts) {
        if (part == u"*")
            part = QStringLiteral("{}");
    }
    return u"/v1/" + parts.join(u'/');
}

std::span<const Route> RouteTable::routes() {
    return table;
}

RouteMatch RouteTable::find(const QByteArray& method, const QStringList& segments) {
    RouteMatch match;
    for (const Route& route : table) {
        if (!pathMatches(route, segments))
            continue;
        match.pathKnown = true;
        match.pathPublic = match.pathPublic || route.has(Route::Public);
        if (!match.route && methodMatches(route, method))
            match.route = &route;
    }
    return match;
}

bool RouteTable::isTenantData(const QStringList& segments) {
    if (segments.isEmpty())
        return false;
    for (const Route& route : table) {
        if (route.has(Route::TenantData) &&
            QString::fromLatin1(route.pattern).section(u'/', 0, 0) == segments[0])
            return true;
    }
    return false;
}

} // namespace cd::sim
