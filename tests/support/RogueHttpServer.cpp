#include "RogueHttpServer.h"

#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace cd::test {

RogueHttpServer::RogueHttpServer(Behaviour behaviour, QObject* parent)
    : QTcpServer(parent)
    , m_behaviour(behaviour) {
    connect(this, &QTcpServer::newConnection, this, &RogueHttpServer::onConnection);
}

bool RogueHttpServer::start() {
    return listen(QHostAddress::LocalHost, 0);
}

void RogueHttpServer::onConnection() {
    while (QTcpSocket* socket = nextPendingConnection()) {
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
            const QByteArray request = socket->readAll();
            if (!request.contains("\r\n\r\n"))
                return;
            ++m_requests;
            m_lastHead = request.left(request.indexOf("\r\n\r\n"));
            const QByteArray json = "application/json";
            switch (m_behaviour) {
            case Behaviour::MalformedJson: {
                const QByteArray body = "{\"items\": [{\"id\": \"x\", ";
                socket->write("HTTP/1.1 200 OK\r\nContent-Type: " + json +
                              "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
                break;
            }
            case Behaviour::TruncatedBody:
                socket->write(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n"
                    "{\"items\": [");
                socket->flush();
                socket->disconnectFromHost();
                break;
            case Behaviour::OversizedBody: {
                // Chunked, so the size is unknown up front: the client must count and stop itself.
                socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: "
                              "chunked\r\n\r\n");
                const QByteArray chunk(64 * 1024, 'a');
                for (int i = 0; i < 64; ++i)
                    socket->write(QByteArray::number(chunk.size(), 16) + "\r\n" + chunk + "\r\n");
                socket->write("0\r\n\r\n");
                break;
            }
            case Behaviour::StallMidResponse:
                socket->write(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n"
                    "{\"items\"");
                socket->flush(); // and then nothing, with the connection left open
                break;
            case Behaviour::CloseWithoutAnswer:
                socket->disconnectFromHost();
                break;
            case Behaviour::EndlessPages:
            case Behaviour::EmptyJson:
            case Behaviour::BadPageMidList: {
                const QByteArray pages[] = {R"({"items":[],"next_page_token":"t1"})",
                                            R"({"items":[{"id":7}],"next_page_token":"t2"})",
                                            R"({"items":[],"next_page_token":null})"};
                const QByteArray body =
                    m_behaviour == Behaviour::EmptyJson ? QByteArray("{}")
                    : m_behaviour == Behaviour::BadPageMidList
                        ? pages[std::min(m_requests, 3) - 1]
                        : "{\"items\":[],\"next_page_token\":\"t" + QByteArray::number(m_requests) + "\"}";
                socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                              QByteArray::number(body.size()) + "\r\n\r\n" + body);
                break;
            }
            }
        });
    }
}

} // namespace cd::test
