#pragma once

#include "core/Role.h"

#include <QString>

namespace cd::sim {

// The people the platform seeds each tenant with, one a role, so that the demo's members, API
// keys, audit log and templates name believable colleagues rather than "<tenant> owner".
// PlatformStore writes them into `users`; the seeders that act in their name ask here.
class SeedPeople {
public:
    struct Person {
        QString name;
        QString mailbox; // before the '@'; the tenant's domain follows it
    };
    // The seeded person of `tenantId` holding `role` (owner, admin, member, viewer, billing); a tenant
    // or role with no one written down gets the role's id as both.
    static Person of(const QString& tenantId, Role role);
};

} // namespace cd::sim
