#include "Money.h"

#include <cmath>
#include <limits>

namespace cd {

namespace {
std::int64_t powerOfTen(int exponent) {
    std::int64_t p = 1;
    for (int i = 0; i < exponent; ++i)
        p *= 10;
    return p;
}
} // namespace

namespace {
int digitOf(QChar c) {
    return c.isDigit() ? c.digitValue() : -1;
}

int digitOf(char c) {
    return c >= '0' && c <= '9' ? c - '0' : -1;
}

// Strict: optional sign, digits, optional '.' and at most six digits. No exponent, no spaces, no
// grouping: a server that sends "1e3" or "1,000" is sending something we must not guess at.
template <typename Text>
std::optional<std::int64_t> parseMicros(const Text& text) {
    const auto size = qsizetype(text.size());
    if (size == 0 || size > 40)
        return std::nullopt;
    qsizetype i = 0;
    bool negative = false;
    if (text[0] == u'-') {
        negative = true;
        i = 1;
    }
    std::int64_t whole = 0;
    int wholeDigits = 0;
    for (; i < size && digitOf(text[i]) >= 0; ++i, ++wholeDigits) {
        if (whole > (std::numeric_limits<std::int64_t>::max() / Money::microsPerUnit) / 10)
            return std::nullopt;
        whole = whole * 10 + digitOf(text[i]);
    }
    if (wholeDigits == 0)
        return std::nullopt;
    std::int64_t fraction = 0;
    int fractionDigits = 0;
    if (i < size && text[i] == u'.') {
        ++i;
        for (; i < size && digitOf(text[i]) >= 0; ++i, ++fractionDigits) {
            if (fractionDigits == 6)
                return std::nullopt;
            fraction = fraction * 10 + digitOf(text[i]);
        }
        if (fractionDigits == 0)
            return std::nullopt;
    }
    if (i != size)
        return std::nullopt;
    // At most 12 whole digits: amounts up to a trillion, far from int64's limit even when a price
    // is multiplied by the GPUs in a node.
    if (wholeDigits > 12)
        return std::nullopt;
    const std::int64_t micros = whole * Money::microsPerUnit + fraction * powerOfTen(6 - fractionDigits);
    return negative ? -micros : micros;
}
} // namespace

std::optional<Money> Money::fromDecimal(QStringView text, Currency currency) {
    const auto micros = parseMicros(text);
    return micros ? std::optional<Money>(Money(*micros, currency)) : std::nullopt;
}

std::optional<Money> Money::fromDecimal(std::string_view text, Currency currency) {
    const auto micros = parseMicros(text);
    return micros ? std::optional<Money>(Money(*micros, currency)) : std::nullopt;
}

Money Money::fromDouble(double amount, Currency currency, int decimals) {
    const double scale = double(powerOfTen(decimals));
    const double rounded = std::round(amount * scale) / scale;
    return Money(std::llround(rounded * double(microsPerUnit)), currency);
}

QString Money::toDecimal(int minDecimals) const {
    const std::int64_t absolute = m_micros < 0 ? -m_micros : m_micros;
    QString digits = QString::number(absolute % microsPerUnit).rightJustified(6, u'0');
    while (digits.size() > minDecimals && digits.endsWith(u'0'))
        digits.chop(1);
    QString text = QString::number(absolute / microsPerUnit);
    if (!digits.isEmpty())
        text += u'.' + digits;
    return m_micros < 0 ? u'-' + text : text;
}

Money Money::rounded(int decimals) const {
    const std::int64_t step = powerOfTen(6 - decimals);
    const std::int64_t half = step / 2;
    const std::int64_t q = m_micros >= 0 ? (m_micros + half) / step : -((-m_micros + half) / step);
    return Money(q * step, m_currency);
}

Money Money::times(std::int64_t count) const {
    constexpr std::int64_t max = std::numeric_limits<std::int64_t>::max();
    const std::int64_t magnitude = m_micros < 0 ? -m_micros : m_micros;
    const std::int64_t n = count < 0 ? -count : count;
    if (n != 0 && magnitude > max / n)
        return Money((m_micros < 0) != (count < 0) ? -max : max, m_currency);
    return Money(m_micros * count, m_currency);
}

Money Money::multipliedBy(double factor, int decimals) const {
    return Money::fromDouble(toDouble() * factor, m_currency, decimals);
}

} // namespace cd
