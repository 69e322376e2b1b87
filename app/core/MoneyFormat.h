#pragma once

#include "Money.h"

#include <QString>

namespace cd {

// How the console writes an amount: the currency's sign and as many decimals as the amount needs
// (two for most prices, up to four for fractions of a cent per TFLOPS-hour).
class MoneyFormat {
public:
    static QString format(const Money& money);
    static QString symbol(Currency currency);
};

} // namespace cd
