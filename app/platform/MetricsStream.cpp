#include "MetricsStream.h"

#include "Platform.h"
#include "PlatformJson.h"
#include "RangeQuery.h"

#include <QDateTime>

#include <cmath>
#include <thread>

namespace cd::sim {

MetricsStream::MetricsStream(Platform& platform, QString tenantId, QString clusterId, qint64 lastEventId,
                             QList<Metric> metrics)
    : m_platform(platform)
    , m_tenantId(std::move(tenantId))
    , m_clusterId(std::move(clusterId))
    , m_cursor(lastEventId)
    , m_metrics(std::move(metrics))
    , m_lastSent(std::chrono::steady_clock::now()) {}

bool MetricsStream::refreshSources() {
    auto sources = m_platform.telemetrySources(m_tenantId, m_clusterId);
    QList<TelemetrySource> gpus;
    QList<TelemetrySource> nodes;
    if (sources) {
        for (TelemetrySource& s : *sources)
            (s.gpu >= 0 ? gpus : nodes).append(std::move(s));
    }
    auto sameSeries = [](const QList<TelemetrySource>& a, const QList<TelemetrySource>& b) {
        if (a.size() != b.size())
            return false;
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (a[i].node != b[i].node || a[i].gpu != b[i].gpu || a[i].activeUntil != b[i].activeUntil ||
                a[i].failedAt != b[i].failedAt || a[i].idleFrom != b[i].idleFrom)
                return false;
        }
        return true;
    };
    const bool changed = !sameSeries(gpus, m_gpus) || !sameSeries(nodes, m_nodes);
    m_gpus = std::move(gpus);
    m_nodes = std::move(nodes);
    return changed;
}

QByteArray MetricsStream::seriesEvent() const {
    QByteArray out = "event: series\ndata: {\"cluster\":" + jsonString(m_clusterId) + ",\"gpus\":[";
    for (qsizetype i = 0; i < m_gpus.size(); ++i) {
        const TelemetrySource& s = m_gpus[i];
        if (i > 0)
            out += ',';
        out += "{\"node\":" + jsonString(s.node) + ",\"gpu\":" + QByteArray::number(s.gpu) +
               ",\"hostname\":" + jsonString(s.hostname) + ",\"model_name\":" + jsonString(s.modelName) +
               ",\"uuid\":" + jsonString(s.uuid) + ",\"pool\":" + jsonString(s.pool) + '}';
    }
    out += "],\"nodes\":[";
    for (qsizetype i = 0; i < m_nodes.size(); ++i) {
        const TelemetrySource& s = m_nodes[i];
        if (i > 0)
            out += ',';
        out += "{\"node\":" + jsonString(s.node) + ",\"hostname\":" + jsonString(s.hostname) +
               ",\"pool\":" + jsonString(s.pool) + '}';
    }
    out += "]}\n\n";
    return out;
}

QByteArray MetricsStream::samplesEvent(qint64 t) const {
    const TelemetryModel& model = m_platform.telemetry();
    QByteArray out = "id: " + QByteArray::number(t) +
                     "\nevent: samples\ndata: {\"time\":" + QByteArray::number(t) + ",\"values\":{";
    bool firstMetric = true;
    for (Metric metric : m_metrics) {
        const MetricInfo& info = MetricCatalog::info(metric);
        const QList<TelemetrySource>& sources = info.scope == MetricScope::Gpu ? m_gpus : m_nodes;
        if (!firstMetric)
            out += ',';
        firstMetric = false;
        out += '"' + info.name.toUtf8() + "\":[";
        for (qsizetype i = 0; i < sources.size(); ++i) {
            if (i > 0)
                out += ',';
            const double v = model.sample(sources[i], metric, t);
            out += std::isnan(v) ? QByteArray("null") : RangeQuery::formatValue(v);
        }
        out += ']';
    }
    out += "}}\n\n";
    return out;
}

std::optional<QByteArray> MetricsStream::next(std::chrono::milliseconds wait) {
    if (m_closed.load())
        return std::nullopt;
    const qint64 now = m_platform.clock().now().toSecsSinceEpoch();
    QByteArray out;
    if (!m_started) {
        m_started = true;
        out += "retry: 1000\n\n";
        refreshSources();
        m_sourcesAt = now;
        out += seriesEvent();
        if (m_cursor <= 0) {
            m_cursor = now - 1; // a new reader starts at the present
        } else if (m_cursor > now || now - m_cursor > maxCatchUpSeconds) {
            m_cursor = now - 1;
            out += "id: " + QByteArray::number(m_cursor) + "\nevent: reset\ndata: {}\n\n";
        }
    } else if (now - m_cursor > maxCatchUpSeconds) {
        // The reader fell too far behind (a very fast clock, a stalled client): start over.
        m_cursor = now - 1;
        out += "id: " + QByteArray::number(m_cursor) + "\nevent: reset\ndata: {}\n\n";
    }
    if (m_cursor >= now) {
        // Nothing new yet: wait for the next second, in slices so close() is noticed.
        const auto deadline = std::chrono::steady_clock::now() + wait;
        while (!m_closed.load() && std::chrono::steady_clock::now() < deadline &&
               m_platform.clock().now().toSecsSinceEpoch() <= m_cursor)
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        if (m_closed.load())
            return std::nullopt;
    }
    const qint64 until = std::min(m_platform.clock().now().toSecsSinceEpoch(), m_cursor + maxEventsPerPiece);
    if (until > m_cursor && until - m_sourcesAt >= 5) {
        if (refreshSources())
            out += seriesEvent();
        m_sourcesAt = until;
    }
    for (qint64 t = m_cursor + 1; t <= until; ++t)
        out += samplesEvent(t);
    if (until > m_cursor)
        m_cursor = until;
    const auto clock = std::chrono::steady_clock::now();
    if (!out.isEmpty()) {
        m_lastSent = clock;
    } else if (clock - m_lastSent >= keepAliveInterval) {
        out = ": keep-alive\n\n";
        m_lastSent = clock;
    }
    return out;
}

} // namespace cd::sim
