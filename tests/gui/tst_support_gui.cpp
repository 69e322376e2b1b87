// Support staff in the console: a tenant picker at sign-in, a banner that stays in view, every
// control that would change something unavailable with a reason, the platform refusing changes
// anyway, and the tenant's owner reading the visit on the Audit page. All against the offline
// demo's simulated platform, in this process.
#include "AuditPage.h"
#include "BillingPage.h"
#include "ClustersPage.h"
#include "ConsoleUnderTest.h"
#include "HealthReportDialog.h"
#include "MainWindow.h"
#include "MessageBanner.h"
#include "MonitoringPage.h"
#include "OfferingsPage.h"
#include "StoragePage.h"
#include "SupportBanner.h"
#include "TenantPickerDialog.h"

#include "models/ClusterListModel.h"
#include "session/MonitoringSession.h"

#include "api/PagedCall.h"
#include "api/PlatformClient.h"
#include "api/TypedCall.h"
#include "demo/DemoPlatform.h"
#include "models/AuditTableModel.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace cd;

class TestSupportGui final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;

    // Every control in the console that would change the tenant's platform.
    const QStringList m_mutating = {
        QStringLiteral("launchCluster"), QStringLiteral("resizeCluster"),    QStringLiteral("stopCluster"),
        QStringLiteral("startCluster"),  QStringLiteral("terminateCluster"), QStringLiteral("uploadFiles"),
        QStringLiteral("uploadFolder"),  QStringLiteral("deleteDataset"),    QStringLiteral("importKey"),
        QStringLiteral("budgetAdd"),     QStringLiteral("budgetEdit"),       QStringLiteral("budgetRemove")};

    static TenantPickerDialog* picker() {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            if (auto* p = qobject_cast<TenantPickerDialog*>(w); p && p->isVisible())
                return p;
        }
        return nullptr;
    }

    void saveShot(const QString& name) {
        const QString dir = qEnvironmentVariable("CLUSTERDESK_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            m_window->grab().save(dir + u'/' + name);
    }

    // Picks the tenant whose name or id holds `search` in the picker that is open.
    static bool choose(const QString& search, int expectedMatches) {
        TenantPickerDialog* p = nullptr;
        if (!QTest::qWaitFor([&] { return (p = picker()) != nullptr; }, 10000))
            return false;
        auto* list = p->findChild<QListWidget*>(QStringLiteral("tenantList"));
        if (!QTest::qWaitFor([&] { return list->count() >= 2; }, 10000))
            return false;
        p->setSearch(search);
        if (list->count() != expectedMatches)
            return false;
        p->accept();
        return true;
    }

private Q_SLOTS:
    void init() {
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
        // The audit log as it loads, per console: the tester goes with the page.
        new QAbstractItemModelTester(m_window->auditPage()->model(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     m_window->auditPage());
    }

    void cleanup() { m_console.reset(); }

    void supportViewsATenantReadOnly() {
        QString error;
        QVERIFY2(m_console->connection.startDemo(DemoPlatform::defaultSeed, &error, Role::Support),
                 qPrintable(error));
        // Signed in without a tenant: the banner asks for one and the picker opens by itself.
        QTRY_VERIFY(m_window->supportBanner()->isVisible());
        QTRY_VERIFY(picker() != nullptr);
        QVERIFY(m_window->supportBanner()->text().contains(QStringLiteral("choose a tenant")));
        // No page says the role may not, and none shows anyone's data, before a tenant is chosen
        // (once nothing is loading: a refusal would have arrived).
        m_window->showArea(MainWindow::Clusters);
        QTRY_VERIFY(!m_window->clustersPage()->isLoading());
        // Deliberately let a moment pass: a refusal still in flight would show the banner.
        QTest::qWait(100);
        QVERIFY(!m_window->clustersPage()->banner()->isVisible());
        QCOMPARE(m_window->clustersPage()->model()->rowCount(), 0);
        // Connected, so no page says "Not connected": they say what to do.
        QCOMPARE(m_window->offeringsPage()->findChild<QLabel*>(QStringLiteral("offeringCount"))->text(),
                 QStringLiteral("Choose a tenant to inspect"));
        QCOMPARE(m_window->storagePage()->findChild<QLabel*>(QStringLiteral("datasetState"))->text(),
                 QStringLiteral("Choose a tenant to inspect"));
        // Searched by name, then chosen.
        QVERIFY(choose(QStringLiteral("beacon"), 1));
        QTRY_COMPARE(m_window->supportBanner()->text(),
                     QStringLiteral("Viewing Beacon Robotics as support: read-only"));
        QCOMPARE(m_console->connection.identity().tenantId, QStringLiteral("tn-beacon"));

        // The tenant's clusters load, and with one selected nothing that would change it is on.
        QTest::keyClick(m_window, Qt::Key_2, Qt::ControlModifier);
        auto* clusters = m_window->findChild<QTableView*>(QStringLiteral("clustersTable"));
        QTRY_VERIFY_WITH_TIMEOUT(clusters->model()->rowCount() > 0, 10000);
        clusters->selectRow(0);
        QTest::keyClick(m_window, Qt::Key_5, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->billingPage()->summary().asOf.isValid(), 15000);
        for (int area = 0; area < MainWindow::AreaCount; ++area) {
            QTest::keyClick(m_window, Qt::Key(Qt::Key_1 + area), Qt::ControlModifier);
            QVERIFY2(m_window->supportBanner()->isVisible(), "the banner stays in view on every page");
        }
        for (const QString& name : m_mutating) {
            auto* control = m_window->findChild<QAbstractButton*>(name);
            QVERIFY2(control, qPrintable(name));
            QVERIFY2(!control->isEnabled(), qPrintable(name + QStringLiteral(" is enabled for support")));
            QVERIFY2(!control->toolTip().isEmpty(), qPrintable(name + QStringLiteral(" does not say why")));
        }
        QVERIFY(!m_window->storagePage()->acceptDrops());
        // Support may not read the tenant's audit log either: the area is not offered, and its page
        // says who can read it.
        QVERIFY(m_window->navigation()->item(MainWindow::Audit)->isHidden());
        QVERIFY(!m_window->auditPage()->findChild<QTableView*>(QStringLiteral("auditTable"))->isEnabled());
        QTest::keyClick(m_window, Qt::Key_2, Qt::ControlModifier);
        saveShot(QStringLiteral("support-banner.png"));

        // The platform refuses a change anyway, and records the attempt.
        PlatformClient* client = m_console->connection.client();
        std::unique_ptr<TypedCall<Page<Budget>>> change(client->setBudgets({}));
        QTRY_VERIFY(change->isFinished());
        QCOMPARE(change->error().kind, ErrorKind::Forbidden);

        // The tenant's owner reads the visit and the refused change.
        DemoPlatform* demo = DemoPlatform::of(m_console->connection.demo());
        PlatformClient owner(demo->makeTransport());
        owner.setApiKey(demo->platform().issuedKeys().tenants.at(1).keys.value(Role::Owner).toLatin1());
        std::unique_ptr<PagedCall<AuditRecord>> log(owner.auditLog(true));
        QTRY_VERIFY(log->isFinished());
        QVERIFY2(log->succeeded(), qPrintable(log->error().detail));
        bool viewed = false;
        bool refused = false;
        for (const AuditRecord& r : log->items()) {
            QCOMPARE(r.role, Role::Support);
            QCOMPARE(r.actingAs, QStringLiteral("tn-beacon"));
            viewed = viewed || (r.action == u"clusters.read" && !r.denied);
            refused = refused || (r.action == u"billing.budgets.update" && r.denied);
        }
        QVERIFY(viewed);
        QVERIFY(refused);

        // Another tenant, from the banner.
        QTest::mouseClick(
            m_window->supportBanner()->findChild<QAbstractButton*>(QStringLiteral("switchTenant")),
            Qt::LeftButton);
        QVERIFY(choose(QStringLiteral("tn-aur"), 1));
        QTRY_COMPARE(m_window->supportBanner()->text(),
                     QStringLiteral("Viewing Aurora AI Lab as support: read-only"));
    }

    // Support's health report of a cluster: gathered from the platform, every finding with a next
    // step, saved as text and as PDF for a ticket.
    void healthReportForATicket() {
        QString error;
        QVERIFY(m_console->connection.startDemo(DemoPlatform::defaultSeed, &error, Role::Support));
        QVERIFY(choose(QStringLiteral("aurora"), 1));
        QTRY_COMPARE(m_console->connection.identity().tenantName, QStringLiteral("Aurora AI Lab"));
        QTest::keyClick(m_window, Qt::Key_2, Qt::ControlModifier);
        auto* clusters = m_window->findChild<QTableView*>(QStringLiteral("clustersTable"));
        QTRY_VERIFY_WITH_TIMEOUT(clusters->model()->rowCount() > 0, 10000);
        auto* report = m_window->findChild<QAbstractButton*>(QStringLiteral("clusterHealthReport"));
        QVERIFY(report);
        // The failed trial cluster: its report leads with what is wrong and what to do.
        const QModelIndexList failed =
            clusters->model()->match(clusters->model()->index(0, 0), Qt::DisplayRole,
                                     QStringLiteral("mi300-trial"), 1, Qt::MatchExactly);
        QVERIFY(!failed.isEmpty());
        clusters->selectRow(failed.first().row());
        QVERIFY(report->isEnabled());
        report->click();
        HealthReportDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = m_window->findChild<HealthReportDialog*>()) != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isReady(), 15000);
        const QList<HealthFinding> findings = ClusterHealthReport::findings(dialog->inputs());
        QVERIFY(!findings.isEmpty());
        QCOMPARE(findings.first().severity, HealthFinding::Severity::Critical);
        QVERIFY(!findings.first().nextStep.isEmpty());
        QVERIFY(dialog->inputs().budgets.has_value()); // support sees costs, read-only
        QVERIFY(!dialog->inputs().uploadsKnown);
        const QString text = dialog->reportText();
        QVERIFY(text.startsWith(QStringLiteral("Health report: mi300-trial")));
        QVERIFY(text.contains(QStringLiteral("Tenant: Aurora AI Lab")));
        QVERIFY(text.contains(QStringLiteral("[Critical]")));
        QVERIFY(!dialog->findChild<QTextBrowser*>()->toPlainText().isEmpty());

        QTemporaryDir out;
        const QString txt = out.filePath(QStringLiteral("report.txt"));
        const QString pdf = out.filePath(QStringLiteral("report.pdf"));
        QVERIFY2(dialog->saveText(txt, &error), qPrintable(error));
        QVERIFY2(dialog->savePdf(pdf, &error), qPrintable(error));
        QFile written(txt);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(written.readAll()), text);
        QFile document(pdf);
        QVERIFY(document.open(QIODevice::ReadOnly));
        QVERIFY(document.read(5) == "%PDF-");
        QVERIFY(document.size() > 2000);
        QVERIFY(!QFile::exists(pdf + QStringLiteral(".part")));
        // A folder that does not exist: a clear error, nothing left behind.
        QVERIFY(!dialog->saveText(out.filePath(QStringLiteral("missing/report.txt")), &error));
        QVERIFY(!error.isEmpty());

        // A running cluster's report reads its GPUs' last minutes.
        dialog->close();
        const QModelIndexList running =
            clusters->model()->match(clusters->model()->index(0, 0), Qt::DisplayRole,
                                     QStringLiteral("llama-pretrain"), 1, Qt::MatchExactly);
        QVERIFY(!running.isEmpty());
        clusters->selectRow(running.first().row());
        report->click();
        QTRY_VERIFY((dialog = m_window->findChild<HealthReportDialog*>()) != nullptr && dialog->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isReady(), 15000);
        QCOMPARE(dialog->inputs().gpus.size(), dialog->inputs().cluster.gpuCount());
        QVERIFY(!dialog->inputs().nodes.isEmpty());
        const QString dir = qEnvironmentVariable("CLUSTERDESK_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            dialog->grab().save(dir + QStringLiteral("/health-report.png"));
        dialog->close();
    }

    // The console offers what the role can read and enables what it can change.
    void theConsoleAdaptsToTheRole() {
        QString error;
        QVERIFY(m_console->connection.startDemo(DemoPlatform::defaultSeed, &error, Role::Billing));
        QTRY_COMPARE(m_console->connection.identity().role, Role::Billing);
        QListWidget* areas = m_window->navigation();
        for (const int hidden : {MainWindow::Clusters, MainWindow::Monitoring, MainWindow::Storage,
                                 MainWindow::Audit, MainWindow::Account})
            QVERIFY2(areas->item(hidden)->isHidden(), qPrintable(areas->item(hidden)->text()));
        QVERIFY(!areas->item(MainWindow::Offerings)->isHidden());
        QVERIFY(!areas->item(MainWindow::Billing)->isHidden());
        m_window->showArea(MainWindow::Billing);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->billingPage()->summary().asOf.isValid(), 15000);
        QVERIFY(m_window->findChild<QAbstractButton*>(QStringLiteral("budgetAdd"))->isEnabled());
        m_window->showArea(MainWindow::Clusters); // not offered: nothing happens
        QCOMPARE(areas->currentRow(), int(MainWindow::Billing));

        QVERIFY(m_console->connection.startDemo(DemoPlatform::defaultSeed, &error, Role::Viewer));
        // (An identity not yet known is a viewer too: wait for the platform's answer.)
        QTRY_VERIFY(!m_console->connection.identity().userId.isEmpty() &&
                    m_console->connection.identity().role == Role::Viewer);
        for (int area = 0; area < MainWindow::AreaCount; ++area)
            // A viewer reaches no node, so it holds no SSH keys: no Account area either.
            QVERIFY2(areas->item(area)->isHidden() ==
                         (area == MainWindow::Audit || area == MainWindow::Account),
                     qPrintable(areas->item(area)->text()));
        QVERIFY(!m_window->supportBanner()->isVisible());
        for (const QString& name : m_mutating) {
            auto* control = m_window->findChild<QAbstractButton*>(name);
            QVERIFY2(!control->isEnabled(), qPrintable(name + QStringLiteral(" is enabled for a viewer")));
        }
    }

    // Another tenant chosen while a live chart of the first is open: nothing of the first stays.
    void switchingTenantsLeavesNothingOfTheLastOne() {
        QString error;
        QVERIFY(m_console->connection.startDemo(DemoPlatform::defaultSeed, &error, Role::Support));
        QVERIFY(choose(QStringLiteral("aurora"), 1));
        QTRY_COMPARE(m_console->connection.identity().tenantName, QStringLiteral("Aurora AI Lab"));
        m_window->showArea(MainWindow::Monitoring);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->monitoringPage()->selectCluster(QStringLiteral("llama-pretrain")),
                                 10000);
        MonitoringSession* monitoring = m_window->monitoringSession();
        QTRY_COMPARE(monitoring->cluster().name, QStringLiteral("llama-pretrain"));
        const QString auroraCluster = monitoring->cluster().id;

        QTest::mouseClick(
            m_window->supportBanner()->findChild<QAbstractButton*>(QStringLiteral("switchTenant")),
            Qt::LeftButton);
        QVERIFY(choose(QStringLiteral("beacon"), 1));
        // At once: the old tenant's name and chart are gone.
        QVERIFY(!m_window->supportBanner()->text().contains(QStringLiteral("Aurora")));
        QVERIFY(monitoring->cluster().id != auroraCluster || monitoring->cluster().name.isEmpty());
        QTRY_COMPARE(m_window->supportBanner()->text(),
                     QStringLiteral("Viewing Beacon Robotics as support: read-only"));
        // Once Beacon's clusters are in, the chart is one of them or none.
        auto* clusters = m_window->findChild<QTableView*>(QStringLiteral("clustersTable"));
        QTRY_VERIFY_WITH_TIMEOUT(clusters->model()->rowCount() > 0, 10000);
        const auto chartIsBeaconsOrNone = [&] {
            if (monitoring->cluster().id == auroraCluster)
                return false;
            if (monitoring->cluster().id.isEmpty())
                return true;
            for (int row = 0; row < clusters->model()->rowCount(); ++row) {
                if (clusters->model()->index(row, 0).data().toString() == monitoring->cluster().name)
                    return true;
            }
            return false;
        };
        QTRY_VERIFY2_WITH_TIMEOUT(chartIsBeaconsOrNone(), qPrintable(monitoring->cluster().name), 5000);
    }

    void ownersReadSupportVisitsOnTheAuditPage() {
        QString error;
        QVERIFY(m_console->connection.startDemo(DemoPlatform::defaultSeed, &error));
        QTRY_VERIFY(!m_console->connection.identity().userId.isEmpty());
        QVERIFY(!m_window->supportBanner()->isVisible());
        // Support staff look at this tenant's clusters from another console.
        OfflineDemo* demo = m_console->connection.demo();
        PlatformClient support(demo->makeTransport());
        support.setApiKey(demo->keyFor(Role::Support));
        support.setActingTenant(m_console->connection.identity().tenantId);
        std::unique_ptr<PagedCall<Cluster>> look(support.clusters());
        QTRY_VERIFY(look->isFinished());
        QVERIFY(look->succeeded());

        m_window->showArea(MainWindow::Audit);
        AuditPage* page = m_window->auditPage();
        QCOMPARE(m_window->findChild<QStackedWidget*>()->currentWidget(), static_cast<QWidget*>(page));
        auto* supportOnly = page->findChild<QAbstractButton*>(QStringLiteral("auditSupportOnly"));
        QVERIFY(supportOnly->isEnabled());
        QSignalSpy loaded(page, &AuditPage::loaded);
        supportOnly->click();
        QVERIFY(loaded.wait(10000));
        const QList<AuditRecord>& rows = page->model()->records();
        QVERIFY(!rows.isEmpty());
        QCOMPARE(rows.first().role, Role::Support);
        QCOMPARE(rows.first().action, QStringLiteral("clusters.read"));
        QCOMPARE(page->model()->data(page->model()->index(0, AuditTableModel::RoleColumn)).toString(),
                 QStringLiteral("Support staff"));
        saveShot(QStringLiteral("audit-log.png"));
    }
};

QTEST_MAIN(TestSupportGui)
#include "tst_support_gui.moc"
