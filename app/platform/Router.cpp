#include "Router.h"

#include "AccountRoutes.h"
#include "AuditLog.h"
#include "AuditRoutes.h"
#include "BillingRoutes.h"
#include "CatalogRoutes.h"
#include "ClusterRoutes.h"
#include "DatasetRoutes.h"
#include "EventStream.h"
#include "MetricsRoutes.h"
#include "MetricsStream.h"
#include "Platform.h"
#include "PlatformJson.h"
#include "Problem.h"
#include "RolePolicy.h"
#include "RouteContext.h"
#include "UploadRoutes.h"

#include "BuildInfo.h"

#include <QUrl>

namespace cd::sim {

namespace {

// Routes the contract lists but this platform does not serve yet: they answer 501, so a console
// can tell "not there yet" from "wrong path". '*' matches one path segment.
struct PlannedRoute {
    const char* method;
    const char* pattern;
};
constexpr PlannedRoute plannedRoutes[] = {
    {"GET", "alerts"},
};

// Paths that hold a tenant's own data: support staff must name the tenant (X-Tenant-Id) first.
bool isTenantData(const QStringList& segments) {
    static const QStringList heads = {QStringLiteral("clusters"), QStringLiteral("events"),
                                      QStringLiteral("uploads"),  QStringLiteral("datasets"),
                                      QStringLiteral("billing"),  QStringLiteral("audit-log"),
                                      QStringLiteral("metrics"),  QStringLiteral("alerts")};
    return !segments.isEmpty() && heads.contains(segments[0]);
}

bool patternMatches(const char* pattern, const QStringList& segments) {
    const QStringList parts = QString::fromLatin1(pattern).split(u'/');
    if (parts.size() != segments.size())
        return false;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts[i] != u"*" && parts[i] != segments[i])
            return false;
    }
    return true;
}

bool isPlanned(const QByteArray& method, const QStringList& segments, bool* pathKnown) {
    for (const PlannedRoute& r : plannedRoutes) {
        if (patternMatches(r.pattern, segments)) {
            *pathKnown = true;
            if (method == r.method)
                return true;
        }
    }
    return false;
}

bool isReadMethod(const QByteArray& method) {
    return method == "GET" || method == "HEAD" || method == "OPTIONS";
}

Response methodNotAllowed(const QString& path) {
    return Problem{405,
                   QStringLiteral("method_not_allowed"),
                   QStringLiteral("Method not allowed"),
                   QStringLiteral("%1 does not take this method.").arg(path),
                   path,
                   0}
        .toResponse();
}

Response health(Platform& platform) {
    return jsonResponse(200, QJsonObject{{QStringLiteral("status"), QStringLiteral("ok")},
                                         {QStringLiteral("time"), rfc3339(platform.clock().now())}});
}

Response version() {
    return jsonResponse(200, QJsonObject{{QStringLiteral("api"), QStringLiteral("v1")},
                                         {QStringLiteral("server"), QStringLiteral("clusterdesk-sim")},
                                         {QStringLiteral("version"), QString::fromLatin1(build::version)}});
}

// A GET of a stream's path that is not read as a stream (Router::handle, not openStream).
Response streamRequired(const QString& path) {
    return Problem{400,
                   QStringLiteral("stream_required"),
                   QStringLiteral("Stream required"),
                   QStringLiteral("This is a text/event-stream; open it as a stream."),
                   path,
                   0}
        .toResponse();
}

// Last-Event-ID: 0 when absent, nothing when it is not an id.
std::optional<qint64> lastEventId(const Request& request) {
    bool ok = true;
    const QByteArray last = request.headers.value("Last-Event-ID").trimmed();
    const qint64 id = last.isEmpty() ? 0 : last.toLongLong(&ok);
    if (!ok || id < 0)
        return std::nullopt;
    return id;
}

QByteArray bearerToken(const Request& request) {
    const QByteArray auth = request.headers.value("Authorization").trimmed();
    if (auth.size() < 7 || auth.left(7).compare("Bearer ", Qt::CaseInsensitive) != 0)
        return {};
    return auth.mid(7).trimmed();
}

} // namespace

namespace {
QStringList splitPath(const QByteArray& path) {
    QStringList segments;
    for (const QByteArray& raw : path.mid(4).split('/'))
        segments.append(QUrl::fromPercentEncoding(raw));
    if (!segments.isEmpty() && segments.last().isEmpty())
        segments.removeLast();
    return segments;
}
} // namespace

std::variant<Response, RouteContext> Router::admit(const Request& request, const QByteArray& peer,
                                                   const QStringList& segments) {
    const QByteArray key = bearerToken(request);
    if (key.isEmpty()) {
        if (const int wait = m_platform.rateLimiter().acquire("anon:" + peer))
            return Problem::tooManyRequests(wait).toResponse();
        return Problem::unauthorized(QStringLiteral("Send an API key as 'Authorization: Bearer <key>'."))
            .toResponse();
    }
    const auto principal = m_platform.directory().authenticate(key);
    // Upload data (PATCH, and HEAD to find the offset) is metered by bytes, not requests: a
    // 4 GiB upload is thousands of PATCHes. Unknown keys share one bucket per peer, so guessing
    // keys is throttled too.
    const bool uploadData = segments.size() == 2 && segments[0] == u"uploads" &&
                            (request.method == "PATCH" || request.method == "HEAD");
    if (const int wait = principal && uploadData
                             ? 0
                             : m_platform.rateLimiter().acquire(principal ? "key:" + principal->keyId.toUtf8()
                                                                          : "bad:" + peer))
        return Problem::tooManyRequests(wait).toResponse();
    if (!principal)
        return Problem::unauthorized(QStringLiteral("This API key is not valid. Check it, or ask an owner of "
                                                    "your tenant for a new one."))
            .toResponse();

    RouteContext context{request, segments, *principal, m_platform};
    const QByteArray tenantHeader = request.headers.value("X-Tenant-Id");
    if (!tenantHeader.isEmpty()) {
        if (principal->role != Role::Support) {
            if (QString::fromUtf8(tenantHeader) != principal->tenantId)
                return Problem::forbidden(QStringLiteral("X-Tenant-Id is for support staff; your key already "
                                                         "belongs to a tenant."))
                    .toResponse();
        } else {
            const auto tenant = m_platform.directory().tenant(QString::fromUtf8(tenantHeader));
            if (!tenant)
                return Problem::notFound(QStringLiteral("tenant"), QString::fromUtf8(tenantHeader))
                    .toResponse();
            context.principal.tenantId = tenant->id;
            context.principal.tenantName = tenant->name;
        }
    }
    // An estimate is a POST that only computes: read-only roles may ask for one.
    const bool computesOnly = request.method == "POST" && segments.size() == 1 && segments[0] == u"estimates";
    if (RolePolicy::isReadOnly(principal->role) && !isReadMethod(request.method) && !computesOnly) {
        // The attempt goes into the tenant's audit log, so its people see what was tried.
        (void)audit(context, 403);
        return Problem::forbidden(QStringLiteral("Support access is read-only.")).toResponse();
    }
    if (principal->role == Role::Support && context.principal.tenantId.isEmpty() && isTenantData(segments) &&
        request.method != "OPTIONS")
        return Problem::forbidden(QStringLiteral("Support staff choose a tenant first: send X-Tenant-Id with "
                                                 "the tenant's id (GET /v1/tenants lists them)."))
            .toResponse();
    return context;
}

bool Router::isStream(const Request& request) {
    if (request.method != "GET" || !request.path.startsWith("/v1/"))
        return false;
    if (request.path == "/v1/events/stream" || request.path == "/v1/events/stream/")
        return true;
    const QStringList segments = splitPath(request.path);
    return segments.size() == 4 && segments[0] == u"clusters" && segments[2] == u"metrics" &&
           segments[3] == u"stream";
}

std::variant<Response, std::unique_ptr<ServerStream>> Router::openStream(const Request& request,
                                                                         const QByteArray& peer) {
    auto admitted = admit(request, peer, splitPath(request.path));
    if (auto* refused = std::get_if<Response>(&admitted))
        return std::move(*refused);
    const RouteContext& context = std::get<RouteContext>(admitted);
    // No catching up here: a stream starts at the present and follows what the ticker applies, and
    // the in-process demo opens streams on the GUI thread.
    auto opened = openStreamFor(context);
    const auto* refused = std::get_if<Response>(&opened);
    if (!audit(context, refused ? refused->status : 200))
        return unrecorded();
    return opened;
}

std::variant<Response, std::unique_ptr<ServerStream>> Router::openStreamFor(const RouteContext& context) {
    const Request& request = context.request;
    if (context.segments.size() == 4 && context.segments[2] == u"metrics")
        return openMetricsStream(context);
    if (!RolePolicy::allows(context.principal.role, QStringLiteral("clusters:read")))
        return Problem::forbidden(QStringLiteral("Your role cannot follow cluster events.")).toResponse();
    const auto lastId = lastEventId(request);
    if (!lastId)
        return Problem::badParameter(QStringLiteral("Last-Event-ID"), QStringLiteral("expected an event id"))
            .toResponse();
    const QString cluster = request.query.queryItemValue(QStringLiteral("cluster_id"));
    return std::make_unique<EventStream>(m_platform.events(), context.principal.tenantId, cluster, *lastId);
}

std::variant<Response, std::unique_ptr<ServerStream>> Router::openMetricsStream(const RouteContext& context) {
    if (!RolePolicy::allows(context.principal.role, QStringLiteral("metrics:read")))
        return Problem::forbidden(QStringLiteral("Your role cannot read metrics.")).toResponse();
    const QString& clusterId = context.segments[1];
    if (!m_platform.telemetrySources(context.principal.tenantId, clusterId))
        return Problem::notFound(QStringLiteral("cluster"), clusterId).toResponse();
    const auto lastId = lastEventId(context.request);
    if (!lastId)
        return Problem::badParameter(QStringLiteral("Last-Event-ID"),
                                     QStringLiteral("expected the second of the last samples received"))
            .toResponse();
    QList<Metric> metrics;
    const QString wanted =
        context.request.query.queryItemValue(QStringLiteral("metrics"), QUrl::FullyDecoded);
    for (const QString& name : wanted.split(u',', Qt::SkipEmptyParts)) {
        const auto metric = MetricCatalog::find(name.trimmed());
        if (!metric)
            return Problem::badParameter(
                       QStringLiteral("metrics"),
                       QStringLiteral("this platform has no metric named %1").arg(name.trimmed()))
                .toResponse();
        if (!metrics.contains(*metric))
            metrics.append(*metric);
    }
    if (metrics.isEmpty()) {
        for (const MetricInfo& m : MetricCatalog::all())
            metrics.append(m.metric);
    }
    return std::make_unique<MetricsStream>(m_platform, context.principal.tenantId, clusterId, *lastId,
                                           std::move(metrics));
}

Response Router::handle(const Request& request, const QByteArray& peer) {
    const QString path = QString::fromUtf8(request.path);
    if (!request.path.startsWith("/v1/"))
        return Problem::notFound(QStringLiteral("resource"), path).toResponse();
    const QStringList segments = splitPath(request.path);
    if (segments.isEmpty())
        return Problem::notFound(QStringLiteral("resource"), path).toResponse();

    // Health and version answer without a key: load balancers and "Test connection" ask them.
    if (segments.size() == 1 && (segments[0] == u"health" || segments[0] == u"version")) {
        if (request.method != "GET" && request.method != "HEAD")
            return methodNotAllowed(path);
        if (const int wait = m_platform.rateLimiter().acquire("anon:" + peer))
            return Problem::tooManyRequests(wait).toResponse();
        return segments[0] == u"health" ? health(m_platform) : version();
    }

    auto admitted = admit(request, peer, segments);
    if (auto* refused = std::get_if<Response>(&admitted))
        return std::move(*refused);
    const RouteContext& context = std::get<RouteContext>(admitted);
    // Whatever was due by now happens before the answer, so no answer shows the platform behind
    // its own clock, and the answer at a given simulated time never depends on when the ticker
    // thread last ran: the same seed and clock tell the same story.
    m_platform.clusters().catchUp();
    Response response = route(context, path);
    if (!audit(context, response.status))
        return unrecorded();
    return response;
}

Response Router::unrecorded() {
    return Problem::internal(QStringLiteral("This access could not be written to the tenant's audit log, so "
                                            "its answer is withheld. Try again."))
        .toResponse();
}

bool Router::audit(const RouteContext& context, int status) {
    const Principal& who = context.principal;
    const QByteArray& m = context.request.method;
    const bool support = who.role == Role::Support;
    const bool estimate = m == "POST" && context.segments.size() == 1 && context.segments[0] == u"estimates";
    // An upload's data comes in thousands of PATCHes: creating and ending the upload are the
    // changes worth a line (support's PATCHes are refused, and recorded as such).
    const bool uploadData = m == "PATCH" && context.segments.size() == 2 && context.segments[0] == u"uploads";
    const bool change = !isReadMethod(m) && !estimate && !(uploadData && !support);
    // Support: every look at a tenant and every refusal. Others: changes that happened, and
    // changes refused. What answered 404 or 400 showed nothing and changed nothing.
    if (!(support || change) || !((status >= 200 && status < 300) || status == 403))
        return true;
    QString error;
    if (m_platform.audit().record(who, AuditLog::actionFor(m, context.segments),
                                  QString::fromUtf8(context.request.path), status == 403, &error))
        return true;
    qWarning("audit: an entry could not be written: %s", qPrintable(error));
    // Support staff see nothing that is not on the record; a refusal stays a refusal.
    return !(support && status != 403);
}

Response Router::route(const RouteContext& context, const QString& path) {
    const Request& request = context.request;
    const QStringList& segments = context.segments;
    const QByteArray& m = request.method;
    const QString& head = segments[0];
    if (segments.size() == 1 && head == u"me")
        return m == "GET" ? AccountRoutes::me(context) : methodNotAllowed(path);
    if (segments.size() == 1 && head == u"tenants")
        return m == "GET" ? AccountRoutes::tenants(context) : methodNotAllowed(path);
    // Read-only through the API: no method writes or removes an entry.
    if (segments.size() == 1 && head == u"audit-log")
        return m == "GET" ? AuditRoutes::list(context) : methodNotAllowed(path);
    if (segments.size() == 1 && head == u"regions")
        return m == "GET" ? CatalogRoutes::regions(context) : methodNotAllowed(path);
    if (segments.size() == 1 && head == u"offerings")
        return m == "GET" ? CatalogRoutes::offerings(context) : methodNotAllowed(path);
    if (segments.size() == 2 && head == u"offerings")
        return m == "GET" ? CatalogRoutes::offering(context, segments[1]) : methodNotAllowed(path);

    if (head == u"metrics" && segments.size() == 1)
        return m == "GET" ? MetricsRoutes::exposition(context) : methodNotAllowed(path);
    if (head == u"estimates" && segments.size() == 1)
        return m == "POST" ? ClusterRoutes::estimate(context) : methodNotAllowed(path);
    if (head == u"events" && segments.size() == 2 && segments[1] == u"stream")
        return m == "GET" ? streamRequired(path) : methodNotAllowed(path);
    if (head == u"clusters") {
        if (segments.size() == 1) {
            if (m == "GET")
                return ClusterRoutes::list(context);
            return m == "POST" ? ClusterRoutes::launch(context) : methodNotAllowed(path);
        }
        const QString& id = segments[1];
        if (segments.size() == 2) {
            if (m == "GET")
                return ClusterRoutes::get(context, id);
            if (m == "PATCH")
                return ClusterRoutes::resize(context, id);
            return m == "DELETE" ? ClusterRoutes::terminate(context, id) : methodNotAllowed(path);
        }
        if (segments.size() == 3 && segments[2] == u"nodes")
            return m == "GET" ? ClusterRoutes::nodes(context, id) : methodNotAllowed(path);
        if (segments.size() == 3 && segments[2] == u"events")
            return m == "GET" ? ClusterRoutes::events(context, id) : methodNotAllowed(path);
        if (segments.size() == 4 && segments[2] == u"metrics" && segments[3] == u"query_range")
            return m == "GET" ? MetricsRoutes::queryRange(context, id) : methodNotAllowed(path);
        if (segments.size() == 4 && segments[2] == u"metrics" && segments[3] == u"stream")
            return m == "GET" ? streamRequired(path) : methodNotAllowed(path);
        if (segments.size() == 4 && segments[2] == u"actions" &&
            (segments[3] == u"stop" || segments[3] == u"start"))
            return m == "POST" ? ClusterRoutes::action(context, id, segments[3]) : methodNotAllowed(path);
    }

    if (head == u"uploads") {
        if (segments.size() == 1) {
            if (m == "OPTIONS")
                return UploadRoutes::options(context);
            return m == "POST" ? UploadRoutes::create(context) : methodNotAllowed(path);
        }
        if (segments.size() == 2) {
            if (m == "HEAD")
                return UploadRoutes::head(context, segments[1]);
            if (m == "PATCH")
                return UploadRoutes::patch(context, segments[1]);
            return m == "DELETE" ? UploadRoutes::terminate(context, segments[1]) : methodNotAllowed(path);
        }
    }
    if (head == u"datasets") {
        if (segments.size() == 1)
            return m == "GET" ? DatasetRoutes::list(context) : methodNotAllowed(path);
        if (segments.size() == 2) {
            if (m == "GET")
                return DatasetRoutes::get(context, segments[1]);
            return m == "DELETE" ? DatasetRoutes::remove(context, segments[1]) : methodNotAllowed(path);
        }
        if (segments.size() == 3 && segments[2] == u"content")
            return m == "GET" ? DatasetRoutes::content(context, segments[1]) : methodNotAllowed(path);
    }

    if (head == u"billing" && segments.size() == 2) {
        const QString& what = segments[1];
        if (what == u"line-items")
            return m == "GET" ? BillingRoutes::lineItems(context) : methodNotAllowed(path);
        if (what == u"summary")
            return m == "GET" ? BillingRoutes::summary(context) : methodNotAllowed(path);
        if (what == u"invoices")
            return m == "GET" ? BillingRoutes::invoices(context) : methodNotAllowed(path);
        if (what == u"budgets") {
            if (m == "GET")
                return BillingRoutes::budgets(context);
            return m == "PUT" ? BillingRoutes::setBudgets(context) : methodNotAllowed(path);
        }
    }

    bool pathKnown = false;
    if (isPlanned(m, segments, &pathKnown))
        return Problem::notImplemented(QString::fromUtf8(m) + u' ' + path).toResponse();
    if (pathKnown)
        return methodNotAllowed(path);
    return Problem::notFound(QStringLiteral("resource"), path).toResponse();
}

} // namespace cd::sim
