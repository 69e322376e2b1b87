#pragma once

#include <QtGlobal>

namespace cd::sim {

// Every bound clusterdesk-sim's HTTP front end puts on a client, in one place (docs/simulator.md
// lists them). The fixed ones protect memory; the rest are options because tests and benchmarks
// need them shorter or wider than a real server would.
struct ServerLimits {
    static constexpr qsizetype maxRequestLine = 8 * 1024; // 414 beyond
    static constexpr qsizetype maxHeaderLine = 8 * 1024;  // 431 beyond
    static constexpr int maxHeaderFields = 100;           // 431 beyond
    static constexpr qsizetype maxHead = 64 * 1024;       // 431 beyond
    // Requests run on this many threads; a slow or idle client never holds one (the event loop
    // reads heads), but an open event stream does.
    static constexpr int workerThreads = 64;
    // A refused request's unread body is read and dropped for this long, so that a client still
    // sending it gets the answer instead of a reset.
    static constexpr int drainMs = 5000;

    int headTimeoutMs = 10000;         // from the first byte of a request to the end of its head: 408
    int idleTimeoutMs = 30000;         // a keep-alive connection with nothing sent: closed
    int bodyTimeoutMs = 30000;         // with no body byte arriving (or no response byte taken): closed
    int maxConnectionsPerAddress = 64; // more are closed at accept
    int maxStreamsPerKey = 8;          // more event streams: 429
};

} // namespace cd::sim
