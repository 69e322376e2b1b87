#include "RangeQuery.h"

#include "PlatformJson.h"

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <charconv>
#include <cmath>

namespace cd::sim {

namespace {

std::optional<double> parseTime(const QString& text) {
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (ok && std::isfinite(seconds))
        return seconds;
    const QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (t.isValid())
        return double(t.toMSecsSinceEpoch()) / 1000.0;
    return std::nullopt;
}

std::optional<double> parseDuration(const QString& text) {
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (ok)
        return std::isfinite(seconds) ? std::optional<double>(seconds) : std::nullopt;
    static const QList<QPair<QString, double>> units = {
        {QStringLiteral("ms"), 0.001}, {QStringLiteral("s"), 1},     {QStringLiteral("m"), 60},
        {QStringLiteral("h"), 3600},   {QStringLiteral("d"), 86400}, {QStringLiteral("w"), 604800}};
    for (const auto& [unit, factor] : units) {
        if (text.endsWith(unit)) {
            const int number = text.left(text.size() - unit.size()).toInt(&ok);
            if (ok)
                return number * factor;
        }
    }
    return std::nullopt;
}

struct Accumulator {
    double sum = 0;
    double lo = 0;
    double hi = 0;
    int count = 0;
    void add(double v) {
        if (count == 0) {
            lo = hi = v;
        } else {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
        sum += v;
        ++count;
    }
    double result(PromQuery::Aggregation a) const {
        switch (a) {
        case PromQuery::Aggregation::Sum:
            return sum;
        case PromQuery::Aggregation::Avg:
            return sum / count;
        case PromQuery::Aggregation::Min:
            return lo;
        case PromQuery::Aggregation::Max:
            return hi;
        case PromQuery::Aggregation::Count:
            return count;
        case PromQuery::Aggregation::None:
            break;
        }
        return sum;
    }
};

} // namespace

std::variant<RangeQuery, QString> RangeQuery::parse(const QUrlQuery& params) {
    RangeQuery q;
    const QString text = params.queryItemValue(QStringLiteral("query"), QUrl::FullyDecoded);
    if (text.trimmed().isEmpty())
        return QStringLiteral("invalid parameter \"query\": the query is empty");
    auto parsed = PromQuery::parse(text);
    if (auto* error = std::get_if<QString>(&parsed))
        return QStringLiteral("invalid parameter \"query\": ") + *error;
    q.query = std::get<PromQuery>(parsed);
    const auto start = parseTime(params.queryItemValue(QStringLiteral("start"), QUrl::FullyDecoded));
    if (!start)
        return QStringLiteral("invalid parameter \"start\": cannot parse \"%1\" to a valid timestamp")
            .arg(params.queryItemValue(QStringLiteral("start")));
    const auto end = parseTime(params.queryItemValue(QStringLiteral("end"), QUrl::FullyDecoded));
    if (!end)
        return QStringLiteral("invalid parameter \"end\": cannot parse \"%1\" to a valid timestamp")
            .arg(params.queryItemValue(QStringLiteral("end")));
    if (*end < *start)
        return QStringLiteral("invalid parameter \"end\": end timestamp must not be before start time");
    const auto step = parseDuration(params.queryItemValue(QStringLiteral("step"), QUrl::FullyDecoded));
    if (!step)
        return QStringLiteral("invalid parameter \"step\": cannot parse \"%1\" to a valid duration")
            .arg(params.queryItemValue(QStringLiteral("step")));
    if (*step <= 0)
        return QStringLiteral(
            "zero or negative query resolution step widths are not accepted. Try a positive "
            "integer");
    if (*step < 1)
        return QStringLiteral("invalid parameter \"step\": the platform samples once a second; use a step of "
                              "1s or more");
    // Checked as doubles before any conversion: a time or step beyond 64-bit seconds must be a
    // clear 400, not an overflow that loops for ever.
    for (const auto& [name, value] : {std::pair<const char*, double>{"start", *start}, {"end", *end}}) {
        if (std::abs(value) > latestTime)
            return QStringLiteral(
                       "invalid parameter \"%1\": %2 is not a time the platform can have samples for")
                .arg(QLatin1String(name))
                .arg(value);
    }
    if (*step > latestTime)
        return QStringLiteral("invalid parameter \"step\": %1 seconds is longer than any history").arg(*step);
    // The step is used in whole seconds, so the points are counted with the rounded step.
    const double wholeStep = std::max(1.0, std::round(*step));
    if ((*end - *start) / wholeStep + 1 > double(maxPointsPerSeries))
        return QLatin1String(tooManyPoints) +
               QStringLiteral(". Try decreasing the query resolution (?step=XX)");
    q.start = qint64(std::ceil(*start));
    q.end = qint64(std::floor(*end));
    q.step = qint64(wholeStep);
    return q;
}

QList<MatrixSeries> RangeQuery::evaluate(const TelemetryModel& model,
                                         const QList<TelemetrySource>& sources) const {
    QList<MatrixSeries> out;
    const auto metric = MetricCatalog::find(query.metric);
    if (!metric || end < start)
        return out;
    QList<const TelemetrySource*> matched;
    QList<LabelSet> labels;
    for (const TelemetrySource& s : sources) {
        if ((MetricCatalog::info(*metric).scope == MetricScope::Gpu) != (s.gpu >= 0))
            continue;
        LabelSet l = s.labels(query.metric);
        if (query.matches(l)) {
            matched.append(&s);
            labels.append(std::move(l));
        }
    }
    if (query.aggregation == PromQuery::Aggregation::None) {
        for (qsizetype i = 0; i < matched.size(); ++i) {
            MatrixSeries series{labels[i], {}};
            for (qint64 t = start; t <= end; t += step) {
                const double v = model.mean(*matched[i], *metric, t, step);
                if (!std::isnan(v))
                    series.values.append({t, v});
            }
            if (!series.values.isEmpty())
                out.append(std::move(series));
        }
        return out;
    }
    // Group the matched series, then aggregate each group at every step.
    QHash<QString, int> groupOf;
    QList<LabelSet> groupLabels;
    QList<int> memberGroup;
    for (const LabelSet& l : labels) {
        const LabelSet g = query.groupLabels(l);
        QStringList key;
        for (auto it = g.begin(); it != g.end(); ++it)
            key << it.key() + u'=' + it.value();
        const QString k = key.join(u'\x1f');
        auto found = groupOf.find(k);
        if (found == groupOf.end()) {
            found = groupOf.insert(k, int(groupLabels.size()));
            groupLabels.append(g);
        }
        memberGroup.append(*found);
    }
    QList<MatrixSeries> groups(groupLabels.size());
    for (qsizetype g = 0; g < groups.size(); ++g)
        groups[g].labels = groupLabels[g];
    QList<Accumulator> acc(groupLabels.size());
    for (qint64 t = start; t <= end; t += step) {
        std::fill(acc.begin(), acc.end(), Accumulator{});
        for (qsizetype i = 0; i < matched.size(); ++i) {
            const double v = model.mean(*matched[i], *metric, t, step);
            if (!std::isnan(v))
                acc[memberGroup[i]].add(v);
        }
        for (qsizetype g = 0; g < groups.size(); ++g) {
            if (acc[g].count > 0)
                groups[g].values.append({t, acc[g].result(query.aggregation)});
        }
    }
    for (MatrixSeries& g : groups) {
        if (!g.values.isEmpty())
            out.append(std::move(g));
    }
    return out;
}

namespace {

// formatValue() into `out` (room for 32 characters), returning the end. Under 10^12 a value with
// three decimals is an integer count of thousandths, written with integer arithmetic: the same
// text QByteArray::number(v, 'g', 15) gives, about ten times faster, which is most of a 512-GPU
// query_range's time (half a million samples).
char* writeValue(char* out, double v) {
    if (std::isfinite(v) && std::abs(v) < 1e12) {
        const qint64 thousandths = std::llround(v * 1000.0);
        if (thousandths < 0)
            *out++ = '-';
        const quint64 magnitude = quint64(thousandths < 0 ? -thousandths : thousandths);
        out = std::to_chars(out, out + 20, magnitude / 1000).ptr;
        if (const quint64 fraction = magnitude % 1000; fraction != 0) {
            char digits[3] = {char('0' + fraction / 100), char('0' + fraction / 10 % 10),
                              char('0' + fraction % 10)};
            int n = 3;
            while (digits[n - 1] == '0')
                --n;
            *out++ = '.';
            for (int i = 0; i < n; ++i)
                *out++ = digits[i];
        }
        return out;
    }
    const QByteArray text = RangeQuery::formatValue(v);
    return std::copy(text.cbegin(), text.cend(), out);
}

} // namespace

QByteArray RangeQuery::formatValue(double v) {
    if (std::isnan(v))
        return "NaN";
    if (std::isinf(v))
        return v > 0 ? "+Inf" : "-Inf";
    // Three decimals are more than any chart shows and keep a day of samples compact.
    const double rounded = std::round(v * 1000.0) / 1000.0;
    if (std::abs(rounded) < 1e12) {
        char text[32];
        return QByteArray(text, writeValue(text, rounded) - text);
    }
    return QByteArray::number(rounded, 'g', 15);
}

QByteArray RangeQuery::matrixJson(const QList<MatrixSeries>& result, const QStringList& warnings) {
    QByteArray out;
    qsizetype points = 0;
    for (const MatrixSeries& s : result)
        points += s.values.size();
    out.reserve(128 + points * 24 + result.size() * 200);
    out += R"({"status":"success","data":{"resultType":"matrix","result":[)";
    for (qsizetype i = 0; i < result.size(); ++i) {
        if (i > 0)
            out += ',';
        out += R"({"metric":{)";
        bool first = true;
        for (auto it = result[i].labels.begin(); it != result[i].labels.end(); ++it) {
            if (!first)
                out += ',';
            first = false;
            out += jsonString(it.key());
            out += ':';
            out += jsonString(it.value());
        }
        out += R"(},"values":[)";
        const auto& values = result[i].values;
        for (qsizetype j = 0; j < values.size(); ++j) {
            // One sample as `[t,"v"]`, written to the stack and appended once.
            char sample[80];
            char* at = sample;
            if (j > 0)
                *at++ = ',';
            *at++ = '[';
            at = std::to_chars(at, at + 20, values[j].first).ptr;
            *at++ = ',';
            *at++ = '"';
            at = writeValue(at, values[j].second);
            *at++ = '"';
            *at++ = ']';
            out.append(sample, at - sample);
        }
        out += "]}";
    }
    out += "]}";
    if (!warnings.isEmpty()) {
        out += R"(,"warnings":[)";
        for (qsizetype i = 0; i < warnings.size(); ++i) {
            if (i > 0)
                out += ',';
            out += jsonString(warnings[i]);
        }
        out += ']';
    }
    out += '}';
    return out;
}

QByteArray RangeQuery::errorJson(const QString& code, const QString& message) {
    return QJsonDocument(QJsonObject{{QStringLiteral("status"), QStringLiteral("error")},
                                     {QStringLiteral("errorType"), QStringLiteral("bad_data")},
                                     {QStringLiteral("error"), message},
                                     {QStringLiteral("type"), QStringLiteral("about:blank")},
                                     {QStringLiteral("title"), QStringLiteral("Bad query")},
                                     {QStringLiteral("code"), code},
                                     {QStringLiteral("status_code"), 400},
                                     {QStringLiteral("detail"), message}})
        .toJson(QJsonDocument::Compact);
}

} // namespace cd::sim
