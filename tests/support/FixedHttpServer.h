#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QTcpServer>

namespace cd::test {

// A loopback HTTP server that answers every request with one fixed body: the far end of an SSH
// port forward in the tests that open one.
class FixedHttpServer final : public QTcpServer {
public:
    static constexpr QByteArrayView body = "hello through the forward";
    FixedHttpServer();
};

// A GET of / on a loopback port, through the event loop (the server answering is in this thread
// too); the whole answer, head and body, or what arrived within 10 s.
QByteArray httpGet(int port);

} // namespace cd::test
