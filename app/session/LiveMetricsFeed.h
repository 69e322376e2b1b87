#pragma once

#include "core/Error.h"
#include "metrics/MetricMatrix.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace cd {

class PlatformClient;
class SseFeed;
struct SseEvent;

// The live samples of the cluster the Monitoring session watches: the platform's metrics stream,
// or, since a Prometheus server has no stream, a poll for the newest sample of each headline
// metric (and the one on screen). Either way the session gets the series and each second's values.
class LiveMetricsFeed final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveMetricsFeed)

public:
    // How often a Prometheus server is asked for the newest samples.
    static constexpr int pollMs = 2000;

    explicit LiveMetricsFeed(QObject* parent = nullptr);
    ~LiveMetricsFeed() override;

    // Follows `clusterId` on `metrics`: its stream, or polls when it is a Prometheus server.
    void start(PlatformClient* metrics, const QString& clusterId, bool prometheus, Metric shown);
    void stop();
    // The metric on screen, which a poll also asks for.
    void setShownMetric(Metric metric) { m_shown = metric; }
    // One event of the platform's metrics stream.
    void onStreamEvent(const SseEvent& event);

Q_SIGNALS:
    // From the stream: its series, then each second's samples in that order.
    void seriesReceived(const cd::StreamSeries& series);
    void samplesReceived(const cd::StreamSamples& samples);
    // A whole poll answered, with the GPUs it found (those of GPU utilisation) and their samples.
    void polled(const cd::StreamSeries& series, const cd::StreamSamples& samples);
    void liveChanged(bool live);
    void refused(const cd::Error& error);
    // Away longer than the stream catches up.
    void resyncNeeded();

private:
    void poll();

    QPointer<PlatformClient> m_metrics;
    QString m_cluster;
    Metric m_shown = Metric::GpuUtil;
    SseFeed* m_feed = nullptr;
    QTimer m_pollTimer;
    int m_polling = 0; // queries of the current poll still out
    bool m_pollLive = false;
};

} // namespace cd
