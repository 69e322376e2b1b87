#pragma once

#include <QByteArray>

#include <cstddef>
#include <cstdint>

namespace cd::sim::net {

// Every socket call of clusterdesk-sim's HTTP front end, so that the rest of it reads the same on
// POSIX (Linux, macOS) and on Windows (Winsock). The Windows branch is written from the Winsock
// documentation and is not compiled by this repository's CI of record (docs/simulator.md).
#ifdef _WIN32
using Socket = std::uintptr_t; // SOCKET, without pulling <winsock2.h> into every header
inline constexpr Socket invalidSocket = ~Socket(0);
#else
using Socket = int;
inline constexpr Socket invalidSocket = -1;
#endif

// What a failed call means to its caller, from errno or WSAGetLastError() right after it.
enum class Failure { WouldBlock, Interrupted, OutOfResources, Aborted, Other };
Failure lastFailure();

// Winsock needs WSAStartup before any other call; once per process, the rest of the time nothing.
bool startup();

// A non-blocking listening socket on the first address `host` resolves to (numeric port), not
// inherited by child processes; invalidSocket when none would bind. Windows gets
// SO_EXCLUSIVEADDRUSE where POSIX gets SO_REUSEADDR: Windows' SO_REUSEADDR would let a second
// server take the same port.
Socket listenOn(const QByteArray& host, int port);
int boundPort(Socket handle);
// The next pending connection, non-blocking, not inherited, without SIGPIPE, with TCP_NODELAY;
// invalidSocket with lastFailure() set when there is none. `peer` gets the client's address.
Socket acceptOne(Socket listening, QByteArray* peer);
void closeSocket(Socket handle);
// Ends the sending side only (the client may still be read from).
void shutdownSend(Socket handle);

// Bytes moved, 0 for an orderly close (recv), or -1 with lastFailure() set. Never raises SIGPIPE.
long long sendSome(Socket handle, const char* data, long long size);
long long recvSome(Socket handle, char* data, long long size);

// poll() / WSAPoll() over a few sockets: `ready` is set when the socket is readable or writable as
// asked, or has failed (the next call on it tells which). Returns false on an error other than a
// signal's interruption; `timeoutMs` 0 returns at once.
struct PollEntry {
    Socket handle = invalidSocket;
    bool wantWrite = false; // else readable
    bool ready = false;
};
bool pollSockets(PollEntry* entries, std::size_t count, int timeoutMs);

// Wakes an event loop waiting in pollSockets(): a self-pipe on POSIX (notify() is async-signal-
// safe), a loopback UDP socket connected to itself on Windows, which has no pipe that WSAPoll takes.
class Wakeup {
public:
    Wakeup();
    ~Wakeup();
    Wakeup(const Wakeup&) = delete;
    Wakeup& operator=(const Wakeup&) = delete;

    bool isValid() const { return m_read != invalidSocket; }
    Socket pollable() const { return m_read; }
    void notify();
    void drain();

private:
    Socket m_read = invalidSocket;
    Socket m_write = invalidSocket; // the same socket as m_read on Windows
};

} // namespace cd::sim::net
