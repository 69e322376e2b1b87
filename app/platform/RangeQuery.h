#pragma once

#include "TelemetryModel.h"

#include "metrics/PromQuery.h"

#include <QByteArray>
#include <QList>
#include <QUrlQuery>

#include <variant>

namespace cd::sim {

// One series of a query_range answer: its labels and its (second, value) points.
struct MatrixSeries {
    cd::LabelSet labels;
    QList<QPair<qint64, double>> values;
};

// GET .../metrics/query_range as Prometheus answers it: the query subset over the telemetry model,
// evaluated at start, start + step, ... end. A step longer than a second gives each point the mean
// of its step (the platform's coarser resolutions), so a day at 5-minute steps still shows the
// checkpoint pauses as dips rather than missing them by chance.
class RangeQuery {
public:
    static constexpr qint64 maxPointsPerSeries = 11000;
    // Times beyond this many seconds from the epoch (year 5138) are refused, not converted.
    static constexpr double latestTime = 1e11;
    static constexpr const char* tooManyPoints =
        "exceeded maximum resolution of 11,000 points per timeseries";

    qint64 start = 0;
    qint64 end = 0;
    qint64 step = 1;
    PromQuery query;

    // Reads query, start, end and step (Unix seconds or RFC 3339; a step in seconds or as "15s",
    // "5m", "1h"), or says what is wrong in Prometheus's words.
    static std::variant<RangeQuery, QString> parse(const QUrlQuery& params);
    QList<MatrixSeries> evaluate(const TelemetryModel& model, const QList<TelemetrySource>& sources) const;

    static QByteArray matrixJson(const QList<MatrixSeries>& result, const QStringList& warnings);
    // The body of a refusal: Prometheus's fields, and RFC 9457's so the console's decoder reads it.
    // `code` is the problem code: too_many_points for the 11,000-point limit, bad_query otherwise.
    static QByteArray errorJson(const QString& code, const QString& message);
    // A sample value as text, rounded to three decimals (more than any chart shows).
    static QByteArray formatValue(double v);
};

} // namespace cd::sim
