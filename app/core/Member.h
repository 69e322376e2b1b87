#pragma once

#include "Role.h"

#include <QDateTime>
#include <QString>

namespace cd {

// A person of the tenant (GET /v1/members): active, or invited and not yet signed in with a key of
// theirs. Removed members are never listed.
struct Member {
    QString id;
    QString email;
    QString name;
    Role role = Role::Viewer;
    bool invited = false;
    QString invitedBy; // the inviter's email; empty for the people the tenant started with
    QDateTime createdAt;
    QDateTime lastSeenAt; // invalid: never seen
    QString etag;         // sent as If-Match with a role change
    bool operator==(const Member&) const = default;
};

} // namespace cd
