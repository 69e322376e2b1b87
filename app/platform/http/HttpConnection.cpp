#include "HttpConnection.h"

#include "ClientGate.h"

#include <openssl/err.h>
#include <openssl/ssl.h>

#include <algorithm>

namespace cd::sim {

namespace {
constexpr int readChunk = 64 * 1024;
// A worker waiting on a socket looks up this often to see whether the server is stopping.
constexpr int stopCheckMs = 200;

bool retryable(net::Failure failure) {
    return failure == net::Failure::WouldBlock || failure == net::Failure::Interrupted;
}
} // namespace

HttpConnection::HttpConnection(net::Socket handle, QByteArray address, SSL_CTX* tls, ClientGate* gate)
    : m_socket(handle)
    , m_address(std::move(address))
    , m_gate(gate) {
    if (tls) {
        m_ssl = SSL_new(tls);
        // OpenSSL keeps a socket as int, Winsock's SOCKET too: Windows' handle values fit in 32 bits,
        // which OpenSSL's own socket BIO relies on as well.
        SSL_set_fd(m_ssl, int(m_socket));
        SSL_set_accept_state(m_ssl);
    } else {
        m_handshakeDone = true;
    }
}

HttpConnection::~HttpConnection() {
    if (m_ssl) {
        if (!draining)
            sendCloseNotify();
        SSL_free(m_ssl);
    }
    net::closeSocket(m_socket);
    if (m_gate)
        m_gate->releaseConnection(m_address);
}

HttpConnection::Io HttpConnection::tlsResult(int ret) {
    const int error = SSL_get_error(m_ssl, ret);
    ERR_clear_error();
    if (error == SSL_ERROR_WANT_READ)
        return Io::WantRead;
    if (error == SSL_ERROR_WANT_WRITE)
        return Io::WantWrite;
    // OpenSSL forbids SSL_shutdown after these (SSL_shutdown(3)).
    m_tlsFailed = m_tlsFailed || error == SSL_ERROR_SSL || error == SSL_ERROR_SYSCALL;
    return Io::Closed;
}

void HttpConnection::sendCloseNotify() {
    if (m_handshakeDone && !m_tlsFailed)
        SSL_shutdown(m_ssl);
    // SSL_get_error() reads this thread's error queue before anything else, so an error left here
    // (a close_notify that could not be written, a shutdown refused) would fail the next call on
    // this thread for any connection.
    ERR_clear_error();
}

HttpConnection::Io HttpConnection::handshake() {
    if (m_handshakeDone)
        return Io::Done;
    ERR_clear_error(); // SSL_get_error(3): the queue must be empty before the call
    const int ret = SSL_do_handshake(m_ssl);
    if (ret == 1) {
        m_handshakeDone = true;
        return Io::Done;
    }
    return tlsResult(ret);
}

HttpConnection::Io HttpConnection::readAvailable() {
    char chunk[readChunk];
    bool got = false;
    // Bounded: a client that keeps sending gets its turn again on the next round of the loop.
    for (int round = 0; round < 4; ++round) {
        if (m_ssl) {
            ERR_clear_error();
            const int n = SSL_read(m_ssl, chunk, readChunk);
            if (n <= 0) {
                const Io io = tlsResult(n);
                return got && io != Io::Closed ? Io::Done : io;
            }
            m_buffer.append(chunk, n);
        } else {
            const long long n = net::recvSome(m_socket, chunk, readChunk);
            if (n == 0)
                return Io::Closed;
            if (n < 0) {
                const net::Failure failure = net::lastFailure();
                if (failure == net::Failure::Interrupted)
                    continue;
                if (failure == net::Failure::WouldBlock)
                    return got ? Io::Done : Io::WantRead;
                return Io::Closed;
            }
            m_buffer.append(chunk, qsizetype(n));
        }
        got = true;
        if (draining)
            m_buffer.clear();
    }
    return Io::Done;
}

bool HttpConnection::waitFor(bool write, Clock::time_point until, const std::atomic<bool>& stopping) const {
    for (;;) {
        if (stopping.load())
            return false;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now()).count();
        if (left <= 0)
            return false;
        net::PollEntry entry{m_socket, write, false};
        if (!net::pollSockets(&entry, 1, int(std::min<long long>(left, stopCheckMs))))
            return false;
        if (entry.ready)
            return true; // readable, writable, or failed: the next call tells which
    }
}

bool HttpConnection::readMore(int timeoutMs, const std::atomic<bool>& stopping) {
    char chunk[readChunk];
    const qint64 n = readInto(chunk, readChunk, timeoutMs, stopping);
    if (n > 0)
        m_buffer.append(chunk, qsizetype(n));
    return n > 0;
}

qint64 HttpConnection::readInto(char* into, qint64 size, int timeoutMs, const std::atomic<bool>& stopping) {
    const auto until = Clock::now() + std::chrono::milliseconds(timeoutMs);
    // TLS records and socket reads are capped well below 2 GiB: one call takes what there is.
    const int most = int(std::min<qint64>(size, 1 << 30));
    for (;;) {
        Io io = Io::WantRead;
        if (m_ssl) {
            ERR_clear_error();
            const int n = SSL_read(m_ssl, into, most);
            if (n > 0)
                return n;
            io = tlsResult(n);
        } else {
            const long long n = net::recvSome(m_socket, into, most);
            if (n > 0)
                return n;
            if (n == 0 || !retryable(net::lastFailure()))
                io = Io::Closed;
        }
        if (io == Io::Closed || !waitFor(io == Io::WantWrite, until, stopping))
            return 0;
    }
}

bool HttpConnection::writeAll(QByteArrayView data, int timeoutMs, const std::atomic<bool>& stopping) {
    // The deadline is for progress: a client that keeps taking bytes, however large the answer, is
    // served; one that stops taking them is dropped.
    auto until = Clock::now() + std::chrono::milliseconds(timeoutMs);
    qsizetype done = 0;
    while (done < data.size()) {
        const int piece = int(std::min<qsizetype>(data.size() - done, 1 << 20));
        Io io = Io::WantWrite;
        if (m_ssl) {
            ERR_clear_error();
            const int n = SSL_write(m_ssl, data.data() + done, piece);
            if (n > 0) {
                done += n;
                until = Clock::now() + std::chrono::milliseconds(timeoutMs);
                continue;
            }
            io = tlsResult(n);
        } else {
            const long long n = net::sendSome(m_socket, data.data() + done, piece);
            if (n > 0) {
                done += qsizetype(n);
                until = Clock::now() + std::chrono::milliseconds(timeoutMs);
                continue;
            }
            if (n < 0 && !retryable(net::lastFailure()))
                io = Io::Closed;
        }
        if (io == Io::Closed || !waitFor(io != Io::WantRead, until, stopping))
            return false;
    }
    return true;
}

void HttpConnection::shutdownWrite() {
    if (m_ssl)
        sendCloseNotify();
    net::shutdownSend(m_socket);
    draining = true;
    m_buffer.clear();
}

} // namespace cd::sim
