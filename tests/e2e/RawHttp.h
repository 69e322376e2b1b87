#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QTcpSocket>

namespace cd::test {

// One HTTP/1.1 connection written byte by byte, for tests that must send what no client library
// would: a head without its body, a head too big, a head one byte at a time.
class RawHttp {
public:
    struct Reply {
        int status = 0;
        QByteArray head;
        QByteArray body;
    };

    bool open(int port) {
        m_socket.connectToHost(QHostAddress::LocalHost, quint16(port));
        return m_socket.waitForConnected(3000);
    }
    bool send(const QByteArray& bytes) {
        m_socket.write(bytes);
        while (m_socket.bytesToWrite() > 0) {
            if (!m_socket.waitForBytesWritten(5000))
                return false;
        }
        return true;
    }
    // One response (a 1xx has no body), or status 0 when none came within `ms`.
    Reply read(int ms = 5000) {
        QElapsedTimer clock;
        clock.start();
        qsizetype end;
        while ((end = m_buffer.indexOf("\r\n\r\n")) < 0) {
            if (!more(ms - int(clock.elapsed())))
                return {};
        }
        Reply reply;
        reply.head = m_buffer.left(end + 2);
        m_buffer.remove(0, end + 4);
        reply.status = reply.head.mid(9, 3).toInt();
        const QByteArray lower = reply.head.toLower();
        const qsizetype at = lower.indexOf("\r\ncontent-length:");
        const qsizetype length =
            at < 0 ? 0 : lower.mid(at + 17, lower.indexOf("\r\n", at + 2) - at - 17).trimmed().toLongLong();
        while (m_buffer.size() < length) {
            if (!more(ms - int(clock.elapsed())))
                return {};
        }
        reply.body = m_buffer.left(length);
        m_buffer.remove(0, length);
        return reply;
    }
    // Whether the server closed the connection within `ms` (whatever it sent before is kept).
    bool closedWithin(int ms) {
        QElapsedTimer clock;
        clock.start();
        while (m_socket.state() == QAbstractSocket::ConnectedState && clock.elapsed() < ms) {
            if (m_socket.waitForReadyRead(int(std::max<qint64>(1, ms - clock.elapsed()))))
                m_buffer += m_socket.readAll();
        }
        m_buffer += m_socket.readAll();
        return m_socket.state() != QAbstractSocket::ConnectedState;
    }
    const QByteArray& received() const { return m_buffer; }
    QTcpSocket& socket() { return m_socket; }

private:
    bool more(int ms) {
        if (ms <= 0 || !m_socket.waitForReadyRead(ms)) {
            m_buffer += m_socket.readAll();
            return false;
        }
        m_buffer += m_socket.readAll();
        return true;
    }
    QTcpSocket m_socket;
    QByteArray m_buffer;
};

} // namespace cd::test
