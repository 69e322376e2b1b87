#include "MonitoringSession.h"

#include "MetricQuery.h"
#include "OfferingCatalog.h"

#include "api/PlatformClient.h"

#include <QDateTime>

#include <algorithm>
#include <cmath>

namespace cd {

MonitoringSession::MonitoringSession(QObject* parent)
    : QObject(parent)
    , m_store(std::make_unique<MetricStore>(1, 1))
    , m_liveFeed(new LiveMetricsFeed(this)) {
    m_clockBase = QDateTime::currentSecsSinceEpoch();
    m_clockTimer.start();
    connect(m_liveFeed, &LiveMetricsFeed::seriesReceived, this,
            [this](const StreamSeries& series) { setLiveSeries(series); });
    connect(m_liveFeed, &LiveMetricsFeed::samplesReceived, this, &MonitoringSession::applySamples);
    connect(m_liveFeed, &LiveMetricsFeed::polled, this,
            [this](const StreamSeries& series, const StreamSamples& samples) {
                setLiveSeries(series);
                if (samples.time > m_headlineTime)
                    applySamples(samples);
            });
    connect(m_liveFeed, &LiveMetricsFeed::resyncNeeded, this, [this] {
        // Away longer than the stream catches up: what the tracker knew is stale, and so is the
        // idle trace it was seeded from.
        m_idleTrace.reset();
        restartAlerts();
        if (m_window.follows)
            reload();
    });
    connect(m_liveFeed, &LiveMetricsFeed::refused, this, [this](const Error& error) { setError(error); });
    connect(m_liveFeed, &LiveMetricsFeed::liveChanged, this, [this](bool live) {
        m_live = live;
        Q_EMIT stateChanged();
    });
    m_retryTimer.setSingleShot(true);
    m_retryTimer.setInterval(retryMs);
    connect(&m_retryTimer, &QTimer::timeout, this, &MonitoringSession::reload);
    m_refreshTimer.setInterval(refreshMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, [this] {
        if (!m_paused && !m_window.follows && m_range != TimeRange::Custom)
            reload();
    });
}

MonitoringSession::~MonitoringSession() {
    blockSignals(true);
    delete m_loading.data();
}

qint64 MonitoringSession::now() const {
    // The platform's clock may run faster than ours (the demo's does): never behind the stream.
    return std::max(m_clockBase + m_clockTimer.elapsed() / 1000, m_headlineTime);
}

void MonitoringSession::setClock(qint64 platformNow) {
    m_clockBase = platformNow;
    m_clockTimer.restart();
}

void MonitoringSession::setClients(PlatformClient* platform, PlatformClient* metrics, bool prometheus) {
    if (platform && platform == m_platform && (metrics ? metrics : platform) == m_metrics)
        return; // the same connection announced again (a reconnect): keep what is shown
    m_platform = platform;
    m_metrics = metrics ? metrics : platform;
    m_prometheus = prometheus && metrics && metrics != platform;
    m_cluster = {};
    m_store = std::make_unique<MetricStore>(1, 1);
    m_streamSeries = {};
    m_latest.clear();
    m_headline = {};
    m_alerts.reset(0);
    restartLive();
    Q_EMIT dataReset();
    Q_EMIT headlineChanged();
    Q_EMIT alertsChanged();
    if (!m_platform)
        return;
    // The platform's clock (simulated in the demo) decides what "the last 15 minutes" are.
    if (!m_prometheus) {
        auto* call = m_platform->health(this);
        connect(call, &ApiCall::finished, this, [this, call] {
            call->deleteLater();
            if (call->succeeded() && call->value().isValid())
                setClock(call->value().toSecsSinceEpoch());
        });
    }
}

void MonitoringSession::setCatalog(OfferingCatalog* catalog) {
    m_catalog = catalog;
}

void MonitoringSession::setCluster(const Cluster& cluster) {
    const bool same = cluster.id == m_cluster.id;
    m_cluster = cluster;
    if (same)
        return;
    m_streamSeries = {};
    m_latest.clear();
    m_headline = {};
    m_headlineTime = 0;
    m_alerts.reset(0);
    m_poolGpuHourPrice.clear();
    m_idleTrace.reset();
    // The last cluster's charts go now: while this one loads, the page says so over empty charts
    // rather than showing another cluster's samples under this one's name. Its window load is
    // cancelled (the largest answer, and the link is needed for this one's); its idle trace and
    // gap fill run out and are dropped, so their connections stay open for the next calls (on
    // HTTP/1.1 a cancelled answer costs its connection, and a new one two round trips).
    ++m_generation;
    delete m_loading.data();
    m_filling = nullptr;
    m_idleTraceCall = nullptr;
    m_store = std::make_unique<MetricStore>(1, 1);
    Q_EMIT dataReset();
    Q_EMIT headlineChanged();
    Q_EMIT alertsChanged();
    loadPrices();
    if (!m_watched) {
        m_liveFeed->stop();
        m_live = false;
        Q_EMIT stateChanged();
        return; // loaded when looked at
    }
    restartLive();
    reload();
    loadIdleTrace(); // beside the window, not after it: it needs nothing the window brings
}

void MonitoringSession::setWatched(bool watched) {
    if (watched == m_watched)
        return;
    m_watched = watched;
    if (!watched) {
        // Calls under way run out (what they bring is this cluster's, and their connections stay
        // open for the next calls); only the stream and the timers stop.
        m_refreshTimer.stop();
        m_retryTimer.stop();
        m_liveFeed->stop();
        m_live = false;
        Q_EMIT stateChanged();
        return;
    }
    // What passed meanwhile is not in the store, nor in what the alert tracker knew.
    if (!m_idleTraceCall)
        m_idleTrace.reset();
    m_streamSeries = {};
    restartLive();
    if (!m_loading)
        reload();
    if (!m_idleTrace)
        loadIdleTrace();
}

void MonitoringSession::setMetric(Metric metric) {
    if (metric == m_metric)
        return;
    m_metric = metric;
    m_liveFeed->setShownMetric(metric);
    reload();
}

void MonitoringSession::setRange(TimeRange range) {
    m_range = range;
    reload();
}

void MonitoringSession::setCustomRange(qint64 start, qint64 end) {
    m_range = TimeRange::Custom;
    m_window = TimeWindow::custom(start, end);
    reload();
}

void MonitoringSession::setPaused(bool paused) {
    if (paused == m_paused)
        return;
    m_paused = paused;
    Q_EMIT stateChanged();
    if (!paused && m_window.follows)
        reload(); // catch up with what passed while paused
}

QByteArray MonitoringSession::queryPath() const {
    return MetricQuery::path(m_cluster.id, m_prometheus);
}

QString MonitoringSession::selector(Metric metric) const {
    return MetricQuery::selector(metric, m_cluster.id, m_prometheus);
}

void MonitoringSession::setError(const Error& error) {
    m_error = error;
    // A refusal or an untrusted certificate from Prometheus is about its own credentials and CA
    // bundle, not the platform's key: the sentence (ErrorText) must send the person there.
    const bool credentialsOrTls =
        error.kind == ErrorKind::Auth || error.kind == ErrorKind::Forbidden || error.kind == ErrorKind::Tls;
    if (m_prometheus && credentialsOrTls && !error.code.startsWith(u"prometheus_"))
        m_error.code.prepend(QStringLiteral("prometheus_"));
    Q_EMIT stateChanged();
}

void MonitoringSession::reload() {
    ++m_generation;
    delete m_loading.data();
    delete m_filling.data();
    m_refreshTimer.stop();
    m_retryTimer.stop();
    if (!m_metrics || m_cluster.id.isEmpty()) {
        m_store = std::make_unique<MetricStore>(1, 1);
        Q_EMIT dataReset();
        Q_EMIT stateChanged();
        return;
    }
    if (!m_watched)
        return; // setWatched(true) loads
    const qint64 present = m_prometheus ? QDateTime::currentSecsSinceEpoch() : now();
    if (m_range != TimeRange::Custom)
        m_window = TimeWindow::of(m_range, present);
    const TimeWindow window = m_window;
    const Metric metric = m_metric;
    const quint64 generation = m_generation;
    auto* call =
        m_metrics->queryRange(queryPath(), selector(metric), window.start, window.end, window.step, this);
    m_loading = call;
    m_error = {};
    Q_EMIT stateChanged();
    connect(call, &ApiCall::finished, this, [this, call, window, metric, generation] {
        call->deleteLater();
        if (generation != m_generation)
            return;
        m_loading = nullptr;
        if (!call->succeeded()) {
            if (call->error().kind != ErrorKind::Cancelled) {
                setError(call->error());
                // A platform that was briefly away, or a Prometheus that restarted: try again.
                if (call->error().kind != ErrorKind::Forbidden &&
                    call->error().kind != ErrorKind::InvalidRequest)
                    m_retryTimer.start();
            }
            return;
        }
        // Room for the window and, when it follows, for what the stream adds: old columns drop off.
        auto store = std::make_unique<MetricStore>(window.step, window.points());
        MetricQuery::fillStore(*store, metric, call->value());
        m_store = std::move(store);
        m_error = {};
        // The stream may already be past the loaded end (a fast demo clock, a slow answer).
        if (window.follows && m_headlineTime > window.end)
            fillGap(window.end + window.step, m_headlineTime);
        if (!window.follows && m_range != TimeRange::Custom)
            m_refreshTimer.start();
        Q_EMIT dataReset();
        Q_EMIT stateChanged();
    });
}

void MonitoringSession::restartLive() {
    m_liveFeed->stop();
    m_live = false;
    if (!m_metrics || m_cluster.id.isEmpty() || !m_watched) {
        Q_EMIT stateChanged();
        return;
    }
    m_liveFeed->start(m_metrics, m_cluster.id, m_prometheus, m_metric);
}

void MonitoringSession::onStreamEvent(const SseEvent& event) {
    m_liveFeed->onStreamEvent(event);
}

void MonitoringSession::setLiveSeries(StreamSeries series) {
    QList<SeriesKey> before;
    for (const SeriesInfo& s : m_streamSeries.gpus)
        before.append(s.key);
    m_streamSeries = std::move(series);
    QList<SeriesKey> after;
    for (const SeriesInfo& s : m_streamSeries.gpus)
        after.append(s.key);
    if (before == after)
        return;
    m_latest.clear();
    restartAlerts();
    // Nodes came or went (or a provisioning cluster's first nodes are ready): the loaded window
    // has rows for the old set. A load in flight already asks for the new one.
    if (!m_loading && (m_window.follows || m_store->series(MetricScope::Gpu).isEmpty()))
        reload();
}

void MonitoringSession::restartAlerts() {
    m_alerts.reset(int(m_streamSeries.gpus.size()));
    m_watchingSince = 0;
    seedAlerts();
}

float MonitoringSession::latest(Metric metric, int liveIndex) const {
    const auto it = m_latest.find(int(metric));
    if (it == m_latest.end() || liveIndex < 0 || std::size_t(liveIndex) >= it->size())
        return std::numeric_limits<float>::quiet_NaN();
    return (*it)[std::size_t(liveIndex)];
}

void MonitoringSession::applySamples(const StreamSamples& samples) {
    setClock(samples.time);
    for (auto it = samples.values.begin(); it != samples.values.end(); ++it)
        m_latest[it.key()] = it.value();
    auto latestOf = [&](Metric m) -> std::span<const float> {
        const auto it = m_latest.constFind(int(m));
        return it == m_latest.constEnd() ? std::span<const float>() : std::span<const float>(*it);
    };
    m_headline = ClusterHeadline::of(latestOf(Metric::GpuUtil), latestOf(Metric::Temperature),
                                     latestOf(Metric::Power), latestOf(Metric::MemoryUsed));
    m_headlineTime = samples.time;
    const QList<GpuAlert> before = m_alerts.alerts();
    m_alerts.update(samples.time, latestOf(Metric::GpuUtil), latestOf(Metric::Temperature),
                    latestOf(Metric::XidErrors));
    if (m_watchingSince == 0)
        m_watchingSince = samples.time;
    // What was already wrong when the cluster was opened is listed; what goes wrong while it is
    // watched is also notified.
    QList<GpuAlert> raised;
    for (const GpuAlert& a : m_alerts.takeRaised()) {
        if (a.since > m_watchingSince + 1)
            raised.append(a);
    }
    if (!raised.isEmpty())
        Q_EMIT alertsRaised(raised);
    Q_EMIT headlineChanged();
    if (m_alerts.alerts() != before)
        Q_EMIT alertsChanged();

    // A following window moves with the stream: the new second goes into the loaded store.
    const auto values = samples.values.constFind(int(m_metric));
    if (!m_window.follows || m_paused || m_loading || values == samples.values.constEnd() ||
        m_store->capacity() <= 1)
        return;
    const bool gpuMetric = MetricCatalog::info(m_metric).scope == MetricScope::Gpu;
    const QList<SeriesInfo>& live = gpuMetric ? m_streamSeries.gpus : m_streamSeries.nodes;
    SeriesBlock& block = m_store->block(m_metric);
    if (samples.time <= block.lastTime() && !block.isEmpty())
        return; // already loaded
    std::vector<float> column(std::size_t(block.seriesCount()), std::numeric_limits<float>::quiet_NaN());
    int matched = 0;
    for (qsizetype i = 0; i < live.size() && std::size_t(i) < values->size(); ++i) {
        const int row = m_store->indexOf(live[i].key);
        if (row >= 0 && std::size_t(row) < column.size()) {
            column[std::size_t(row)] = (*values)[std::size_t(i)];
            ++matched;
        }
    }
    if (matched == 0)
        return; // these samples name none of the loaded series: nothing to add
    const qint64 step = block.step();
    const qint64 missed = block.isEmpty() ? 0 : (samples.time - block.lastTime()) / step - 1;
    if (m_prometheus && missed > 0 && missed <= 5) {
        // A poll comes less often than the grid; Prometheus itself carries a sample forward
        // between scrapes, and so do the seconds between two polls.
        for (qint64 t = block.lastTime() + step; t < samples.time; t += step)
            block.setColumn(t, column);
    } else if (missed > 0) {
        // The stream skipped seconds (a reconnect): fetch them rather than invent them.
        fillGap(block.lastTime() + step, samples.time - step);
    }
    block.setColumn(samples.time, column);
    m_window.end = samples.time;
    m_window.start = samples.time - (m_store->capacity() - 1) * m_store->step();
    Q_EMIT ticked(samples.time);
}

void MonitoringSession::fillGap(qint64 from, qint64 to) {
    if (!m_metrics || m_cluster.id.isEmpty() || to < from || m_filling)
        return;
    const Metric metric = m_metric;
    const quint64 generation = m_generation;
    const qint64 step = m_store->step();
    auto* call = m_metrics->queryRange(queryPath(), selector(metric), from, to, step, this);
    m_filling = call;
    connect(call, &ApiCall::finished, this, [this, call, metric, generation] {
        call->deleteLater();
        if (m_filling == call)
            m_filling = nullptr;
        if (generation != m_generation || !call->succeeded() || metric != m_metric)
            return;
        SeriesBlock& block = m_store->block(metric);
        for (const MatrixSeries& s : call->value()) {
            const int row = m_store->indexOf(MetricQuery::seriesInfo(s.labels).key);
            if (row < 0)
                continue;
            // set() drops what has fallen out of the window and opens columns past its end.
            for (std::size_t j = 0; j < s.times.size(); ++j)
                block.set(row, s.times[j], s.values[j]);
        }
        Q_EMIT ticked(block.lastTime());
    });
}

void MonitoringSession::seedAlerts() {
    if (m_idleTrace)
        applyIdleTrace();
    else
        loadIdleTrace(); // unless it is on its way
}

void MonitoringSession::loadIdleTrace() {
    if (!m_metrics || m_cluster.id.isEmpty() || m_idleTraceCall || !m_watched)
        return;
    // The last hours tell which GPUs were idle before this console started watching, and since when.
    const qint64 end = m_prometheus ? QDateTime::currentSecsSinceEpoch() : now();
    const qint64 start = end - idleLookBackSeconds;
    const QString cluster = m_cluster.id;
    auto* call = m_metrics->queryRange(queryPath(), selector(Metric::GpuUtil), start, end, 60, this);
    m_idleTraceCall = call;
    connect(call, &ApiCall::finished, this, [this, call, start, cluster] {
        call->deleteLater();
        if (!call->succeeded() || cluster != m_cluster.id)
            return;
        m_idleTrace = call->value();
        m_idleTraceStart = start;
        if (!m_streamSeries.gpus.isEmpty())
            applyIdleTrace();
    });
}

void MonitoringSession::applyIdleTrace() {
    QHash<SeriesKey, int> index;
    for (qsizetype i = 0; i < m_streamSeries.gpus.size(); ++i)
        index.insert(m_streamSeries.gpus[i].key, int(i));
    const qint64 start = m_idleTraceStart;
    for (const MatrixSeries& s : std::as_const(*m_idleTrace)) {
        const int gpu = index.value(MetricQuery::seriesInfo(s.labels).key, -1);
        if (gpu < 0 || s.times.empty())
            continue;
        qint64 lastBusy = start - 1;
        for (std::size_t j = 0; j < s.times.size(); ++j) {
            if (s.values[j] >= GpuAlertTracker::idleBelowPercent)
                lastBusy = s.times[j];
        }
        // A GPU that appeared in the window was not idle before it existed.
        m_alerts.seedLastBusy(gpu, std::max(lastBusy, s.times.front() == start ? lastBusy : s.times.front()));
    }
}

void MonitoringSession::loadPrices() {
    if (!m_platform)
        return;
    const QString cluster = m_cluster.id;
    for (const NodePool& pool : m_cluster.pools) {
        const QString poolName = pool.name;
        const int gpus = std::max(1, pool.gpusPerNode);
        auto priced = [this, poolName, gpus, cluster](const Offering* offering) {
            if (!offering || cluster != m_cluster.id)
                return;
            const auto price =
                offering->nodeHourPrice(m_cluster.billingMode, m_cluster.hourlyCost.currency());
            if (price)
                m_poolGpuHourPrice.insert(poolName, price->toDouble() / gpus);
            Q_EMIT alertsChanged();
        };
        if (m_catalog) {
            m_catalog->find(pool.offeringId, this, priced);
            continue;
        }
        auto* call = m_platform->offering(pool.offeringId, this);
        connect(call, &ApiCall::finished, this, [call, priced] {
            call->deleteLater();
            priced(call->succeeded() ? &call->value() : nullptr);
        });
    }
}

double MonitoringSession::gpuHourPrice(const QString& poolName) const {
    if (const auto it = m_poolGpuHourPrice.find(poolName); it != m_poolGpuHourPrice.end())
        return *it;
    const int gpus = m_cluster.gpuCount();
    return gpus > 0 ? m_cluster.hourlyCost.toDouble() / gpus : 0.0;
}

QString MonitoringSession::currencyCode() const {
    return cd::currencyCode(m_cluster.hourlyCost.currency());
}

} // namespace cd
