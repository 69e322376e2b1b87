#pragma once

#include "core/Role.h"

#include <QStringList>

namespace cd::sim {

// What each role may do, as permission names that GET /v1/me reports and the Router checks.
// One table, so the console and the server cannot disagree about a role.
class RolePolicy {
public:
    static QStringList permissions(Role role);
    static bool allows(Role role, const QString& permission);
    // What a key of role `keyRole` held by a member whose role is now `memberRole` may do: what
    // both allow.
    static QStringList permissions(Role keyRole, Role memberRole);
    static bool allows(Role keyRole, Role memberRole, const QString& permission);
    // May someone with role `giver` hand out role `given` (an API key, an invitation, a role change)?
    static bool covers(Role giver, Role given);
    // Support staff look, never touch: every method that could change something is refused.
    static bool isReadOnly(Role role) { return role == Role::Support; }
};

} // namespace cd::sim
