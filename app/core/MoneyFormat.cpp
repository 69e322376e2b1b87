#include "MoneyFormat.h"

#include <QLocale>

namespace cd {

QString MoneyFormat::symbol(Currency currency) {
    return currency == Currency::CNY ? QStringLiteral("\u00a5") : QStringLiteral("$");
}

QString MoneyFormat::format(const Money& money) {
    const qint64 absMicros = money.micros() < 0 ? -money.micros() : money.micros();
    // Below one cent, show where the money is; nothing at all is plainly 0.00.
    const int decimals = absMicros >= 10'000 || absMicros == 0 ? 2 : 4;
    // The sign goes before the symbol: -$12.50, not $-12.50.
    const QString number =
        QLocale().toString(double(absMicros) / double(Money::microsPerUnit), 'f', decimals);
    return (money.micros() < 0 ? QLocale().negativeSign() : QString()) + symbol(money.currency()) + number;
}

QString MoneyFormat::unitPrice(const Money& price) {
    const qint64 absMicros = price.micros() < 0 ? -price.micros() : price.micros();
    if (absMicros == 0 || absMicros >= Money::microsPerUnit)
        return format(price);
    // Two significant digits: 0.0021 has its first at the third decimal, so four decimals. The
    // amount is whole micros, so six at most; never fewer than the two of a price in cents.
    int decimals = 2;
    for (qint64 tenth = Money::microsPerUnit / 10; absMicros < tenth && decimals < 6; tenth /= 10)
        ++decimals;
    // Rounded at that place in whole micros, so no binary fraction leaks into the last digit.
    qint64 step = 1;
    for (int d = decimals; d < 6; ++d)
        step *= 10;
    const qint64 rounded = (absMicros + step / 2) / step * step;
    QString number = QLocale().toString(double(rounded) / double(Money::microsPerUnit), 'f', decimals);
    // 0.050 reads as 0.05: the zero adds no digit of the price.
    const QChar zero = QLocale().zeroDigit().at(0);
    while (decimals > 2 && number.endsWith(zero)) {
        number.chop(1);
        --decimals;
    }
    return (price.micros() < 0 ? QLocale().negativeSign() : QString()) + symbol(price.currency()) + number;
}

} // namespace cd
