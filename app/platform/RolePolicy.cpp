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
    switch (role) {
    case Role::Owner:
        return read + write + workloadRead + workloadWrite +
               QStringList{QStringLiteral("billing:read"), QStringLiteral("billing:write"),
                           QStringLiteral("audit:read"), QStringLiteral("members:manage")};
    case Role::Admin:
        return read + write + workloadRead + workloadWrite +
               QStringList{QStringLiteral("billing:read"), QStringLiteral("billing:write"),
                           QStringLiteral("audit:read")};
    case Role::Member:
        return read + write + workloadRead + workloadWrite;
    case Role::Viewer:
        return read + workloadRead + QStringList{QStringLiteral("billing:read")};
    case Role::Billing:
        return {QStringLiteral("catalog:read"), QStringLiteral("billing:read"),
                QStringLiteral("billing:write")};
    case Role::Support:
        return read + workloadRead +
               QStringList{QStringLiteral("billing:read"), QStringLiteral("tenants:read")};
    }
    return {};
}

bool RolePolicy::allows(Role role, const QString& permission) {
    return permissions(role).contains(permission);
}

} // namespace cd::sim
