#pragma once

#include "core/Request.h"
#include "core/Response.h"

namespace cd::sim {

class Platform;

// Faults a test asks for over HTTP, answered only when clusterdesk-sim runs with --dev-faults:
//   POST /dev/clusters/{id}/nodes/{node}/fail   (node: a node id, or the index of a ready node)
// fails that node now, as a seeded failure would (its workload times out in NCCL and stops or
// restarts from its last checkpoint, as its spec says). It lives outside /v1/ on purpose: it is no
// operation of the platform's contract (resources/api/openapi.yaml), and without the flag the path
// is an ordinary 404. The caller's API key names the tenant; read-only roles may not.
class DevFaultRoutes {
public:
    static bool matches(const Request& request);
    static Response handle(Platform& platform, const Request& request);
};

} // namespace cd::sim
