#include "MonthFormat.h"

namespace cd {

namespace {

bool isDateField(QChar c) {
    return c == u'd' || c == u'M' || c == u'y';
}

} // namespace

QString MonthFormat::yearMonthFormat(const QLocale& locale) {
    const QString longFormat = locale.dateFormat(QLocale::LongFormat);
    QString result;
    QString pending;                     // what separated the last kept field from the next one
    bool keptFields[2] = {false, false}; // year, month
    bool lastFieldKept = false;
    qsizetype i = 0;
    while (i < longFormat.size()) {
        const QChar c = longFormat.at(i);
        if (isDateField(c)) {
            qsizetype end = i;
            while (end < longFormat.size() && longFormat.at(end) == c)
                ++end;
            lastFieldKept = c != u'd'; // the day and the weekday (d to dddd) go
            if (lastFieldKept) {
                keptFields[c == u'M' ? 1 : 0] = true;
                if (!result.isEmpty())
                    result += pending;
                result += longFormat.mid(i, end - i);
                pending.clear();
            }
            i = end;
            continue;
        }
        // A literal run up to the next field, quoted parts included as they are.
        qsizetype end = i;
        bool quoted = false;
        while (end < longFormat.size() && (quoted || !isDateField(longFormat.at(end)))) {
            if (longFormat.at(end) == u'\'')
                quoted = !quoted;
            ++end;
        }
        const QString literal = longFormat.mid(i, end - i);
        if (lastFieldKept) {
            // A word that belongs to the field ("2026年", "12월") stays with it; what follows it
            // separates it from the next kept field.
            qsizetype word = 0;
            while (word < literal.size() && literal.at(word).isLetter())
                ++word;
            result += literal.left(word);
            pending = literal.mid(word);
        } // after a dropped day or weekday, its literal ("日", ", ") goes with it
        i = end;
    }
    if (!keptFields[0] || !keptFields[1])
        return QStringLiteral("MMMM yyyy");
    return result;
}

QString MonthFormat::format(QDate month, const QLocale& locale) {
    return locale.toString(month, yearMonthFormat(locale));
}

} // namespace cd
