#include "MonitoringPage.h"

#include "CustomRangeDialog.h"
#include "HeadlineTiles.h"
#include "HeatmapView.h"
#include "MonitoringAlertsPanel.h"
#include "MonitoringExports.h"
#include "MonitoringNodeCharts.h"
#include "MonitoringToolbar.h"
#include "Theme.h"
#include "charts/TimeSeriesChart.h"

#include "core/ErrorText.h"
#include "metrics/ClusterTrend.h"
#include "metrics/GpuAlertTracker.h"
#include "metrics/MetricText.h"
#include "models/ClusterListModel.h"
#include "session/MonitoringSession.h"

#include <QHideEvent>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace cd {

// The controls that take focus are made in the order the page reads, which is the order Tab and a
// screen reader take (the tiles take no focus, and come first for a screen reader as they always did).
MonitoringPage::MonitoringPage(MonitoringSession& session, ClusterListModel& clusters, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_clusters(clusters)
    , m_tiles(new HeadlineTiles(5, this))
    , m_toolbar(new MonitoringToolbar(this))
    , m_chartArea(new QWidget(this))
    , m_heatmap(new HeatmapView(m_chartArea))
    , m_trend(new TimeSeriesChart(m_chartArea)) {
    setObjectName(QStringLiteral("monitoringPage"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_toolbar);
    layout->addWidget(m_tiles);

    // Charts on the left, alerts on the right.
    auto* charts = new QVBoxLayout(m_chartArea);
    charts->setContentsMargins(0, 0, 0, 0);
    auto* split = new QSplitter(Qt::Vertical, m_chartArea);
    split->addWidget(m_heatmap);
    split->addWidget(m_trend);
    m_nodes = new MonitoringNodeCharts(m_session, split);
    split->addWidget(m_nodes);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 3);
    split->setChildrenCollapsible(false);
    charts->addWidget(split);

    m_alerts = new MonitoringAlertsPanel(m_session, this);
    m_exports = new MonitoringExports(
        m_session, m_chartArea, [this] { return std::pair(m_view0, m_view1); }, this);
    auto* body = new QSplitter(Qt::Horizontal, this);
    body->addWidget(m_chartArea);
    body->addWidget(m_alerts);
    body->setStretchFactor(0, 4);
    body->setStretchFactor(1, 1);
    body->setChildrenCollapsible(false);
    layout->addWidget(body, 1);

    m_trend->setObjectName(QStringLiteral("trendChart"));
    m_heatmap->setObjectName(QStringLiteral("heatmap"));
    for (TimeSeriesChart* chart : {m_trend, m_nodes->chart(0), m_nodes->chart(1)}) {
        chart->setEmptyText(tr("No samples in this window."));
        connect(chart, &TimeSeriesChart::viewChanged, this, &MonitoringPage::setView);
    }
    connectParts();
    m_session.setWatched(false); // until the page is shown
    onClustersChanged();
    onDataReset();
    updateTiles();
    m_alerts->refresh();
    updateState();
}

MonitoringPage::~MonitoringPage() = default;

void MonitoringPage::connectParts() {
    connect(m_toolbar, &MonitoringToolbar::clusterChosen, this, &MonitoringPage::onClusterChosen);
    connect(m_toolbar, &MonitoringToolbar::metricChosen, this,
            [this](Metric metric) { m_session.setMetric(metric); });
    connect(m_toolbar, &MonitoringToolbar::rangeChosen, this, &MonitoringPage::setRange);
    connect(m_toolbar, &MonitoringToolbar::customRangeRequested, this, &MonitoringPage::chooseCustomRange);
    connect(m_toolbar, &MonitoringToolbar::pausedChanged, this, [this](bool on) { m_session.setPaused(on); });
    connect(m_toolbar, &MonitoringToolbar::resetZoomRequested, this, [this] { m_trend->resetView(); });
    connect(m_toolbar, &MonitoringToolbar::exportPngRequested, m_exports, &MonitoringExports::askPng);
    connect(m_toolbar, &MonitoringToolbar::exportCsvRequested, m_exports, &MonitoringExports::askCsv);
    addActions(m_toolbar->exportActions());
    connect(m_exports, &MonitoringExports::notification, this, &MonitoringPage::notification);

    connect(m_heatmap, &HeatmapView::nodeActivated, m_nodes, &MonitoringNodeCharts::showNode);
    connect(m_alerts, &MonitoringAlertsPanel::nodeActivated, m_nodes, &MonitoringNodeCharts::showNode);
    connect(m_alerts, &MonitoringAlertsPanel::notification, this, &MonitoringPage::notification);

    connect(&m_session, &MonitoringSession::dataReset, this, &MonitoringPage::onDataReset);
    connect(&m_session, &MonitoringSession::ticked, this, [this] { updateCharts(false); });
    connect(&m_session, &MonitoringSession::headlineChanged, this, &MonitoringPage::updateTiles);
    connect(&m_session, &MonitoringSession::alertsChanged, m_alerts, &MonitoringAlertsPanel::refresh);
    connect(&m_session, &MonitoringSession::stateChanged, this, &MonitoringPage::updateState);
    connect(&m_session, &MonitoringSession::alertsRaised, m_alerts, &MonitoringAlertsPanel::notify);
    connect(&m_clusters, &QAbstractItemModel::modelReset, this, &MonitoringPage::onClustersChanged);
    connect(&m_clusters, &QAbstractItemModel::rowsInserted, this, &MonitoringPage::onClustersChanged);
    connect(&m_clusters, &QAbstractItemModel::rowsRemoved, this, &MonitoringPage::onClustersChanged);
    connect(&m_clusters, &QAbstractItemModel::dataChanged, this, [this] {
        const QString id = m_toolbar->clusterId();
        for (const Cluster& c : m_clusters.clusters()) {
            if (c.id == id)
                m_session.setCluster(c); // same id: only its figures (price, pools) refresh
        }
    });
}

QListWidget* MonitoringPage::alertList() const {
    return m_alerts->list();
}

TimeSeriesChart* MonitoringPage::nodeChart(int which) const {
    return m_nodes->chart(which);
}

QLabel* MonitoringPage::tile(int index) const {
    return m_tiles->tile(index);
}

QLabel* MonitoringPage::stateLabel() const {
    return m_toolbar->stateLabel();
}

void MonitoringPage::onClustersChanged() {
    m_toolbar->setClusters(m_clusters.clusters());
    // The chooser kept the person's cluster through a reconnect, when the session was given a new
    // client and forgot it: the session follows the chooser again as soon as the list is back.
    const QString shown = m_toolbar->clusterId();
    if (!shown.isEmpty() && shown != m_session.cluster().id)
        onClusterChosen(shown);
}

void MonitoringPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    m_session.setWatched(true);
}

void MonitoringPage::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    if (!event->spontaneous())
        m_session.setWatched(false);
}

bool MonitoringPage::selectCluster(const QString& clusterIdOrName) {
    return m_toolbar->selectCluster(clusterIdOrName);
}

void MonitoringPage::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    // The average's line and band and the tiles' warnings are coloured when drawn from the data:
    // drawn again now, not at the next tick (which a paused or 7-day chart may not have for long).
    // (Not while the page is still being made: m_exports comes last.)
    if (event->type() == QEvent::PaletteChange && m_exports) {
        updateCharts(false);
        updateTiles();
        updateState();
    }
}

void MonitoringPage::onClusterChosen(const QString& clusterId) {
    for (const Cluster& c : m_clusters.clusters()) {
        if (c.id == clusterId) {
            m_session.setCluster(c);
            return;
        }
    }
    m_session.setCluster(Cluster{});
}

void MonitoringPage::setMetric(Metric metric) {
    m_toolbar->setMetric(metric);
}

void MonitoringPage::setRange(TimeRange range) {
    m_toolbar->showRange(range);
    m_viewWhole = true;
    m_session.setRange(range);
}

void MonitoringPage::setPaused(bool paused) {
    m_toolbar->setPaused(paused);
}

void MonitoringPage::compareNodes(const QString& first, const QString& second) {
    m_nodes->compare(first, second);
}

void MonitoringPage::chooseCustomRange() {
    const TimeWindow& w = m_session.window();
    const qint64 now = m_session.now();
    CustomRangeDialog dialog(w.end > 0 ? w.start : now - 3600, w.end > 0 ? w.end : now, now, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_toolbar->showCustomRange();
    m_viewWhole = true;
    m_session.setCustomRange(dialog.start(), dialog.end());
}

void MonitoringPage::setView(double t0, double t1) {
    m_view0 = t0;
    m_view1 = t1;
    const TimeWindow& w = m_session.window();
    m_viewWhole = t0 <= double(w.start) && t1 >= double(w.end);
    for (TimeSeriesChart* chart : {m_trend, m_nodes->chart(0), m_nodes->chart(1)}) {
        QSignalBlocker block(chart);
        chart->setView(t0, t1);
    }
    m_heatmap->setView(t0, t1);
}

void MonitoringPage::onDataReset() {
    m_viewWhole = true;
    m_heatmap->setStore(&m_session.store(), m_session.metric());
    m_nodes->reload();
    updateCharts(true);
    updateState();
}

void MonitoringPage::updateCharts(bool reset) {
    const MetricStore& store = m_session.store();
    const Metric metric = m_session.metric();
    const TimeWindow& w = m_session.window();
    const SeriesBlock* block = store.block(metric);
    const MetricInfo& info = MetricCatalog::info(metric);
    const int count = int(store.series(info.scope).size());
    m_trend->setMetric(metric);
    m_trend->setTitle(
        info.scope == MetricScope::Gpu
            ? tr("%1: average of %n GPU(s); the shaded band runs from the lowest to the highest", nullptr,
                 count)
                  .arg(MetricText::title(metric))
            : tr("%1: average of %n node(s); the shaded band runs from the lowest to the highest", nullptr,
                 count)
                  .arg(MetricText::title(metric)));
    if (block && !block->isEmpty()) {
        const ClusterTrend& trend = m_trendCache.of(*block);
        TimeSeriesChart::Line mean{tr("Average"), Theme::accent(), trend.times, trend.mean};
        TimeSeriesChart::Band band{trend.times, trend.low, trend.high, Theme::accent()};
        m_trend->setData({mean}, band, double(block->step()));
    } else {
        m_trend->setData({}, std::nullopt, 1);
    }
    // The view follows the newest second unless the person zoomed or panned away.
    const double t0 = double(w.start);
    const double t1 = double(w.end + w.step);
    for (TimeSeriesChart* chart : {m_trend, m_nodes->chart(0), m_nodes->chart(1)}) {
        QSignalBlocker blocker(chart);
        if (reset || m_viewWhole) {
            chart->setDataWindow(t0, t1);
            chart->setView(t0, t1);
        } else {
            chart->setDataWindow(t0, t1);
        }
    }
    m_view0 = m_trend->viewStart();
    m_view1 = m_trend->viewEnd();
    m_heatmap->setView(m_view0, m_view1);
    m_nodes->refresh();
}

void MonitoringPage::updateTiles() {
    const ClusterHeadline& h = m_session.headline();
    const bool known = h.reporting > 0;
    const QString dash = QStringLiteral("\u2014");
    m_tiles->setTile(0, tr("Average GPU utilization"),
                     known ? MetricText::value(Metric::GpuUtil, h.averageUtil) : dash,
                     known ? tr("%n GPU(s) reporting", nullptr, h.reporting) : tr("waiting for samples"));
    m_tiles->setTile(
        1, tr("GPUs idle"), known ? QString::number(h.idleGpus) : dash,
        tr("utilization under %1 % right now").arg(ClusterHeadline::idleBelowPercent, 0, 'f', 0));
    QString hottest = dash;
    QString where;
    if (h.hottestGpu >= 0 && h.hottestGpu < m_session.liveSeries().gpus.size()) {
        const SeriesInfo& s = m_session.liveSeries().gpus[h.hottestGpu];
        hottest = MetricText::value(Metric::Temperature, h.hottestCelsius);
        where = tr("%1 \u00b7 GPU %2").arg(s.hostname).arg(s.key.gpu);
    }
    m_tiles->setTile(2, tr("Hottest GPU"), hottest, where);
    m_tiles->setTile(3, tr("Power draw"), known ? MetricText::power(h.powerWatts) : dash,
                     known ? tr("%1 W per GPU").arg(h.powerWatts / h.reporting, 0, 'f', 0) : QString());
    m_tiles->setTile(4, tr("GPU memory used"), known ? MetricText::memory(h.memoryUsedMiB) : dash,
                     known ? tr("%1 per GPU").arg(MetricText::memory(h.memoryUsedMiB / h.reporting))
                           : QString());
    const bool hot = h.hottestGpu >= 0 && h.hottestCelsius > GpuAlertTracker::temperatureLimit;
    m_tiles->tile(2)->setStyleSheet(hot ? QStringLiteral("QLabel { color: %1; }").arg(Theme::bad().name())
                                        : QString());
}

void MonitoringPage::updateState() {
    QString text;
    QString detail; // the technical words, for a tooltip
    QColor colour = palette().color(QPalette::WindowText);
    if (m_session.cluster().id.isEmpty()) {
        text = tr("No cluster to monitor");
    } else if (m_session.error().isError()) {
        text = tr("Could not load metrics: %1").arg(ErrorText::sentence(m_session.error()));
        detail = m_session.error().detail;
        colour = Theme::bad();
    } else if (m_session.isLoading()) {
        text = tr("Loading\u2026");
    } else if (m_session.isPaused()) {
        text = tr("Paused");
        colour = Theme::warning();
    } else if (m_session.isLive()) {
        text = m_session.fromPrometheus() ? tr("\u25cf Live from Prometheus") : tr("\u25cf Live");
        colour = Theme::good();
    } else {
        text = tr("Connecting to the live stream\u2026");
    }
    m_toolbar->showState(text, detail, colour);
}

bool MonitoringPage::exportPng(const QString& path, QString* error) const {
    return m_exports->writePng(path, error);
}

bool MonitoringPage::exportCsv(const QString& path, QString* error) const {
    return m_exports->writeCsv(path, error);
}

} // namespace cd
