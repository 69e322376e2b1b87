#include "platform/SimClock.h"

#include <QTest>
#include <QThread>

using namespace cd::sim;
using namespace std::chrono_literals;

class TestSimClock final : public QObject {
    Q_OBJECT

    const QDateTime origin = QDateTime(QDate(2026, 3, 1), QTime(9, 0), Qt::UTC);

private Q_SLOTS:
    void runsFasterThanRealTime() {
        SimClock clock(origin, 3600); // an hour a second
        QThread::msleep(200);
        const qint64 simulatedMs = origin.msecsTo(clock.now());
        QVERIFY2(simulatedMs >= 600'000 && simulatedMs < 2'000'000, qPrintable(QString::number(simulatedMs)));
    }

    void aManualClockMovesOnlyWhenAdvanced() {
        SimClock clock(origin, 0);
        QThread::msleep(50);
        QCOMPARE(clock.now(), origin);
        clock.advance(90min);
        QCOMPARE(clock.now(), origin.addSecs(90 * 60));
    }

    void changingSpeedKeepsTimeContinuous() {
        SimClock clock(origin, 0);
        clock.advance(10min);
        clock.setSpeed(60);
        const QDateTime right = clock.now();
        QVERIFY(right >= origin.addSecs(600));
        QVERIFY(right < origin.addSecs(600 + 60)); // no jump: less than a simulated minute went by
        clock.setSpeed(-5);                        // nonsense speeds stop the clock rather than reverse it
        QCOMPARE(clock.speed(), 0.0);
    }
};

QTEST_APPLESS_MAIN(TestSimClock)
#include "tst_simclock.moc"
