#pragma once

#include "metrics/MetricCatalog.h"
#include "metrics/MetricMatrix.h"

#include <QByteArray>
#include <QString>

namespace cd {

// How the Monitoring session's range queries are written and their answers read, the same for
// the platform's own metrics and for a Prometheus server: the live feed's polls and the window's
// loads share it.
namespace MetricQuery {

// The query_range path: the platform's per-cluster one, or Prometheus' own.
QByteArray path(const QString& clusterId, bool prometheus);
// The metric's name; a Prometheus server also needs it narrowed to the cluster.
QString selector(Metric metric, const QString& clusterId, bool prometheus);
// The platform's snake_case labels, or dcgm-exporter's own spelling when a Prometheus server
// scrapes exporters directly.
SeriesInfo seriesInfo(const LabelSet& labels);
// Pools together, nodes in their natural order (n2 before n10), GPUs by index.
bool seriesBefore(const SeriesInfo& a, const SeriesInfo& b);
// Adds the answer's series to `store` in that order, and their points to the metric's block.
void fillStore(MetricStore& store, Metric metric, const MetricMatrix& matrix);

} // namespace MetricQuery

} // namespace cd
