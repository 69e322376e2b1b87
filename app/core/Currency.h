#pragma once

#include <QString>

#include <optional>

namespace cd {

enum class Currency { CNY, USD };

QString currencyCode(Currency currency);
std::optional<Currency> currencyFromCode(QStringView code);

} // namespace cd
