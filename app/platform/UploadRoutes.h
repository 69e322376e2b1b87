#pragma once

#include "RouteContext.h"

namespace cd::sim {

// /v1/uploads: tus 1.0.0 with the creation, termination and checksum extensions, by the public
// protocol, so any tus client can upload here. The bytes are ciphertext made on the client.
class UploadRoutes {
public:
    static Response options(const RouteContext& context);
    static Response create(const RouteContext& context);
    static Response head(const RouteContext& context, const QString& id);
    static Response patch(const RouteContext& context, const QString& id);
    static Response terminate(const RouteContext& context, const QString& id);
};

} // namespace cd::sim
