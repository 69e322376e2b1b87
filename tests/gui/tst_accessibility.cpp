#include "AccessibilityChecks.h"
#include "AccountPage.h"
#include "ApiKeyShownDialog.h"
#include "ApiKeysTab.h"
#include "AuditPage.h"
#include "BillingPage.h"
#include "ClusterDetailView.h"
#include "ClustersPage.h"
#include "ConnectionDialog.h"
#include "ConsoleUnderTest.h"
#include "CustomRangeDialog.h"
#include "LaunchClusterDialog.h"
#include "LaunchTemplateBar.h"
#include "LaunchWorkloadSection.h"
#include "MembersTab.h"
#include "MonitoringPage.h"
#include "NodeAccessBar.h"
#include "OfferingsPage.h"
#include "PassphraseDialog.h"
#include "SshKeysTab.h"
#include "StoragePage.h"
#include "Theme.h"

#include "core/Role.h"
#include "models/AuditTableModel.h"
#include "models/ClusterListModel.h"
#include "models/LineItemTreeModel.h"
#include "resources/Translations.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <iterator>
#include <memory>

using namespace cd;
using namespace cd::test;

// What a screen reader and a keyboard user get, on every page of the console with the demo's data
// in it: every control that takes focus has a name a screen reader can say, Tab from the navigation
// reaches every control, and in the high-contrast theme every text reaches 7:1.
class TestAccessibility final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<ConsoleUnderTest> m_console;

    MainWindow& window() { return m_console->window; }

    QWidget* page(MainWindow::Area area) {
        switch (area) {
        case MainWindow::Offerings:
            return window().offeringsPage();
        case MainWindow::Clusters:
            return window().clustersPage();
        case MainWindow::Monitoring:
            return window().monitoringPage();
        case MainWindow::Storage:
            return window().storagePage();
        case MainWindow::Billing:
            return window().billingPage();
        case MainWindow::Audit:
            return window().auditPage();
        case MainWindow::Account:
            return window().accountPage();
        case MainWindow::AreaCount:
            break;
        }
        return nullptr;
    }

    // Shows `area` with its data in, and calls `check` on it once per tab of its tab widgets
    // (controls on a hidden tab are neither seen nor reached).
    void visit(MainWindow::Area area, const std::function<void(QWidget*, const QString&)>& check) {
        window().showArea(area);
        QWidget* shown = page(area);
        QTRY_VERIFY(shown->isVisible());
        if (area == MainWindow::Clusters)
            QTRY_VERIFY(window().clustersPage()->model()->rowCount() > 0);
        if (area == MainWindow::Billing)
            QTRY_VERIFY(!window().billingPage()->isLoading() &&
                        window().billingPage()->lineModel()->rowCount() > 0);
        if (area == MainWindow::Audit)
            QTRY_VERIFY(window().auditPage()->model()->rowCount() > 0);
        if (area == MainWindow::Monitoring)
            QTRY_VERIFY(window().monitoringPage()->selectCluster(QStringLiteral("frontier-pretrain")));
        QCoreApplication::processEvents();
        const QString name = window().navigation()->item(area)->text();
        const QList<QTabWidget*> tabWidgets = shown->findChildren<QTabWidget*>();
        check(shown, name);
        for (QTabWidget* tabs : tabWidgets)
            for (int i = 0; i < tabs->count(); ++i) {
                if (i == tabs->currentIndex())
                    continue;
                tabs->setCurrentIndex(i);
                QCoreApplication::processEvents();
                check(shown, name + QStringLiteral(" > ") + tabs->tabText(i));
            }
    }

    static constexpr MainWindow::Area areas[] = {
        MainWindow::Offerings, MainWindow::Clusters, MainWindow::Monitoring, MainWindow::Storage,
        MainWindow::Billing,   MainWindow::Audit,    MainWindow::Account};

    // The offline demo, with its catalog shown.
    bool startDemo() {
        QSignalSpy loaded(window().offeringsPage(), &OfferingsPage::loaded);
        QString error;
        return m_console->connection.startDemo(42, &error) && loaded.wait(5000);
    }

    // The demo on every page, in the theme applied now: the texts below 7:1.
    QStringList faintTextOnEveryPage() {
        if (!startDemo())
            return {QStringLiteral("the demo did not start")};
        QStringList faint;
        int looked = 0;
        for (MainWindow::Area area : areas)
            visit(area, [&](QWidget*, const QString& name) {
                ++looked;
                for (const QString& text : faintText(&window()))
                    faint.append(name + QStringLiteral(": ") + text);
            });
        faint.removeDuplicates();
        // No page looked at would find nothing faint.
        if (looked < int(std::size(areas)))
            faint.append(QStringLiteral("only %1 pages were looked at").arg(looked));
        return faint;
    }

private Q_SLOTS:
    void initTestCase() { Translations::install(*qApp, QStringLiteral("en")); }

    void init() {
        Theme::apply(Theme::Choice::Light);
        m_console = std::make_unique<ConsoleUnderTest>(m_dir.filePath(QStringLiteral("console.ini")));
        QVERIFY(m_console->exposed);
        window().activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window()));
    }
    void cleanup() { m_console.reset(); }

    void everyControlOfTheWelcomePageHasAName() {
        QVERIFY2(noneOf(unnamedControls(&window())), "see the lines above");
    }

    void everyControlOfEveryPageHasAName() {
        QVERIFY(startDemo());
        QStringList unnamed;
        int looked = 0;
        for (MainWindow::Area area : areas)
            visit(area, [&](QWidget*, const QString& name) {
                ++looked;
                for (const QString& control : unnamedControls(&window()))
                    unnamed.append(name + QStringLiteral(": ") + control);
            });
        unnamed.removeDuplicates();
        QVERIFY(looked >= int(std::size(areas)));
        QVERIFY2(noneOf(unnamed), "see the lines above");
    }

    void tabReachesEveryControlOfEveryPageInReadingOrder() {
        QVERIFY(startDemo());
        QStringList unreached;
        int looked = 0;
        for (MainWindow::Area area : areas)
            visit(area, [&](QWidget* shown, const QString& name) {
                ++looked;
                // From the page's first control, so that the step from the navigation list on the
                // left to the page's top does not count against the order.
                const QList<QWidget*> walk = tabWalk(window().navigation());
                for (const QString& control : unreachedControls(walk, shown))
                    unreached.append(name + QStringLiteral(": ") + control);
                for (const QString& step : backwardSteps(walk.mid(1)))
                    unreached.append(name + QStringLiteral(": against reading order: ") + step);
            });
        QVERIFY(looked >= int(std::size(areas)));
        QVERIFY2(noneOf(unreached), "see the lines above");
    }

    void everyTextOfEveryPageReachesSevenToOneInHighContrast() {
        Theme::apply(Theme::Choice::HighContrast);
        const QStringList faint = faintTextOnEveryPage();
        Theme::apply(Theme::Choice::Light);
        QVERIFY2(noneOf(faint), "see the lines above");
    }

    // A desktop in Windows' "High Contrast White": black on white, which "follow the system" keeps
    // as it is. The status colours made for white on black would vanish on it.
    void everyTextOfEveryPageReachesSevenToOneOnAHighContrastWhiteDesktop() {
        QPalette desktop;
        for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button,
                          QPalette::ToolTipBase})
            desktop.setColor(role, Qt::white);
        for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText})
            desktop.setColor(role, Qt::black);
        desktop.setColor(QPalette::Highlight, QColor(0x37, 0x00, 0x6e));
        desktop.setColor(QPalette::HighlightedText, Qt::white);
        Theme::setSystemPalette(desktop);
        Theme::apply(Theme::Choice::System);
        QVERIFY(Theme::isHighContrast());
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::white));
        const QStringList faint = faintTextOnEveryPage();
        Theme::apply(Theme::Choice::Light);
        QVERIFY2(noneOf(faint), "see the lines above");
    }

    void everyDialogHasNamesAndTabReachesEveryControlInReadingOrder() {
        QVERIFY(startDemo());
        window().showArea(MainWindow::Clusters);
        ClustersPage* clusters = window().clustersPage();
        QTRY_VERIFY(clusters->model()->rowCount() > 0 && !clusters->isLoading());
        QTRY_VERIFY(clusters->selected().has_value());
        QStringList problems;
        problems += checkDialog("cd::LaunchClusterDialog", [&] { clusters->openLaunchDialog(); });
        problems += checkDialog(
            "cd::SizingAdvisorDialog", [&] { clusters->openSizeAdvisor(); },
            [&](QDialog* dialog) { problems += mnemonicClashes(dialog); });
        problems += checkDialog("cd::ResizeClusterDialog", [&] { clusters->resizeSelected(); });
        problems += checkDialog("cd::TerminateClusterDialog", [&] { clusters->terminateSelected(); });
        problems +=
            checkDialog("cd::HealthReportDialog", [&] { window().openHealthReport(*clusters->selected()); });
        window().showArea(MainWindow::Billing);
        QTRY_VERIFY(!window().billingPage()->isLoading() &&
                    window().billingPage()->lineModel()->rowCount() > 0);
        window().billingPage()->tabs()->setCurrentIndex(3);
        auto* addBudget = window().billingPage()->findChild<QPushButton*>(QStringLiteral("budgetAdd"));
        QVERIFY(addBudget);
        problems += checkDialog("cd::BudgetDialog", [&] { addBudget->click(); });
        problems += checkDialog("cd::PassphraseDialog", [&] {
            auto* dialog = new PassphraseDialog(PassphraseDialog::Export, QStringLiteral("Why"), &window());
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
        });
        problems += checkDialog("cd::CustomRangeDialog", [&] {
            auto* dialog = new CustomRangeDialog(1'000'000, 1'003'600, 1'010'000, &window());
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
        });
        QVERIFY2(noneOf(problems), "see the lines above");
    }

    // Issue 21's dialogs: the launch dialog's Workload tab with its fields enabled, Save as
    // template, Add SSH key, and Open port… for a node of the Nodes tab.
    void theWorkloadAndSshDialogsHaveNamesAndTabReachesEveryControlInReadingOrder() {
        QVERIFY(startDemo());
        window().showArea(MainWindow::Clusters);
        ClustersPage* clusters = window().clustersPage();
        QTRY_VERIFY(clusters->model()->rowCount() > 0 && !clusters->isLoading());
        QTRY_VERIFY(clusters->selected().has_value());
        QStringList problems;
        // Every field of the Workload tab takes input once "Run a workload" and the private
        // registry are ticked; unticked, most are disabled and Tab rightly passes them by.
        problems += checkDialog(
            "cd::LaunchClusterDialog", [&] { clusters->openLaunchDialog(); },
            [&](QDialog* dialog) {
                // Each tab's letters apart: a hidden tab's take no key.
                auto* launch = qobject_cast<LaunchClusterDialog*>(dialog);
                problems += mnemonicClashes(dialog);
                launch->tabs()->setCurrentIndex(1);
                launch->workloadSection()->runBox()->setChecked(true);
                dialog->findChild<QCheckBox*>(QStringLiteral("privateRegistry"))->setChecked(true);
                QCoreApplication::processEvents();
                problems += mnemonicClashes(dialog);
            });

        clusters->openLaunchDialog();
        LaunchClusterDialog* launch = nullptr;
        QTRY_VERIFY((launch = window().findChild<LaunchClusterDialog*>()) && launch->isVisible());
        auto* save = launch->templateBar()->findChild<QPushButton*>(QStringLiteral("saveTemplate"));
        QVERIFY(save);
        const auto clashes = [&](QDialog* dialog) { problems += mnemonicClashes(dialog); };
        problems += checkDialog(
            "saveTemplateDialog", [&] { save->click(); }, clashes);
        launch->reject();

        window().showArea(MainWindow::Account);
        problems += checkDialog(
            "cd::AddSshKeyDialog", [&] { QVERIFY(window().accountPage()->sshKeysTab()->openAddDialog()); },
            clashes);
        // Issue 24's API keys: Create API key, and the key shown once (its Cancel asks whether the
        // key was stored: yes, then it closes).
        ApiKeysTab* apiKeys = window().accountPage()->apiKeysTab();
        window().accountPage()->tabs()->setCurrentWidget(apiKeys);
        problems += checkDialog(
            "cd::CreateApiKeyDialog", [&] { QVERIFY(apiKeys->openCreateDialog()); }, clashes);
        ApiKeyShownDialog* shown = nullptr;
        problems += checkDialog(
            "cd::ApiKeyShownDialog",
            [&] {
                NewApiKey made;
                made.key.name = QStringLiteral("ci-deploy");
                made.secret = QStringLiteral("cdk_Rc2OqryhWm1n0Jq3xk2Zc8vVYbq5o1tE4f7uJ9sLQaP");
                shown = new ApiKeyShownDialog(made, &window());
                shown->setAttribute(Qt::WA_DeleteOnClose);
                shown->open();
            },
            clashes);
        QVERIFY(shown && shown->question());
        shown->question()->button(QMessageBox::Yes)->click();
        QTRY_VERIFY(window().findChild<ApiKeyShownDialog*>() == nullptr);

        // A ready node of the running pretraining cluster, as the person picks it on the Nodes tab.
        // The demo answers Open port… with the command only; the dialog is the one a real platform
        // shows.
        window().showArea(MainWindow::Clusters);
        for (int row = 0; row < clusters->model()->rowCount(); ++row) {
            if (clusters->model()->cluster(row).name == u"frontier-pretrain")
                clusters->select(clusters->model()->cluster(row).id);
        }
        QTRY_COMPARE(clusters->selected()->name, QStringLiteral("frontier-pretrain"));
        ClusterDetailView* detail = clusters->detail();
        detail->findChild<QTabWidget*>()->setCurrentIndex(1);
        auto* nodes = detail->findChild<QTreeWidget*>(QStringLiteral("clusterNodes"));
        QTRY_VERIFY(nodes->topLevelItemCount() > 0);
        auto* openPort = detail->accessBar()->findChild<QPushButton*>(QStringLiteral("openPort"));
        for (int i = 0; i < nodes->topLevelItemCount() && !openPort->isEnabled(); ++i)
            nodes->setCurrentItem(nodes->topLevelItem(i));
        QVERIFY2(openPort->isEnabled() || noneOf(problems), "no node of the cluster has an SSH endpoint");
        detail->accessBar()->setDemo(false);
        problems += checkDialog(
            "openPortDialog", [&] { openPort->click(); }, clashes);
        QVERIFY2(noneOf(problems), "see the lines above");
    }

    // Issue 24's members: Invite member, and Change role for a member who is not the last owner.
    void theMembersDialogsHaveNamesAndTabReachesEveryControlInReadingOrder() {
        QVERIFY(startDemo());
        window().showArea(MainWindow::Account);
        MembersTab* members = window().accountPage()->membersTab();
        window().accountPage()->tabs()->setCurrentWidget(members);
        QTRY_VERIFY(members->selectMember(QStringLiteral("priya.raman@aurora-ai.example")));
        QStringList problems;
        const auto clashes = [&](QDialog* dialog) { problems += mnemonicClashes(dialog); };
        problems += checkDialog(
            "cd::InviteMemberDialog", [&] { QVERIFY(members->openInviteDialog()); }, clashes);
        problems += checkDialog(
            "cd::ChangeRoleDialog", [&] { QVERIFY(members->openChangeRoleDialog()); }, clashes);
        QVERIFY2(noneOf(problems), "see the lines above");
    }

    void theConnectionDialogHasNamesAndTabReachesEveryControlInReadingOrder() {
        // As Platform > Connect opens it, offline.
        QStringList problems;
        problems += checkDialog(
            "cd::ConnectionDialog", [&] { window().openConnectionDialog(); },
            [&](QDialog* dialog) { problems += mnemonicClashes(dialog); });
        QVERIFY2(noneOf(problems), "see the lines above");
    }

    // Support staff's tenant picker, which opens by itself once the platform says who signed in.
    void theTenantPickerHasNamesAndTabReachesEveryControlInReadingOrder() {
        QString error;
        QStringList problems = checkDialog("cd::TenantPickerDialog", [&] {
            QVERIFY(m_console->connection.startDemo(42, &error, Role::Support));
        });
        QVERIFY2(noneOf(problems), "see the lines above");
    }

    void highContrastMeansBlackAndWhite() {
        Theme::apply(Theme::Choice::HighContrast);
        const QPalette p = QApplication::palette();
        QCOMPARE(p.color(QPalette::Window), QColor(Qt::black));
        QCOMPARE(p.color(QPalette::WindowText), QColor(Qt::white));
        QCOMPARE(p.color(QPalette::Base), QColor(Qt::black));
        QCOMPARE(p.color(QPalette::Text), QColor(Qt::white));
        QVERIFY(Theme::isHighContrast());
        Theme::apply(Theme::Choice::Light);
        QVERIFY(!Theme::isHighContrast());
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
