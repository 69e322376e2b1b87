// StaleAfter, the rule behind every page that reloads stale figures: due only while shown, at once
// when shown stale, once per burst of changes, a change during a load not lost, a failed load not
// retried in a loop. Its clock is moved, never waited for, except for the short timers.
#include "session/StaleAfter.h"

#include <QSignalSpy>
#include <QTest>

using namespace cd;
using namespace std::chrono_literals;

class TestStaleAfter final : public QObject {
    Q_OBJECT

    QDateTime m_now = QDateTime(QDate(2026, 12, 2), QTime(14, 5), Qt::UTC);

    void useClock(StaleAfter& s) {
        s.setClock([this] { return m_now; });
    }

private Q_SLOTS:
    void nothingLoadedNothingDue() {
        StaleAfter s(5min);
        useClock(s);
        QSignalSpy due(&s, &StaleAfter::due);
        s.setShown(true);
        QCOMPARE(due.count(), 0); // a page nobody loaded stays quiet
        QVERIFY(!s.isPending());
    }

    void shownStaleIsDueAtOnceHiddenNever() {
        StaleAfter s(5min);
        useClock(s);
        QSignalSpy due(&s, &StaleAfter::due);
        s.started();
        s.finished(true);
        QCOMPARE(s.asOf(), QDateTime(QDate(2026, 12, 2), QTime(14, 5), Qt::UTC));
        m_now = m_now.addSecs(4 * 60);
        s.setShown(true);
        QCOMPARE(due.count(), 0);
        QVERIFY(s.isPending()); // due when five minutes old
        s.setShown(false);
        QVERIFY(!s.isPending());
        m_now = m_now.addSecs(2 * 60);
        QVERIFY(s.isStale());
        QCOMPARE(due.count(), 0);
        s.setShown(true);
        QCOMPARE(due.count(), 1);
    }

    void aBurstOfChangesIsOneLoadAndAChangeDuringALoadIsKept() {
        StaleAfter s(5min);
        useClock(s);
        s.setChangeDelay(50ms);
        QSignalSpy due(&s, &StaleAfter::due);
        s.started();
        s.finished(true);
        s.setShown(true);
        s.changed();
        s.changed();
        s.changed();
        QVERIFY(due.wait(2000));
        QCOMPARE(due.count(), 1);
        s.started();
        s.changed(); // may not be in the answer under way
        s.finished(true);
        QVERIFY(s.isStale());
        QVERIFY(due.wait(2000));
        QCOMPARE(due.count(), 2);
    }

    void aFailedLoadIsRetriedWhenShownNotInALoop() {
        StaleAfter s(5min);
        useClock(s);
        QSignalSpy due(&s, &StaleAfter::due);
        s.setShown(true);
        s.started();
        s.finished(false);
        QVERIFY(!s.asOf().isValid());
        QCOMPARE(due.count(), 0); // shown all along: the next try is five minutes on
        QVERIFY(s.isPending());
        s.setShown(false);
        s.setShown(true); // shown again: the person may try now
        QCOMPARE(due.count(), 1);
    }

    void resetForgetsTheFigures() {
        StaleAfter s(5min);
        useClock(s);
        QSignalSpy due(&s, &StaleAfter::due);
        s.started();
        s.finished(true);
        s.reset();
        QVERIFY(!s.asOf().isValid());
        s.finished(true); // a load that was under way for the last client
        QVERIFY(!s.asOf().isValid());
        s.setShown(true);
        QCOMPARE(due.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestStaleAfter)
#include "tst_stale_after.moc"
