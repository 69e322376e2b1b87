// How an amount reads on screen, written out as a person sees it: the expected texts are literals,
// never built with the code under test, so a change in grouping, sign or decimals shows here.
#include "core/MoneyFormat.h"

#include <QLocale>
#include <QTest>

using namespace cd;

class TestMoneyFormat final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void formatsAsAPersonReadsIt_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<qint64>("micros");
        QTest::addColumn<Currency>("currency");
        QTest::addColumn<QString>("expected");

        for (const QString& locale : {QStringLiteral("en_US"), QStringLiteral("zh_CN")}) {
            const auto row = [&](const char* name) {
                return &QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(locale, QLatin1String(name))));
            };
            *row("dollars") << locale << qint64(12'500'000) << Currency::USD << QStringLiteral("$12.50");
            *row("yuan") << locale << qint64(12'500'000) << Currency::CNY << QStringLiteral("\u00a512.50");
            *row("whole") << locale << qint64(7'000'000) << Currency::CNY << QStringLiteral("\u00a57.00");
            *row("zero") << locale << qint64(0) << Currency::USD << QStringLiteral("$0.00");
            *row("zero yuan") << locale << qint64(0) << Currency::CNY << QStringLiteral("\u00a50.00");
            // The sign before the symbol.
            *row("negative") << locale << qint64(-12'500'000) << Currency::USD << QStringLiteral("-$12.50");
            *row("negative yuan") << locale << qint64(-3'000'000) << Currency::CNY
                                  << QStringLiteral("-\u00a53.00");
            // Thousands grouped.
            *row("thousands") << locale << qint64(1'234'500'000) << Currency::USD
                              << QStringLiteral("$1,234.50");
            *row("millions") << locale << qint64(1'234'567'890'000) << Currency::USD
                             << QStringLiteral("$1,234,567.89");
            *row("negative millions") << locale << qint64(-9'876'543'210'000) << Currency::CNY
                                      << QStringLiteral("-\u00a59,876,543.21");
            // A cent and more: two decimals, rounded to the nearest cent.
            *row("one cent") << locale << qint64(10'000) << Currency::USD << QStringLiteral("$0.01");
            *row("rounds down") << locale << qint64(1'994'999) << Currency::USD << QStringLiteral("$1.99");
            *row("rounds up") << locale << qint64(1'995'001) << Currency::USD << QStringLiteral("$2.00");
            *row("rounds up into grouping")
                << locale << qint64(999'999'999) << Currency::USD << QStringLiteral("$1,000.00");
            // Below a cent (a TFLOPS-hour, a GB-second): four decimals, so it does not read as free.
            *row("fraction of a cent")
                << locale << qint64(2'530) << Currency::USD << QStringLiteral("$0.0025");
            *row("fraction of a fen")
                << locale << qint64(4'200) << Currency::CNY << QStringLiteral("\u00a50.0042");
            *row("one micro") << locale << qint64(1) << Currency::USD << QStringLiteral("$0.0000");
            *row("negative fraction")
                << locale << qint64(-2'530) << Currency::USD << QStringLiteral("-$0.0025");
        }
    }
    void formatsAsAPersonReadsIt() {
        QFETCH(QString, locale);
        QFETCH(qint64, micros);
        QFETCH(Currency, currency);
        QFETCH(QString, expected);
        QLocale::setDefault(QLocale(locale));
        QCOMPARE(MoneyFormat::format(Money(micros, currency)), expected);
    }

    // A price per unit keeps two significant digits below one unit, in both currencies: the CNY
    // TFLOPS-hour price is not rounded to a fen where the USD one shows $0.0021.
    void unitPricesKeepTheirDigits_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<qint64>("micros");
        QTest::addColumn<Currency>("currency");
        QTest::addColumn<QString>("expected");
        for (const QString& locale : {QStringLiteral("en_US"), QStringLiteral("zh_CN")}) {
            const auto row = [&](const char* name) {
                return &QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(locale, QLatin1String(name))));
            };
            *row("TFLOPS-hour, dollars")
                << locale << qint64(2'100) << Currency::USD << QStringLiteral("$0.0021");
            *row("TFLOPS-hour, yuan")
                << locale << qint64(15'200) << Currency::CNY << QStringLiteral("\u00a50.015");
            *row("under a fen") << locale << qint64(14'900) << Currency::CNY << QStringLiteral("\u00a50.015");
            *row("rounds at its digit")
                << locale << qint64(2'150) << Currency::USD << QStringLiteral("$0.0022");
            *row("tenths") << locale << qint64(150'000) << Currency::CNY << QStringLiteral("\u00a50.15");
            *row("no empty zero") << locale << qint64(50'000) << Currency::USD << QStringLiteral("$0.05");
            *row("half") << locale << qint64(500'000) << Currency::USD << QStringLiteral("$0.50");
            *row("a micro") << locale << qint64(1) << Currency::USD << QStringLiteral("$0.000001");
            *row("GPU-hour") << locale << qint64(2'490'000) << Currency::USD << QStringLiteral("$2.49");
            *row("node-hour") << locale << qint64(17'928'000) << Currency::CNY
                              << QStringLiteral("\u00a517.93");
            *row("zero") << locale << qint64(0) << Currency::CNY << QStringLiteral("\u00a50.00");
            *row("negative") << locale << qint64(-2'100) << Currency::USD << QStringLiteral("-$0.0021");
        }
    }
    void unitPricesKeepTheirDigits() {
        QFETCH(QString, locale);
        QFETCH(qint64, micros);
        QFETCH(Currency, currency);
        QFETCH(QString, expected);
        QLocale::setDefault(QLocale(locale));
        QCOMPARE(MoneyFormat::unitPrice(Money(micros, currency)), expected);
    }

    void symbols() {
        QCOMPARE(MoneyFormat::symbol(Currency::USD), QStringLiteral("$"));
        QCOMPARE(MoneyFormat::symbol(Currency::CNY), QStringLiteral("\u00a5"));
    }
};

QTEST_APPLESS_MAIN(TestMoneyFormat)
#include "tst_money_format.moc"
