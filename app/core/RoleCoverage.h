#pragma once

#include "Role.h"

#include <QList>

namespace cd {

// Which roles someone may hand out, to a key or to a member (issue 24): an owner any tenant role,
// an admin any but owner, nobody else any. Support is never handed out. The console offers only
// these; the platform refuses the rest with 403 role_too_high.
class RoleCoverage {
public:
    static bool covers(Role giver, Role given);
    // The roles `giver` covers, highest first.
    static QList<Role> coveredBy(Role giver);
};

} // namespace cd
