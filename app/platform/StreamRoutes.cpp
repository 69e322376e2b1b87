#include "StreamRoutes.h"

#include "EventStream.h"
#include "MetricsStream.h"
#include "Platform.h"
#include "Problem.h"

#include <QUrl>

#include <optional>

namespace cd::sim {

namespace {

// Last-Event-ID: 0 when absent, nothing when it is not an id.
std::optional<qint64> lastEventId(const Request& request) {
    bool ok = true;
    const QByteArray last = request.headers.value("Last-Event-ID").trimmed();
    const qint64 id = last.isEmpty() ? 0 : last.toLongLong(&ok);
    if (!ok || id < 0)
        return std::nullopt;
    return id;
}

} // namespace

StreamRoutes::Opened StreamRoutes::events(const RouteContext& context) {
    const Request& request = context.request;
    const auto lastId = lastEventId(request);
    if (!lastId)
        return Problem::badParameter(QStringLiteral("Last-Event-ID"), QStringLiteral("expected an event id"))
            .toResponse();
    const QString cluster = request.query.queryItemValue(QStringLiteral("cluster_id"));
    return std::make_unique<EventStream>(context.platform.events(), context.principal.tenantId, cluster,
                                         *lastId);
}

StreamRoutes::Opened StreamRoutes::metrics(const RouteContext& context) {
    Platform& platform = context.platform;
    const QString& clusterId = context.segments[1];
    if (!platform.telemetrySources(context.principal.tenantId, clusterId))
        return Problem::notFound(QStringLiteral("cluster"), clusterId).toResponse();
    const auto lastId = lastEventId(context.request);
    if (!lastId)
        return Problem::badParameter(QStringLiteral("Last-Event-ID"),
                                     QStringLiteral("expected the second of the last samples received"))
            .toResponse();
    QList<Metric> metrics;
    const QString wanted =
        context.request.query.queryItemValue(QStringLiteral("metrics"), QUrl::FullyDecoded);
    for (const QString& name : wanted.split(u',', Qt::SkipEmptyParts)) {
        const auto metric = MetricCatalog::find(name.trimmed());
        if (!metric)
            return Problem::badParameter(
                       QStringLiteral("metrics"),
                       QStringLiteral("this platform has no metric named %1").arg(name.trimmed()))
                .toResponse();
        if (!metrics.contains(*metric))
            metrics.append(*metric);
    }
    if (metrics.isEmpty()) {
        for (const MetricInfo& m : MetricCatalog::all())
            metrics.append(m.metric);
    }
    return std::make_unique<MetricsStream>(platform, context.principal.tenantId, clusterId, *lastId,
                                           std::move(metrics));
}

Response StreamRoutes::required(const RouteContext& context) {
    return Problem{400,
                   QStringLiteral("stream_required"),
                   QStringLiteral("Stream required"),
                   QStringLiteral("This is a text/event-stream; open it as a stream."),
                   QString::fromUtf8(context.request.path),
                   0}
        .toResponse();
}

} // namespace cd::sim
