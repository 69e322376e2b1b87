#pragma once

#include "core/Error.h"
#include "core/Request.h"

namespace cd {

// When and how long to wait before trying a call again: exponential backoff with jitter (so a
// hundred consoles that lost the server together do not return together), honouring Retry-After,
// and only for requests that are safe to repeat.
struct RetryPolicy {
    int maxAttempts = 4; // the first try included
    int baseDelayMs = 250;
    int maxDelayMs = 8'000;
    int maxRetryAfterSec = 30; // a server asking for a longer wait gets a RateLimited error instead

    bool isTransient(const Error& error) const;
    // Milliseconds to wait before attempt number `attempt + 1`, or -1 to give up now.
    int delayBeforeRetry(const Request& request, const Error& error, int attempt) const;
};

} // namespace cd
