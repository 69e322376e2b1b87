#include "api/PlatformClient.h"
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

        manager.connectTo(profileFor(sim), sim.key(QStringLiteral("0/owner")));
        QCOMPARE(manager.state(), ConnectionState::Connecting);
        QVERIFY(waitForState(manager, ConnectionState::Connected));
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
        QVERIFY(!manager.lastError().isError());
    }

    void wrongKeyEndsOfflineWithTheReason() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        ConnectionManager manager;
        QSignalSpy problems(&manager, &ConnectionManager::problem);
        manager.connectTo(profileFor(sim), "cdk_wrong");
        QVERIFY(waitForState(manager, ConnectionState::Offline));
        QCOMPARE(problems.count(), 1);
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
