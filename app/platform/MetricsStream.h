#pragma once

#include "ServerStream.h"
#include "TelemetrySource.h"

#include "metrics/MetricCatalog.h"

#include <QList>
#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>

namespace cd::sim {

class Platform;

// GET /v1/clusters/{id}/metrics/stream: one `samples` event per simulated second with every series'
// value, its id that second (Unix time). Because telemetry is a function of time, a reader that
// comes back with Last-Event-ID gets exactly the seconds after it, even from a restarted server:
// no gap and no repeat. A `series` event (no id) names the series before the first samples and
// again whenever nodes come or go; `reset` says the reader was away longer than the stream catches
// up (15 minutes) and should fetch the gap with query_range.
class MetricsStream final : public ServerStream {
public:
    static constexpr qint64 maxCatchUpSeconds = 900;
    static constexpr int maxEventsPerPiece = 120;
    static constexpr std::chrono::seconds keepAliveInterval{5};

    MetricsStream(Platform& platform, QString tenantId, QString clusterId, qint64 lastEventId,
                  QList<Metric> metrics);

    std::optional<QByteArray> next(std::chrono::milliseconds wait) override;
    void close() override { m_closed.store(true); }

private:
    bool refreshSources(); // true when the series changed
    QByteArray seriesEvent() const;
    QByteArray samplesEvent(qint64 t) const;

    Platform& m_platform;
    QString m_tenantId;
    QString m_clusterId;
    qint64 m_cursor; // last second sent
    QList<Metric> m_metrics;
    QList<TelemetrySource> m_gpus;
    QList<TelemetrySource> m_nodes;
    bool m_started = false;
    qint64 m_sourcesAt = 0; // second the sources were last refreshed
    std::chrono::steady_clock::time_point m_lastSent;
    std::atomic<bool> m_closed{false};
};

} // namespace cd::sim
