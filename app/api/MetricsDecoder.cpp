#include "MetricsDecoder.h"

#include "JsonReader.h"

#include "metrics/MetricCatalog.h"

#include <charconv>
#include <cmath>
#include <limits>

namespace cd {

namespace {

constexpr float gap = std::numeric_limits<float>::quiet_NaN();

Error malformed(const char* what, const QString& detail) {
    return badResponse(
        QStringLiteral("The server's %1 is malformed: %2").arg(QString::fromLatin1(what), detail));
}

QString text(std::string_view v) {
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

// Prometheus writes sample values as strings: "93.5", "NaN", "+Inf".
bool parseValue(std::string_view v, float* out) {
    if (v == "NaN") {
        *out = gap;
        return true;
    }
    // Infinities (and anything beyond a float) are no figure a chart can place: a gap.
    if (v == "+Inf" || v == "-Inf" || v == "Inf") {
        *out = gap;
        return true;
    }
    double d = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), d);
    if (ec != std::errc() || end != v.data() + v.size())
        return false;
    *out = std::abs(d) < double(std::numeric_limits<float>::max()) ? float(d) : gap;
    return true;
}

simdjson::dom::element parse(const QByteArray& body, QString* error) {
    simdjson::dom::element root;
    auto& parser = JsonReader::threadParser();
    if (parser.parse(body.constData(), size_t(body.size())).get(root) != simdjson::SUCCESS) {
        *error = QStringLiteral("it is not JSON");
        return {};
    }
    return root;
}

} // namespace

Result<MetricMatrix> MetricsDecoder::matrix(const QByteArray& body) {
    QString error;
    const simdjson::dom::element root = parse(body, &error);
    if (!error.isEmpty())
        return malformed("metrics answer", error);
    std::string_view status;
    if (root["status"].get(status) != simdjson::SUCCESS)
        return malformed("metrics answer", QStringLiteral("status: missing"));
    if (status != "success") {
        std::string_view message;
        if (root["error"].get(message) != simdjson::SUCCESS)
            message = "no reason given";
        return Error{ErrorKind::InvalidRequest, 400, QStringLiteral("bad_query"),
                     QStringLiteral("Query refused"), text(message)};
    }
    std::string_view type;
    if (root["data"]["resultType"].get(type) != simdjson::SUCCESS || type != "matrix")
        return malformed("metrics answer", QStringLiteral("data.resultType: expected \"matrix\""));
    simdjson::dom::array result;
    if (root["data"]["result"].get(result) != simdjson::SUCCESS)
        return malformed("metrics answer", QStringLiteral("data.result: expected an array"));
    MetricMatrix out;
    out.reserve(qsizetype(result.size()));
    int index = 0;
    for (simdjson::dom::element item : result) {
        const QString where = QStringLiteral("data.result[%1]").arg(index++);
        MatrixSeries series;
        simdjson::dom::object metric;
        if (item["metric"].get(metric) != simdjson::SUCCESS)
            return malformed("metrics answer", where + QStringLiteral(".metric: expected an object"));
        for (auto field : metric) {
            std::string_view value;
            if (field.value.get(value) != simdjson::SUCCESS)
                return malformed("metrics answer",
                                 where + QStringLiteral(".metric: label values are strings"));
            series.labels.insert(text(field.key), text(value));
        }
        simdjson::dom::array values;
        if (item["values"].get(values) != simdjson::SUCCESS)
            return malformed("metrics answer", where + QStringLiteral(".values: expected an array"));
        series.times.reserve(values.size());
        series.values.reserve(values.size());
        for (simdjson::dom::element pair : values) {
            simdjson::dom::array p;
            double t = 0;
            std::string_view v;
            float value = 0;
            if (pair.get(p) != simdjson::SUCCESS || p.size() != 2 || p.at(0).get(t) != simdjson::SUCCESS ||
                p.at(1).get(v) != simdjson::SUCCESS || !parseValue(v, &value) || !(std::abs(t) < 1e11))
                return malformed("metrics answer",
                                 where + QStringLiteral(".values: expected [time, \"value\"] pairs"));
            series.times.push_back(qint64(std::floor(t)));
            series.values.push_back(value);
        }
        out.append(std::move(series));
    }
    return out;
}

Result<StreamSeries> MetricsDecoder::series(const QByteArray& data) {
    QString error;
    const simdjson::dom::element root = parse(data, &error);
    if (!error.isEmpty())
        return malformed("metrics stream", error);
    StreamSeries out;
    for (const char* scope : {"gpus", "nodes"}) {
        simdjson::dom::array list;
        if (root[scope].get(list) != simdjson::SUCCESS)
            return malformed("metrics stream",
                             QStringLiteral("%1: expected an array").arg(QLatin1String(scope)));
        for (simdjson::dom::element e : list) {
            SeriesInfo info;
            std::string_view node, host, pool;
            if (e["node"].get(node) != simdjson::SUCCESS || e["hostname"].get(host) != simdjson::SUCCESS ||
                e["pool"].get(pool) != simdjson::SUCCESS)
                return malformed(
                    "metrics stream",
                    QStringLiteral("%1: each needs node, hostname and pool").arg(QLatin1String(scope)));
            info.key.node = text(node);
            info.hostname = text(host);
            info.pool = text(pool);
            if (scope[0] == 'g') {
                int64_t gpu = -1;
                std::string_view model, uuid;
                if (e["gpu"].get(gpu) != simdjson::SUCCESS || gpu < 0 || gpu > 1024 ||
                    e["model_name"].get(model) != simdjson::SUCCESS ||
                    e["uuid"].get(uuid) != simdjson::SUCCESS)
                    return malformed("metrics stream",
                                     QStringLiteral("gpus: each needs gpu, model_name and uuid"));
                info.key.gpu = int(gpu);
                info.modelName = text(model);
                info.uuid = text(uuid);
                out.gpus.append(info);
            } else {
                out.nodes.append(info);
            }
        }
    }
    return out;
}

Result<StreamSamples> MetricsDecoder::samples(const QByteArray& data) {
    QString error;
    const simdjson::dom::element root = parse(data, &error);
    if (!error.isEmpty())
        return malformed("metrics stream", error);
    StreamSamples out;
    int64_t time = 0;
    simdjson::dom::object values;
    if (root["time"].get(time) != simdjson::SUCCESS || root["values"].get(values) != simdjson::SUCCESS)
        return malformed("metrics stream", QStringLiteral("samples need time and values"));
    out.time = time;
    for (auto field : values) {
        const auto metric = MetricCatalog::find(text(field.key));
        simdjson::dom::array list;
        if (field.value.get(list) != simdjson::SUCCESS)
            return malformed("metrics stream", text(field.key) + QStringLiteral(": expected an array"));
        if (!metric)
            continue; // a newer platform's metric: not ours to chart
        std::vector<float> column;
        column.reserve(list.size());
        for (simdjson::dom::element v : list) {
            double d = 0;
            if (v.is_null())
                column.push_back(gap);
            else if (v.get(d) == simdjson::SUCCESS)
                column.push_back(std::abs(d) < double(std::numeric_limits<float>::max()) ? float(d) : gap);
            else
                return malformed("metrics stream",
                                 text(field.key) + QStringLiteral(": expected numbers or null"));
        }
        out.values.insert(int(*metric), std::move(column));
    }
    return out;
}

} // namespace cd
