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

    int headTimeoutMs = 10000; // from the first byte of a request to the end of its head: 408
    // A keep-alive connection with nothing sent: closed. Longer than a console's quiet reload
    // (a minute), so that reload reuses its connection instead of paying a new handshake (two
    // round trips, three with TLS 1.2), and a little longer than libcurl keeps an idle one (118 s),
    // so the client, not the server, closes it and no request crosses a closing socket.
    int idleTimeoutMs = 120000;
    int bodyTimeoutMs = 30000;         // with no body byte arriving (or no response byte taken): closed
    int maxConnectionsPerAddress = 64; // more are closed at accept
    int maxStreamsPerKey = 8;          // more event streams: 429
};

} // namespace cd::sim
