#pragma once

#include "Request.h"
#include "Response.h"

#include <cstdint>
#include <functional>

namespace cd {

using RequestId = std::uint64_t;

// Carries requests to a platform and brings responses back. CurlTransport speaks HTTP(S) over the
// network; LocalTransport hands the request to the simulator's Router in this process. Nothing
// above this interface knows which one it has.
class Transport {
public:
    // Called exactly once per started request unless it was cancelled first, on any thread.
    using Completion = std::function<void(Response)>;

    virtual ~Transport() = default;
    Transport(const Transport&) = delete;
    Transport& operator=(const Transport&) = delete;

    // Called with each piece of a long-lived 2xx body (server-sent events) as it arrives, on any
    // thread, never after cancel() returns.
    using DataSink = std::function<void(QByteArray piece)>;

    virtual RequestId start(Request request, Completion done) = 0;
    // A request whose 2xx body is a stream: its pieces go to `data` as they arrive and are not kept;
    // `done` follows when the stream ends (its body holds the body of a refusal). No timeout applies
    // to the whole; the reader watches for silence itself.
    virtual RequestId startStream(Request request, DataSink data, Completion done) = 0;
    // After cancel() returns, the request's completion will not be called.
    virtual void cancel(RequestId id) = 0;
    // A short description for the status bar and logs, e.g. "https://api.example:443" or "in-process".
    virtual QString describe() const = 0;

protected:
    Transport() = default;
};

} // namespace cd
