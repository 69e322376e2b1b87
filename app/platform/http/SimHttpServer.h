#pragma once

#include "SimServerConfig.h"

#include <memory>

namespace httplib {
class Server;
}

namespace cd::sim {

class Router;

// Serves a Router over HTTP or HTTPS with cpp-httplib: each request becomes a core Request, the
// Router's Response goes back as it is. It adds nothing of its own but framing and keep-alive, so
// the network and the offline demo behave the same.
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
    std::unique_ptr<httplib::Server> m_server;
    int m_port = 0;
};

} // namespace cd::sim
