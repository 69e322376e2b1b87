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
    const QString number = QLocale().toString(money.toDouble(), 'f', decimals);
    return symbol(money.currency()) + number;
}

} // namespace cd
