#pragma once

#include "LiveMetricsFeed.h"

#include "api/ApiCall.h"
#include "core/Cluster.h"
#include "core/Error.h"
#include "metrics/ClusterHeadline.h"
#include "metrics/GpuAlertTracker.h"
#include "metrics/MetricMatrix.h"
#include "metrics/MetricStore.h"
#include "metrics/TimeWindow.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <optional>

namespace cd {

class OfferingCatalog;
class PlatformClient;
struct SseEvent;

// What the Monitoring page shows of one cluster, kept apart from the widgets: the chosen metric
// over the chosen window for every GPU (loaded with query_range into a bounded MetricStore), the
// live samples of every metric (the platform's stream, or polling when metrics come from a
// Prometheus server) that move the window, the headline figures and the alerts. Lives on the GUI
// thread; all work is a few milliseconds per second of samples.
class MonitoringSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitoringSession)

public:
    // How often a Prometheus server is asked for the newest samples (it has no stream).
    static constexpr int prometheusPollMs = LiveMetricsFeed::pollMs;
    // Fixed windows (1 h and longer) load again this often.
    static constexpr int refreshMs = 60'000;
    // How far back idle GPUs are traced when a cluster is opened.
    static constexpr qint64 idleLookBackSeconds = 6 * 3600;
    // After a failed load, the next try.
    static constexpr int retryMs = 10'000;

    explicit MonitoringSession(QObject* parent = nullptr);
    ~MonitoringSession() override;

    // `metrics` is where metrics come from: `platform` itself, or a client of a Prometheus server.
    void setClients(PlatformClient* platform, PlatformClient* metrics, bool prometheus);
    // Where pool prices come from: the connection's catalog, so choosing a cluster asks the platform
    // for an offering at most once per connection. Without one, each is asked for.
    void setCatalog(OfferingCatalog* catalog);
    // A new cluster's figures are dropped at once (never shown under its name), then loaded.
    void setCluster(const Cluster& cluster);
    // Whether anyone looks (the Monitoring page is shown). While not, the live stream is closed and
    // nothing is loaded; when looked at again, the window loads anew and the stream reopens. A
    // stream of 512 GPUs' samples is about 47 KB/s: not worth keeping for a page nobody sees.
    void setWatched(bool watched);
    bool isWatched() const { return m_watched; }
    const Cluster& cluster() const { return m_cluster; }
    void setMetric(Metric metric);
    Metric metric() const { return m_metric; }
    void setRange(TimeRange range);
    void setCustomRange(qint64 start, qint64 end);
    TimeRange range() const { return m_range; }
    // A paused view stops moving with the stream; headline and alerts stay live.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    void reload();

    const MetricStore& store() const { return *m_store; }
    const TimeWindow& window() const { return m_window; }
    // The platform's present (simulated time in the demo), in seconds since the epoch.
    qint64 now() const;
    bool isLoading() const { return m_loading != nullptr; }
    bool isLive() const { return m_live; }
    const Error& error() const { return m_error; }
    bool fromPrometheus() const { return m_prometheus; }

    // Every metric's latest samples, by GPU (or node) series of store().
    const ClusterHeadline& headline() const { return m_headline; }
    qint64 headlineTime() const { return m_headlineTime; }
    // The live series (the stream's order, which headline and alert indices refer to).
    const StreamSeries& liveSeries() const { return m_streamSeries; }
    float latest(Metric metric, int liveIndex) const;
    const QList<GpuAlert>& alerts() const { return m_alerts.alerts(); }
    // What one GPU of the pool costs per hour, from the pool's offering (the cluster's average
    // until the offering is known).
    double gpuHourPrice(const QString& poolName) const;
    // One event of the platform's metrics stream, as the live feed delivers it (benchmarks replay
    // captured events through here).
    void onStreamEvent(const SseEvent& event);
    QString currencyCode() const;

Q_SIGNALS:
    void dataReset();      // a new window was loaded (or the cluster, metric or range changed)
    void ticked(qint64 t); // a live second was added to a following window
    void headlineChanged();
    void alertsChanged();
    // Alerts that began while the cluster was watched, those of one second together
    // (metrics/AlertText words them).
    void alertsRaised(const QList<cd::GpuAlert>& alerts);
    void stateChanged(); // loading, live or error changed

private:
    void restartLive();
    void setLiveSeries(StreamSeries series);
    // Forgets what the alert tracker knew and traces idleness back again.
    void restartAlerts();
    void applySamples(const StreamSamples& samples);
    // Loads [from, to] of the shown metric into the store: the seconds a following window missed
    // between its load and the stream, or while the stream was down.
    void fillGap(qint64 from, qint64 to);
    void loadPrices();
    void seedAlerts();
    // The idle trace (the last hours of utilization) of the shown cluster, asked for as soon as the
    // cluster is chosen, beside the window's own load; applied once the stream named its GPUs.
    void loadIdleTrace();
    void applyIdleTrace();
    QByteArray queryPath() const;
    QString selector(Metric metric) const;
    void setClock(qint64 platformNow);
    void setError(const Error& error);

    QPointer<PlatformClient> m_platform;
    QPointer<PlatformClient> m_metrics;
    bool m_prometheus = false;
    Cluster m_cluster;
    Metric m_metric = Metric::GpuUtil;
    TimeRange m_range = TimeRange::Minutes15;
    TimeWindow m_window;
    bool m_paused = false;
    std::unique_ptr<MetricStore> m_store;
    QPointer<ApiCall> m_loading;
    QPointer<ApiCall> m_filling;
    quint64 m_generation = 0; // answers for an older cluster or window are dropped
    Error m_error;
    bool m_live = false;

    // Live samples: the stream's series order, and the latest value of every metric in store order.
    LiveMetricsFeed* m_liveFeed;
    StreamSeries m_streamSeries;
    QHash<int, std::vector<float>> m_latest; // by int(Metric), in the stream's order
    ClusterHeadline m_headline;
    qint64 m_headlineTime = 0;
    qint64 m_watchingSince = 0; // alerts that began before are listed, not notified
    GpuAlertTracker m_alerts;
    QHash<QString, double> m_poolGpuHourPrice;
    QPointer<OfferingCatalog> m_catalog;
    bool m_watched = true;
    QPointer<ApiCall> m_idleTraceCall;
    std::optional<MetricMatrix> m_idleTrace; // of m_cluster, from idleTraceStart
    qint64 m_idleTraceStart = 0;
    QTimer m_refreshTimer;
    QTimer m_retryTimer;

    qint64 m_clockBase = 0; // platform time when m_clockTimer started
    QElapsedTimer m_clockTimer;
};

} // namespace cd
