#include "ClustersPage.h"
#include "ConsoleUnderTest.h"
#include "LaunchClusterDialog.h"
#include "OfferingsPage.h"
#include "SizingAdvisorDialog.h"

#include "models/OfferingsModel.h"
#include "resources/Translations.h"
#include "session/ClustersSession.h"
#include "session/LaunchSession.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace cd;

// Launching from what the person was looking at: the offering selected on the Offerings page is
// the one the launch dialog opens with, whichever way it is opened; the dialog's offerings show
// their prices, and a dataset from another region is warned about. Roles that cannot launch get
// no way into the launch dialog from the size advisor.
class TestLaunchOffering final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;

    OfferingsPage* offerings() const { return m_window->offeringsPage(); }

    static LaunchClusterDialog* openLaunchDialog() {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            if (auto* d = qobject_cast<LaunchClusterDialog*>(w); d && d->isVisible())
                return d;
        }
        return nullptr;
    }

    static QComboBox* poolOffering(LaunchClusterDialog* dialog) {
        return qobject_cast<QComboBox*>(dialog->poolTable()->cellWidget(0, 1));
    }

    // Selects the offering in row `row` of the Offerings table and returns its id.
    QString selectOffering(int row) const {
        QTableView* table = offerings()->table();
        table->setCurrentIndex(table->model()->index(row, 0));
        return offerings()->currentOfferingId();
    }

private Q_SLOTS:
    void initTestCase() {
        Translations::install(*qApp, QStringLiteral("en"));
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
        QSignalSpy clustersLoaded(m_window->clustersPage(), &ClustersPage::loaded);
        QSignalSpy offeringsLoaded(offerings(), &OfferingsPage::loaded);
        m_window->startDemo();
        QVERIFY(offeringsLoaded.wait(10000));
        QVERIFY(clustersLoaded.count() > 0 || clustersLoaded.wait(10000));
        QTRY_VERIFY(!m_window->clustersPage()->session().offerings().isEmpty());
    }

    void cleanup() {
        if (LaunchClusterDialog* d = openLaunchDialog())
            d->reject();
        QTRY_VERIFY(openLaunchDialog() == nullptr);
    }

    void offeringsPageLaunchOpensWithTheSelectedOffering() {
        m_window->showArea(MainWindow::Offerings);
        const QString id = selectOffering(5);
        QVERIFY(!id.isEmpty());
        auto* launch = offerings()->findChild<QPushButton*>(QStringLiteral("launchFromOffering"));
        QVERIFY(launch);
        QTRY_VERIFY(launch->isEnabled());
        QTest::mouseClick(launch, Qt::LeftButton);
        QTRY_VERIFY(openLaunchDialog() != nullptr);
        QCOMPARE(poolOffering(openLaunchDialog())->currentData().toString(), id);
    }

    void menuLaunchOpensWithTheSelectedOffering() {
        m_window->showArea(MainWindow::Offerings);
        const QString id = selectOffering(9);
        auto* action = m_window->findChild<QAction*>(QStringLiteral("launchClusterAction"));
        QVERIFY(action);
        action->trigger();
        QTRY_VERIFY(openLaunchDialog() != nullptr);
        QCOMPARE(poolOffering(openLaunchDialog())->currentData().toString(), id);
    }

    void clustersPageLaunchOpensWithTheSelectedOffering() {
        m_window->showArea(MainWindow::Offerings);
        const QString id = selectOffering(2);
        m_window->showArea(MainWindow::Clusters);
        QTest::mouseClick(m_window->clustersPage()->findChild<QPushButton*>(QStringLiteral("launchCluster")),
                          Qt::LeftButton);
        QTRY_VERIFY(openLaunchDialog() != nullptr);
        QCOMPARE(poolOffering(openLaunchDialog())->currentData().toString(), id);
    }

    void offeringsShowTheirPricePerGpuHour() {
        m_window->clustersPage()->openLaunchDialog();
        QTRY_VERIFY(openLaunchDialog() != nullptr);
        QComboBox* box = poolOffering(openLaunchDialog());
        QVERIFY(box->count() > 10);
        static const QRegularExpression priced(
            QStringLiteral("^.+ \u00b7 .+ \u00b7 \\$[0-9][0-9,]*\\.[0-9]{2,4} per GPU-hour \u00b7 [0-9]+ "
                           "node(s|\\(s\\))? free$"));
        for (int i = 0; i < box->count(); ++i)
            QVERIFY2(priced.match(box->itemText(i)).hasMatch(), qPrintable(box->itemText(i)));
        // Billed monthly, a GPU-hour costs less than billed by the hour: the prices follow the mode.
        const QString hourly = box->itemText(0);
        auto* mode = openLaunchDialog()->findChild<QComboBox*>(QStringLiteral("billingMode"));
        mode->setCurrentIndex(mode->findData(int(BillingMode::Monthly)));
        QVERIFY(box->itemText(0) != hourly);
        QVERIFY(priced.match(box->itemText(0)).hasMatch());
    }

    void aDatasetFromAnotherRegionIsWarnedAbout() {
        m_window->clustersPage()->openLaunchDialog();
        QTRY_VERIFY(openLaunchDialog() != nullptr);
        LaunchClusterDialog* dialog = openLaunchDialog();
        auto* list = dialog->findChild<QListWidget*>(QStringLiteral("launchDatasets"));
        QTRY_VERIFY(!list->item(0)->text().startsWith(QStringLiteral("Loading")));
        QComboBox* box = poolOffering(dialog);
        const QList<Offering>& all = m_window->clustersPage()->session().offerings();
        const Offering* here = nullptr;
        const Offering* there = nullptr;
        for (const Offering& o : all) {
            here = here ? here : &o;
            if (!there && o.region != here->region)
                there = &o;
        }
        QVERIFY(here && there);
        box->setCurrentIndex(box->findData(here->id));
        Dataset d;
        d.id = QStringLiteral("ds-far");
        d.name = QStringLiteral("corpus-far");
        d.region = there->region;
        d.sizeBytes = 1 << 20;
        Q_EMIT dialog->findChild<LaunchSession*>()->datasetsLoaded({d});
        QLabel* warning = dialog->regionWarningLabel();
        QVERIFY(warning->isHidden()); // nothing ticked yet
        list->item(0)->setCheckState(Qt::Checked);
        QVERIFY(!warning->isHidden());
        QCOMPARE(warning->text(),
                 QStringLiteral(
                     "The cluster runs in %1, but these datasets are in other regions: corpus-far (%2). "
                     "Their data is copied across regions, which is slower to start and may be billed "
                     "as data transfer.")
                     .arg(here->region, there->region));
        // All of it shows, however many lines it wraps to.
        QApplication::processEvents();
        QVERIFY(warning->height() >= warning->heightForWidth(warning->width()));
        if (const QString dir = qEnvironmentVariable("CLUSTERDESK_SCREENSHOT_DIR"); !dir.isEmpty())
            dialog->grab().save(dir + QStringLiteral("/launch-dialog-region-warning.png"));
        // A warning, not a refusal: the form is still valid.
        dialog->nameEdit()->setText(QStringLiteral("far-data"));
        QCOMPARE(dialog->validationMessage(), QString());
        // In the dataset's region, nothing to warn about.
        box->setCurrentIndex(box->findData(there->id));
        QVERIFY(warning->isHidden());
    }

    // Opened before the offerings have arrived (the GUI walk's fast fingers), the dialog fills in
    // once they do, with the offering it was asked for, and can launch.
    void aDialogOpenedBeforeTheOfferingsFillsIn() {
        const QList<Offering>& all = m_window->clustersPage()->session().offerings();
        QVERIFY(all.size() > 10);
        const auto roomy = std::find_if(all.cbegin(), all.cend(), [](const Offering& o) {
            return o.availableNodes >= 4 && o.gpusPerNode <= 4 && o.price(BillingMode::Hourly, Currency::USD);
        });
        QVERIFY(roomy != all.cend());
        const QString wanted = roomy->id;
        ClustersSession fresh;
        fresh.setClient(m_window->clustersPage()->session().client());
        QVERIFY(fresh.offerings().isEmpty());
        LaunchClusterDialog dialog(fresh, fresh.offerings(), m_window);
        dialog.usePool(wanted, 2);
        dialog.show();
        dialog.nameEdit()->setText(QStringLiteral("early-bird"));
        QCOMPARE(
            dialog.messageLabel()->text(),
            QStringLiteral("No offerings are loaded; refresh the Offerings page or check the connection."));
        QComboBox* box = poolOffering(&dialog);
        QCOMPARE(box->count(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(box->count(), all.size(), 10000);
        QCOMPARE(box->currentData().toString(), wanted);
        QCOMPARE(dialog.spec().pools.value(0).nodeCount, 2);
        QCOMPARE(dialog.messageLabel()->text(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(dialog.estimateLabel()->text().contains(QStringLiteral("per hour")), 5000);
        QVERIFY(dialog.launchButton()->isEnabled());
    }

    void sizeAdvisorOffersNoLaunchToRolesThatCannot() {
        m_window->clustersPage()->setCanChange(false);
        m_window->clustersPage()->openSizeAdvisor();
        SizingAdvisorDialog* advisor = nullptr;
        QTRY_VERIFY((advisor = m_window->clustersPage()->findChild<SizingAdvisorDialog*>()) != nullptr);
        auto* table = advisor->findChild<QTableWidget*>();
        int fitting = -1;
        for (int row = 0; row < advisor->options().size() && fitting < 0; ++row)
            fitting = advisor->options().at(row).fits ? row : -1;
        QVERIFY(fitting >= 0);
        table->selectRow(fitting);
        auto* use = advisor->findChild<QPushButton*>(QStringLiteral("useInLaunchDialog"));
        QVERIFY(!use->isEnabled());
        QCOMPARE(use->toolTip(), QStringLiteral("Your role can look at clusters but not launch them."));
        advisor->close();
        QTRY_VERIFY(m_window->clustersPage()->findChild<SizingAdvisorDialog*>() == nullptr);
        m_window->clustersPage()->setCanChange(true);
    }
};

QTEST_MAIN(TestLaunchOffering)
#include "tst_launch_offering.moc"
