#pragma once

#include "MetricCatalog.h"

#include <QCoreApplication>
#include <QString>

namespace cd {

// How the console names a metric and writes its values: "GPU utilization", "93 %", "412 W",
// "1.2 GB/s", "XID 79".
class MetricText {
    Q_DECLARE_TR_FUNCTIONS(MetricText)

public:
    static QString title(Metric metric);
    // The unit as an axis label shows it ("%", "°C", "GB/s").
    static QString unit(Metric metric);
    static QString value(Metric metric, double v);
    // A total in the unit that suits its size: "70 W" below a kilowatt, "1.2 kW" from one; "600 MiB",
    // "16 GiB", "1.25 TiB" (a T4 reads 70 W and 16 GiB, never "0.1 kW" or "0.01 TiB").
    static QString power(double watts);
    static QString memory(double mib);
    // Bytes per second scaled to the largest value shown, so an axis reads "GB/s" throughout.
    static double axisScale(Metric metric, double largest, QString* unitText);
};

} // namespace cd
