// The system headers come first: <winsock2.h> must precede anything that could pull in <windows.h>.
#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

#include "SocketApi.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <vector>

namespace cd::sim::net {

namespace {

#ifdef _WIN32
using Length = int;
constexpr short readEvents = POLLRDNORM; // WSAPoll refuses flags its provider lacks (POLLPRI)
constexpr short writeEvents = POLLWRNORM;
constexpr int reuseOption = SO_EXCLUSIVEADDRUSE;
constexpr int shutdownSending = SD_SEND;
constexpr int noSignal = 0; // Winsock has no SIGPIPE
SOCKET native(Socket handle) {
    return SOCKET(handle);
}
void keepFromChildren(Socket handle) {
    ::SetHandleInformation(reinterpret_cast<HANDLE>(handle), HANDLE_FLAG_INHERIT, 0);
}
bool setNonBlocking(Socket handle) {
    u_long on = 1;
    return ::ioctlsocket(native(handle), FIONBIO, &on) == 0;
}
#else
using Length = socklen_t;
constexpr short readEvents = POLLIN;
constexpr short writeEvents = POLLOUT;
constexpr int reuseOption = SO_REUSEADDR;
constexpr int shutdownSending = SHUT_WR;
#ifdef MSG_NOSIGNAL
constexpr int noSignal = MSG_NOSIGNAL;
#else
constexpr int noSignal = 0; // macOS: SO_NOSIGPIPE on each accepted socket instead
#endif
int native(Socket handle) {
    return handle;
}
void keepFromChildren(Socket handle) {
    ::fcntl(handle, F_SETFD, FD_CLOEXEC);
}
bool setNonBlocking(Socket handle) {
    return ::fcntl(handle, F_SETFL, ::fcntl(handle, F_GETFL) | O_NONBLOCK) == 0;
}
#endif

void setFlag(Socket handle, int level, int name) {
    const int on = 1;
    // Winsock takes the value as const char*; POSIX as const void*, to which char* converts.
    ::setsockopt(native(handle), level, name, reinterpret_cast<const char*>(&on), Length(sizeof on));
}

} // namespace

Failure lastFailure() {
#ifdef _WIN32
    switch (::WSAGetLastError()) {
    case WSAEWOULDBLOCK:
        return Failure::WouldBlock;
    case WSAEINTR:
        return Failure::Interrupted;
    case WSAEMFILE:
    case WSAENOBUFS:
        return Failure::OutOfResources;
    case WSAECONNABORTED:
    case WSAECONNRESET: // accept(): the client gave up before it was taken
        return Failure::Aborted;
    default:
        return Failure::Other;
    }
#else
    const int error = errno;
    if (error == EAGAIN || error == EWOULDBLOCK)
        return Failure::WouldBlock;
    if (error == EINTR)
        return Failure::Interrupted;
    if (error == EMFILE || error == ENFILE || error == ENOBUFS || error == ENOMEM)
        return Failure::OutOfResources;
    if (error == ECONNABORTED)
        return Failure::Aborted;
    return Failure::Other;
#endif
}

bool startup() {
#ifdef _WIN32
    // Never paired with WSACleanup: sockets live until the process ends.
    static const bool started = [] {
        WSADATA data;
        return ::WSAStartup(MAKEWORD(2, 2), &data) == 0;
    }();
    return started;
#else
    return true;
#endif
}

Socket listenOn(const QByteArray& host, int port) {
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
    addrinfo* found = nullptr;
    const QByteArray service = QByteArray::number(port);
    if (!startup() || ::getaddrinfo(host.constData(), service.constData(), &hints, &found) != 0 || !found)
        return invalidSocket;
    Socket listening = invalidSocket;
    for (addrinfo* ai = found; ai && listening == invalidSocket; ai = ai->ai_next) {
        const auto fd = ::socket(ai->ai_family, ai->ai_socktype, ai->ai_protocol);
        const Socket handle = Socket(fd);
        if (handle == invalidSocket)
            continue;
        keepFromChildren(handle);
        setFlag(handle, SOL_SOCKET, reuseOption);
        if (setNonBlocking(handle) && ::bind(fd, ai->ai_addr, Length(ai->ai_addrlen)) == 0 &&
            ::listen(fd, 1024) == 0)
            listening = handle;
        else
            closeSocket(handle);
    }
    ::freeaddrinfo(found);
    return listening;
}

int boundPort(Socket handle) {
    sockaddr_storage bound{};
    Length length = sizeof bound;
    if (::getsockname(native(handle), reinterpret_cast<sockaddr*>(&bound), &length) != 0)
        return 0;
    return ntohs(bound.ss_family == AF_INET6 ? reinterpret_cast<sockaddr_in6&>(bound).sin6_port
                                             : reinterpret_cast<sockaddr_in&>(bound).sin_port);
}

Socket acceptOne(Socket listening, QByteArray* peer) {
    sockaddr_storage address{};
    Length length = sizeof address;
    const Socket handle = Socket(::accept(native(listening), reinterpret_cast<sockaddr*>(&address), &length));
    if (handle == invalidSocket)
        return invalidSocket;
    // accept4() would do this at once but is Linux only.
    setNonBlocking(handle);
    keepFromChildren(handle);
#ifdef SO_NOSIGPIPE
    setFlag(handle, SOL_SOCKET, SO_NOSIGPIPE);
#endif
    // Small answers (health, errors) otherwise wait 40 ms for a delayed ACK under Nagle.
    setFlag(handle, IPPROTO_TCP, TCP_NODELAY);
    char text[INET6_ADDRSTRLEN] = {};
    if (address.ss_family == AF_INET)
        ::inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in&>(address).sin_addr, text, sizeof text);
    else if (address.ss_family == AF_INET6)
        ::inet_ntop(AF_INET6, &reinterpret_cast<const sockaddr_in6&>(address).sin6_addr, text, sizeof text);
    *peer = QByteArray(text);
    return handle;
}

void closeSocket(Socket handle) {
    if (handle == invalidSocket)
        return;
#ifdef _WIN32
    ::closesocket(native(handle));
#else
    ::close(handle);
#endif
}

void shutdownSend(Socket handle) {
    ::shutdown(native(handle), shutdownSending);
}

long long sendSome(Socket handle, const char* data, long long size) {
    // Winsock counts in int; a shorter send is a partial write, which every caller expects anyway.
    const auto piece = std::min<long long>(size, INT_MAX);
#ifdef _WIN32
    return ::send(native(handle), data, int(piece), noSignal);
#else
    return ::send(handle, data, size_t(piece), noSignal);
#endif
}

long long recvSome(Socket handle, char* data, long long size) {
    const auto piece = std::min<long long>(size, INT_MAX);
#ifdef _WIN32
    return ::recv(native(handle), data, int(piece), 0);
#else
    return ::recv(handle, data, size_t(piece), 0);
#endif
}

bool pollSockets(PollEntry* entries, std::size_t count, int timeoutMs) {
#ifdef _WIN32
    using Polled = WSAPOLLFD;
#else
    using Polled = pollfd;
#endif
    thread_local std::vector<Polled> polled;
    polled.resize(count);
    for (std::size_t i = 0; i < count; ++i) {
        polled[i] = Polled{};
        polled[i].fd = native(entries[i].handle);
        polled[i].events = entries[i].wantWrite ? writeEvents : readEvents;
    }
#ifdef _WIN32
    const int ready = ::WSAPoll(polled.data(), ULONG(count), timeoutMs);
#else
    const int ready = ::poll(polled.data(), nfds_t(count), timeoutMs);
#endif
    for (std::size_t i = 0; i < count; ++i)
        entries[i].ready = ready > 0 && polled[i].revents != 0;
    return ready >= 0 || lastFailure() == Failure::Interrupted;
}

Wakeup::Wakeup() {
#ifdef _WIN32
    // A UDP socket connected to its own loopback address: what it sends, it receives, and Winsock
    // drops datagrams from any other address.
    if (!startup())
        return;
    const SOCKET s = ::socket(AF_INET, SOCK_DGRAM, IPPROTO_UDP);
    if (s == INVALID_SOCKET)
        return;
    sockaddr_in self{};
    self.sin_family = AF_INET;
    self.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int length = sizeof self;
    const bool ready = ::bind(s, reinterpret_cast<sockaddr*>(&self), length) == 0 &&
                       ::getsockname(s, reinterpret_cast<sockaddr*>(&self), &length) == 0 &&
                       ::connect(s, reinterpret_cast<sockaddr*>(&self), length) == 0 &&
                       setNonBlocking(Socket(s));
    if (!ready) {
        ::closesocket(s);
        return;
    }
    keepFromChildren(Socket(s));
    m_read = m_write = Socket(s);
#else
    int fds[2];
    if (::pipe(fds) != 0)
        return;
    for (const int fd : fds) {
        setNonBlocking(fd);
        keepFromChildren(fd);
    }
    m_read = fds[0];
    m_write = fds[1];
#endif
}

Wakeup::~Wakeup() {
    closeSocket(m_read);
    if (m_write != m_read)
        closeSocket(m_write);
}

void Wakeup::notify() {
    if (m_write == invalidSocket)
        return;
    const char byte = 1;
    // A full pipe or socket buffer means the loop is already woken.
#ifdef _WIN32
    ::send(native(m_write), &byte, 1, 0);
#else
    [[maybe_unused]] const ssize_t n = ::write(m_write, &byte, 1);
#endif
}

void Wakeup::drain() {
    char bytes[64];
#ifdef _WIN32
    while (::recv(native(m_read), bytes, int(sizeof bytes), 0) > 0) {
    }
#else
    while (::read(m_read, bytes, sizeof bytes) > 0) {
    }
#endif
}

} // namespace cd::sim::net
