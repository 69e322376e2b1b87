#include "Router.h"

#include "AuditLog.h"
#include "DevFaultRoutes.h"
#include "KeyCheckedStream.h"
#include "Platform.h"
#include "Problem.h"
#include "RolePolicy.h"
#include "RouteContext.h"
#include "RouteTable.h"
#include "ServerStream.h"
#include "UploadRoutes.h"

#include "core/Role.h"

#include <QUrl>

#include <algorithm>

namespace cd::sim {

namespace {

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

Response notFound(const QByteArray& path) {
    return Problem::notFound(QStringLiteral("resource"), QString::fromUtf8(path)).toResponse();
}

QByteArray bearerToken(const Request& request) {
    const QByteArray auth = request.headers.value("Authorization").trimmed();
    if (auth.size() < 7 || auth.left(7).compare("Bearer ", Qt::CaseInsensitive) != 0)
        return {};
    return auth.mid(7).trimmed();
}

// What a PATCH carries, as its head announces it (the body may not be read yet), or as read.
qint64 uploadBytes(const Request& request) {
    if (request.method != "PATCH")
        return 0;
    bool ok = false;
    const qint64 announced = request.headers.value("Content-Length").toLongLong(&ok);
    return ok ? std::max(announced, qint64(request.body.size())) : qint64(request.body.size());
}

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
                                                   const QStringList& segments, const Route* route) {
    const QByteArray key = bearerToken(request);
    if (key.isEmpty()) {
        if (const int wait = m_platform.rateLimiter().acquire("anon:" + peer))
            return Problem::tooManyRequests(wait).toResponse();
        return Problem::unauthorized(QStringLiteral("Send an API key as 'Authorization: Bearer <key>'."))
            .toResponse();
    }
    const Directory::Verdict verdict = m_platform.directory().check(key);
    const auto& principal = verdict.principal;
    // Upload data (PATCH, and HEAD to find the offset) has budgets of its own, by requests and by
    // the bytes a PATCH announces: a 4 GiB upload is hundreds of PATCHes, too many for the general
    // rate, yet a key must not flood the platform. It is judged here, before the handler, so a
    // refused PATCH writes nothing. Unknown keys share one bucket per peer, so guessing keys is
    // throttled too.
    const bool uploadData = route && route->has(Route::UploadData);
    const QByteArray caller = principal ? "key:" + principal->keyId.toUtf8() : "bad:" + peer;
    if (const int wait = principal && uploadData
                             ? m_platform.rateLimiter().acquireUpload(caller, uploadBytes(request))
                             : m_platform.rateLimiter().acquire(caller))
        return Problem::tooManyRequests(wait).toResponse();
    if (!principal)
        return Problem::unauthorized(verdict.refusal).toResponse();
    m_platform.apiKeys().touch(*principal);

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
            context.principal.tenantCurrency = tenant->currency;
        }
    }
    // Support staff's limits come before the path is judged, so that they learn nothing of which
    // paths exist. An estimate is a POST that only computes: read-only roles may ask for one.
    const bool computesOnly = route && route->has(Route::ComputesOnly);
    if (RolePolicy::isReadOnly(principal->role) && !isReadMethod(request.method) && !computesOnly) {
        // The attempt goes into the tenant's audit log, so its people see what was tried.
        (void)audit(context, route, 403);
        return Problem::forbidden(QStringLiteral("Support access is read-only.")).toResponse();
    }
    if (principal->role == Role::Support && context.principal.tenantId.isEmpty() &&
        RouteTable::isTenantData(segments) && request.method != "OPTIONS")
        return Problem::forbidden(QStringLiteral("Support staff choose a tenant first: send X-Tenant-Id with "
                                                 "the tenant's id (GET /v1/tenants lists them)."))
            .toResponse();
    return context;
}

std::optional<Response> Router::refuse(const RouteContext& context, const RouteMatch& match) {
    const Request& request = context.request;
    if (!match.route)
        return match.pathKnown ? methodNotAllowed(QString::fromUtf8(request.path)) : notFound(request.path);
    const Route& route = *match.route;
    // The contract lists it, this platform does not serve it yet: "not there yet", not "wrong path".
    if (route.has(Route::Planned))
        return Problem::notImplemented(QString::fromUtf8(request.method) + u' ' +
                                       QString::fromUtf8(request.path))
            .toResponse();
    if (route.has(Route::Tus)) {
        if (auto wrongVersion = UploadRoutes::checkVersion(context))
            return wrongVersion;
    }
    // The key's role and its member's role now: a demoted member's keys lose what the new role lacks.
    const QString permission = QString::fromLatin1(route.permission);
    const Principal& who = context.principal;
    if (!route.permission || RolePolicy::allows(who.role, who.memberRole, permission))
        return std::nullopt;
    const Role role = RolePolicy::allows(who.role, permission) ? who.memberRole : who.role;
    QString detail = route.denied.toString();
    if (detail.contains(u"%1"))
        detail = detail.arg(roleId(role));
    const Problem denied = Problem::forbidden(detail);
    return route.has(Route::Tus) ? UploadRoutes::refusal(context, denied) : denied.toResponse();
}

bool Router::isStream(const Request& request) {
    if (request.method != "GET" || !request.path.startsWith("/v1/"))
        return false;
    const RouteMatch match = RouteTable::find(request.method, splitPath(request.path));
    return match.route && match.route->openStream;
}

std::variant<Response, std::unique_ptr<ServerStream>> Router::openStream(const Request& request,
                                                                         const QByteArray& peer) {
    const QStringList segments = splitPath(request.path);
    const RouteMatch match = RouteTable::find(request.method, segments);
    if (!match.route || !match.route->openStream)
        return handle(request, peer);
    auto admitted = admit(request, peer, segments, match.route);
    if (auto* refused = std::get_if<Response>(&admitted))
        return std::move(*refused);
    const RouteContext& context = std::get<RouteContext>(admitted);
    // No catching up here: a stream starts at the present and follows what the ticker applies, and
    // the in-process demo opens streams on the GUI thread.
    std::variant<Response, std::unique_ptr<ServerStream>> opened;
    if (auto refused = refuse(context, match))
        opened = std::move(*refused);
    else
        opened = match.route->openStream(context);
    // A stream outlives the request that opened it: it ends once its key no longer authenticates.
    if (auto* stream = std::get_if<std::unique_ptr<ServerStream>>(&opened))
        *stream = std::make_unique<KeyCheckedStream>(std::move(*stream), m_platform.directory(),
                                                     context.principal.keyId);
    const auto* refused = std::get_if<Response>(&opened);
    if (!audit(context, match.route, refused ? refused->status : 200))
        return unrecorded();
    return opened;
}

std::optional<Response> Router::precheck(const Request& head, const QByteArray& peer, qint64* bodyLimit) {
    *bodyLimit = maxBody;
    if (m_devFaults && DevFaultRoutes::matches(head))
        return std::nullopt; // it checks its key itself
    if (!head.path.startsWith("/v1/"))
        return notFound(head.path);
    const QStringList segments = splitPath(head.path);
    const RouteMatch match = RouteTable::find(head.method, segments);
    if (match.pathPublic)
        return std::nullopt;
    const QByteArray key = bearerToken(head);
    if (key.isEmpty() || !m_platform.directory().authenticate(key)) {
        // admit() refuses it, through the rate limiter as for any other refused key.
        auto admitted = admit(head, peer, segments, match.route);
        if (auto* refused = std::get_if<Response>(&admitted))
            return std::move(*refused);
    }
    if (match.route && match.route->has(Route::UploadData) && head.method == "PATCH")
        *bodyLimit = maxUploadBody;
    return std::nullopt;
}

Response Router::handle(const Request& request, const QByteArray& peer) {
    if (m_devFaults && DevFaultRoutes::matches(request))
        return DevFaultRoutes::handle(m_platform, request);
    if (!request.path.startsWith("/v1/"))
        return notFound(request.path);
    const QStringList segments = splitPath(request.path);
    if (segments.isEmpty())
        return notFound(request.path);
    const RouteMatch match = RouteTable::find(request.method, segments);

    if (match.pathPublic) {
        if (!match.route)
            return methodNotAllowed(QString::fromUtf8(request.path));
        if (const int wait = m_platform.rateLimiter().acquire("anon:" + peer))
            return Problem::tooManyRequests(wait).toResponse();
        return match.route->handler(RouteContext{request, segments, Principal{}, m_platform});
    }

    auto admitted = admit(request, peer, segments, match.route);
    if (auto* refused = std::get_if<Response>(&admitted))
        return std::move(*refused);
    const RouteContext& context = std::get<RouteContext>(admitted);
    // Whatever was due by now happens before the answer, so no answer shows the platform behind
    // its own clock, and the answer at a given simulated time never depends on when the ticker
    // thread last ran: the same seed and clock tell the same story.
    m_platform.clusters().catchUp();
    auto refused = refuse(context, match);
    const Response response = refused ? std::move(*refused) : match.route->handler(context);
    if (!audit(context, match.route, response.status))
        return unrecorded();
    return response;
}

Response Router::unrecorded() {
    return Problem::internal(QStringLiteral("This access could not be written to the tenant's audit log, so "
                                            "its answer is withheld. Try again."))
        .toResponse();
}

bool Router::audit(const RouteContext& context, const Route* route, int status) {
    const Principal& who = context.principal;
    const QByteArray& m = context.request.method;
    const bool support = who.role == Role::Support;
    const bool estimate = route && route->has(Route::ComputesOnly);
    // An upload's data comes in thousands of PATCHes: creating and ending the upload are the
    // changes worth a line (support's PATCHes are refused, and recorded as such).
    const bool uploadData = route && route->has(Route::UploadData);
    const bool change = !isReadMethod(m) && !estimate && !(uploadData && !support);
    // Support: every look at a tenant and every refusal. Others: changes that happened, and
    // changes refused. What answered 404 or 400 showed nothing and changed nothing.
    if (!(support || change) || !((status >= 200 && status < 300) || status == 403))
        return true;
    // Its handler wrote a fuller entry (api_key.created with the key's name, role and expiry).
    if (route && route->has(Route::AuditsItself) && status >= 200 && status < 300 && !support)
        return true;
    QString error;
    if (m_platform.audit().record(who, AuditLog::actionFor(m, context.segments),
                                  QString::fromUtf8(context.request.path), status == 403, &error))
        return true;
    qWarning("audit: an entry could not be written: %s", qPrintable(error));
    // Support staff see nothing that is not on the record; a refusal stays a refusal.
    return !(support && status != 403);
}

} // namespace cd::sim
