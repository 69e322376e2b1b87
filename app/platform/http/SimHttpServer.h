#pragma once

#include "SimServerConfig.h"

#include <memory>

namespace cd::sim {

class AccessLog;
class ClientGate;
class HttpListener;
class RequestExchange;
class Router;
class TlsContext;
class WorkerPool;

// Serves a Router over HTTP or HTTPS: each request becomes a core Request, the Router's Response
// goes back as it is. It adds nothing of its own but framing, keep-alive and the limits of
// ServerLimits, so the network and the offline demo behave the same. Its own small HTTP/1.1
// front end (docs/simulator.md says why): one event-loop thread for every connection between
// requests, a bounded pool of workers for requests whose head has arrived.
class SimHttpServer {
public:
    SimHttpServer(Router& router, SimServerConfig config);
    ~SimHttpServer();
    SimHttpServer(const SimHttpServer&) = delete;
    SimHttpServer& operator=(const SimHttpServer&) = delete;

    bool bind(QString* error);
    int port() const { return m_port; }
    // Serves until stop(); returns false if the server failed.
    bool run();
    // Safe from another thread or a signal handler.
    void stop();

private:
    Router& m_router;
    SimServerConfig m_config;
    // In order of destruction, last first: nothing outlives what it uses.
    std::unique_ptr<TlsContext> m_tls;
    std::unique_ptr<ClientGate> m_gate;
    std::unique_ptr<AccessLog> m_log;
    std::unique_ptr<HttpListener> m_listener;
    std::unique_ptr<RequestExchange> m_exchange;
    int m_port = 0;
};

} // namespace cd::sim
