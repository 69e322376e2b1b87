#pragma once

#include "TusProtocol.h"

#include "core/Request.h"
#include "core/Transport.h"

#include <QElapsedTimer>

#include <memory>
#include <mutex>
#include <optional>

namespace cd {

// What the upload server says of itself (OPTIONS: its tus version, extensions and checksums) and
// how long the round trip to it took, learned once per connection and shared by all its uploads.
// The engine asks when the console connects, so an upload does not begin by waiting a round trip
// (two on a new connection) for it. Safe from any thread.
class TusServerInfo {
public:
    struct Known {
        TusProtocol::Capabilities capabilities;
        double roundTripSeconds = 0;
    };

    std::optional<Known> get() const;
    void set(const Known& known);

    // Sends `options` (OPTIONS on the uploads collection, authorized) and fills `info` in with the
    // answer, on whatever thread it arrives; a refusal or a failure leaves it unknown.
    static void probe(const std::shared_ptr<TusServerInfo>& info, Transport& transport, Request options);
    // The round trip an OPTIONS `answer` shows, its call timed by `clock` from when it started.
    static double roundTrip(const Response& answer, const QElapsedTimer& clock);

private:
    mutable std::mutex m_mutex;
    std::optional<Known> m_known;
};

} // namespace cd
