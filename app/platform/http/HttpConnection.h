#pragma once

#include "HeadParser.h"
#include "SocketApi.h"

#include <QByteArray>

#include <atomic>
#include <chrono>

using SSL = struct ssl_st;
using SSL_CTX = struct ssl_ctx_st;

namespace cd::sim {

class ClientGate;

// One accepted socket, plain or TLS, always non-blocking: the event loop drives it without
// waiting (handshake(), readAvailable()), a worker with a deadline (readMore(), writeAll()).
// It frees its place in the ClientGate when it closes.
class HttpConnection {
public:
    using Clock = std::chrono::steady_clock;
    enum class Io { Done, WantRead, WantWrite, Closed };

    HttpConnection(net::Socket handle, QByteArray address, SSL_CTX* tls, ClientGate* gate);
    ~HttpConnection();
    HttpConnection(const HttpConnection&) = delete;
    HttpConnection& operator=(const HttpConnection&) = delete;

    net::Socket socket() const { return m_socket; }
    const QByteArray& address() const { return m_address; }
    bool handshakeDone() const { return m_handshakeDone; }
    Io handshake();
    // Appends what can be read now to buffer(); Done when something came.
    Io readAvailable();
    // Appends at least one byte, waiting up to `timeoutMs`; false on timeout, close, error or stop.
    bool readMore(int timeoutMs, const std::atomic<bool>& stopping);
    // Like readMore(), but straight into `into` (up to `size` bytes), not through buffer(): a large
    // body goes from the socket to its own buffer in one copy. The bytes read, or 0 on failure.
    qint64 readInto(char* into, qint64 size, int timeoutMs, const std::atomic<bool>& stopping);
    bool writeAll(QByteArrayView data, int timeoutMs, const std::atomic<bool>& stopping);
    // Ends the sending side; the connection may still be read (to drop an unread body).
    void shutdownWrite();

    QByteArray& buffer() { return m_buffer; }
    HeadParser& parser() { return m_parser; }
    // Event loop bookkeeping: when the current wait (handshake, head, idle, drain) runs out.
    Clock::time_point deadline;
    bool draining = false;
    bool wantsWrite = false; // TLS wants to write before it can read on

private:
    bool waitFor(bool write, Clock::time_point until, const std::atomic<bool>& stopping) const;
    Io tlsResult(int ret);
    void sendCloseNotify();

    net::Socket m_socket;
    QByteArray m_address;
    SSL* m_ssl = nullptr;
    ClientGate* m_gate;
    bool m_handshakeDone = false;
    bool m_tlsFailed = false; // a fatal TLS error: no close_notify may follow
    QByteArray m_buffer;
    HeadParser m_parser;
};

} // namespace cd::sim
