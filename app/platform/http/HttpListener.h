#pragma once

#include "ServerLimits.h"
#include "SocketApi.h"

#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

using SSL_CTX = struct ssl_ctx_st;

namespace cd::sim {

class AccessLog;
class ClientGate;
class HttpConnection;

// The event loop of clusterdesk-sim's HTTP front end, on one thread: it accepts, applies the
// per-address cap, does TLS handshakes and reads request heads for every connection that is
// between requests, without ever waiting on one of them. Only a complete, valid head leaves it
// (to `dispatch`, i.e. a worker); a slow or idle client costs a socket and a small buffer.
class HttpListener {
public:
    using Dispatch = std::function<void(std::unique_ptr<HttpConnection>)>;

    HttpListener(const ServerLimits& limits, ClientGate& gate, AccessLog& log, SSL_CTX* tls);
    ~HttpListener();
    HttpListener(const HttpListener&) = delete;
    HttpListener& operator=(const HttpListener&) = delete;

    bool bind(const QString& host, int port, QString* error);
    int port() const { return m_port; }
    // Runs the loop on the calling thread until stop(); false if it could not run at all.
    bool run(const Dispatch& dispatch);
    // Async-signal-safe on POSIX: sets a flag and writes one byte to the loop's wake-up pipe.
    void stop();
    const std::atomic<bool>& stopping() const { return m_stopping; }
    // From a worker: a kept-alive connection waits here for its next request, or a draining one
    // (HttpConnection::shutdownWrite) for its client to finish sending and go.
    void giveBack(std::unique_ptr<HttpConnection> connection);

private:
    enum class Step { Keep, Dispatched, Close };
    void acceptAll();
    void adoptReturned(const Dispatch& dispatch);
    Step advance(std::unique_ptr<HttpConnection>& connection, const Dispatch& dispatch);
    void refuse(HttpConnection& connection, int status, const QString& detail);
    void wake();

    const ServerLimits m_limits;
    ClientGate& m_gate;
    AccessLog& m_log;
    SSL_CTX* m_tls;
    net::Socket m_listenSocket = net::invalidSocket;
    net::Wakeup m_wakeup;
    int m_port = 0;
    std::atomic<bool> m_stopping{false};
    std::chrono::steady_clock::time_point m_acceptPausedUntil;
    std::vector<std::unique_ptr<HttpConnection>> m_connections; // the loop's own
    std::mutex m_returnedMutex;
    std::vector<std::unique_ptr<HttpConnection>> m_returned;
};

} // namespace cd::sim
