#include "AccountPage.h"
#include "AuditPage.h"
#include "BillingPage.h"
#include "ClustersPage.h"
#include "ConnectionIndicator.h"
#include "ConsoleUnderTest.h"
#include "MainWindow.h"
#include "MonitoringPage.h"
#include "OfferingsPage.h"
#include "StoragePage.h"

#include "resources/Translations.h"
#include "session/ConnectionManager.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

class TestMainWindow final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;
    ConnectionManager* m_connection = nullptr;

    QWidget* currentPage() const { return m_window->findChild<QStackedWidget*>()->currentWidget(); }

private Q_SLOTS:
    void initTestCase() { Translations::install(*qApp, QStringLiteral("en")); }

    void init() {
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("console.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
        m_connection = &m_console->connection;
    }
    void cleanup() { m_console.reset(); }

    void startsOfflineOnTheWelcomePageAndOneClickStartsTheDemo() {
        QCOMPARE(currentPage()->objectName(), QStringLiteral("welcomePage"));
        QCOMPARE(m_window->connectionIndicator()->text(), QStringLiteral("Offline"));
        QVERIFY(!m_window->navigation()->isEnabled());
        QSignalSpy loaded(m_window->offeringsPage(), &OfferingsPage::loaded);
        QTest::mouseClick(currentPage()->findChild<QPushButton*>(QStringLiteral("startDemo")),
                          Qt::LeftButton);
        QVERIFY(loaded.wait(5000));
        QCOMPARE(currentPage(), m_window->offeringsPage());
        QVERIFY(m_window->connectionIndicator()->text().startsWith(QStringLiteral("Demo")));
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("Demo")));
    }

    void everyAreaIsReachable() {
        QString error;
        QVERIFY(m_connection->startDemo(42, &error));
        QCOMPARE(m_window->navigation()->count(), int(MainWindow::AreaCount));
        for (int i = 1; i < MainWindow::AreaCount; ++i) {
            QTest::keyClick(m_window, Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
            QCOMPARE(m_window->navigation()->currentRow(), i);
            if (i == MainWindow::Clusters) {
                QCOMPARE(currentPage(), static_cast<QWidget*>(m_window->clustersPage()));
                continue;
            }
            if (i == MainWindow::Storage) {
                QCOMPARE(currentPage(), static_cast<QWidget*>(m_window->storagePage()));
                continue;
            }
            if (i == MainWindow::Monitoring) {
                QCOMPARE(currentPage(), static_cast<QWidget*>(m_window->monitoringPage()));
                continue;
            }
            if (i == MainWindow::Billing) {
                QCOMPARE(currentPage(), static_cast<QWidget*>(m_window->billingPage()));
                continue;
            }
            if (i == MainWindow::Account) {
                QCOMPARE(currentPage(), static_cast<QWidget*>(m_window->accountPage()));
                continue;
            }
            QCOMPARE(i, int(MainWindow::Audit));
            QCOMPARE(currentPage(), static_cast<QWidget*>(m_window->auditPage()));
        }
        QTest::keyClick(m_window, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(currentPage(), m_window->offeringsPage());
        m_connection->disconnectFromPlatform();
        QCOMPARE(currentPage()->objectName(), QStringLiteral("welcomePage"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
