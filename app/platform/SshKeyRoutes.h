#pragma once

#include "RouteContext.h"

#include "core/SshKey.h"

namespace cd::sim {

// /v1/ssh-keys: the calling user's SSH public keys, chosen at launch to reach the nodes.
class SshKeyRoutes {
public:
    static Response list(const RouteContext& context);
    static Response create(const RouteContext& context);
    static Response remove(const RouteContext& context, const QString& id);
    static QJsonObject keyJson(const SshKey& key);
};

} // namespace cd::sim
