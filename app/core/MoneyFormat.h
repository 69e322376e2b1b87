#pragma once

#include "Money.h"

#include <QString>

namespace cd {

// How the console writes an amount: the currency's sign and as many decimals as the amount needs
// (two for most prices, up to four for fractions of a cent per TFLOPS-hour).
class MoneyFormat {
public:
    static QString format(const Money& money);
    // A price per unit (per GPU-hour, per TFLOPS-hour, per GB): below one unit of the currency it
    // keeps two significant digits, whatever the currency, so a TFLOPS-hour reads $0.0021 and
    // ¥0.015 alike, never a rounded ¥0.02; from one unit on, two decimals as format().
    static QString unitPrice(const Money& price);
    static QString symbol(Currency currency);
};

} // namespace cd
