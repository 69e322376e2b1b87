#pragma once

#include "RouteContext.h"
#include "StorageRecords.h"

#include <optional>

namespace cd::sim {

// /v1/uploads: tus 1.0.0 with the creation, termination, checksum and concatenation extensions
// (partial uploads sent side by side, then a final upload that joins them), by the public
// protocol, so any tus client can upload here. The bytes are ciphertext made on the client.
// The Router checks the version (checkVersion) and the caller's permission before a handler runs.
class UploadRoutes {
public:
    // A refusal when the request does not speak tus 1.0.0 (412, with Tus-Version).
    static std::optional<Response> checkVersion(const RouteContext& context);
    // `problem` as tus answers it: with Tus-Resumable, and without a body for HEAD.
    static Response refusal(const RouteContext& context, const Problem& problem);

    static Response options(const RouteContext& context);
    static Response create(const RouteContext& context);
    static Response head(const RouteContext& context, const QString& id);
    static Response patch(const RouteContext& context, const QString& id);
    static Response terminate(const RouteContext& context, const QString& id);

private:
    static Response createFinal(const RouteContext& context, const QByteArray& concat);
    static Response created201(const UploadRecord& upload);
};

} // namespace cd::sim
