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
    // Bytes per second scaled to the largest value shown, so an axis reads "GB/s" throughout.
    static double axisScale(Metric metric, double largest, QString* unitText);
};

} // namespace cd
