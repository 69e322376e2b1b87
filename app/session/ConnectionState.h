#pragma once

namespace cd {

// What the status bar says about the platform, at all times.
enum class ConnectionState {
    Offline,      // not connected to anything: the start screen
    Demo,         // the in-process simulated platform
    Connecting,   // first contact with a server
    Connected,    // a server answered and accepted the key
    Reconnecting, // it answered before, it does not now; retrying with backoff
};

} // namespace cd
