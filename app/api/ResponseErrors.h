#pragma once

#include "core/Error.h"
#include "core/Response.h"

namespace cd {

// The typed error a non-2xx response stands for: the problem+json body when there is one
// (RFC 9457), else what the status alone says. Retry-After is kept for the retry logic.
Error errorFromResponse(const Response& response);

// The platform's own reason in a problem+json body (its "detail"), or empty when it gave none.
QString platformDetail(const Response& response);

} // namespace cd
