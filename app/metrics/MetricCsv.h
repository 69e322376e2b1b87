#pragma once

#include "MetricStore.h"

#include <QByteArray>

namespace cd {

// The data behind a chart as CSV: one row per time in [t0, t1] (ISO 8601 UTC and Unix seconds),
// one column per series ("host/gpu N"), values in the metric's own unit, empty where there was no
// sample. What a person opens in a spreadsheet to check a figure on screen.
class MetricCsv {
public:
    static QByteArray write(const MetricStore& store, Metric metric, qint64 t0, qint64 t1);
};

} // namespace cd
