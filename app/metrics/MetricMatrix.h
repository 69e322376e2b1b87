#pragma once

#include "MetricStore.h"
#include "PromQuery.h"

#include <QHash>
#include <QList>

#include <vector>

namespace cd {

// A query_range answer: each series' labels and its points.
struct MatrixSeries {
    LabelSet labels;
    std::vector<qint64> times; // seconds since the epoch
    std::vector<float> values;
};
using MetricMatrix = QList<MatrixSeries>;

// The platform's live metrics stream: which series there are (a `series` event), then each
// second's values in that order (`samples` events).
struct StreamSeries {
    QList<SeriesInfo> gpus;
    QList<SeriesInfo> nodes;
};
struct StreamSamples {
    qint64 time = 0;
    QHash<int, std::vector<float>> values; // by int(Metric); NaN where a series had no sample
};

} // namespace cd
