#include "BudgetDialog.h"
#include "ClustersPage.h"
#include "ConnectionDialog.h"
#include "ConsoleUnderTest.h"
#include "CustomRangeDialog.h"
#include "LaunchClusterDialog.h"
#include "MainWindow.h"
#include "PassphraseDialog.h"
#include "ResizeClusterDialog.h"
#include "SizingAdvisorDialog.h"
#include "TerminateClusterDialog.h"

#include "api/PlatformClient.h"
#include "models/ClusterListModel.h"
#include "session/ClustersSession.h"
#include "session/LaunchSession.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace cd;

// Enter in every dialog, as a person presses it: in the field they typed in last, with a real key
// event. Once the input is valid Enter does what the dialog is for; before, the dialog stays open.
// Never does Enter cancel a dialog, and so throw away what was typed or leave a cluster running
// that the person believes terminated.
class TestDialogEnter final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;

    ClustersPage* page() const { return m_window->clustersPage(); }
    ClusterListModel* model() const { return page()->model(); }

    // The dialog is the active window and `field` has the keyboard focus, as after a click in it.
    static bool focusIn(QDialog& dialog, QWidget* field) {
        dialog.activateWindow();
        if (!QTest::qWaitForWindowActive(&dialog))
            return false;
        field->setFocus(Qt::MouseFocusReason);
        return QTest::qWaitFor([field] { return field->hasFocus(); }, 2000);
    }

    // Enter where the focus is; false when nothing has it (the dialog is gone).
    [[nodiscard]] static bool pressEnter() {
        QWidget* focused = QApplication::focusWidget();
        if (!focused)
            return false;
        QTest::keyClick(focused, Qt::Key_Return);
        return true;
    }

    std::optional<Cluster> clusterInState(ClusterState state) const {
        for (int r = 0; r < model()->rowCount(); ++r) {
            if (model()->cluster(r).state == state)
                return model()->cluster(r);
        }
        return std::nullopt;
    }

private Q_SLOTS:
    void initTestCase() {
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
        QSignalSpy loaded(page(), &ClustersPage::loaded);
        m_window->startDemo();
        m_window->showArea(MainWindow::Clusters);
        QVERIFY(loaded.wait(10000));
    }

    void connectEnterInTheKeyFieldConnects() {
        QSettings settings(m_dir.filePath(QStringLiteral("connect.ini")), QSettings::IniFormat);
        ProfileStore profiles(settings);
        SecretStore secrets(QStringLiteral("ClusterDeskTest"));
        ConnectionDialog dialog(profiles, secrets, m_window);
        dialog.show();
        dialog.findChild<QLineEdit*>(QStringLiteral("name"))->setText(QStringLiteral("Lab"));
        dialog.findChild<QLineEdit*>(QStringLiteral("url"))->setText(QStringLiteral("https://127.0.0.1:1"));
        auto* key = dialog.findChild<QLineEdit*>(QStringLiteral("apiKey"));
        QVERIFY(focusIn(dialog, key));
        // No key yet: Enter says what is missing and keeps everything typed.
        QVERIFY(pressEnter());
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("dialogMessage"))->text(),
                 QStringLiteral("Enter the API key for this platform."));
        QTest::keyClicks(key, QStringLiteral("cdk_typed"));
        QVERIFY(pressEnter());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.choice(), ConnectionDialog::Choice::Connect);
        QCOMPARE(dialog.apiKey(), QByteArray("cdk_typed"));
    }

    void connectEnterAfterTestConnectionConnects() {
        QSettings settings(m_dir.filePath(QStringLiteral("connect.ini")), QSettings::IniFormat);
        ProfileStore profiles(settings);
        SecretStore secrets(QStringLiteral("ClusterDeskTest"));
        ConnectionDialog dialog(profiles, secrets, m_window);
        dialog.show();
        dialog.findChild<QLineEdit*>(QStringLiteral("name"))->setText(QStringLiteral("Lab"));
        // Nothing listens on port 1: the test fails at once, refused.
        dialog.findChild<QLineEdit*>(QStringLiteral("url"))->setText(QStringLiteral("https://127.0.0.1:1"));
        auto* key = dialog.findChild<QLineEdit*>(QStringLiteral("apiKey"));
        QVERIFY(focusIn(dialog, key));
        QTest::keyClicks(key, QStringLiteral("cdk_typed"));
        auto* test = dialog.findChild<QPushButton*>(QStringLiteral("testConnection"));
        QTest::mouseClick(test, Qt::LeftButton);
        auto* message = dialog.findChild<QLabel*>(QStringLiteral("dialogMessage"));
        QTRY_VERIFY_WITH_TIMEOUT(test->isEnabled(), 10000);
        QCOMPARE(message->text(),
                 QStringLiteral("The platform refused the connection. Check that the server is "
                                "running and the port is right."));
        QVERIFY(dialog.isVisible());
        // Wherever the test left the focus, Enter connects.
        QVERIFY(pressEnter());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.choice(), ConnectionDialog::Choice::Connect);
    }

    void terminateEnterTerminatesOnceTheNameIsTyped() {
        const auto running = clusterInState(ClusterState::Running);
        QVERIFY(running);
        page()->select(running->id);
        QVERIFY(page()->selected() && page()->selected()->id == running->id);
        bool stayedOpenOnWrongName = false;
        bool acceptedOnName = false;
        QTimer::singleShot(0, this, [&] {
            QTRY_VERIFY(qobject_cast<TerminateClusterDialog*>(QApplication::activeModalWidget()));
            auto* dialog = qobject_cast<TerminateClusterDialog*>(QApplication::activeModalWidget());
            QVERIFY(focusIn(*dialog, dialog->nameEdit()));
            QTest::keyClicks(dialog->nameEdit(), running->name.chopped(1));
            QVERIFY(pressEnter());
            stayedOpenOnWrongName = dialog->isVisible();
            QTest::keyClicks(dialog->nameEdit(), running->name.right(1));
            QVERIFY(pressEnter());
            acceptedOnName = !dialog->isVisible() && dialog->result() == QDialog::Accepted;
            if (dialog->isVisible())
                dialog->reject(); // let the test go on to report
        });
        page()->terminateSelected();
        QVERIFY(stayedOpenOnWrongName);
        QVERIFY(acceptedOnName);
        // The cluster really goes: the platform takes it down.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const int row = model()->rowOf(running->id);
                return row >= 0 && (model()->cluster(row).state == ClusterState::Terminating ||
                                    model()->cluster(row).state == ClusterState::Terminated);
            }(),
            10000);
    }

    void launchEnterLaunches() {
        std::unique_ptr<PagedCall<Offering>> offerings(m_console->connection.client()->offerings({}));
        QVERIFY(QSignalSpy(offerings.get(), &ApiCall::finished).wait(5000));
        const auto items = offerings->items();
        const auto roomy = std::find_if(items.cbegin(), items.cend(), [](const Offering& o) {
            return o.availableNodes >= 4 && o.gpusPerNode <= 4 && o.price(BillingMode::Hourly, Currency::USD);
        });
        QVERIFY(roomy != items.cend());
        LaunchClusterDialog dialog(page()->session(), items, m_window);
        dialog.show();
        dialog.usePool(roomy->id, 1);
        QVERIFY(focusIn(dialog, dialog.nameEdit()));
        QTest::keyClicks(dialog.nameEdit(), QStringLiteral("enter-launch"));
        QTRY_VERIFY_WITH_TIMEOUT(dialog.launchButton()->isEnabled(), 5000);
        QSignalSpy launched(&dialog, &LaunchClusterDialog::launched);
        QVERIFY(pressEnter());
        QVERIFY(launched.wait(5000));
        QCOMPARE(launched.first().first().value<Cluster>().name, QStringLiteral("enter-launch"));
    }

    // Enter straight after the name, before the price estimate is back: the dialog says it waits,
    // shows the price, then launches.
    void launchEnterBeforeTheEstimateLaunches() {
        std::unique_ptr<PagedCall<Offering>> offerings(m_console->connection.client()->offerings({}));
        QVERIFY(QSignalSpy(offerings.get(), &ApiCall::finished).wait(5000));
        const auto items = offerings->items();
        const auto roomy = std::find_if(items.cbegin(), items.cend(), [](const Offering& o) {
            return o.availableNodes >= 4 && o.gpusPerNode <= 4 && o.price(BillingMode::Hourly, Currency::USD);
        });
        QVERIFY(roomy != items.cend());
        LaunchClusterDialog dialog(page()->session(), items, m_window);
        dialog.show();
        dialog.usePool(roomy->id, 1);
        QVERIFY(focusIn(dialog, dialog.nameEdit()));
        QSignalSpy launched(&dialog, &LaunchClusterDialog::launched);
        QString estimateAtLaunch;
        connect(dialog.findChild<LaunchSession*>(), &LaunchSession::launched, this,
                [&] { estimateAtLaunch = dialog.estimateLabel()->text(); });
        QTest::keyClicks(dialog.nameEdit(), QStringLiteral("enter-at-once"));
        QVERIFY(pressEnter());
        QCOMPARE(dialog.messageLabel()->text(), QStringLiteral("Waiting for the price estimate\u2026"));
        QVERIFY(launched.wait(5000));
        QCOMPARE(launched.first().first().value<Cluster>().name, QStringLiteral("enter-at-once"));
        QVERIFY2(estimateAtLaunch.contains(QStringLiteral("per hour")), qPrintable(estimateAtLaunch));
    }

    void resizeEnterResizes() {
        const auto running = clusterInState(ClusterState::Running);
        QVERIFY(running);
        ResizeClusterDialog dialog(page()->session(), *running, m_window);
        dialog.show();
        auto* spin = dialog.findChildren<QSpinBox*>().value(0);
        QVERIFY(spin);
        QVERIFY(focusIn(dialog, spin));
        // Nothing changed yet: Enter leaves the dialog open.
        QVERIFY(pressEnter());
        QVERIFY(dialog.isVisible());
        QTest::keyClick(spin, Qt::Key_Up);
        QVERIFY(dialog.applyButton()->isEnabled());
        QSignalSpy resized(&dialog, &ResizeClusterDialog::resized);
        QVERIFY(pressEnter());
        QVERIFY(resized.wait(5000));
        QCOMPARE(resized.first().first().value<Cluster>().id, running->id);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void sizingAdvisorEnterUsesTheChosenConfiguration() {
        std::unique_ptr<PagedCall<Offering>> offerings(m_console->connection.client()->offerings({}));
        QVERIFY(QSignalSpy(offerings.get(), &ApiCall::finished).wait(5000));
        SizingAdvisorDialog dialog(offerings->items(), BillingMode::Hourly, Currency::USD, m_window);
        dialog.show();
        auto* parameters = dialog.findChild<QWidget*>(QStringLiteral("sizingParameters"));
        QVERIFY(focusIn(dialog, parameters));
        QSignalSpy chosen(&dialog, &SizingAdvisorDialog::configurationChosen);
        QVERIFY(pressEnter()); // nothing chosen yet
        QVERIFY(dialog.isVisible());
        QCOMPARE(chosen.count(), 0);
        const auto& options = dialog.options();
        const auto fits =
            std::find_if(options.cbegin(), options.cend(), [](const SizingOption& o) { return o.fits; });
        QVERIFY(fits != options.cend());
        const QString fitting = fits->offering.id;
        dialog.findChild<QTableWidget*>(QStringLiteral("sizingOptions"))
            ->setCurrentCell(int(fits - options.cbegin()), 0);
        QVERIFY(focusIn(dialog, parameters));
        QVERIFY(pressEnter());
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.first().first().toString(), fitting);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void passphraseEnterExports() {
        PassphraseDialog dialog(PassphraseDialog::Export, QStringLiteral("Protect the key."), m_window);
        dialog.show();
        auto* first = dialog.findChild<QLineEdit*>(QStringLiteral("passphrase"));
        auto* again = dialog.findChild<QLineEdit*>(QStringLiteral("passphraseAgain"));
        QVERIFY(focusIn(dialog, first));
        QTest::keyClicks(first, QStringLiteral("correct horse battery"));
        QVERIFY(focusIn(dialog, again));
        QTest::keyClicks(again, QStringLiteral("correct horse batter"));
        QVERIFY(pressEnter()); // the two differ
        QVERIFY(dialog.isVisible());
        QTest::keyClicks(again, QStringLiteral("y"));
        QVERIFY(pressEnter());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.passphrase(), QByteArray("correct horse battery"));
    }

    void budgetEnterSaves() {
        BudgetDialog dialog(Budget{}, {}, Currency::USD, m_window);
        dialog.show();
        auto* name = dialog.findChild<QLineEdit*>(QStringLiteral("budgetName"));
        auto* amount = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("budgetAmount"));
        amount->setValue(500);
        QVERIFY(focusIn(dialog, name));
        name->clear();
        QVERIFY(pressEnter()); // no name yet
        QVERIFY(dialog.isVisible());
        QTest::keyClicks(name, QStringLiteral("Team"));
        QVERIFY(pressEnter());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.budget().name, QStringLiteral("Team"));
    }

    void customRangeEnterShows() {
        const qint64 now = 1'800'000'000;
        CustomRangeDialog dialog(now - 3600, now, now, m_window);
        dialog.show();
        QVERIFY(focusIn(dialog, dialog.findChild<QWidget*>(QStringLiteral("rangeEnd"))));
        QVERIFY(pressEnter());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.start(), now - 3600);
    }
};

QTEST_MAIN(TestDialogEnter)
#include "tst_dialog_enter.moc"
