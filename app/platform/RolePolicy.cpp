#include "RolePolicy.h"

namespace cd::sim {

QStringList RolePolicy::permissions(Role role) {
    const QStringList read = {QStringLiteral("catalog:read"), QStringLiteral("clusters:read"),
                              QStringLiteral("datasets:read"), QStringLiteral("metrics:read")};
    const QStringList write = {QStringLiteral("clusters:write"), QStringLiteral("datasets:write")};
    switch (role) {
    case Role::Owner:
        return read + write +
               QStringList{QStringLiteral("billing:read"), QStringLiteral("billing:write"),
                           QStringLiteral("audit:read"), QStringLiteral("members:manage")};
    case Role::Admin:
        return read + write +
               QStringList{QStringLiteral("billing:read"), QStringLiteral("billing:write"),
                           QStringLiteral("audit:read")};
    case Role::Member:
        return read + write;
    case Role::Viewer:
        return read + QStringList{QStringLiteral("billing:read")};
    case Role::Billing:
        return {QStringLiteral("catalog:read"), QStringLiteral("billing:read"),
                QStringLiteral("billing:write")};
    case Role::Support:
        return read + QStringList{QStringLiteral("billing:read"), QStringLiteral("tenants:read")};
    }
    return {};
}

bool RolePolicy::allows(Role role, const QString& permission) {
    return permissions(role).contains(permission);
}

} // namespace cd::sim
