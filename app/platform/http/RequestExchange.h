#pragma once

#include "ServerLimits.h"

#include "core/Request.h"
#include "core/Response.h"

#include <memory>

namespace cd::sim {

class AccessLog;
class ClientGate;
class HttpConnection;
class HttpListener;
class Router;
struct RequestHead;

// What a worker does with a connection whose request head has arrived: judge the head before any
// body byte is read (Router::precheck), read the body within its limit, let the Router answer or
// open an event stream, write the answer, and give a kept-alive connection back to the listener.
class RequestExchange {
public:
    RequestExchange(Router& router, const ServerLimits& limits, ClientGate& gate, AccessLog& log,
                    HttpListener& listener)
        : m_router(router)
        , m_limits(limits)
        , m_gate(gate)
        , m_log(log)
        , m_listener(listener) {}

    void serve(std::unique_ptr<HttpConnection> connection);

    // The core Request of a head: the raw target split into path and form-encoded query.
    static Request toRequest(const RequestHead& head);

private:
    // Sends `response`; false when the connection cannot go on (closing, or the write failed).
    bool answer(HttpConnection& connection, const Request& request, const Response& response, bool close);
    // Serves an event stream until it ends, the client goes or the server stops; a stream that was
    // served always closes its connection (only a refusal before it opened may keep it).
    bool stream(HttpConnection& connection, const Request& request, bool close);
    // An answer that ends the connection while the client may still be sending its body.
    void refuseBody(std::unique_ptr<HttpConnection> connection, const Request& request,
                    const Response& response);

    Router& m_router;
    const ServerLimits m_limits;
    ClientGate& m_gate;
    AccessLog& m_log;
    HttpListener& m_listener;
};

} // namespace cd::sim
