#include "SimHttpServer.h"

#include "AccessLog.h"
#include "ClientGate.h"
#include "HttpConnection.h"
#include "HttpListener.h"
#include "RequestExchange.h"
#include "TlsContext.h"
#include "WorkerPool.h"

#include <csignal>

namespace cd::sim {

SimHttpServer::SimHttpServer(Router& router, SimServerConfig config)
    : m_router(router)
    , m_config(std::move(config)) {}

SimHttpServer::~SimHttpServer() = default;

bool SimHttpServer::bind(QString* error) {
    if (m_config.usesTls()) {
        m_tls = TlsContext::load(m_config.tlsCert, m_config.tlsKey, error);
        if (!m_tls)
            return false;
    }
    const ServerLimits& limits = m_config.limits;
    m_gate = std::make_unique<ClientGate>(limits.maxConnectionsPerAddress, limits.maxStreamsPerKey);
    m_log = std::make_unique<AccessLog>(m_config.accessLog);
    m_listener = std::make_unique<HttpListener>(limits, *m_gate, *m_log, m_tls ? m_tls->get() : nullptr);
    if (!m_listener->bind(m_config.host, m_config.port, error))
        return false;
    m_port = m_listener->port();
    m_exchange = std::make_unique<RequestExchange>(m_router, limits, *m_gate, *m_log, *m_listener);
    return true;
}

bool SimHttpServer::run() {
    if (!m_listener || !m_exchange)
        return false;
#ifdef SIGPIPE
    // A client gone mid-answer must fail a write, not end the process (TLS writes go through
    // OpenSSL's own send, which cannot ask for MSG_NOSIGNAL). Windows has no SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
#endif
    bool ok = false;
    {
        WorkerPool workers(ServerLimits::workerThreads, [this](std::unique_ptr<HttpConnection> connection) {
            m_exchange->serve(std::move(connection));
        });
        ok = m_listener->run(
            [&workers](std::unique_ptr<HttpConnection> connection) { workers.post(std::move(connection)); });
        // Workers see the listener stopping and end their reads, writes and streams soon after;
        // the pool joins them before the listener and its connections go.
        m_listener->stop();
    }
    return ok;
}

void SimHttpServer::stop() {
    if (m_listener)
        m_listener->stop();
}

} // namespace cd::sim
