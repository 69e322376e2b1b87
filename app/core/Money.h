#pragma once

#include "Currency.h"

#include <QString>

#include <compare>
#include <cstdint>
#include <optional>
#include <string_view>

namespace cd {

// An exact amount of money: integer millionths of the currency unit, so prices such as
// 0.0025 USD per TFLOPS-hour and totals over many hours add up without floating-point drift.
// On the wire it is a decimal string beside a currency code (api.md).
class Money {
public:
    static constexpr std::int64_t microsPerUnit = 1'000'000;

    Money() = default;
    Money(std::int64_t micros, Currency currency)
        : m_micros(micros)
        , m_currency(currency) {}

    static std::optional<Money> fromDecimal(QStringView text, Currency currency);
    static std::optional<Money> fromDecimal(std::string_view text, Currency currency);
    // Rounds half away from zero to `decimals` places (at most 6).
    static Money fromDouble(double amount, Currency currency, int decimals = 6);

    std::int64_t micros() const { return m_micros; }
    Currency currency() const { return m_currency; }
    double toDouble() const { return double(m_micros) / double(microsPerUnit); }

    // Decimal text with at least `minDecimals` places and no trailing zeros beyond them.
    QString toDecimal(int minDecimals = 2) const;
    Money rounded(int decimals) const;
    Money multipliedBy(double factor, int decimals = 6) const;
    // Exact multiple (a GPU-hour price times the GPUs in a node), saturating instead of
    // overflowing on absurd amounts from a server.
    Money times(std::int64_t count) const;

    // Currency first, then amount: yuan and dollars are never ordered as plain numbers.
    std::strong_ordering operator<=>(const Money& other) const {
        if (const auto byCurrency = m_currency <=> other.m_currency; byCurrency != 0)
            return byCurrency;
        return m_micros <=> other.m_micros;
    }
    bool operator==(const Money&) const = default;

private:
    std::int64_t m_micros = 0;
    Currency m_currency = Currency::USD;
};

} // namespace cd
