#include "Role.h"

namespace cd {

QString roleId(Role role) {
    switch (role) {
    case Role::Owner:
        return QStringLiteral("owner");
    case Role::Admin:
        return QStringLiteral("admin");
    case Role::Member:
        return QStringLiteral("member");
    case Role::Viewer:
        return QStringLiteral("viewer");
    case Role::Billing:
        return QStringLiteral("billing");
    case Role::Support:
        return QStringLiteral("support");
    }
    return {};
}

std::optional<Role> roleFromId(QStringView id) {
    for (Role r : {Role::Owner, Role::Admin, Role::Member, Role::Viewer, Role::Billing, Role::Support}) {
        if (id == roleId(r))
            return r;
    }
    return std::nullopt;
}

} // namespace cd
