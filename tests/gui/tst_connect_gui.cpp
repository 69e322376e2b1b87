#include "ConnectionDialog.h"
#include "ConnectionIndicator.h"
#include "ConsoleUnderTest.h"
#include "MainWindow.h"
#include "OfferingsPage.h"

#include "models/OfferingsModel.h"
#include "resources/Translations.h"
#include "session/ConnectionManager.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"
#include "support/SimProcess.h"
#include "support/TestCertificates.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QHostInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace cd;
using namespace cd::test;

// A person connects the console to a real clusterdesk-sim over HTTPS with their own CA bundle,
// through the connection dialog, and sees the same catalog the offline demo shows.
class TestConnectGui final : public QObject {
    Q_OBJECT

    static void whenDialogOpens(const std::function<void(ConnectionDialog*)>& act) {
        QTimer::singleShot(0, [act] {
            QTRY_VERIFY(qobject_cast<ConnectionDialog*>(QApplication::activeModalWidget()));
            act(qobject_cast<ConnectionDialog*>(QApplication::activeModalWidget()));
        });
    }

    static QPushButton* button(QDialog* dialog, const QString& text) {
        for (auto* b : dialog->findChildren<QPushButton*>()) {
            if (b->text().remove(u'&') == text)
                return b;
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase() { Translations::install(*qApp, QStringLiteral("en")); }

    void connectsOverHttpsThroughTheDialog() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.startHttps(&error), qPrintable(error));
        const TestCertificates& certs = sim.certificates();
        const QString settingsPath = sim.dir() + QStringLiteral("/console.ini");
        ConsoleUnderTest console(settingsPath);
        QVERIFY(console.exposed);
        MainWindow& window = console.window;
        ConnectionManager& connection = console.connection;
        QSettings& settings = console.settings;

        // First a mistake: no URL. The dialog says what is missing and stays open.
        bool sawValidation = false;
        QString testSaid;
        whenDialogOpens([&](ConnectionDialog* d) {
            d->findChild<QLineEdit*>(QStringLiteral("name"))->setText(QStringLiteral("Local sim"));
            button(d, QStringLiteral("Connect"))->click();
            auto* message = d->findChild<QLabel*>(QStringLiteral("dialogMessage"));
            sawValidation =
                d->isVisible() && message->isVisible() && message->text().contains(QStringLiteral("address"));
            d->findChild<QLineEdit*>(QStringLiteral("url"))->setText(sim.baseUrl().toString());
            d->findChild<QLineEdit*>(QStringLiteral("caBundle"))->setText(certs.caCert());
            d->findChild<QLineEdit*>(QStringLiteral("apiKey"))
                ->setText(QString::fromLatin1(sim.key(QStringLiteral("0/member"))));
            // "Test connection" says who the key belongs to before anything is saved.
            button(d, QStringLiteral("Test connection"))->click();
            QTRY_VERIFY_WITH_TIMEOUT(message->text().startsWith(QStringLiteral("It works")), 10000);
            testSaid = message->text();
            button(d, QStringLiteral("Connect"))->click();
        });
        QSignalSpy loaded(window.offeringsPage(), &OfferingsPage::loaded);
        window.openConnectionDialog();
        QVERIFY(sawValidation);
        QCOMPARE(testSaid, QStringLiteral("It works: signed in as Priya Raman (member) of Aurora AI Lab."));
        QVERIFY(loaded.wait(15000));
        // The pages load while the platform is still asked who the key belongs to (GET /v1/me):
        // nothing orders the two answers, so "Connected" may follow the page by a moment.
        QTRY_COMPARE_WITH_TIMEOUT(connection.state(), ConnectionState::Connected, 15000);
        QCOMPARE(window.connectionIndicator()->text(), QStringLiteral("Connected to Local sim"));
        QVERIFY(window.windowTitle().contains(QStringLiteral("Local sim")));
        const int connectedRows = window.offeringsPage()->table()->model()->rowCount();

        // The profile is saved, the key is not in the settings file.
        settings.sync();
        QFile file(settingsPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray saved = file.readAll();
        QVERIFY(saved.contains("Local sim"));
        QVERIFY(!saved.contains(sim.key(QStringLiteral("0/member"))));

        // The offline demo with the simulator's seed shows the same catalog, switched without restart.
        QVERIFY(connection.startDemo(7, &error));
        QVERIFY(loaded.wait(5000));
        QCOMPARE(window.offeringsPage()->table()->model()->rowCount(), connectedRows);
        QCOMPARE(window.offeringsPage()->model()->rowCount(), connectedRows);

        // Back to the saved connection: the key comes from the keychain (or this session's memory).
        QSignalSpy states(&connection, &ConnectionManager::stateChanged);
        window.connectSaved(QStringLiteral("Local sim"));
        QTRY_COMPARE_WITH_TIMEOUT(connection.state(), ConnectionState::Connected, 15000);
    }

    void untrustedCertificateIsRefusedWithASentence() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.startHttps(&error), qPrintable(error));
        ConsoleUnderTest console(sim.dir() + QStringLiteral("/console.ini"));
        QVERIFY(console.exposed);
        MainWindow& window = console.window;
        ConnectionManager& connection = console.connection;
        connection.connectTo({QStringLiteral("No CA"), sim.baseUrl(), {}, {}, {}},
                             sim.key(QStringLiteral("0/owner")));
        QTRY_COMPARE_WITH_TIMEOUT(connection.state(), ConnectionState::Offline, 15000);
        auto* problem = window.findChild<QLabel*>(QStringLiteral("welcomeProblem"));
        QVERIFY(problem->isVisible());
        QVERIFY2(problem->text().contains(QStringLiteral("certificate is not trusted")),
                 qPrintable(problem->text()));
        QCOMPARE(window.connectionIndicator()->text(), QStringLiteral("Offline"));
    }

    // A key the platform refuses never reaches the keychain; an accepted one goes there once.
    void onlyAnAcceptedKeyIsStoredAndOnce() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        ConsoleUnderTest console(sim.dir() + QStringLiteral("/console.ini"));
        QVERIFY(console.exposed);
        // Writes of this connection's API key (the tenant's encryption key has an entry of its own).
        QStringList writes;
        connect(&console.secrets, &SecretStore::writing, this, [&writes](const QString& entry) {
            if (entry == ProfileStore::secretName(QStringLiteral("Local sim")))
                writes.append(entry);
        });
        const auto connectWith = [&](const QByteArray& key) {
            whenDialogOpens([&sim, key](ConnectionDialog* d) {
                d->findChild<QLineEdit*>(QStringLiteral("name"))->setText(QStringLiteral("Local sim"));
                d->findChild<QLineEdit*>(QStringLiteral("url"))->setText(sim.baseUrl().toString());
                d->findChild<QLineEdit*>(QStringLiteral("apiKey"))->setText(QString::fromLatin1(key));
                button(d, QStringLiteral("Connect"))->click();
            });
            console.window.openConnectionDialog();
        };
        QSignalSpy problems(&console.connection, &ConnectionManager::problem);
        connectWith("cdk_wrong");
        QVERIFY(problems.wait(15000));
        QCOMPARE(console.connection.lastError().kind, ErrorKind::Auth);
        QCOMPARE(writes.size(), 0);

        connectWith(sim.key(QStringLiteral("0/member")));
        QTRY_COMPARE_WITH_TIMEOUT(console.connection.state(), ConnectionState::Connected, 15000);
        QTRY_COMPARE(writes.size(), 1);
    }

    // After a restart the dialog says one true thing about the saved connection's key, and a hint
    // about one connection goes when another is chosen.
    void theKeyLineIsTrueAndFollowsTheConnection() {
        QTemporaryDir dir;
        ConsoleUnderTest console(dir.filePath(QStringLiteral("console.ini")));
        QVERIFY(console.exposed);
        // Saved in an earlier run; its key is nowhere now (no keychain held it).
        const QString name = QStringLiteral("Lab %1").arg(QCoreApplication::applicationPid());
        console.profiles.save({name, QUrl(QStringLiteral("https://127.0.0.1:1")), {}, {}, {}});
        console.profiles.setLastUsed(name);
        {
            // Until the keychain answers, the dialog claims nothing about the key.
            ConnectionDialog dialog(console.profiles, console.secrets);
            dialog.selectProfile(name);
            auto* key = dialog.findChild<QLineEdit*>(QStringLiteral("apiKey"));
            QCOMPARE(key->placeholderText(), QStringLiteral("Checking the keychain\u2026"));
            QTRY_COMPARE_WITH_TIMEOUT(key->placeholderText(),
                                      QStringLiteral("Not saved on this computer: type the API key"), 10000);
        }
        QString settled, messageBefore, messageAfter;
        bool done = false;
        // The dialog opens from inside the keychain's answer, later: look for it now and then
        // (a wait for it, run first, would sit below the dialog's own event loop).
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&] {
            auto* d = qobject_cast<ConnectionDialog*>(QApplication::activeModalWidget());
            if (!d)
                return;
            poll.stop();
            const auto closing = qScopeGuard([d] { d->reject(); });
            auto* key = d->findChild<QLineEdit*>(QStringLiteral("apiKey"));
            auto* message = d->findChild<QLabel*>(QStringLiteral("dialogMessage"));
            QTRY_VERIFY_WITH_TIMEOUT(key->placeholderText() != QStringLiteral("Checking the keychain\u2026"),
                                     10000);
            settled = key->placeholderText();
            messageBefore = message->isVisible() ? message->text() : QString();
            d->findChild<QComboBox*>()->setCurrentIndex(0); // New connection
            messageAfter = message->isVisible() ? message->text() : QString();
            done = true;
        });
        poll.start();
        console.window.connectSaved(name);
        QTRY_VERIFY_WITH_TIMEOUT(done, 15000);
        QCOMPARE(settled, QStringLiteral("Not saved on this computer: type the API key"));
        QVERIFY2(messageBefore.endsWith(QStringLiteral("Enter the API key for \u201c%1\u201d.").arg(name)),
                 qPrintable(messageBefore));
        QCOMPARE(messageAfter, QString());
    }

    // Opening a connection other than the last one used (--profile NAME) fails: the dialog shows
    // that connection, the one its message is about.
    void theDialogShowsTheConnectionThatFailed() {
        QTemporaryDir dir;
        ConsoleUnderTest console(dir.filePath(QStringLiteral("console.ini")));
        QVERIFY(console.exposed);
        const QString pid = QString::number(QCoreApplication::applicationPid());
        const QString failing = QStringLiteral("Staging %1").arg(pid);
        const QString last = QStringLiteral("Production %1").arg(pid);
        console.profiles.save({failing, QUrl(QStringLiteral("https://127.0.0.1:1")), {}, {}, {}});
        console.profiles.save({last, QUrl(QStringLiteral("https://127.0.0.1:2")), {}, {}, {}});
        console.profiles.setLastUsed(last);
        QString shown, message;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&] {
            auto* d = qobject_cast<ConnectionDialog*>(QApplication::activeModalWidget());
            if (!d)
                return;
            poll.stop();
            shown = d->findChild<QComboBox*>()->currentText();
            message = d->findChild<QLabel*>(QStringLiteral("dialogMessage"))->text();
            d->reject();
        });
        poll.start();
        console.window.connectSaved(failing);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 15000);
        QCOMPARE(shown, failing);
        QVERIFY2(message.endsWith(QStringLiteral("Enter the API key for \u201c%1\u201d.").arg(failing)),
                 qPrintable(message));
    }

    // http:// to a name that is not "localhost" or a loopback address: refused until the person
    // chose it, and then a warning stays in view for as long as the connection lasts.
    void plainHttpToAnotherHostIsRefusedOrStaysWarned() {
        // The machine's own name: not loopback by its spelling, yet it reaches the local simulator.
        const QString host = QHostInfo::localHostName();
        const QHostInfo info = QHostInfo::fromName(host);
        if (host.isEmpty() || info.addresses().isEmpty() || !info.addresses().constFirst().isLoopback())
            QSKIP("this machine's name does not resolve to a loopback address");
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        QUrl url = sim.baseUrl();
        url.setHost(host);
        QTemporaryDir dir;
        ConsoleUnderTest console(dir.filePath(QStringLiteral("console.ini")));
        QVERIFY(console.exposed);
        MainWindow& window = console.window;
        ConnectionManager& connection = console.connection;
        QLabel* banner = window.plainHttpBanner();

        ConnectionProfile profile{QStringLiteral("Lab"), url, {}, {}, {}};
        connection.connectTo(profile, sim.key(QStringLiteral("0/owner")));
        QCOMPARE(connection.state(), ConnectionState::Offline);
        auto* problem = window.findChild<QLabel*>(QStringLiteral("welcomeProblem"));
        QTRY_VERIFY(problem->isVisible());
        QVERIFY2(problem->text().startsWith(host +
                                            QStringLiteral(" is not this computer: over http:// the API key "
                                                           "would cross the network unencrypted.")),
                 qPrintable(problem->text()));
        QVERIFY(banner->isHidden());

        profile.allowInsecureHttp = true;
        connection.connectTo(profile, sim.key(QStringLiteral("0/owner")));
        QTRY_COMPARE_WITH_TIMEOUT(connection.state(), ConnectionState::Connected, 15000);
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->text(),
                 QStringLiteral("Not encrypted: the API key and all data travel in clear to %1 "
                                "(http://). Use https:// for this connection if you can.")
                     .arg(host));

        connection.disconnectFromPlatform();
        QVERIFY(banner->isHidden());
        // Loopback over http:// is no reason to warn.
        connection.connectTo({QStringLiteral("Local"), sim.baseUrl(), {}, {}, {}},
                             sim.key(QStringLiteral("0/owner")));
        QTRY_COMPARE_WITH_TIMEOUT(connection.state(), ConnectionState::Connected, 15000);
        QVERIFY(banner->isHidden());

        // The platform on loopback, but a Prometheus token going to another host over http://:
        // once confirmed, the same warning, naming what travels in clear and where.
        ConnectionProfile metricsInClear{QStringLiteral("Local"), sim.baseUrl(), {}, {}, {}};
        metricsInClear.prometheusUrl = url;
        metricsInClear.prometheusAuth = PrometheusAuth::Bearer;
        metricsInClear.prometheusSecret = "metrics-token";
        metricsInClear.allowInsecureHttp = true;
        connection.connectTo(metricsInClear, sim.key(QStringLiteral("0/owner")));
        QTRY_COMPARE_WITH_TIMEOUT(connection.state(), ConnectionState::Connected, 15000);
        QTRY_VERIFY(banner->isVisible());
        QCOMPARE(banner->text(),
                 QStringLiteral("Not encrypted: the Prometheus password or token and the metrics "
                                "travel in clear to %1 (http://). Use https:// for it if you can.")
                     .arg(host));
        connection.disconnectFromPlatform();
        QVERIFY(banner->isHidden());
    }
};

QTEST_MAIN(TestConnectGui)
#include "tst_connect_gui.moc"
