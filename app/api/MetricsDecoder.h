#pragma once

#include "core/Result.h"
#include "metrics/MetricMatrix.h"

#include <QByteArray>

namespace cd {

// Reads the metrics API (api.md "metrics"): Prometheus query_range answers, from the platform or
// from a Prometheus server, and the platform's live stream events. A day of 512 GPUs is millions
// of points, so this walks simdjson's DOM directly instead of building Qt JSON values.
class MetricsDecoder {
public:
    static Result<MetricMatrix> matrix(const QByteArray& body);
    static Result<StreamSeries> series(const QByteArray& data);
    static Result<StreamSamples> samples(const QByteArray& data);
};

} // namespace cd
