#pragma once

#include "RouteContext.h"

#include <QByteArray>
#include <QStringList>
#include <QStringView>

#include <memory>
#include <span>
#include <variant>

namespace cd::sim {

class ServerStream;

// One operation the platform knows: what resources/api/openapi.yaml calls an operation, with its
// x-permission, and what the Router needs to answer it. The Router checks `permission` before
// `handler` runs, so no handler checks a role (tst_route_table holds the table to the contract).
struct Route {
    using Handler = Response (*)(const RouteContext&);
    using StreamOpener = std::variant<Response, std::unique_ptr<ServerStream>> (*)(const RouteContext&);

    enum Flag : unsigned {
        None = 0,
        // Answers without a key (load balancers, "Test connection"), HEAD as GET; never audited.
        Public = 1u << 0,
        // In the contract, not served yet: 501 not_implemented (x-clusterdesk-served: false).
        Planned = 1u << 1,
        // Only computes (an estimate): read-only roles may POST it, and it is not a change.
        ComputesOnly = 1u << 2,
        // An upload's bytes (tus HEAD and PATCH): metered by bytes, not requests, and a tenant's
        // own PATCHes are not audited one by one.
        UploadData = 1u << 3,
        // Speaks tus 1.0.0: the version is checked before the permission, and a refusal carries
        // Tus-Resumable (a HEAD's has no body).
        Tus = 1u << 4,
        // Holds a tenant's own data: support staff must name the tenant (X-Tenant-Id) first.
        TenantData = 1u << 5,
        // Its handler writes its own audit entry when it succeeds (api_key.created, ...), richer than
        // the Router's; refusals are still recorded by the Router.
        AuditsItself = 1u << 6,
    };

    const char* method;
    // The path after "/v1/", '*' standing for one segment (an id).
    const char* pattern;
    // What the caller's role needs (RolePolicy), or nullptr when any caller may.
    const char* permission = nullptr;
    // The 403's detail for a role without `permission`; "%1" is the role's id.
    QStringView denied = {};
    Handler handler = nullptr;
    // For the server-sent event streams: what Router::openStream opens; `handler` refuses a
    // plain request of it.
    StreamOpener openStream = nullptr;
    unsigned flags = None;

    bool has(Flag flag) const { return (flags & flag) != 0; }
    // The contract's way of writing the path: "/v1/clusters/{}/nodes".
    QString contractPath() const;
};

// Where a request's method and path lead in the table.
struct RouteMatch {
    const Route* route = nullptr; // the operation, or nothing
    bool pathKnown = false;       // some operation has this path (another method: 405)
    bool pathPublic = false;      // that path answers without a key
};

class RouteTable {
public:
    static std::span<const Route> routes();
    static RouteMatch find(const QByteArray& method, const QStringList& segments);
    // Paths that hold a tenant's own data, judged by their first segment, so that support staff
    // who named no tenant learn nothing, not even which of its paths exist.
    static bool isTenantData(const QStringList& segments);
};

} // namespace cd::sim
