#include "LiveMetricsFeed.h"

#include "MetricQuery.h"

#include "api/ApiLog.h"
#include "api/MetricsDecoder.h"
#include "api/PlatformClient.h"
#include "api/SseFeed.h"

#include <QDateTime>

#include <algorithm>
#include <memory>

namespace cd {

namespace {

const Metric headlineMetrics[] = {Metric::GpuUtil, Metric::Temperature, Metric::Power, Metric::MemoryUsed,
                                  Metric::XidErrors};

} // namespace

LiveMetricsFeed::LiveMetricsFeed(QObject* parent)
    : QObject(parent) {
    m_pollTimer.setInterval(pollMs);
    connect(&m_pollTimer, &QTimer::timeout, this, &LiveMetricsFeed::poll);
}

LiveMetricsFeed::~LiveMetricsFeed() = default;

void LiveMetricsFeed::stop() {
    delete m_feed;
    m_feed = nullptr;
    m_pollTimer.stop();
    m_polling = 0;
    m_pollLive = false;
    m_metrics = nullptr;
    m_cluster.clear();
}

void LiveMetricsFeed::start(PlatformClient* metrics, const QString& clusterId, bool prometheus,
                            Metric shown) {
    stop();
    m_metrics = metrics;
    m_cluster = clusterId;
    m_shown = shown;
    if (!m_metrics || m_cluster.isEmpty())
        return;
    if (prometheus) {
        m_pollTimer.start();
        poll();
        return;
    }
    m_feed = new SseFeed(m_metrics, PlatformClient::clusterMetricsPath(m_cluster, "stream"), this);
    connect(m_feed, &SseFeed::received, this, &LiveMetricsFeed::onStreamEvent);
    connect(m_feed, &SseFeed::resyncNeeded, this, &LiveMetricsFeed::resyncNeeded);
    connect(m_feed, &SseFeed::refused, this, &LiveMetricsFeed::refused);
    connect(m_feed, &SseFeed::liveChanged, this, &LiveMetricsFeed::liveChanged);
    m_feed->start();
}

void LiveMetricsFeed::onStreamEvent(const SseEvent& event) {
    if (event.type == "series") {
        auto decoded = MetricsDecoder::series(event.data);
        if (!decoded.ok()) {
            qCWarning(lcApi).noquote() << "metrics stream:" << decoded.error().detail;
            return;
        }
        Q_EMIT seriesReceived(decoded.value());
        return;
    }
    if (event.type != "samples")
        return;
    auto decoded = MetricsDecoder::samples(event.data);
    if (!decoded.ok()) {
        qCWarning(lcApi).noquote() << "metrics stream:" << decoded.error().detail;
        return;
    }
    Q_EMIT samplesReceived(decoded.value());
}

void LiveMetricsFeed::poll() {
    if (!m_metrics || m_cluster.isEmpty())
        return;
    // Prometheus' lookback returns the last scrape of each metric asked for.
    if (m_polling > 0)
        return; // the last poll is still out: a slow server is not asked twice
    const qint64 end = QDateTime::currentSecsSinceEpoch();
    QList<Metric> wanted(std::begin(headlineMetrics), std::end(headlineMetrics));
    if (!wanted.contains(m_shown))
        wanted.append(m_shown);
    auto results = std::make_shared<QHash<int, MetricMatrix>>();
    auto pending = std::make_shared<int>(int(wanted.size()));
    m_polling = int(wanted.size());
    auto allOk = std::make_shared<bool>(true);
    const QString cluster = m_cluster;
    const QByteArray path = MetricQuery::path(cluster, true);
    for (Metric metric : wanted) {
        // One point: Prometheus answers with the newest sample of the last five minutes.
        auto* call =
            m_metrics->queryRange(path, MetricQuery::selector(metric, cluster, true), end, end, 1, this);
        connect(call, &ApiCall::finished, this, [this, call, metric, results, pending, allOk, cluster] {
            call->deleteLater();
            if (call->succeeded())
                results->insert(int(metric), call->value());
            *allOk = *allOk && call->succeeded();
            m_polling = std::max(0, m_polling - 1);
            const bool ok = *allOk;
            if (--*pending > 0 || cluster != m_cluster)
                return;
            if (m_pollLive != ok) {
                m_pollLive = ok;
                Q_EMIT liveChanged(ok);
            }
            const MetricMatrix util = results->value(int(Metric::GpuUtil));
            if (util.isEmpty())
                return;
            StreamSeries series;
            for (const MatrixSeries& s : util)
                series.gpus.append(MetricQuery::seriesInfo(s.labels));
            std::sort(series.gpus.begin(), series.gpus.end(), MetricQuery::seriesBefore);
            QHash<SeriesKey, int> index;
            for (qsizetype i = 0; i < series.gpus.size(); ++i)
                index.insert(series.gpus[i].key, int(i));
            StreamSamples samples;
            for (auto it = results->begin(); it != results->end(); ++it) {
                std::vector<float> column(std::size_t(series.gpus.size()),
                                          std::numeric_limits<float>::quiet_NaN());
                for (const MatrixSeries& s : it.value()) {
                    const int i = index.value(MetricQuery::seriesInfo(s.labels).key, -1);
                    if (i >= 0 && !s.values.empty()) {
                        column[std::size_t(i)] = s.values.back();
                        samples.time = std::max(samples.time, s.times.back());
                    }
                }
                samples.values.insert(it.key(), std::move(column));
            }
            Q_EMIT polled(series, samples);
        });
    }
}

} // namespace cd
