#include "SimHttpServer.h"

#include "platform/Problem.h"
#include "platform/Router.h"
#include "platform/ServerStream.h"

#include <httplib.h>

#include <QByteArray>

#include <cstdio>

namespace cd::sim {

namespace {

constexpr size_t maxRequestBody = 64u * 1024u * 1024u;

Request toRequest(const httplib::Request& in) {
    Request out;
    out.method = QByteArray::fromStdString(in.method);
    // The raw target keeps percent-encoding, so the Router splits the path exactly as sent.
    const QByteArray target = QByteArray::fromStdString(in.target.empty() ? in.path : in.target);
    const qsizetype q = target.indexOf('?');
    out.path = q < 0 ? target : target.left(q);
    if (q >= 0) {
        // Form encoding: '+' in a query means a space (HTML forms, Python's urlencode, curl -G).
        QByteArray query = target.mid(q + 1);
        out.query.setQuery(QString::fromUtf8(query.replace('+', "%20")));
    }
    for (const auto& [name, value] : in.headers)
        out.headers.add(QByteArray::fromStdString(name), QByteArray::fromStdString(value));
    out.body = QByteArray::fromStdString(in.body);
    return out;
}

void fromResponse(const Response& in, httplib::Response& out) {
    out.status = in.status;
    std::string contentType = "application/octet-stream";
    for (const auto& [name, value] : in.headers.fields()) {
        if (name.compare("Content-Type", Qt::CaseInsensitive) == 0)
            contentType = value.toStdString();
        else
            out.set_header(name.toStdString(), value.toStdString());
    }
    out.set_content(in.body.toStdString(), contentType);
}

} // namespace

SimHttpServer::SimHttpServer(Router& router, SimServerConfig config)
    : m_router(router)
    , m_config(std::move(config)) {}

SimHttpServer::~SimHttpServer() = default;

bool SimHttpServer::bind(QString* error) {
    if (m_config.usesTls()) {
        auto tls = std::make_unique<httplib::SSLServer>(m_config.tlsCert.toLocal8Bit().constData(),
                                                        m_config.tlsKey.toLocal8Bit().constData());
        if (!tls->is_valid()) {
            *error =
                QStringLiteral("cannot use the TLS certificate %1 with key %2: check both are readable PEM "
                               "files and belong together")
                    .arg(m_config.tlsCert, m_config.tlsKey);
            return false;
        }
        m_server = std::move(tls);
    } else {
        m_server = std::make_unique<httplib::Server>();
    }

    auto handler = [this](const httplib::Request& req, httplib::Response& res) {
        const Request request = toRequest(req);
        const QByteArray peer = QByteArray::fromStdString(req.remote_addr);
        if (!Router::isStream(request)) {
            const Response response = m_router.handle(request, peer);
            // The Router answers Range requests itself (dataset content), errors included; httplib
            // would cut the range out of the body a second time. `req` is httplib's own
            // non-const request.
            const_cast<httplib::Request&>(req).ranges.clear();
            fromResponse(response, res);
            return;
        }
        auto opened = m_router.openStream(request, peer);
        if (auto* refused = std::get_if<Response>(&opened)) {
            fromResponse(*refused, res);
            return;
        }
        // The stream holds one of the server's threads until the client goes or the server stops;
        // the keep-alive comments it sends make a vanished client fail its next write.
        std::shared_ptr<ServerStream> stream = std::move(std::get<std::unique_ptr<ServerStream>>(opened));
        res.set_header("Cache-Control", "no-store");
        res.set_header("X-Accel-Buffering", "no");
        res.set_chunked_content_provider(
            "text/event-stream",
            [stream](size_t, httplib::DataSink& sink) {
                const auto piece = stream->next(std::chrono::milliseconds(500));
                if (!piece) {
                    sink.done();
                    return true;
                }
                if (!piece->isEmpty() && !sink.write(piece->constData(), size_t(piece->size())))
                    return false;
                return true;
            },
            [stream](bool) { stream->close(); });
    };
    for (auto route : {&httplib::Server::Get, &httplib::Server::Post, &httplib::Server::Put,
                       &httplib::Server::Patch, &httplib::Server::Delete, &httplib::Server::Options}) {
        (m_server.get()->*route)(".*", handler);
    }
    // Errors httplib raises itself (a malformed request line, an unknown method, a body over the
    // limit) get the same problem+json body as the Router's; the Router's own are left alone.
    m_server->set_error_handler(httplib::Server::HandlerWithResponse(
        [this, handler](const httplib::Request& req, httplib::Response& res) {
            if (!res.body.empty())
                return httplib::Server::HandlerResponse::Unhandled;
            // httplib refuses a Range it cannot parse (416) before routing; the contract has the
            // Router judge it (400 invalid_parameter for dataset content). Only for a request without
            // a body: httplib has not read one yet.
            const std::string length = req.get_header_value("Content-Length");
            const bool noBody = (length.empty() || length == "0") && !req.has_header("Transfer-Encoding");
            if (res.status == 416 && req.has_header("Range") && noBody && !Router::isStream(toRequest(req))) {
                handler(req, res);
                return httplib::Server::HandlerResponse::Handled;
            }
            Problem problem{
                res.status,
                QStringLiteral("http_%1").arg(res.status),
                QStringLiteral("Request refused"),
                QStringLiteral("The server could not take this request (HTTP %1).").arg(res.status),
                QString::fromStdString(req.path),
                0};
            if (res.status == 413)
                problem.detail =
                    QStringLiteral("The request body is larger than %1 MiB.").arg(maxRequestBody >> 20);
            fromResponse(problem.toResponse(), res);
            return httplib::Server::HandlerResponse::Handled;
        }));
    m_server->set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
        fromResponse(Problem::internal(QStringLiteral("The simulator failed on this request.")).toResponse(),
                     res);
    });
    m_server->set_payload_max_length(maxRequestBody);
    // Consoles and load tests keep connections open; httplib's default of 5 requests per
    // connection made every client reconnect constantly.
    m_server->set_keep_alive_max_count(10000);
    m_server->set_keep_alive_timeout(30);
    // Each event stream keeps a thread; httplib's default pool (8 here) would let a few consoles
    // starve every other request.
    m_server->new_task_queue = [] { return new httplib::ThreadPool(64); };
    // Small answers (health, errors) otherwise wait 40 ms for a delayed ACK under Nagle.
    m_server->set_tcp_nodelay(true);
    if (m_config.accessLog) {
        m_server->set_logger([](const httplib::Request& req, const httplib::Response& res) {
            std::fprintf(stderr, "%s %s %s -> %d\n", req.remote_addr.c_str(), req.method.c_str(),
                         req.path.c_str(), res.status);
        });
    }

    const std::string host = m_config.host.toStdString();
    if (m_config.port == 0) {
        m_port = m_server->bind_to_any_port(host);
    } else {
        m_port = m_server->bind_to_port(host, m_config.port) ? m_config.port : -1;
    }
    if (m_port <= 0) {
        *error = QStringLiteral("cannot listen on %1:%2: the address is in use or not ours")
                     .arg(m_config.host)
                     .arg(m_config.port);
        return false;
    }
    return true;
}

bool SimHttpServer::run() {
    return m_server->listen_after_bind();
}

void SimHttpServer::stop() {
    if (m_server)
        m_server->stop();
}

} // namespace cd::sim
