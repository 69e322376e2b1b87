#include "api/PlatformClient.h"
#include "core/ErrorText.h"
#include "demo/DemoPlatform.h"
#include "session/ConnectionManager.h"
#include "support/SimProcess.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace cd;
using namespace cd::test;

// The connection state a person sees, driven by a real server coming and going.
class TestConnectionE2E final : public QObject {
    Q_OBJECT

    static ConnectionProfile profileFor(const SimProcess& sim) {
        return {QStringLiteral("Local sim"), sim.baseUrl(), {}, {}, {}};
    }

    static bool waitForState(ConnectionManager& m, ConnectionState state, int ms = 15000) {
        return QTest::qWaitFor([&] { return m.state() == state; }, ms);
    }

private Q_SLOTS:
    void connectsLosesTheServerAndComesBack() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        ConnectionManager manager;
        TransportSettings t;
        t.connectTimeoutMs = 2000;
        t.stallTimeoutMs = 2000;
        manager.setTransportTemplate(t);
        QSignalSpy clients(&manager, &ConnectionManager::clientChanged);

        int accepted = 0;
        manager.connectTo(profileFor(sim), sim.key(QStringLiteral("0/owner")), [&accepted] { ++accepted; });
        QCOMPARE(manager.state(), ConnectionState::Connecting);
        QVERIFY(waitForState(manager, ConnectionState::Connected));
        QCOMPARE(accepted, 1);
        QCOMPARE(manager.platformName(), QStringLiteral("Local sim"));
        QCOMPARE(manager.identity().tenantName, QStringLiteral("Aurora AI Lab"));

        sim.kill9();
        std::unique_ptr<TypedCall<QList<Region>>> call(manager.client()->regions());
        QVERIFY(waitForState(manager, ConnectionState::Reconnecting));
        QVERIFY(manager.lastError().isError());

        clients.clear();
        QVERIFY2(sim.start(&error), qPrintable(error)); // same database, same port
        QVERIFY(waitForState(manager, ConnectionState::Connected, 30000));
        QVERIFY(!clients.isEmpty()); // pages are told to reload
        QCOMPARE(accepted, 1);       // the key is stored once, not again on every reconnection
        QVERIFY(!manager.lastError().isError());
    }

    void wrongKeyEndsOfflineWithTheReason() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        ConnectionManager manager;
        QSignalSpy problems(&manager, &ConnectionManager::problem);
        int accepted = 0;
        manager.connectTo(profileFor(sim), "cdk_wrong", [&accepted] { ++accepted; });
        QVERIFY(waitForState(manager, ConnectionState::Offline));
        QCOMPARE(problems.count(), 1);
        QCOMPARE(accepted, 0); // a rejected key is never stored
        QCOMPARE(manager.lastError().kind, ErrorKind::Auth);
        QVERIFY(!manager.client());
    }

    void aPlatformNeverReachedEndsOfflineNotReconnecting() {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const QUrl nowhere(QStringLiteral("http://127.0.0.1:%1").arg(probe.serverPort()));
        probe.close(); // nothing listens there now
        ConnectionManager manager;
        QSignalSpy states(&manager, &ConnectionManager::stateChanged);
        QSignalSpy problems(&manager, &ConnectionManager::problem);
        manager.connectTo({QStringLiteral("Nowhere"), nowhere, {}, {}, {}}, "cdk_x");
        QVERIFY(waitForState(manager, ConnectionState::Offline, 20000));
        QCOMPARE(problems.count(), 1);
        QCOMPARE(manager.lastError().code, QStringLiteral("connection_refused"));
        QVERIFY(!states.isEmpty());
        for (const auto& s : states)
            QVERIFY(s.at(0).value<ConnectionState>() != ConnectionState::Reconnecting);
    }

    // https:// to a server that speaks plain HTTP: not a certificate problem, and said so.
    void httpsToAPlainHttpServerSaysItAnsweredWithoutTls() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        QUrl url = sim.baseUrl();
        QCOMPARE(url.scheme(), QStringLiteral("http"));
        url.setScheme(QStringLiteral("https"));
        ConnectionManager manager;
        manager.connectTo({QStringLiteral("TLS to plain"), url, {}, {}, {}},
                          sim.key(QStringLiteral("0/owner")));
        QVERIFY(waitForState(manager, ConnectionState::Offline));
        QCOMPARE(manager.lastError().code, QStringLiteral("tls_plain_http"));
        QCOMPARE(
            ErrorText::sentence(manager.lastError()),
            QStringLiteral("The server at 127.0.0.1:%1 answered without TLS: use http:// only for a local "
                           "test server, or check the port.")
                .arg(url.port()));
    }

    // An address typed without a scheme is https://: the key is not sent in plain text unasked,
    // and a plain-HTTP server is not reached over it.
    void anAddressWithoutSchemeIsHttps() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        const int port = sim.baseUrl().port();
        const QUrl url = ConnectionProfile::urlFromInput(QStringLiteral(" localhost:%1 ").arg(port));
        QCOMPARE(url.toString(), QStringLiteral("https://localhost:%1").arg(port));
        QCOMPARE(ConnectionProfile::urlFromInput(QStringLiteral("http://localhost:%1").arg(port)).toString(),
                 QStringLiteral("http://localhost:%1").arg(port));
        ConnectionManager manager;
        int accepted = 0;
        manager.connectTo({QStringLiteral("No scheme"), url, {}, {}, {}}, sim.key(QStringLiteral("0/owner")),
                          [&accepted] { ++accepted; });
        QVERIFY(waitForState(manager, ConnectionState::Offline));
        QCOMPARE(accepted, 0);
        QCOMPARE(
            ErrorText::sentence(manager.lastError()),
            QStringLiteral("The server at localhost:%1 answered without TLS: use http:// only for a local "
                           "test server, or check the port.")
                .arg(port));
    }

    void switchesFromDemoToServerWithoutRestart() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        ConnectionManager manager;
        // Without the console's wiring there is no demo to start, and it says so.
        QVERIFY(!manager.startDemo(42, &error));
        QCOMPARE(error, QStringLiteral("This console was built without the offline demo."));
        QCOMPARE(manager.state(), ConnectionState::Offline);
        manager.setDemoFactory(DemoPlatform::factory());
        QVERIFY(manager.startDemo(42, &error));
        QCOMPARE(manager.state(), ConnectionState::Demo);
        QVERIFY(manager.demo());
        manager.connectTo(profileFor(sim), sim.key(QStringLiteral("1/viewer")));
        QVERIFY(!manager.demo());
        QVERIFY(waitForState(manager, ConnectionState::Connected));
        QCOMPARE(manager.identity().tenantName, QStringLiteral("Beacon Robotics"));
        QVERIFY(manager.startDemo(42, &error));
        QCOMPARE(manager.state(), ConnectionState::Demo);
        manager.disconnectFromPlatform();
        QCOMPARE(manager.state(), ConnectionState::Offline);
        QVERIFY(!manager.client());
    }
};

QTEST_GUILESS_MAIN(TestConnectionE2E)
#include "tst_connection_e2e.moc"
