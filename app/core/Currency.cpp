#include "Currency.h"

namespace cd {

QString currencyCode(Currency currency) {
    return currency == Currency::CNY ? QStringLiteral("CNY") : QStringLiteral("USD");
}

std::optional<Currency> currencyFromCode(QStringView code) {
    if (code == u"CNY")
        return Currency::CNY;
    if (code == u"USD")
        return Currency::USD;
    return std::nullopt;
}

} // namespace cd
