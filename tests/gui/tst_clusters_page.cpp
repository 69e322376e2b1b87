#include "ClusterDetailView.h"
#include "ClustersPage.h"
#include "ConsoleUnderTest.h"
#include "LaunchClusterDialog.h"
#include "MainWindow.h"
#include "Notifier.h"
#include "ResizeClusterDialog.h"
#include "TerminateClusterDialog.h"

#include "api/PlatformClient.h"
#include "demo/DemoPlatform.h"
#include "models/ClusterFilterProxy.h"
#include "models/ClusterListModel.h"
#include "session/ClustersSession.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace cd;

// The Clusters page, the launch dialog and the resize flow as a person uses them, in the offline
// demo with its clock sped up.
class TestClustersPage final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;

    ClustersPage* page() const { return m_window->clustersPage(); }
    ClusterListModel* model() const { return page()->model(); }
    PlatformClient* client() const { return m_console->connection.client(); }

    int rowNamed(const QString& name) const {
        for (int r = 0; r < model()->rowCount(); ++r) {
            if (model()->cluster(r).name == name)
                return r;
        }
        return -1;
    }

private Q_SLOTS:
    void initTestCase() {
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
        new QAbstractItemModelTester(model(), QAbstractItemModelTester::FailureReportingMode::QtTest, this);
        new QAbstractItemModelTester(page()->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     this);
        QSignalSpy loaded(page(), &ClustersPage::loaded);
        m_window->startDemo();
        DemoPlatform::of(m_console->connection.demo())->platform().clock().setSpeed(600);
        m_window->showArea(MainWindow::Clusters);
        QVERIFY(loaded.wait(10000));
        QVERIFY(QTest::qWaitFor([this] { return page()->session().isLive(); }, 10000));
    }

    void listsTheSeededClustersAndFilters() {
        QVERIFY(rowNamed(QStringLiteral("llama-pretrain")) >= 0);
        auto* proxy = page()->proxy();
        const int all = proxy->rowCount();
        QVERIFY(all >= 4);
        QTest::keyClicks(page()->findChild<QLineEdit*>(QStringLiteral("clusterSearch")),
                         QStringLiteral("H100"));
        QCOMPARE(proxy->rowCount(), 1);
        QCOMPARE(proxy->index(0, ClusterListModel::NameColumn).data().toString(),
                 QStringLiteral("llama-pretrain"));
        page()->findChild<QLineEdit*>(QStringLiteral("clusterSearch"))->clear();
        proxy->setStateFilter(ClusterFilterProxy::StateFilter::Stopped);
        QCOMPARE(proxy->rowCount(), 1);
        proxy->setStateFilter(ClusterFilterProxy::StateFilter::Active);
        QCOMPARE(proxy->rowCount(), all);
    }

    void detailShowsNodesWithGpuHealth() {
        page()->select(model()->cluster(rowNamed(QStringLiteral("llama-pretrain"))).id);
        QTreeWidget* nodes = page()->detail()->nodeTree();
        QVERIFY(QTest::qWaitFor([nodes] { return nodes->topLevelItemCount() >= 4; }, 5000));
        QCOMPARE(nodes->topLevelItem(0)->childCount() > 0, true);
        QVERIFY(nodes->topLevelItem(0)->child(0)->text(0).startsWith(QStringLiteral("GPU 0")));
        QVERIFY(
            QTest::qWaitFor([this] { return page()->detail()->eventList()->topLevelItemCount() > 0; }, 5000));
        QVERIFY(page()->detail()->overview()->toPlainText().contains(QStringLiteral("Quoted at launch")));
    }

    void launchDialogValidatesBeforeSending() {
        QVERIFY(QTest::qWaitFor(
            [this] { return page()->findChild<QPushButton*>(QStringLiteral("launchCluster"))->isEnabled(); },
            5000));
        std::unique_ptr<PagedCall<Offering>> offerings(client()->offerings({}));
        QVERIFY(QSignalSpy(offerings.get(), &ApiCall::finished).wait(5000));
        LaunchClusterDialog dialog(page()->session(), offerings->items(), m_window);
        dialog.show();
        QVERIFY(!dialog.launchButton()->isEnabled());
        QCOMPARE(dialog.messageLabel()->text(), QStringLiteral("Give the cluster a name."));
        QTest::keyClicks(dialog.nameEdit(), QStringLiteral("Bad Name"));
        QVERIFY(dialog.messageLabel()->text().contains(QStringLiteral("lowercase")));
        QVERIFY(!dialog.launchButton()->isEnabled());
        dialog.nameEdit()->setText(QStringLiteral("gui-launch"));
        auto* nodes = qobject_cast<QSpinBox*>(dialog.poolTable()->cellWidget(0, 2));
        nodes->setValue(0);
        QVERIFY(dialog.messageLabel()->text().contains(QStringLiteral("at least one node")));
        QVERIFY(!dialog.launchButton()->isEnabled());
        nodes->setValue(300);
        QVERIFY(dialog.messageLabel()->text().contains(QStringLiteral("at most 256")));
        // An offering with free nodes, one node: valid; the estimate arrives and allows launching.
        const auto items = offerings->items();
        const auto roomy = std::find_if(items.cbegin(), items.cend(), [](const Offering& o) {
            return o.availableNodes >= 4 && o.gpusPerNode <= 4 && o.price(BillingMode::Hourly, Currency::USD);
        });
        QVERIFY(roomy != items.cend());
        dialog.usePool(roomy->id, 1);
        QVERIFY(dialog.messageLabel()->text().isEmpty());
        QVERIFY(QTest::qWaitFor(
            [&] { return dialog.estimateLabel()->text().contains(QStringLiteral("per hour")); }, 5000));
        QVERIFY(dialog.launchButton()->isEnabled());
        // Capacity beyond what is free: the estimate says so and Launch stays off.
        dialog.usePool(roomy->id, roomy->availableNodes + 1);
        QVERIFY(QTest::qWaitFor([&] { return !dialog.lastEstimate().canLaunch(); }, 5000));
        QVERIFY(!dialog.launchButton()->isEnabled());
        QVERIFY(dialog.estimateLabel()->text().contains(QStringLiteral("free")));
        dialog.usePool(roomy->id, 1);
        QVERIFY(QTest::qWaitFor([&] { return dialog.launchButton()->isEnabled(); }, 5000));

        QSignalSpy launched(&dialog, &LaunchClusterDialog::launched);
        QSignalSpy notified(page(), &ClustersPage::notification);
        QTest::mouseClick(dialog.launchButton(), Qt::LeftButton);
        QVERIFY(launched.wait(5000));
        const QString id = launched.first().first().value<Cluster>().id;
        QVERIFY(!dialog.idempotencyKey().isEmpty());
        // The row appears and reaches Running through the event stream; a notification says so.
        QVERIFY(QTest::qWaitFor(
            [&] {
                const int row = model()->rowOf(id);
                return row >= 0 && model()->cluster(row).state == ClusterState::Running;
            },
            30000));
        QVERIFY(QTest::qWaitFor(
            [&] { return m_window->notifier()->lastText().contains(QStringLiteral("gui-launch")); }, 5000));
    }

    // The Offerings page's currency is for comparing prices: the launch dialog quotes and launches
    // in the account's currency, and says which.
    void launchDialogStatesTheAccountCurrency() {
        auto* currency = m_window->findChild<QComboBox*>(QStringLiteral("currency"));
        QVERIFY(currency);
        currency->setCurrentIndex(currency->findData(QStringLiteral("CNY")));
        page()->openLaunchDialog();
        auto* dialog = m_window->findChild<LaunchClusterDialog*>();
        QVERIFY(dialog);
        QCOMPARE(dialog->currencyLabel()->text(),
                 QStringLiteral("Billed in US dollars (USD), your account's currency."));
        QCOMPARE(dialog->spec().currency, Currency::USD);
        dialog->close(); // deletes itself
        currency->setCurrentIndex(currency->findData(QStringLiteral("USD")));

        // A tenant billed in yuan.
        page()->session().setAccountCurrency(Currency::CNY);
        LaunchClusterDialog yuan(page()->session(), {}, m_window);
        page()->session().setAccountCurrency(Currency::USD);
        QCOMPARE(yuan.currencyLabel()->text(),
                 QStringLiteral("Billed in Chinese yuan (CNY), your account's currency."));
        QCOMPARE(yuan.spec().currency, Currency::CNY);
    }

    void resizeShowsTheCostAndRecoversFromAConflict() {
        const int row = rowNamed(QStringLiteral("gui-launch"));
        QVERIFY(row >= 0);
        const Cluster before = model()->cluster(row);
        ResizeClusterDialog dialog(page()->session(), before, m_window);
        dialog.show();
        QVERIFY(!dialog.applyButton()->isEnabled()); // nothing changed yet
        dialog.setNodeCount(before.pools[0].id, 2);
        QVERIFY(dialog.applyButton()->isEnabled());
        QVERIFY(QSignalSpy(&dialog, &ResizeClusterDialog::costUpdated).wait(5000));
        QVERIFY(dialog.costLabel()->text().contains(QStringLiteral("after")));

        // Someone else resizes first: this dialog's ETag is stale.
        std::unique_ptr<TypedCall<Cluster>> other(
            client()->resizeCluster(before.id, {{before.pools[0].id, 3}}, before.etag));
        QVERIFY(QSignalSpy(other.get(), &ApiCall::finished).wait(5000));
        QVERIFY2(other->succeeded(), qPrintable(other->error().code + u' ' + other->error().detail));
        QTest::mouseClick(dialog.applyButton(), Qt::LeftButton);
        QVERIFY2(
            QTest::qWaitFor(
                [&] { return dialog.messageLabel()->text().contains(QStringLiteral("Someone else")); }, 5000),
            qPrintable(dialog.messageLabel()->text()));
        QCOMPARE(dialog.cluster().pools[0].nodeCount, 3);           // reloaded
        QCOMPARE(dialog.nodeCounts().value(before.pools[0].id), 2); // what the person asked for is kept
        QVERIFY(dialog.isVisible());
    }

    void terminateAsksForTheName() {
        TerminateClusterDialog dialog(QStringLiteral("gui-launch"));
        dialog.show();
        QVERIFY(!dialog.terminateButton()->isEnabled());
        QTest::keyClicks(dialog.nameEdit(), QStringLiteral("gui-launc"));
        QVERIFY(!dialog.terminateButton()->isEnabled());
        QTest::keyClicks(dialog.nameEdit(), QStringLiteral("h"));
        QVERIFY(dialog.terminateButton()->isEnabled());
    }

    void viewersCannotChange() {
        page()->setCanChange(false);
        QVERIFY(!page()->findChild<QPushButton*>(QStringLiteral("launchCluster"))->isEnabled());
        QVERIFY(!page()->findChild<QPushButton*>(QStringLiteral("terminateCluster"))->isEnabled());
        page()->setCanChange(true);
    }
};

QTEST_MAIN(TestClustersPage)
#include "tst_clusters_page.moc"
