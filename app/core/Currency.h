#pragma once

#include <QString>

#include <optional>

namespace cd {

enum class Currency { CNY, USD };
constexpr int currencyCount = int(Currency::USD) + 1;

QString currencyCode(Currency currency);
std::optional<Currency> currencyFromCode(QStringView code);

} // namespace cd
