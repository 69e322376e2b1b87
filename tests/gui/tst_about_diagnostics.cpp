#include "AboutDialog.h"
#include "ConsoleUnderTest.h"
#include "MainWindow.h"

#include "diagnostics/MessageLog.h"
#include "session/ConnectionManager.h"
#include "support/SimProcess.h"

#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLoggingCategory>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QStatusBar>
#include <QSysInfo>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QtCharts/qtchartsversion.h>

#include <archive.h>
#include <curl/curl.h>
#include <openssl/crypto.h>
#include <simdjson.h>
#include <sqlite3.h>
#include <zlib.h>

using namespace cd;
using namespace cd::test;

#define TST_STRINGIFY_EXPANDED(x) #x
#define TST_STRINGIFY(x) TST_STRINGIFY_EXPANDED(x)

// Help > About ClusterDesk lists every component with the version each library reports itself,
// and Help > Copy diagnostics puts what a support ticket needs on the clipboard, without the key.
class TestAboutDiagnostics final : public QObject {
    Q_OBJECT

    static QAction* helpAction(MainWindow& window, const QString& text) {
        for (QAction* menu : window.menuBar()->actions()) {
            if (menu->text().remove(u'&') != u"Help" || !menu->menu())
                continue;
            for (QAction* a : menu->menu()->actions())
                if (a->text().remove(u'&') == text)
                    return a;
        }
        return nullptr;
    }

private Q_SLOTS:
    void aboutListsEveryComponentWithItsRunningVersion() {
        QTemporaryDir dir;
        ConsoleUnderTest console(dir.filePath(QStringLiteral("console.ini")));
        QVERIFY(console.exposed);
        QAction* about = helpAction(console.window, QStringLiteral("About ClusterDesk"));
        QVERIFY(about);
        about->trigger();
        AboutDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = console.window.findChild<AboutDialog*>()) && dialog->isVisible());
        QVERIFY(
            dialog->findChild<QLabel*>(QStringLiteral("aboutLicence"))->text().contains(u"GPL-3.0-or-later"));

        // What each library says of itself, asked here and not through ClusterDesk's code.
        QString archive = QString::fromLatin1(archive_version_string());
        archive.remove(QStringLiteral("libarchive "));
        const struct {
            QString name;
            QString running; // empty: the library has no call that says
            QString built;
            QString licence;
        } expected[] = {
            {QStringLiteral("Qt"), QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR),
             QStringLiteral("LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only")},
            {QStringLiteral("Qt Charts"),
             {},
             QStringLiteral(QTCHARTS_VERSION_STR),
             QStringLiteral("GPL-3.0-only")},
            {QStringLiteral("libcurl"), QString::fromLatin1(curl_version_info(CURLVERSION_NOW)->version),
             QStringLiteral(LIBCURL_VERSION), QStringLiteral("curl")},
            {QStringLiteral("OpenSSL"), QString::fromLatin1(OpenSSL_version(OPENSSL_VERSION_STRING)),
             QStringLiteral(OPENSSL_VERSION_STR), QStringLiteral("Apache-2.0")},
            {QStringLiteral("SQLite"), QString::fromLatin1(sqlite3_libversion()),
             QStringLiteral(SQLITE_VERSION), QStringLiteral("blessing")},
            {QStringLiteral("simdjson"),
             {},
             QStringLiteral(TST_STRINGIFY(SIMDJSON_VERSION)),
             QStringLiteral("Apache-2.0")},
            {QStringLiteral("libarchive"), archive, QStringLiteral(ARCHIVE_VERSION_ONLY_STRING),
             QStringLiteral("BSD-2-Clause")},
            {QStringLiteral("QtKeychain"),
             {},
             QStringLiteral(TST_QTKEYCHAIN_VERSION),
             QStringLiteral("BSD-2-Clause")},
            {QStringLiteral("yaml-cpp"), {}, QStringLiteral(TST_YAMLCPP_VERSION), QStringLiteral("MIT")},
            {QStringLiteral("zlib"), QString::fromLatin1(zlibVersion()), QStringLiteral(ZLIB_VERSION),
             QStringLiteral("Zlib")},
        };
        QTableWidget* table = dialog->components();
        QCOMPARE(table->rowCount(), int(std::size(expected)));
        for (int row = 0; row < table->rowCount(); ++row) {
            const auto& e = expected[row];
            QCOMPARE(table->item(row, AboutDialog::Name)->text(), e.name);
            QVERIFY2(!e.built.isEmpty(), qPrintable(e.name));
            QCOMPARE(table->item(row, AboutDialog::BuiltWith)->text(), e.built);
            QCOMPARE(table->item(row, AboutDialog::Running)->text(),
                     e.running.isEmpty() ? QStringLiteral("not reported") : e.running);
            QCOMPARE(table->item(row, AboutDialog::Licence)->text(), e.licence);
            auto* link = qobject_cast<QLabel*>(table->cellWidget(row, AboutDialog::Licence));
            QVERIFY(link && link->text().contains(u"<a href=\"https://") && link->openExternalLinks());
        }

        // About Qt is one button away.
        auto* aboutQt = dialog->findChild<QPushButton*>(QStringLiteral("aboutQtButton"));
        QVERIFY(aboutQt && aboutQt->isVisible());
        bool qtShown = false;
        QTimer::singleShot(0, [&qtShown] {
            QTRY_VERIFY(qobject_cast<QMessageBox*>(QApplication::activeModalWidget()));
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            qtShown = box->windowTitle().contains(u"Qt");
            box->accept();
        });
        aboutQt->click();
        QVERIFY(qtShown);
        dialog->reject();
        QTRY_VERIFY(!console.window.findChild<AboutDialog*>()); // deleted on close
    }

    void copyDiagnosticsOfARealConnectionWithoutTheKey() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        QTemporaryDir dir;
        MessageLog log(dir.filePath(QStringLiteral("logs")));
        QLoggingCategory::setFilterRules(QStringLiteral("clusterdesk.api.debug=true"));
        const auto rules = qScopeGuard([] { QLoggingCategory::setFilterRules(QString()); });

        ConsoleUnderTest console(dir.filePath(QStringLiteral("console.ini")));
        QVERIFY(console.exposed);
        const QByteArray key = sim.key(QStringLiteral("0/member"));
        ConnectionProfile profile;
        profile.name = QStringLiteral("Support lab");
        profile.url = sim.baseUrl();
        console.connection.connectTo(profile, key);
        QTRY_COMPARE_WITH_TIMEOUT(console.connection.state(), ConnectionState::Connected, 15000);

        QGuiApplication::clipboard()->clear();
        QAction* copy = helpAction(console.window, QStringLiteral("Copy diagnostics"));
        QVERIFY(copy);
        QCOMPARE(copy->objectName(), QStringLiteral("copyDiagnostics"));
        copy->trigger();
        const QString text = QGuiApplication::clipboard()->text();
        QVERIFY2(text.startsWith(QStringLiteral("ClusterDesk 0.")), qPrintable(text.left(500)));
        QVERIFY(text.contains(QSysInfo::prettyProductName()));
        QVERIFY(text.contains(QStringLiteral("Qt ") + QString::fromLatin1(qVersion())));
        QVERIFY(text.contains(QStringLiteral("libcurl ") +
                              QString::fromLatin1(curl_version_info(CURLVERSION_NOW)->version)));
        QVERIFY(text.contains(QStringLiteral("OpenSSL ") +
                              QString::fromLatin1(OpenSSL_version(OPENSSL_VERSION_STRING))));
        QVERIFY(text.contains(QStringLiteral("Connection: connected\n")));
        QVERIFY(text.contains(QStringLiteral("Profile: Support lab\n")));
        QVERIFY(text.contains(QStringLiteral("Endpoint host: 127.0.0.1:%1\n").arg(sim.port())));
        QVERIFY(text.contains(QStringLiteral("Offline demo: no\n")));
        QVERIFY(text.contains(QStringLiteral("Role: member\n")));
        QVERIFY(text.contains(QStringLiteral("Tenant: Aurora AI Lab")));
        QVERIFY(text.contains(QStringLiteral("Log file: ") + log.file().path()));
        QVERIFY(text.contains(QStringLiteral("debug clusterdesk.api: GET /v1/me")));
        QVERIFY(!text.contains(QString::fromLatin1(key)));
        QVERIFY(!text.contains(QString::fromLatin1(key.mid(4, 12))));
        QVERIFY(console.window.statusBar()->currentMessage().contains(QStringLiteral("copied")));
    }
};

QTEST_MAIN(TestAboutDiagnostics)
#include "tst_about_diagnostics.moc"
