#include "api/CurlTransport.h"
#include "core/ErrorText.h"

#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace cd;

// What the console's TLS accepts, against `openssl s_server` offering one thing at a time: TLS 1.2
// at least, under 1.2 only forward-secret AEAD suites, TLS 1.3 when offered. Verification stays on:
// the server's self-signed certificate is trusted through the CA bundle setting.
class TestTlsClientE2E final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_cert, m_key;

    // An s_server answering with its status page (-www), which names the protocol and cipher chosen.
    struct Server {
        QProcess process;
        quint16 port = 0;
        ~Server() {
            process.kill();
            process.waitForFinished(5000);
        }
    };

    bool startServer(Server& server, const QStringList& offer) {
        QTcpServer probe;
        if (!probe.listen(QHostAddress::LocalHost, 0))
            return false;
        server.port = probe.serverPort();
        probe.close();
        server.process.setProcessChannelMode(QProcess::MergedChannels);
        server.process.start(QStringLiteral("openssl"),
                             QStringList{QStringLiteral("s_server"), QStringLiteral("-accept"),
                                         QStringLiteral("127.0.0.1:%1").arg(server.port),
                                         QStringLiteral("-cert"), m_cert, QStringLiteral("-key"), m_key,
                                         QStringLiteral("-www")} +
                                 offer);
        // It says ACCEPT once it listens.
        return QTest::qWaitFor(
            [&] {
                server.process.waitForReadyRead(50);
                return server.process.peek(4096).contains("ACCEPT");
            },
            10000);
    }

    Response get(quint16 port) {
        TransportSettings s;
        s.baseUrl = QUrl(QStringLiteral("https://127.0.0.1:%1").arg(port));
        s.caBundlePath = m_cert;
        s.connectTimeoutMs = 5000;
        s.totalTimeoutMs = 10000;
        CurlTransport transport(s);
        std::optional<Response> got;
        Request r;
        r.path = "/";
        transport.start(std::move(r), [&](Response resp) {
            QMetaObject::invokeMethod(
                this, [&got, resp] { got = resp; }, Qt::QueuedConnection);
        });
        if (!QTest::qWaitFor([&] { return got.has_value(); }, 15000))
            return Response::fromFailure(Error::make(ErrorKind::Timeout, {}, {}));
        return *got;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        // RSA, so that the old suites (AES128-SHA) could be chosen if the client allowed them.
        m_cert = m_dir.filePath(QStringLiteral("server.pem"));
        m_key = m_dir.filePath(QStringLiteral("server.key"));
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                       QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-days"),
                       QStringLiteral("2"), QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1"),
                       QStringLiteral("-addext"), QStringLiteral("subjectAltName=IP:127.0.0.1"),
                       QStringLiteral("-keyout"), m_key, QStringLiteral("-out"), m_cert});
        QVERIFY(openssl.waitForFinished(30000));
        QCOMPARE(openssl.exitCode(), 0);
    }

    void refusedOffers_data() {
        QTest::addColumn<QStringList>("offer");
        QTest::newRow("TLS 1.1") << QStringList{QStringLiteral("-tls1_1"), QStringLiteral("-cipher"),
                                                QStringLiteral("DEFAULT@SECLEVEL=0")};
        QTest::newRow("TLS 1.2, AES128-SHA") << QStringList{
            QStringLiteral("-tls1_2"), QStringLiteral("-cipher"), QStringLiteral("AES128-SHA")};
        QTest::newRow("TLS 1.2, AEAD without forward secrecy") << QStringList{
            QStringLiteral("-tls1_2"), QStringLiteral("-cipher"), QStringLiteral("AES256-GCM-SHA384")};
        QTest::newRow("TLS 1.2, forward secret without AEAD") << QStringList{
            QStringLiteral("-tls1_2"), QStringLiteral("-cipher"), QStringLiteral("ECDHE-RSA-AES128-SHA256")};
    }
    void refusedOffers() {
        QFETCH(QStringList, offer);
        Server server;
        QVERIFY(startServer(server, offer));
        const Response r = get(server.port);
        QVERIFY2(r.isTransportFailure(), qPrintable(QString::fromUtf8(r.body.left(300))));
        QCOMPARE(r.failure.kind, ErrorKind::Tls);
        QCOMPARE(ErrorText::sentence(r.failure),
                 QStringLiteral(
                     "The secure connection to the platform could not be set up. ClusterDesk needs TLS "
                     "1.2 or later with forward-secret encryption; ask the platform's operator to check "
                     "its TLS settings."));
    }

    void acceptedOffers_data() {
        QTest::addColumn<QStringList>("offer");
        QTest::addColumn<QByteArray>("chosen");
        QTest::newRow("TLS 1.2, ECDHE-GCM")
            << QStringList{QStringLiteral("-tls1_2"), QStringLiteral("-cipher"),
                           QStringLiteral("ECDHE-RSA-AES128-GCM-SHA256")}
            << QByteArray("ECDHE-RSA-AES128-GCM-SHA256");
        QTest::newRow("TLS 1.2, ECDHE-CHACHA20")
            << QStringList{QStringLiteral("-tls1_2"), QStringLiteral("-cipher"),
                           QStringLiteral("ECDHE-RSA-CHACHA20-POLY1305")}
            << QByteArray("ECDHE-RSA-CHACHA20-POLY1305");
        QTest::newRow("TLS 1.3 when offered") << QStringList{} << QByteArray("TLSv1.3");
    }
    void acceptedOffers() {
        QFETCH(QStringList, offer);
        QFETCH(QByteArray, chosen);
        Server server;
        QVERIFY(startServer(server, offer));
        const Response r = get(server.port);
        QVERIFY2(!r.isTransportFailure(), qPrintable(r.failure.detail));
        QCOMPARE(r.status, 200);
        QVERIFY2(r.body.contains(chosen), r.body.left(600).constData());
    }
};

QTEST_GUILESS_MAIN(TestTlsClientE2E)
#include "tst_tls_client_e2e.moc"
