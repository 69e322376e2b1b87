#include "HttpListener.h"

#include "AccessLog.h"
#include "ClientGate.h"
#include "HttpConnection.h"
#include "ResponseWriter.h"

#include <algorithm>

namespace cd::sim {

namespace {
using Clock = std::chrono::steady_clock;
} // namespace

HttpListener::HttpListener(const ServerLimits& limits, ClientGate& gate, AccessLog& log, SSL_CTX* tls)
    : m_limits(limits)
    , m_gate(gate)
    , m_log(log)
    , m_tls(tls) {}

HttpListener::~HttpListener() {
    m_connections.clear();
    m_returned.clear();
    net::closeSocket(m_listenSocket);
}

bool HttpListener::bind(const QString& host, int port, QString* error) {
    const auto fail = [&] {
        *error =
            QStringLiteral("cannot listen on %1:%2: the address is in use or not ours").arg(host).arg(port);
        return false;
    };
    if (!m_wakeup.isValid())
        return fail();
    m_listenSocket = net::listenOn(host.toLocal8Bit(), port);
    if (m_listenSocket == net::invalidSocket)
        return fail();
    m_port = net::boundPort(m_listenSocket);
    return true;
}

void HttpListener::stop() {
    m_stopping.store(true);
    wake();
}

void HttpListener::wake() {
    m_wakeup.notify();
}

void HttpListener::giveBack(std::unique_ptr<HttpConnection> connection) {
    if (m_stopping.load())
        return; // closed here
    {
        const std::lock_guard lock(m_returnedMutex);
        m_returned.push_back(std::move(connection));
    }
    wake();
}

void HttpListener::acceptAll() {
    if (Clock::now() < m_acceptPausedUntil)
        return;
    for (;;) {
        QByteArray address;
        const net::Socket accepted = net::acceptOne(m_listenSocket, &address);
        if (accepted == net::invalidSocket) {
            const net::Failure failure = net::lastFailure();
            // Out of descriptors: stop accepting for a moment instead of spinning on the backlog.
            if (failure == net::Failure::OutOfResources)
                m_acceptPausedUntil = Clock::now() + std::chrono::milliseconds(100);
            if (failure == net::Failure::Interrupted || failure == net::Failure::Aborted)
                continue;
            return;
        }
        if (!m_gate.admitConnection(address)) {
            net::closeSocket(accepted);
            continue;
        }
        auto connection = std::make_unique<HttpConnection>(accepted, address, m_tls, &m_gate);
        connection->deadline = Clock::now() + std::chrono::milliseconds(m_limits.headTimeoutMs);
        m_connections.push_back(std::move(connection));
    }
}

void HttpListener::adoptReturned(const Dispatch& dispatch) {
    std::vector<std::unique_ptr<HttpConnection>> returned;
    {
        const std::lock_guard lock(m_returnedMutex);
        returned.swap(m_returned);
    }
    const auto now = Clock::now();
    for (auto& connection : returned) {
        connection->parser().reset();
        connection->deadline = now + std::chrono::milliseconds(connection->draining ? ServerLimits::drainMs
                                                                                    : m_limits.idleTimeoutMs);
        // A pipelined request may already be in the buffer: no readiness event would announce it.
        if (advance(connection, dispatch) == Step::Keep)
            m_connections.push_back(std::move(connection));
    }
}

void HttpListener::refuse(HttpConnection& connection, int status, const QString& detail) {
    m_log.record(connection.address(), "-", "-", status);
    const QByteArray answer = ResponseWriter::serialize(ResponseWriter::problem(status, detail), false, true);
    // The answer is small enough for the socket's buffer; a client that reads nothing loses it.
    connection.writeAll(answer, 100, m_stopping);
}

HttpListener::Step HttpListener::advance(std::unique_ptr<HttpConnection>& connection,
                                         const Dispatch& dispatch) {
    HttpConnection& c = *connection;
    if (!c.handshakeDone()) {
        const HttpConnection::Io io = c.handshake();
        if (io == HttpConnection::Io::Closed)
            return Step::Close;
        if (io != HttpConnection::Io::Done) {
            c.wantsWrite = io == HttpConnection::Io::WantWrite;
            return Step::Keep;
        }
    }
    const bool wasStarted = c.parser().started();
    const HttpConnection::Io io =
        c.buffer().isEmpty() || c.draining ? c.readAvailable() : HttpConnection::Io::Done;
    c.wantsWrite = io == HttpConnection::Io::WantWrite;
    if (c.draining)
        return io == HttpConnection::Io::Closed ? Step::Close : Step::Keep;
    const HeadParser::State state = c.parser().feed(c.buffer());
    if (state == HeadParser::State::Complete) {
        dispatch(std::move(connection));
        return Step::Dispatched;
    }
    if (state == HeadParser::State::Failed) {
        refuse(c, c.parser().errorStatus(), c.parser().errorDetail());
        return Step::Close;
    }
    if (io == HttpConnection::Io::Closed)
        return Step::Close;
    // The head's deadline runs from its first byte; until then the connection is idle.
    if (!wasStarted && c.parser().started())
        c.deadline = Clock::now() + std::chrono::milliseconds(m_limits.headTimeoutMs);
    return Step::Keep;
}

bool HttpListener::run(const Dispatch& dispatch) {
    if (m_listenSocket == net::invalidSocket)
        return false;
    std::vector<net::PollEntry> polled;
    while (!m_stopping.load()) {
        adoptReturned(dispatch);
        const auto now = Clock::now();
        auto next = now + std::chrono::seconds(1);
        polled.clear();
        const bool acceptPaused = now < m_acceptPausedUntil;
        polled.push_back({m_wakeup.pollable(), false, false});
        // A paused listening socket is polled as an invalid one (ignored by poll and WSAPoll alike).
        polled.push_back({acceptPaused ? net::invalidSocket : m_listenSocket, false, false});
        for (const auto& c : m_connections) {
            polled.push_back({c->socket(), c->wantsWrite, false});
            next = std::min(next, c->deadline);
        }
        if (now < m_acceptPausedUntil)
            next = std::min(next, m_acceptPausedUntil);
        const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(next - now).count();
        if (!net::pollSockets(polled.data(), polled.size(), int(std::clamp<long long>(wait + 1, 0, 1000))))
            return false;
        if (polled[0].ready)
            m_wakeup.drain();
        // Connections first (by index: the list grows as the loop accepts), then new ones.
        std::vector<std::unique_ptr<HttpConnection>> kept;
        kept.reserve(m_connections.size());
        const auto after = Clock::now();
        for (size_t i = 0; i < m_connections.size(); ++i) {
            auto& connection = m_connections[i];
            Step step = Step::Keep;
            if (polled[i + 2].ready)
                step = advance(connection, dispatch);
            if (step == Step::Keep && after >= connection->deadline) {
                // A head begun and not finished in time gets its 408; an idle connection just ends.
                if (connection->handshakeDone() && !connection->draining && connection->parser().started())
                    refuse(*connection, 408, QStringLiteral("The request head did not arrive in time."));
                step = Step::Close;
            }
            if (step == Step::Keep)
                kept.push_back(std::move(connection));
        }
        m_connections.swap(kept);
        if (polled[1].ready)
            acceptAll();
    }
    return true;
}

} // namespace cd::sim
