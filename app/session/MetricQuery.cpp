#include "MetricQuery.h"

#include "api/PlatformClient.h"

#include <algorithm>
#include <numeric>

namespace cd::MetricQuery {

namespace {

QString label(const LabelSet& labels, const char* snake, const char* dcgm) {
    const QString value = labels.value(QLatin1String(snake));
    return value.isEmpty() ? labels.value(QLatin1String(dcgm)) : value;
}

} // namespace

QByteArray path(const QString& clusterId, bool prometheus) {
    return prometheus ? QByteArrayLiteral("/api/v1/query_range")
                      : PlatformClient::clusterMetricsPath(clusterId, "query_range");
}

QString selector(Metric metric, const QString& clusterId, bool prometheus) {
    const QString name = MetricCatalog::info(metric).name;
    if (!prometheus)
        return name; // the path already names the cluster
    QString id = clusterId;
    id.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\""));
    return name + QStringLiteral("{cluster=\"") + id + QStringLiteral("\"}");
}

SeriesInfo seriesInfo(const LabelSet& labels) {
    SeriesInfo info;
    info.key.node = labels.value(QStringLiteral("node"));
    bool ok = false;
    const int gpu = labels.value(QStringLiteral("gpu")).toInt(&ok);
    info.key.gpu = ok ? gpu : -1;
    info.hostname = label(labels, "hostname", "Hostname");
    info.modelName = label(labels, "model_name", "modelName");
    info.uuid = label(labels, "uuid", "UUID");
    info.pool = labels.value(QStringLiteral("pool"));
    if (info.key.node.isEmpty()) // a DCGM exporter without the platform's labels
        info.key.node = info.hostname;
    return info;
}

bool seriesBefore(const SeriesInfo& a, const SeriesInfo& b) {
    if (a.pool != b.pool)
        return a.pool < b.pool;
    if (a.key.node.size() != b.key.node.size())
        return a.key.node.size() < b.key.node.size();
    if (a.key.node != b.key.node)
        return a.key.node < b.key.node;
    return a.key.gpu < b.key.gpu;
}

void fillStore(MetricStore& store, Metric metric, const MetricMatrix& matrix) {
    QList<SeriesInfo> infos;
    infos.reserve(matrix.size());
    for (const MatrixSeries& s : matrix)
        infos.append(seriesInfo(s.labels));
    QList<int> order(matrix.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return seriesBefore(infos[a], infos[b]); });
    for (int i : order)
        store.addSeries(infos[i]);
    SeriesBlock& block = store.block(metric);
    for (int i : order) {
        const int row = store.indexOf(infos[i].key);
        const MatrixSeries& s = matrix[i];
        for (std::size_t j = 0; j < s.times.size(); ++j)
            block.set(row, s.times[j], s.values[j]);
    }
}

} // namespace cd::MetricQuery
