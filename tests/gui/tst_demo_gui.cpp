// The offline demo as a presenter drives it: the presenter's panel and Demo menu (clock speed, a
// node failure, a budget alert, a scale-up, a reset), the guided tour, and the lab's own uploads.
#include "BillingPage.h"
#include "ClustersPage.h"
#include "ConsoleUnderTest.h"
#include "GuidedTour.h"
#include "MainWindow.h"
#include "Notifier.h"
#include "PresenterPanel.h"

#include "api/PlatformClient.h"
#include "demo/DemoPlatform.h"
#include "demo/DemoSamples.h"
#include "models/ClusterListModel.h"
#include "session/StorageSession.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace cd;

namespace {

// Answers the next message box with `button` once it is up.
void answerNextMessageBox(QMessageBox::StandardButton button) {
    QTimer::singleShot(100, [button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
}

} // namespace

class TestDemoGui final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;

    DemoPlatform* demo() const { return DemoPlatform::of(m_console->connection.demo()); }
    PresenterPanel* panel() const { return m_window->presenterPanel(); }

    QAction* demoMenu() const {
        for (QAction* a : m_window->menuBar()->actions()) {
            if (a->text() == QStringLiteral("&Demo"))
                return a;
        }
        return nullptr;
    }

    // The cluster named `name` as the Clusters page holds it.
    std::optional<Cluster> shown(const QString& name) const {
        for (const Cluster& c : m_window->clustersPage()->model()->clusters()) {
            if (c.name == name)
                return c;
        }
        return std::nullopt;
    }

    // Where a key press goes in the tour: the widget that has the focus (a callout's button), as
    // for a person at the keyboard.
    static QWidget* focusIn(QWidget* tour) {
        QWidget* f = tour->focusWidget();
        return f ? f : tour;
    }

    static int ready(const Cluster& c) {
        int n = 0;
        for (const NodePool& p : c.pools)
            n += p.readyNodes;
        return n;
    }

    // The story set on a fixed day, not today: what it shows (this month's spending, say) does
    // not depend on the day of the month the test runs.
    void startDemo(const QDateTime& clockStart = QDateTime(QDate(2026, 11, 20), QTime(9, 0), Qt::UTC)) {
        QString error;
        QVERIFY2(m_console->connection.startDemo(DemoPlatform::defaultSeed, &error, Role::Owner, clockStart),
                 qPrintable(error));
        QTRY_VERIFY(!m_console->connection.identity().userId.isEmpty());
    }

private Q_SLOTS:
    void init() {
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
    }

    void cleanup() { m_console.reset(); }

    // The panel and the Demo menu come with the demo and go with it; the clock runs at the speed
    // chosen, and the panel says so.
    void presenterControlsComeWithTheDemo() {
        QVERIFY(demoMenu());
        QVERIFY(!demoMenu()->isVisible());
        QVERIFY(!panel()->isVisible());
        startDemo();
        QVERIFY(demoMenu()->isVisible());
        QTRY_VERIFY(panel()->isVisible());
        // The toolbar costs the pages no width: the window still fits a 1366x768 laptop screen.
        QVERIFY2(m_window->minimumSizeHint().width() <= 1366,
                 qPrintable(QString::number(m_window->minimumSizeHint().width())));
        QCOMPARE(demo()->clockSpeed(), DemoPlatform::demoClockSpeed);
        QVERIFY(panel()->speedAction(DemoPlatform::demoClockSpeed)->isChecked());
        QVERIFY(panel()->clockText().contains(QStringLiteral("10\u00d7")));

        panel()->speedAction(3600)->trigger();
        QCOMPARE(demo()->clockSpeed(), 3600.0);
        QVERIFY(panel()->speedAction(3600)->isChecked());
        QVERIFY(!panel()->speedAction(DemoPlatform::demoClockSpeed)->isChecked());
        // An hour of the story passes in about a second: measured against the wall clock once twenty
        // minutes of the story have gone by (the default speed would take two real minutes for that).
        const QDateTime before = demo()->now();
        QElapsedTimer wall;
        wall.start();
        QTRY_VERIFY_WITH_TIMEOUT(before.secsTo(demo()->now()) >= 1200, 10000);
        const double storySecondsPerSecond =
            double(before.msecsTo(demo()->now())) / double(std::max<qint64>(wall.elapsed(), 1));
        QVERIFY2(storySecondsPerSecond > 1000, qPrintable(QString::number(storySecondsPerSecond)));
        panel()->speedAction(1)->trigger();
        QCOMPARE(demo()->clockSpeed(), 1.0);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("1\u00d7")));

        // Closed by the presenter, it stays closed; Demo > Presenter controls brings it back.
        panel()->close();
        QVERIFY(!panel()->isVisible());
        panel()->toggleViewAction()->trigger();
        QVERIFY(panel()->isVisible());

        m_console->connection.disconnectFromPlatform();
        QTRY_VERIFY(!panel()->isVisible());
        QVERIFY(!demoMenu()->isVisible());
    }

    // A node of the largest running cluster fails when asked: the Clusters page shows it short of
    // a node, then whole again once the replacement is up, and the cluster's events tell both.
    void aNodeFailsAndRecovers() {
        startDemo();
        QTRY_VERIFY(shown(QStringLiteral("frontier-pretrain")).has_value());
        const Cluster before = *shown(QStringLiteral("frontier-pretrain"));
        QCOMPARE(ready(before), before.nodeCount());
        panel()->failNodeAction()->trigger();
        const QString said = m_window->statusBar()->currentMessage();
        QVERIFY2(said.contains(QStringLiteral("frontier-pretrain")) &&
                     said.contains(QStringLiteral("failed")),
                 qPrintable(said));
        QTRY_COMPARE(ready(*shown(QStringLiteral("frontier-pretrain"))), before.nodeCount() - 1);
        // The replacement takes a few minutes of the story: seconds at 60x, while another seeded
        // failure (about one a simulated hour in 64 nodes) is unlikely to come meanwhile.
        panel()->speedAction(60)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(ready(*shown(QStringLiteral("frontier-pretrain"))), before.nodeCount(),
                                  15000);
    }

    // A budget alert: the budget is set under what the biggest spender has spent, the Billing
    // page reads it again, and the person hears of it.
    void aBudgetAlertIsHeard() {
        startDemo();
        QSignalSpy heard(m_window->billingPage(), &BillingPage::notification);
        panel()->budgetAlertAction()->trigger();
        const QString said = m_window->statusBar()->currentMessage();
        QVERIFY2(said.contains(QStringLiteral("frontier-pretrain monthly cap")), qPrintable(said));
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(heard.cbegin(), heard.cend(),
                                             [](const QList<QVariant>& args) {
                                                 return args.value(0).toString() ==
                                                            QStringLiteral(
                                                                "Budget frontier-pretrain monthly cap") &&
                                                        args.value(1).toString().contains(
                                                            QStringLiteral("Spending this month has passed"));
                                             }),
                                 15000);
    }

    // A scale-up grows the inference cluster by two nodes, as the Clusters page shows; a reset
    // takes the story back to its beginning (after asking), clock and all.
    void scaleUpThenResetToTheStart() {
        const QDateTime start(QDate(2026, 10, 5), QTime(14, 30), Qt::UTC);
        startDemo(start); // a story set on another day, as `--demo-start` sets it
        QVERIFY(std::abs(start.secsTo(demo()->now())) < 30);
        QTRY_VERIFY(shown(QStringLiteral("chat-inference")).has_value());
        // It is still provisioning at the story's start: a scale-up waits until it runs.
        panel()->speedAction(3600)->trigger();
        QTRY_COMPARE(shown(QStringLiteral("chat-inference"))->state, ClusterState::Running);
        panel()->speedAction(DemoPlatform::demoClockSpeed)->trigger();
        const int serving = shown(QStringLiteral("chat-inference"))->pools.first().nodeCount;
        panel()->scaleUpAction()->trigger();
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("chat-inference")),
                 qPrintable(m_window->statusBar()->currentMessage()));
        QTRY_COMPARE(shown(QStringLiteral("chat-inference"))->pools.first().nodeCount, serving + 2);

        const DemoPlatform* old = demo();
        answerNextMessageBox(QMessageBox::Cancel);
        panel()->resetAction()->trigger();
        QCOMPARE(demo(), old); // kept
        answerNextMessageBox(QMessageBox::Reset);
        panel()->resetAction()->trigger();
        QVERIFY(demo() != old);
        // The same start: the clock is back where the story began, at the usual speed.
        QVERIFY2(std::abs(start.secsTo(demo()->now())) < 30, qPrintable(demo()->now().toString(Qt::ISODate)));
        QCOMPARE(demo()->clockSpeed(), DemoPlatform::demoClockSpeed);
        QVERIFY(panel()->speedAction(DemoPlatform::demoClockSpeed)->isChecked());
        QTRY_VERIFY(shown(QStringLiteral("chat-inference")).has_value());
        QTRY_COMPARE(shown(QStringLiteral("chat-inference"))->pools.first().nodeCount, serving);
        QCOMPARE(shown(QStringLiteral("chat-inference"))->state, ClusterState::Provisioning);
    }

    // The tour starts by itself for a first-time viewer, walks the areas pointing at real,
    // visible features, goes back and forth by keyboard, and once skipped never starts by itself
    // again; Help > Guided tour shows it any time.
    void theTourShowsOnceAndCanBeTakenAgain() {
        m_console->settings.remove(QLatin1String(GuidedTour::dismissedKey));
        m_window->startDemo(); // as the start screen's button does
        QTRY_VERIFY(m_window->guidedTour() && m_window->guidedTour()->isVisible());
        GuidedTour* tour = m_window->guidedTour();
        QCOMPARE(tour->stepCount(), 6); // five areas an owner reads (not Audit), and the presenter
        QCOMPARE(tour->step(), 0);
        QCOMPARE(m_window->navigation()->currentRow(), int(MainWindow::Offerings));
        const MainWindow::Area areas[] = {MainWindow::Offerings, MainWindow::Clusters, MainWindow::Monitoring,
                                          MainWindow::Storage, MainWindow::Billing};
        for (int step = 0; step < tour->stepCount(); ++step) {
            QCOMPARE(tour->step(), step);
            if (step < 5)
                QCOMPARE(m_window->navigation()->currentRow(), int(areas[step]));
            QTRY_VERIFY2(tour->target() && tour->target()->isVisible(), qPrintable(tour->stepTitle()));
            // The callout lies inside the window and off the feature it points at.
            auto* callout = tour->findChild<QWidget*>(QStringLiteral("tourCallout"));
            const QRect box(callout->mapTo(m_window, QPoint(0, 0)), callout->size());
            const QRect feature(tour->target()->mapTo(m_window, QPoint(0, 0)), tour->target()->size());
            QVERIFY(m_window->rect().contains(box));
            QVERIFY2(!box.intersects(feature.adjusted(0, 0, 0, -feature.height() / 2)) ||
                         feature.height() > m_window->height() / 2,
                     qPrintable(tour->stepTitle()));
            if (step + 1 < tour->stepCount())
                QTest::keyClick(focusIn(tour), Qt::Key_Right);
        }
        // The keys reach the tour through the focused button, which would otherwise keep the arrows.
        QCOMPARE(focusIn(tour)->objectName(), QStringLiteral("tourNext"));
        QTest::keyClick(focusIn(tour), Qt::Key_Left);
        QCOMPARE(tour->step(), tour->stepCount() - 2);
        QTest::keyClick(focusIn(tour), Qt::Key_Return); // Enter presses the focused Next
        QCOMPARE(tour->step(), tour->stepCount() - 1);
        QTest::keyClick(focusIn(tour), Qt::Key_Left);
        QCOMPARE(tour->step(), tour->stepCount() - 2);
        QVERIFY(!GuidedTour::dismissed(m_console->settings));
        QTest::keyClick(focusIn(tour), Qt::Key_Escape);
        QVERIFY(!tour->isVisible());
        QVERIFY(GuidedTour::dismissed(m_console->settings));
        QTRY_VERIFY(!m_window->guidedTour());

        // Seen: another demo starts without it. The tour would be queued once the platform says who
        // this is, so wait for that, let queued calls run, then look.
        QSignalSpy identified(&m_console->connection, &ConnectionManager::identified);
        m_window->startDemo();
        QTRY_VERIFY_WITH_TIMEOUT(identified.count() > 0, 10000);
        QCoreApplication::processEvents();
        QVERIFY(!m_window->guidedTour());
        // Help > Guided tour: from the start, and Done at the end closes it.
        auto* again = m_window->findChild<QAction*>(QStringLiteral("startTour"));
        QVERIFY(again);
        again->trigger();
        QVERIFY(m_window->guidedTour() && m_window->guidedTour()->isVisible());
        tour = m_window->guidedTour();
        QCOMPARE(tour->step(), 0);
        auto* next = tour->findChild<QPushButton*>(QStringLiteral("tourNext"));
        for (int step = 0; step + 1 < tour->stepCount(); ++step)
            next->click();
        QCOMPARE(next->text(), QStringLiteral("&Done"));
        next->click();
        QVERIFY(!tour->isVisible());
    }

    // The lab's sample files go through the real encryption and upload: the small ones become
    // datasets while the checkpoint is still on its way, and a dataset downloads and decrypts to
    // the very bytes the seed makes.
    void theLabsUploadsRunAndFinish() {
        m_window->storage().setDemoStoryUploads(true);
        startDemo();
        StorageSession& storage = m_window->storage();
        QTRY_COMPARE_WITH_TIMEOUT(storage.engine().jobs().size(), 4, 10000);
        auto job = [&](const QString& name) {
            for (const UploadJob& j : storage.engine().jobs()) {
                if (j.datasetName == name)
                    return j;
            }
            return UploadJob{};
        };
        QTRY_COMPARE_WITH_TIMEOUT(job(QStringLiteral("sft-mix-shard-0001")).state, UploadState::Done, 20000);
        QVERIFY(job(QStringLiteral("train-code")).folder);
        QCOMPARE(job(QStringLiteral("train-code")).state, UploadState::Done);
        // 48 MB at the demo's uplink takes seconds: still running when the others are done.
        QVERIFY(!isFinal(job(QStringLiteral("checkpoint-step-42000")).state));

        const UploadJob prompts = job(QStringLiteral("eval-prompts"));
        QCOMPARE(prompts.state, UploadState::Done);
        auto* call = m_console->connection.client()->dataset(prompts.datasetId, this);
        QTRY_VERIFY(call->isFinished());
        QVERIFY(call->succeeded());
        const Dataset dataset = call->value();
        QVERIFY(dataset.isEncrypted());
        const QString target = m_dir.filePath(QStringLiteral("prompts.jsonl"));
        bool done = false;
        QString message;
        storage.download(
            dataset, target, [](qint64, qint64) {},
            [&](bool ok, const QString& m) {
                done = true;
                message = ok ? QString() : m;
            });
        QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
        QVERIFY2(message.isEmpty(), qPrintable(message));
        QTemporaryDir expected;
        QString error;
        const auto samples = DemoSamples::write(expected.path(), DemoPlatform::defaultSeed, &error);
        QVERIFY2(!samples.isEmpty(), qPrintable(error));
        QFile mine(target);
        QFile theirs(QDir(expected.path()).filePath(QStringLiteral("eval-prompts.jsonl")));
        QVERIFY(mine.open(QIODevice::ReadOnly) && theirs.open(QIODevice::ReadOnly));
        QVERIFY(mine.size() > 1'000'000);
        QVERIFY(mine.readAll() == theirs.readAll());
    }
};

QTEST_MAIN(TestDemoGui)
#include "tst_demo_gui.moc"
