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

} // namespace cd
