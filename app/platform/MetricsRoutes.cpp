#include "MetricsRoutes.h"

#include "Platform.h"
#include "Problem.h"
#include "RangeQuery.h"

#include <QDateTime>

namespace cd::sim {

namespace {

Response badData(const QString& message) {
    Response r;
    r.status = 400;
    r.headers.set("Content-Type", "application/json");
    r.body = RangeQuery::errorJson(message.startsWith(QLatin1String(RangeQuery::tooManyPoints))
                                       ? QStringLiteral("too_many_points")
                                       : QStringLiteral("bad_query"),
                                   message);
    return r;
}

QByteArray escapeLabel(const QString& value) {
    QByteArray out = value.toUtf8();
    out.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n");
    return out;
}

} // namespace

Response MetricsRoutes::queryRange(const RouteContext& context, const QString& clusterId) {
    auto sources = context.platform.telemetrySources(context.principal.tenantId, clusterId);
    if (!sources)
        return Problem::notFound(QStringLiteral("cluster"), clusterId).toResponse();
    auto parsed = RangeQuery::parse(context.request.query);
    if (auto* error = std::get_if<QString>(&parsed))
        return badData(*error);
    RangeQuery query = std::get<RangeQuery>(parsed);
    // Like Prometheus, nothing after the present: the model could invent the future, but no
    // platform can measure it.
    query.end = std::min(query.end, context.platform.clock().now().toSecsSinceEpoch());
    QStringList warnings;
    if (!MetricCatalog::find(query.query.metric))
        warnings << QStringLiteral("this platform has no metric named %1").arg(query.query.metric);
    Response r;
    r.status = 200;
    r.headers.set("Content-Type", "application/json");
    r.body = RangeQuery::matrixJson(query.evaluate(context.platform.telemetry(), *sources), warnings);
    return r;
}

Response MetricsRoutes::exposition(const RouteContext& context) {
    const qint64 now = context.platform.clock().now().toSecsSinceEpoch();
    QList<TelemetrySource> sources;
    for (const Cluster& c : context.platform.clusters().clusters(context.principal.tenantId)) {
        if (auto s = context.platform.telemetrySources(context.principal.tenantId, c.id))
            sources += *s;
    }
    const TelemetryModel& model = context.platform.telemetry();
    QByteArray out;
    out.reserve(sources.size() * 200 * metricCount);
    for (const MetricInfo& m : MetricCatalog::all()) {
        out += "# HELP " + m.name.toUtf8() + ' ' + m.help.toUtf8() + '\n';
        out += "# TYPE " + m.name.toUtf8() + " gauge\n";
        for (const TelemetrySource& s : sources) {
            const double v = model.sample(s, m.metric, now);
            if (std::isnan(v))
                continue;
            out += m.name.toUtf8() + '{';
            const LabelSet labels = s.labels(m.name);
            bool first = true;
            for (auto it = labels.begin(); it != labels.end(); ++it) {
                if (it.key() == u"__name__")
                    continue;
                if (!first)
                    out += ',';
                first = false;
                out += it.key().toUtf8() + "=\"" + escapeLabel(it.value()) + '"';
            }
            out += "} " + RangeQuery::formatValue(v) + '\n';
        }
    }
    Response r;
    r.status = 200;
    r.headers.set("Content-Type", "text/plain; version=0.0.4; charset=utf-8");
    r.body = out;
    return r;
}

} // namespace cd::sim
