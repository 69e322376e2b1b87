#pragma once

#include <QDate>
#include <QLocale>
#include <QString>

namespace cd {

// A month as the locale writes it: "December 2026", "2026年12月", "diciembre de 2026". Qt has no
// year-month format, and "MMMM yyyy" puts the Chinese month before the year ("十二月 2026"), so the
// format is taken from the locale's long date format with the day and the weekday left out.
class MonthFormat {
public:
    static QString yearMonthFormat(const QLocale& locale);
    static QString format(QDate month, const QLocale& locale = QLocale());
};

} // namespace cd
