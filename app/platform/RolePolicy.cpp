#include "RolePolicy.h"

namespace cd::sim {

QStringList RolePolicy::permissions(Role role) {
    const QStringList read = {QStringLiteral("catalog:read"), QStringLiteral("clusters:read"),
                              QStringLiteral("datasets:read"), QStringLiteral("metrics:read")};
    const QStringList write = {QStringLiteral("clusters:write"), QStringLiteral("datasets:write")};
    // Reading what a workload does (its logs, the tenant's launch templates) goes with reading clusters;
    // defining workloads and reaching nodes goes with running them.
    const QStringList workloadRead = {QStringLiteral("logs:read"), QStringLiteral("templates:read")};
    const QStringList workloadWrite = {QStringLiteral("templates:write"), QStringLiteral("ssh-keys:read"),
                                       QStringLiteral("ssh-keys:write"), QStringLiteral("nodes:ssh")};
    // Handing out and taking back access: owners and admins; support staff may look.
    const QStringList team = {QStringLiteral("api-keys:read"), QStringLiteral("api-keys:write"),
                              QStringLiteral("members:read"), QStringLiteral("members:write")};
    switch (role) {
    case Role::Owner:
        return read + write + workloadRead + workloadWrite +
               QStringList{QStringLiteral("billing:read"), QStringLiteral("billing:write"),
                           QStringLiteral("audit:read"), QStringLiteral("members:manage")} +
               team;
    case Role::Admin:
        return read + write + workloadRead + workloadWrite +
               QStringList{QStringLiteral("billing:read"), QStringLiteral("billing:write"),
                           QStringLiteral("audit:read")} +
               team;
    case Role::Member:
        return read + write + workloadRead + workloadWrite;
    case Role::Viewer:
        return read + workloadRead + QStringList{QStringLiteral("billing:read")};
    case Role::Billing:
        return {QStringLiteral("catalog:read"), QStringLiteral("billing:read"),
                QStringLiteral("billing:write")};
    case Role::Support:
        return read + workloadRead +
               QStringList{QStringLiteral("billing:read"), QStringLiteral("tenants:read"),
                           QStringLiteral("api-keys:read"), QStringLiteral("members:read")};
    }
    return {};
}

bool RolePolicy::allows(Role role, const QString& permission) {
    return permissions(role).contains(permission);
}

QStringList RolePolicy::permissions(Role keyRole, Role memberRole) {
    const QStringList member = permissions(memberRole);
    QStringList both;
    for (const QString& p : permissions(keyRole)) {
        if (member.contains(p))
            both.append(p);
    }
    return both;
}

bool RolePolicy::allows(Role keyRole, Role memberRole, const QString& permission) {
    return allows(keyRole, permission) && allows(memberRole, permission);
}

bool RolePolicy::covers(Role giver, Role given) {
    // Support is never handed out; an owner makes owners, an admin anything below owner.
    if (given == Role::Support)
        return false;
    switch (giver) {
    case Role::Owner:
        return true;
    case Role::Admin:
        return given != Role::Owner;
    default:
        return false;
    }
}

} // namespace cd::sim
