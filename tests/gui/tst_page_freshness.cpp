// Pages whose figures can be stale, on the offline demo: they say they are loading rather than
// "none" before the first answer, say as of when after it ("Refreshing…" beside the old time while a
// refresh runs), load again when shown with figures older than their limit (a moved clock, no
// waiting) and never while hidden, and Billing loads again after an event that costs money: once
// for a burst while shown, when next shown while hidden.
#include "AccountPage.h"
#include "AuditPage.h"
#include "BillingPage.h"
#include "ClustersPage.h"
#include "ConsoleUnderTest.h"
#include "HeadlineTiles.h"
#include "OfferingsPage.h"
#include "StoragePage.h"

#include "core/ClusterEvent.h"
#include "resources/Translations.h"
#include "session/AuditSession.h"
#include "session/ClustersSession.h"
#include "session/StaleAfter.h"
#include "session/StorageSession.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace cd;
using namespace std::chrono_literals;

class TestPageFreshness final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;

    BillingPage* billing() const { return m_window->billingPage(); }
    StaleAfter& billingFreshness() const { return billing()->session().freshness(); }
    static QString asOfText(QWidget* page) {
        return page->findChild<QLabel*>(QStringLiteral("asOf"))->text();
    }
    bool waitBillingLoaded() const {
        return QTest::qWaitFor(
            [this] { return !billingFreshness().isLoading() && billingFreshness().asOf().isValid(); }, 20000);
    }
    // 14:05 today (the local time the label shows), as the clock's UTC.
    static QDateTime todayAt(int hour, int minute) {
        return QDateTime(QDate::currentDate(), QTime(hour, minute)).toUTC();
    }
    static ClusterEvent event(const char* type) {
        ClusterEvent e;
        e.type = QString::fromLatin1(type);
        e.clusterId = QStringLiteral("c-test");
        return e;
    }
    void emitEvent(const char* type) const {
        Q_EMIT m_window->clustersPage()->session().eventReceived(event(type));
    }

private Q_SLOTS:
    void initTestCase() {
        Translations::install(*qApp, QStringLiteral("en")); // "65 offerings", not "65 offering(s)"
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom)); // 14:05, 30/11/2026
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
        m_window->showArea(MainWindow::Offerings);
    }

    // Each test starts with the console's own ages and clock, whatever the last one left.
    void init() {
        if (!m_console->connection.client())
            return;
        billingFreshness().setClock([] { return QDateTime::currentDateTimeUtc(); });
        billingFreshness().setMaxAge(BillingSession::staleAfter);
        billingFreshness().setChangeDelay(2000ms);
    }

    // Right after connecting, before any answer: each page says it is loading, none says "none".
    void pagesSayLoadingBeforeTheFirstAnswer() {
        QString error;
        QVERIFY(m_console->connection.startDemo(42, &error));
        auto* count = m_window->offeringsPage()->findChild<QLabel*>(QStringLiteral("offeringCount"));
        QCOMPARE(count->text(), QStringLiteral("Loading offerings\u2026"));
        QCOMPARE(asOfText(m_window->offeringsPage()), QString()); // no figures, no age
        auto* status = billing()->findChild<QLabel*>(QStringLiteral("billingStatus"));
        QCOMPARE(status->text(), QStringLiteral("Loading\u2026"));
        QVERIFY(!billing()->tiles()->tile(2)->text().contains(QStringLiteral("no budget")));
        auto* datasets = m_window->storagePage()->findChild<QLabel*>(QStringLiteral("datasetState"));
        QCOMPARE(datasets->text(), QStringLiteral("Loading…"));
        for (const char* name : {"sshKeysEmpty", "apiKeysEmpty"}) {
            auto* empty = m_window->accountPage()->findChild<QLabel*>(QString::fromLatin1(name));
            QVERIFY2(empty->text() == QStringLiteral("Loading\u2026"), qPrintable(empty->text()));
        }
        // Then the figures, and their age.
        QTRY_VERIFY_WITH_TIMEOUT(m_window->offeringsPage()->freshness().hasAnswered(), 10000);
        QTRY_VERIFY2_WITH_TIMEOUT(count->text().endsWith(QStringLiteral(" offerings")),
                                  qPrintable(count->text()), 10000);
        QVERIFY(asOfText(m_window->offeringsPage()).startsWith(QStringLiteral("As of ")));
        QVERIFY(waitBillingLoaded());
        QTRY_VERIFY_WITH_TIMEOUT(datasets->text() != QStringLiteral("Loading…"), 10000);
    }

    // "As of" the load's time, the date too when not today; "Refreshing…" beside it meanwhile.
    void billingSaysAsOfWhenAndRefreshing() {
        m_window->showArea(MainWindow::Billing);
        QVERIFY(waitBillingLoaded());
        billingFreshness().setClock([] { return todayAt(14, 5); });
        billing()->reload();
        QVERIFY(waitBillingLoaded());
        QCOMPARE(asOfText(billing()), QStringLiteral("As of 14:05"));
        billingFreshness().setClock([] { return todayAt(14, 9); });
        billing()->reload();
        QCOMPARE(asOfText(billing()), QStringLiteral("Refreshing\u2026 (as of 14:05)"));
        QVERIFY(waitBillingLoaded());
        QCOMPARE(asOfText(billing()), QStringLiteral("As of 14:09"));
        billingFreshness().setClock([] { return QDateTime(QDate(2026, 11, 30), QTime(9, 30)).toUTC(); });
        billing()->reload();
        QVERIFY(waitBillingLoaded());
        QCOMPARE(asOfText(billing()), QStringLiteral("As of 30/11/2026 09:30"));
        billingFreshness().setClock([] { return QDateTime::currentDateTimeUtc(); });
        billing()->reload();
        QVERIFY(waitBillingLoaded());
    }

    // Older than five minutes: hidden, nothing happens; shown, it loads at once.
    void billingReloadsWhenShownStaleAndNeverWhileHidden() {
        m_window->showArea(MainWindow::Billing);
        QVERIFY(waitBillingLoaded());
        m_window->showArea(MainWindow::Offerings);
        billingFreshness().setClock([] { return QDateTime::currentDateTimeUtc().addSecs(6 * 60); });
        QVERIFY(billingFreshness().isStale());
        QVERIFY(!billingFreshness().isPending()); // no timer runs for a hidden page
        QVERIFY(!billing()->isLoading());
        m_window->showArea(MainWindow::Billing);
        QVERIFY(billing()->isLoading());
        billingFreshness().setClock([] { return QDateTime::currentDateTimeUtc(); }); // as of now
        QVERIFY(waitBillingLoaded());
        // Four minutes old: shown again, it stays.
        m_window->showArea(MainWindow::Offerings);
        billingFreshness().setClock([] { return QDateTime::currentDateTimeUtc().addSecs(4 * 60); });
        m_window->showArea(MainWindow::Billing);
        QVERIFY(!billing()->isLoading());
        QVERIFY(billingFreshness().isPending()); // ... until it reaches five minutes
        // Left shown, it loads when its figures reach the limit (here a shortened one).
        billingFreshness().setClock([] { return QDateTime::currentDateTimeUtc(); });
        billingFreshness().setMaxAge(300ms);
        QSignalSpy due(&billingFreshness(), &StaleAfter::due);
        QVERIFY(due.wait(5000));
        QVERIFY(billing()->isLoading());
        QVERIFY(waitBillingLoaded());
    }

    // A burst of events that cost money: a shown page loads once, shortly after; a hidden one
    // when next shown. Events that cost nothing change nothing.
    void aCostEventReloadsBillingOnceWhenShown() {
        m_window->showArea(MainWindow::Billing);
        QVERIFY(waitBillingLoaded());
        billingFreshness().setChangeDelay(200ms);
        emitEvent("workload.checkpointed");
        QVERIFY(!billingFreshness().isStale()); // (its five-minute timer runs, as for any shown page)
        QSignalSpy due(&billingFreshness(), &StaleAfter::due);
        emitEvent("cluster.state_changed");
        emitEvent("cluster.resized");
        emitEvent("node.failed");
        QVERIFY(billingFreshness().isStale());
        QVERIFY(billingFreshness().isPending());
        QVERIFY(!billing()->isLoading()); // not at once: the burst is waited out
        QVERIFY(due.wait(5000));
        QCOMPARE(due.count(), 1);
        QVERIFY(billing()->isLoading());
        QVERIFY(!billingFreshness().isPending());
        QVERIFY(waitBillingLoaded());

        m_window->showArea(MainWindow::Offerings);
        emitEvent("cluster.created");
        QVERIFY(!billingFreshness().isPending());
        QVERIFY(!billing()->isLoading());
        m_window->showArea(MainWindow::Billing);
        QVERIFY(billing()->isLoading());
        QVERIFY(waitBillingLoaded());
    }

    // Offerings (15 minutes), Storage and Audit (5) follow the same rule.
    void otherPagesReloadWhenShownStale() {
        struct Case {
            MainWindow::Area area;
            QWidget* page;
            StaleAfter* freshness;
            int minutesFresh;
            int minutesStale;
        };
        const Case cases[] = {
            {MainWindow::Offerings, m_window->offeringsPage(), &m_window->offeringsPage()->freshness(), 14,
             16},
            {MainWindow::Storage, m_window->storagePage(), &m_window->storage().freshness(), 4, 6},
            {MainWindow::Audit, m_window->auditPage(), &m_window->auditPage()->session().freshness(), 4, 6},
        };
        for (const Case& c : cases) {
            m_window->showArea(c.area);
            QTRY_VERIFY_WITH_TIMEOUT(c.freshness->asOf().isValid() && !c.freshness->isLoading(), 10000);
            QVERIFY(asOfText(c.page).startsWith(QStringLiteral("As of ")));
            m_window->showArea(MainWindow::Billing);
            c.freshness->setClock(
                [m = c.minutesFresh] { return QDateTime::currentDateTimeUtc().addSecs(m * 60); });
            m_window->showArea(c.area);
            QVERIFY2(!c.freshness->isLoading(), qPrintable(c.page->objectName()));
            m_window->showArea(MainWindow::Billing);
            c.freshness->setClock(
                [m = c.minutesStale] { return QDateTime::currentDateTimeUtc().addSecs(m * 60); });
            QVERIFY(!c.freshness->isLoading());
            m_window->showArea(c.area);
            QVERIFY2(c.freshness->isLoading(), qPrintable(c.page->objectName()));
            QVERIFY(asOfText(c.page).startsWith(QStringLiteral("Refreshing\u2026 (as of ")));
            QTRY_VERIFY_WITH_TIMEOUT(!c.freshness->isLoading(), 10000);
            c.freshness->setClock([] { return QDateTime::currentDateTimeUtc(); });
        }
    }

    void cleanupTestCase() { m_console.reset(); }
};

QTEST_MAIN(TestPageFreshness)
#include "tst_page_freshness.moc"
