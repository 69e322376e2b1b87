#pragma once

#include "LabelMatcher.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <variant>

namespace cd {

using LabelSet = QMap<QString, QString>;

// The PromQL subset the platform answers and the console sends (docs/metrics.md): a metric name
// with label matchers, optionally inside one aggregation (sum, avg, min, max, count) by a list of
// labels. Enough for "every GPU's utilization in this cluster" and "the cluster's average per node".
struct PromQuery {
    enum class Aggregation { None, Sum, Avg, Min, Max, Count };

    QString metric;
    QList<LabelMatcher> matchers;
    Aggregation aggregation = Aggregation::None;
    QStringList by;

    // The query, or a message in Prometheus's style ("parse error at char 9: ...").
    static std::variant<PromQuery, QString> parse(QStringView text);
    bool matches(const LabelSet& labels) const;
    // The labels an aggregated series keeps: those named in `by`, and no metric name.
    LabelSet groupLabels(const LabelSet& labels) const;
    QString toString() const;
};

} // namespace cd
