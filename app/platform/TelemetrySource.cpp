#include "TelemetrySource.h"

namespace cd::sim {

cd::LabelSet TelemetrySource::labels(const QString& metricName) const {
    cd::LabelSet l;
    l.insert(QStringLiteral("__name__"), metricName);
    l.insert(QStringLiteral("cluster"), cluster);
    l.insert(QStringLiteral("node"), node);
    l.insert(QStringLiteral("hostname"), hostname);
    l.insert(QStringLiteral("pool"), pool);
    if (gpu >= 0) {
        l.insert(QStringLiteral("gpu"), QString::number(gpu));
        l.insert(QStringLiteral("uuid"), uuid);
        l.insert(QStringLiteral("model_name"), modelName);
    }
    return l;
}

} // namespace cd::sim
