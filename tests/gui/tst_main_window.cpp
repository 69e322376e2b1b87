#include "ConnectionIndicator.h"
#include "MainWindow.h"
#include "OfferingsPage.h"
#include "Translations.h"

#include "session/ConnectionManager.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>

using namespace cd;

class TestMainWindow final : public QObject {
    Q_OBJECT

    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<ConnectionManager> m_connection;
    std::unique_ptr<ProfileStore> m_profiles;
    std::unique_ptr<SecretStore> m_secrets;
    std::unique_ptr<MainWindow> m_window;

    QWidget* currentPage() const { return m_window->findChild<QStackedWidget*>()->currentWidget(); }

private Q_SLOTS:
    void initTestCase() { Translations::install(*qApp, QStringLiteral("en")); }

    void init() {
        m_settings = std::make_unique<QSettings>(QSettings::IniFormat, QSettings::UserScope,
                                                 QStringLiteral("cdtest"), QStringLiteral("main"));
        m_settings->clear();
        m_connection = std::make_unique<ConnectionManager>();
        m_profiles = std::make_unique<ProfileStore>(*m_settings);
        m_secrets = std::make_unique<SecretStore>(QStringLiteral("ClusterDeskTest"));
        m_window = std::make_unique<MainWindow>(*m_connection, *m_profiles, *m_secrets, *m_settings);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() {
        m_window.reset();
        m_connection.reset();
    }

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

    void everyAreaIsReachableAndUnbuiltOnesSaySo() {
        QString error;
        QVERIFY(m_connection->startDemo(42, &error));
        QCOMPARE(m_window->navigation()->count(), int(MainWindow::AreaCount));
        for (int i = 1; i < MainWindow::AreaCount; ++i) {
            QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
            QCOMPARE(m_window->navigation()->currentRow(), i);
            auto* text = currentPage()->findChild<QLabel*>(QStringLiteral("placeholderText"));
            QVERIFY2(text, "an unbuilt area explains itself");
            QVERIFY(text->text().contains(QStringLiteral("not available in this version")));
        }
        QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(currentPage(), m_window->offeringsPage());
        m_connection->disconnectFromPlatform();
        QCOMPARE(currentPage()->objectName(), QStringLiteral("welcomePage"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
