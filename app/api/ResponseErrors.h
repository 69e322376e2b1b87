#pragma once

#include "core/Error.h"
#include "core/Response.h"

namespace cd {

// The typed error a non-2xx response stands for: the problem+json body when there is one
// (RFC 9457), else what the status alone says. Retry-After is kept for the retry logic.
Error errorFromResponse(const Response& response);

} // namespace cd
