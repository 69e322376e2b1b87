#pragma once

#include <QByteArray>

#include <chrono>
#include <optional>

namespace cd::sim {

// A long-lived text/event-stream response, read piece by piece by whichever transport serves it
// (clusterdesk-sim's HTTP threads, or LocalTransport in the offline demo).
class ServerStream {
public:
    virtual ~ServerStream() = default;
    // The next piece of the stream, waiting up to `wait` for one; an empty piece when there was
    // nothing to send yet, nothing at all once closed.
    virtual std::optional<QByteArray> next(std::chrono::milliseconds wait) = 0;
    // From any thread: ends the stream; a reader blocked in next() returns soon after.
    virtual void close() = 0;
};

} // namespace cd::sim
