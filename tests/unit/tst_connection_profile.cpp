#include "session/ConnectionManager.h"
#include "session/ConnectionProfile.h"
#include "session/ProfileStore.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

// An API key never crosses the network in clear unasked: plain http:// is for this computer only,
// unless the profile remembers that the person accepted it.
class TestConnectionProfile final : public QObject {
    Q_OBJECT

    static ConnectionProfile profileAt(const QString& url, bool allowInsecureHttp = false) {
        ConnectionProfile p{QStringLiteral("Lab"), QUrl(url), {}, {}, {}};
        p.allowInsecureHttp = allowInsecureHttp;
        return p;
    }

private Q_SLOTS:
    void loopbackHttpNeedsNoChoice_data() {
        QTest::addColumn<QString>("url");
        QTest::newRow("127.0.0.1") << QStringLiteral("http://127.0.0.1:8080");
        QTest::newRow("127.8.9.10") << QStringLiteral("http://127.8.9.10:8080");
        QTest::newRow("::1") << QStringLiteral("http://[::1]:8080");
        QTest::newRow("localhost") << QStringLiteral("http://localhost:8080");
        QTest::newRow("LOCALHOST") << QStringLiteral("http://LOCALHOST:8080");
        QTest::newRow("https anywhere") << QStringLiteral("https://api.example.com");
    }
    void loopbackHttpNeedsNoChoice() {
        QFETCH(QString, url);
        const ConnectionProfile p = profileAt(url);
        QCOMPARE(p.validate(), QString());
        QVERIFY(!p.sendsKeyInClear());
    }

    void otherHostsOverHttpAreRefusedWithoutTheChoice_data() {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("host");
        QTest::newRow("name") << QStringLiteral("http://api.example.com")
                              << QStringLiteral("api.example.com");
        QTest::newRow("lan") << QStringLiteral("http://10.1.2.3:8080") << QStringLiteral("10.1.2.3");
        QTest::newRow("not 127/8") << QStringLiteral("http://128.0.0.1") << QStringLiteral("128.0.0.1");
        QTest::newRow("127 as a name")
            << QStringLiteral("http://127.0.0.1.example.com") << QStringLiteral("127.0.0.1.example.com");
        QTest::newRow("localhost as a prefix")
            << QStringLiteral("http://localhost.example.com") << QStringLiteral("localhost.example.com");
        QTest::newRow("ipv6") << QStringLiteral("http://[2001:db8::1]") << QStringLiteral("2001:db8::1");
    }
    void otherHostsOverHttpAreRefusedWithoutTheChoice() {
        QFETCH(QString, url);
        QFETCH(QString, host);
        ConnectionProfile p = profileAt(url);
        QVERIFY(p.sendsKeyInClear());
        QCOMPARE(p.validate(),
                 host +
                     QStringLiteral(" is not this computer: over http:// the API key would cross the network "
                                    "unencrypted. Use https://, or confirm that you accept plain http:// for "
                                    "this connection."));
        p.allowInsecureHttp = true;
        QCOMPARE(p.validate(), QString());
    }

    void theManagerRefusesToSendTheKeyInClear() {
        ConnectionManager manager;
        QSignalSpy problems(&manager, &ConnectionManager::problem);
        // .invalid never resolves: even a regression sends nothing anywhere.
        manager.connectTo(profileAt(QStringLiteral("http://platform.invalid:8080")), "cdk_secret");
        QCOMPARE(manager.state(), ConnectionState::Offline);
        QVERIFY(!manager.client());
        QCOMPARE(problems.count(), 1);
        QCOMPARE(manager.lastError().kind, ErrorKind::Tls);
        QVERIFY(
            manager.lastError().title.startsWith(QStringLiteral("platform.invalid is not this computer")));
        QVERIFY(!manager.sendsKeyInClear());
    }

    void theManagerConnectsWhenThePersonChose() {
        ConnectionManager manager;
        TransportSettings t;
        t.connectTimeoutMs = 500;
        manager.setTransportTemplate(t);
        manager.connectTo(profileAt(QStringLiteral("http://platform.invalid:8080"), true), "cdk_secret");
        QCOMPARE(manager.state(), ConnectionState::Connecting);
        QVERIFY(manager.client());
        QVERIFY(manager.sendsKeyInClear());
        manager.disconnectFromPlatform();
        QVERIFY(!manager.sendsKeyInClear());
    }

    void theChoiceIsRemembered() {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        ProfileStore store(settings);
        store.save(profileAt(QStringLiteral("http://10.1.2.3:8080"), true));
        ConnectionProfile other = profileAt(QStringLiteral("http://10.1.2.4:8080"));
        other.name = QStringLiteral("Other");
        store.save(other);
        QCOMPARE(store.profile(QStringLiteral("Lab"))->allowInsecureHttp, true);
        QCOMPARE(store.profile(QStringLiteral("Other"))->allowInsecureHttp, false);
    }
};

QTEST_GUILESS_MAIN(TestConnectionProfile)
#include "tst_connection_profile.moc"
