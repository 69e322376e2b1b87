#include "RawHttp.h"
#include "support/SimProcess.h"

#include <QProcess>
#include <QSslSocket>
#include <QStandardPaths>
#include <QTest>

#ifndef Q_OS_WIN
#include <sys/socket.h>
#endif

using namespace cd;
using namespace cd::test;

// clusterdesk-sim's TLS settings as `openssl s_client` finds them (TLS 1.2 the minimum, TLS 1.3
// preferred, only forward-secret AEAD suites for TLS 1.2), and its access log against requests
// that try to forge lines or send the terminal escape sequences.
class TestSimTlsE2E final : public QObject {
    Q_OBJECT

    SimProcess m_sim;

    // The client side allows everything (security level 0), so that a refusal is the server's.
    QString handshake(const QStringList& options, int* exitCode) {
        QProcess client;
        client.setProcessChannelMode(QProcess::MergedChannels);
        client.start(QStringLiteral("openssl"),
                     QStringList{QStringLiteral("s_client"), QStringLiteral("-connect"),
                                 QStringLiteral("127.0.0.1:%1").arg(m_sim.port()), QStringLiteral("-CAfile"),
                                 m_sim.certificates().caCert()} +
                         options);
        client.write("Q\n");
        client.closeWriteChannel();
        if (!client.waitForFinished(15000))
            client.kill();
        *exitCode = client.exitCode();
        return QString::fromLocal8Bit(client.readAll());
    }

private Q_SLOTS:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("openssl")).isEmpty())
            QSKIP("the openssl command is not installed");
        QString error;
        QVERIFY2(m_sim.startHttps(&error), qPrintable(error));
    }

    void tls11IsRefused() {
        int code = 0;
        const QString out = handshake(
            {QStringLiteral("-tls1_1"), QStringLiteral("-cipher"), QStringLiteral("DEFAULT@SECLEVEL=0")},
            &code);
        QVERIFY2(code != 0, qPrintable(out));
        QVERIFY2(!out.contains(u"Cipher is ECDHE") && !out.contains(u"Cipher is AES"), qPrintable(out));
    }

    void tls12WithoutForwardSecrecyIsRefused() {
        int code = 0;
        const QString out = handshake(
            {QStringLiteral("-tls1_2"), QStringLiteral("-cipher"), QStringLiteral("AES128-SHA@SECLEVEL=0")},
            &code);
        QVERIFY2(code != 0, qPrintable(out));
        QVERIFY2(!out.contains(u"Cipher is AES128-SHA"), qPrintable(out));
    }

    // Forward secret but not AEAD (CBC with HMAC-SHA1): refused too.
    void tls12CbcSuiteIsRefused() {
        int code = 0;
        const QString out = handshake({QStringLiteral("-tls1_2"), QStringLiteral("-cipher"),
                                       QStringLiteral("ECDHE-ECDSA-AES128-SHA@SECLEVEL=0")},
                                      &code);
        QVERIFY2(code != 0, qPrintable(out));
        QVERIFY2(!out.contains(u"Cipher is ECDHE-ECDSA-AES128-SHA"), qPrintable(out));
    }

    void tls13IsChosenWhenOffered() {
        int code = 0;
        const QString out = handshake({}, &code);
        QCOMPARE(code, 0);
        QVERIFY2(out.contains(u"New, TLSv1.3, Cipher is TLS_"), qPrintable(out));
        QVERIFY2(out.contains(u"Verify return code: 0 (ok)"), qPrintable(out));
    }

    // The test certificates have EC keys: the server's first suite for them.
    void tls12NegotiatesAnEcdheAeadSuite() {
        int code = 0;
        const QString out = handshake({QStringLiteral("-tls1_2")}, &code);
        QCOMPARE(code, 0);
        QVERIFY2(out.contains(u"New, TLSv1.2, Cipher is ECDHE-ECDSA-AES128-GCM-SHA256"), qPrintable(out));
    }

    // A TLS connection that ends without close_notify leaves OpenSSL in a fatal state. Closing it
    // must not leave an error on the event loop thread's OpenSSL error queue: SSL_get_error()
    // reads that queue first, and took the stale error for the next connection's "want read",
    // which dropped a kept-alive client in the middle of its request head.
    void tlsPeerVanishingLeavesOtherConnectionsAlone() {
#ifdef Q_OS_WIN
        QSKIP("half-closes a TCP stream under a TLS socket with POSIX shutdown()");
#else
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setCaCertificates(QSslCertificate::fromPath(m_sim.certificates().caCert()));
        const auto open = [&](QSslSocket& socket) {
            socket.setSslConfiguration(tls);
            socket.connectToHostEncrypted(QStringLiteral("127.0.0.1"), quint16(m_sim.port()));
            return socket.waitForEncrypted(5000);
        };
        const QByteArray head = "GET /v1/clusters HTTP/1.1\r\nHost: sim\r\nAuthorization: Bearer " +
                                m_sim.key(QStringLiteral("0/owner")) + "\r\n";
        // The status line of one whole answer (head and Content-Length body), or less on a close.
        const auto answer = [](QSslSocket& socket) {
            QByteArray received;
            qsizetype end = -1;
            qsizetype length = 0;
            while ((end < 0 || received.size() < end + 4 + length) && socket.waitForReadyRead(5000)) {
                received += socket.readAll();
                end = received.indexOf("\r\n\r\n");
                const qsizetype at = received.toLower().indexOf("\r\ncontent-length:");
                if (end >= 0 && at >= 0 && at < end)
                    length = received.mid(at + 17, received.indexOf("\r\n", at + 2) - at - 17)
                                 .trimmed()
                                 .toLongLong();
            }
            return received.left(12);
        };

        QSslSocket kept;
        QVERIFY2(open(kept), qPrintable(kept.errorString()));
        kept.write(head + "\r\n"); // the server's handshake is over, the connection idle
        QCOMPARE(answer(kept), QByteArray("HTTP/1.1 200"));

        // Another client, its handshake over on the server too, ends its TCP stream without a TLS
        // close_notify; the server closes it.
        QSslSocket vanishing;
        QVERIFY2(open(vanishing), qPrintable(vanishing.errorString()));
        vanishing.write(head + "\r\n");
        QCOMPARE(answer(vanishing), QByteArray("HTTP/1.1 200"));
        QCOMPARE(::shutdown(int(vanishing.socketDescriptor()), SHUT_WR), 0);
        QVERIFY(vanishing.state() == QAbstractSocket::UnconnectedState ||
                vanishing.waitForDisconnected(5000));

        // The first client's next head, in two TLS records: the server must wait for the rest.
        kept.write(head);
        QVERIFY(kept.waitForBytesWritten(5000));
        QVERIFY2(!kept.waitForDisconnected(500), "the server dropped a connection that did nothing wrong");
        kept.write("\r\n");
        QCOMPARE(answer(kept), QByteArray("HTTP/1.1 200"));
#endif
    }

    void accessLogCannotBeForged() {
        SimProcess sim({QStringLiteral("--access-log")});
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        const QList<QByteArray> requests = {
            "GET /v1/health%0d%0a127.0.0.1%20GET%20/v1/forged%20-%3E%20200 HTTP/1.1\r\nHost: sim\r\n\r\n",
            "GET /v1/%1b%5b2J%1b%5d0;owned%07%22%5c HTTP/1.1\r\nHost: sim\r\n\r\n",
            "GET /v1/\x1b[31mred HTTP/1.1\r\nHost: sim\r\n\r\n",
            "GET /v1/health\r\n127.0.0.1 GET /v1/raw -> 200 HTTP/1.1\r\nHost: sim\r\n\r\n",
            "G\x1b[2JT /v1/health HTTP/1.1\r\nHost: sim\r\n\r\n",
        };
        for (const QByteArray& request : requests) {
            RawHttp http;
            QVERIFY(http.open(sim.port()));
            QVERIFY(http.send(request));
            QVERIFY(http.read(3000).status != 0);
        }
        sim.stop();
        const QByteArray log = sim.stderrText().toUtf8();
        const QList<QByteArray> lines = log.split('\n');
        int requestLines = 0;
        for (const QByteArray& line : lines) {
            if (line.isEmpty() || line.startsWith("clusterdesk-sim: "))
                continue;
            ++requestLines;
            QVERIFY2(line.startsWith("127.0.0.1 "), line.constData());
            QVERIFY2(!line.contains("forged -> 200") || line.contains("\\x0d\\x0a"), line.constData());
        }
        QCOMPARE(requestLines, 5); // one line per request, none more
        QVERIFY(!log.contains('\x1b'));
        QVERIFY(!log.contains('\x07'));
        QVERIFY2(log.contains("127.0.0.1 GET /v1/health\\x0d\\x0a127.0.0.1 GET /v1/forged -> 200 -> 4"),
                 log.constData());
        QVERIFY2(log.contains("127.0.0.1 GET /v1/\\x1b[2J\\x1b]0;owned\\x07\\x22\\x5c -> "), log.constData());
        QVERIFY2(log.contains("127.0.0.1 - - -> 400"), log.constData());
    }
};

QTEST_GUILESS_MAIN(TestSimTlsE2E)
#include "tst_sim_tls_e2e.moc"
