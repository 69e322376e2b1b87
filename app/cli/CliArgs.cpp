#include "CliArgs.h"

#include "ExitCode.h"

#include <QCoreApplication>

namespace cd::cli {

QString CliArgs::value(const QString& option, const QString& fallback) const {
    const QStringList v = m_values.value(option);
    return v.isEmpty() ? fallback : v.last();
}

int CliArgs::intValue(const QString& option, int fallback, int min, int max) const {
    if (!has(option))
        return fallback;
    bool ok = false;
    const int n = value(option).toInt(&ok);
    if (!ok || n < min || n > max)
        throw CliFailure{
            Usage, QCoreApplication::translate("cdctl", "%1 needs a whole number from %2 to %3, not \"%4\".")
                       .arg(option)
                       .arg(min)
                       .arg(max)
                       .arg(value(option))};
    return n;
}

double CliArgs::doubleValue(const QString& option, double fallback) const {
    if (!has(option))
        return fallback;
    bool ok = false;
    const double n = value(option).toDouble(&ok);
    if (!ok || n < 0)
        throw CliFailure{Usage, QCoreApplication::translate("cdctl", "%1 needs a number, not \"%2\".")
                                    .arg(option, value(option))};
    return n;
}

} // namespace cd::cli
