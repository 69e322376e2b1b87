#include "core/Money.h"

#include <QTest>

using namespace cd;

class TestMoney final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parsesStrictDecimals_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<qint64>("micros");
        QTest::newRow("whole") << QStringLiteral("12") << true << qint64(12'000'000);
        QTest::newRow("cents") << QStringLiteral("2.50") << true << qint64(2'500'000);
        QTest::newRow("six places") << QStringLiteral("0.002530") << true << qint64(2'530);
        QTest::newRow("negative") << QStringLiteral("-1.5") << true << qint64(-1'500'000);
        QTest::newRow("seven places") << QStringLiteral("0.0000001") << false << qint64(0);
        QTest::newRow("exponent") << QStringLiteral("1e3") << false << qint64(0);
        QTest::newRow("grouping") << QStringLiteral("1,000") << false << qint64(0);
        QTest::newRow("space") << QStringLiteral(" 1") << false << qint64(0);
        QTest::newRow("dot only") << QStringLiteral(".5") << false << qint64(0);
        QTest::newRow("trailing dot") << QStringLiteral("5.") << false << qint64(0);
        QTest::newRow("empty") << QString() << false << qint64(0);
        QTest::newRow("overflow") << QStringLiteral("99999999999999999999") << false << qint64(0);
        QTest::newRow("just past int64 micros") << QStringLiteral("9223372036855") << false << qint64(0);
        QTest::newRow("twelve digits")
            << QStringLiteral("999999999999.5") << true << qint64(999'999'999'999'500'000);
    }
    void parsesStrictDecimals() {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(qint64, micros);
        const auto m = Money::fromDecimal(text, Currency::USD);
        QCOMPARE(m.has_value(), valid);
        if (valid)
            QCOMPARE(m->micros(), micros);
    }

    void formatsWithAtLeastTheAskedDecimals() {
        QCOMPARE(Money(2'500'000, Currency::USD).toDecimal(2), QStringLiteral("2.50"));
        QCOMPARE(Money(2'530, Currency::USD).toDecimal(2), QStringLiteral("0.00253"));
        QCOMPARE(Money(-1'000'000, Currency::CNY).toDecimal(2), QStringLiteral("-1.00"));
        QCOMPARE(Money(7'000'000, Currency::CNY).toDecimal(0), QStringLiteral("7"));
    }

    void roundTripsThroughText() {
        for (qint64 micros : {qint64(0), qint64(1), qint64(999'999), qint64(123'456'789), qint64(-42)}) {
            const Money m(micros, Currency::CNY);
            QCOMPARE(Money::fromDecimal(m.toDecimal(2), Currency::CNY)->micros(), micros);
        }
    }

    void multipliesWithoutOverflow() {
        QCOMPARE(Money(2'500'000, Currency::USD).times(8).micros(), qint64(20'000'000));
        const Money huge = *Money::fromDecimal(QStringLiteral("999999999999"), Currency::USD);
        QCOMPARE(huge.times(1024).micros(), std::numeric_limits<qint64>::max());
        QCOMPARE(Money(-huge.micros(), Currency::USD).times(1024).micros(),
                 -std::numeric_limits<qint64>::max());
    }

    void roundsHalfAwayFromZero() {
        QCOMPARE(Money(2'345'000, Currency::USD).rounded(2).micros(), qint64(2'350'000));
        QCOMPARE(Money(-2'345'000, Currency::USD).rounded(2).micros(), qint64(-2'350'000));
        QCOMPARE(Money::fromDouble(0.33649, Currency::USD, 4).micros(), qint64(336'500));
    }
};

QTEST_APPLESS_MAIN(TestMoney)
#include "tst_money.moc"
