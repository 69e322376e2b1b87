#pragma once

#include "core/Request.h"
#include "core/Response.h"
#include "core/Transport.h"

#include <atomic>

namespace cd {

// One request through a Transport, waited for on the calling (worker) thread. A raised `cancel`
// flag abandons it within a tenth of a second; the response is then a Cancelled failure.
class BlockingCall {
public:
    static Response send(Transport& transport, Request request, const std::atomic<bool>* cancel);
};

} // namespace cd
