#include "RoleCoverage.h"

namespace cd {

bool RoleCoverage::covers(Role giver, Role given) {
    if (given == Role::Support)
        return false;
    switch (giver) {
    case Role::Owner:
        return true;
    case Role::Admin:
        return given != Role::Owner;
    case Role::Member:
    case Role::Viewer:
    case Role::Billing:
    case Role::Support:
        break;
    }
    return false;
}

QList<Role> RoleCoverage::coveredBy(Role giver) {
    QList<Role> roles;
    for (Role r : {Role::Owner, Role::Admin, Role::Member, Role::Viewer, Role::Billing}) {
        if (covers(giver, r))
            roles.append(r);
    }
    return roles;
}

} // namespace cd
