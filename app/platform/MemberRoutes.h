#pragma once

#include "RouteContext.h"

namespace cd::sim {

struct MemberRecord;

// /v1/members: who belongs to a tenant, and the owners' and admins' way to invite people, change
// their role and remove them. The Router has checked members:read or members:write; what a role may
// hand out (RolePolicy::covers) and the last owner rule are judged here and in MemberStore.
class MemberRoutes {
public:
    static Response list(const RouteContext& context);
    static Response get(const RouteContext& context, const QString& id);
    static Response invite(const RouteContext& context);
    static Response update(const RouteContext& context, const QString& id);
    static Response remove(const RouteContext& context, const QString& id);

    static QJsonObject memberJson(const MemberRecord& member);
};

} // namespace cd::sim
