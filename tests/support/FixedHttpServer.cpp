#include "FixedHttpServer.h"

#include <QSignalSpy>
#include <QTcpSocket>

namespace cd::test {

FixedHttpServer::FixedHttpServer() {
    listen(QHostAddress::LocalHost);
    connect(this, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* s = nextPendingConnection()) {
            connect(s, &QTcpSocket::readyRead, s, [s] {
                if (!s->readAll().contains("\r\n\r\n"))
                    return;
                s->write("HTTP/1.1 200 OK\r\nContent-Length: " + QByteArray::number(body.size()) +
                         "\r\nConnection: close\r\n\r\n" + body.toByteArray());
                s->disconnectFromHost();
            });
            connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
        }
    });
}

QByteArray httpGet(int port) {
    QTcpSocket s;
    QByteArray answer;
    QObject::connect(&s, &QTcpSocket::connected, &s,
                     [&s] { s.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"); });
    QObject::connect(&s, &QTcpSocket::readyRead, &s, [&] { answer += s.readAll(); });
    QSignalSpy closed(&s, &QTcpSocket::disconnected);
    s.connectToHost(QHostAddress::LocalHost, quint16(port));
    closed.wait(10000);
    return answer + s.readAll();
}

} // namespace cd::test
