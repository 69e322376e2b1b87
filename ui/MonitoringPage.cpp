#include "MonitoringPage.h"

#include "CustomRangeDialog.h"
#include "HeadlineTiles.h"
#include "HeatmapView.h"
#include "TabOrder.h"
#include "Theme.h"
#include "TimeSeriesChart.h"

#include "core/ErrorText.h"
#include "metrics/ClusterTrend.h"
#include "metrics/GpuAlertTracker.h"
#include "models/AlertText.h"
#include "models/ClusterListModel.h"
#include "models/MetricCsv.h"
#include "models/MetricText.h"
#include "session/MonitoringSession.h"

#include <QAction>
#include <QButtonGroup>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QSaveFile>
#include <QSplitter>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace cd {

namespace {

struct RangeButton {
    TimeRange range;
    const char* text;
};

// Eight colours that stay apart on light and dark backgrounds (Tableau 10, less the greys).
const QColor gpuColours[] = {QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b), QColor(0xe1, 0x57, 0x59),
                             QColor(0x76, 0xb7, 0xb2), QColor(0x59, 0xa1, 0x4f), QColor(0xed, 0xc9, 0x48),
                             QColor(0xb0, 0x7a, 0xa1), QColor(0xff, 0x9d, 0xa7)};

} // namespace

MonitoringPage::MonitoringPage(MonitoringSession& session, ClusterListModel& clusters, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_clusters(clusters)
    , m_clusterCombo(new QComboBox(this))
    , m_metricCombo(new QComboBox(this))
    , m_ranges(new QButtonGroup(this))
    , m_pause(new QToolButton(this))
    , m_state(new QLabel(this))
    , m_tiles(new HeadlineTiles(5, this))
    , m_chartArea(new QWidget(this))
    , m_heatmap(new HeatmapView(m_chartArea))
    , m_trend(new TimeSeriesChart(m_chartArea))
    , m_nodeComboA(new QComboBox(m_chartArea))
    , m_nodeComboB(new QComboBox(m_chartArea))
    , m_nodeA(new TimeSeriesChart(m_chartArea))
    , m_nodeB(new TimeSeriesChart(m_chartArea))
    , m_alerts(new QListWidget(this))
    , m_alertTitle(new QLabel(this)) {
    setObjectName(QStringLiteral("monitoringPage"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildToolbar());
    layout->addWidget(m_tiles);

    // Charts on the left, alerts on the right.
    auto* charts = new QVBoxLayout(m_chartArea);
    charts->setContentsMargins(0, 0, 0, 0);
    auto* split = new QSplitter(Qt::Vertical, m_chartArea);
    split->addWidget(m_heatmap);
    split->addWidget(m_trend);
    auto* nodes = new QWidget(split);
    auto* nodesLayout = new QGridLayout(nodes);
    nodesLayout->setContentsMargins(0, 0, 0, 0);
    auto* nodeLabelA = new QLabel(tr("&Node:"), nodes);
    nodeLabelA->setBuddy(m_nodeComboA);
    auto* nodeLabelB = new QLabel(tr("Co&mpare with:"), nodes);
    nodeLabelB->setBuddy(m_nodeComboB);
    m_nodeComboA->setAccessibleName(tr("Node to drill into"));
    m_nodeComboB->setAccessibleName(tr("Node to compare with"));
    auto* rowA = new QHBoxLayout;
    rowA->addWidget(nodeLabelA);
    rowA->addWidget(m_nodeComboA, 1);
    auto* rowB = new QHBoxLayout;
    rowB->addWidget(nodeLabelB);
    rowB->addWidget(m_nodeComboB, 1);
    nodesLayout->addLayout(rowA, 0, 0);
    nodesLayout->addLayout(rowB, 0, 1);
    nodesLayout->addWidget(m_nodeA, 1, 0);
    nodesLayout->addWidget(m_nodeB, 1, 1);
    nodesLayout->setRowStretch(1, 1);
    split->addWidget(nodes);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 3);
    split->setChildrenCollapsible(false);
    charts->addWidget(split);

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    m_alertTitle->setBuddy(m_alerts);
    sideLayout->addWidget(m_alertTitle);
    sideLayout->addWidget(m_alerts, 1);
    m_alerts->setObjectName(QStringLiteral("monitoringAlerts"));
    m_alerts->setAccessibleName(tr("GPU alerts"));
    m_alerts->setWordWrap(true);
    m_alerts->setMinimumWidth(260);
    auto* body = new QSplitter(Qt::Horizontal, this);
    body->addWidget(m_chartArea);
    body->addWidget(side);
    body->setStretchFactor(0, 4);
    body->setStretchFactor(1, 1);
    body->setChildrenCollapsible(false);
    layout->addWidget(body, 1);

    m_trend->setObjectName(QStringLiteral("trendChart"));
    m_nodeA->setObjectName(QStringLiteral("nodeChartA"));
    m_nodeB->setObjectName(QStringLiteral("nodeChartB"));
    m_heatmap->setObjectName(QStringLiteral("heatmap"));
    for (TimeSeriesChart* chart : {m_trend, m_nodeA, m_nodeB}) {
        chart->setEmptyText(tr("No samples in this window."));
        connect(chart, &TimeSeriesChart::viewChanged, this, &MonitoringPage::setView);
    }
    connect(m_heatmap, &HeatmapView::nodeActivated, this, [this](const QString& node) {
        const int index = m_nodeComboA->findData(node);
        if (index >= 0)
            m_nodeComboA->setCurrentIndex(index);
    });
    connect(m_nodeComboA, &QComboBox::currentIndexChanged, this, &MonitoringPage::updateNodeCharts);
    // Enter or a double click on an alert shows its node below.
    connect(m_alerts, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const int index = m_nodeComboA->findData(item->data(Qt::UserRole).toString());
        if (index >= 0)
            m_nodeComboA->setCurrentIndex(index);
    });
    connect(m_nodeComboB, &QComboBox::currentIndexChanged, this, &MonitoringPage::updateNodeCharts);

    connect(&m_session, &MonitoringSession::dataReset, this, &MonitoringPage::onDataReset);
    connect(&m_session, &MonitoringSession::ticked, this, &MonitoringPage::onTicked);
    connect(&m_session, &MonitoringSession::headlineChanged, this, &MonitoringPage::updateTiles);
    connect(&m_session, &MonitoringSession::alertsChanged, this, &MonitoringPage::updateAlerts);
    connect(&m_session, &MonitoringSession::stateChanged, this, &MonitoringPage::updateState);
    connect(&m_session, &MonitoringSession::alertsRaised, this, &MonitoringPage::notifyAlerts);
    connect(&m_clusters, &QAbstractItemModel::modelReset, this, &MonitoringPage::fillClusterCombo);
    connect(&m_clusters, &QAbstractItemModel::rowsInserted, this, &MonitoringPage::fillClusterCombo);
    connect(&m_clusters, &QAbstractItemModel::rowsRemoved, this, &MonitoringPage::fillClusterCombo);
    connect(&m_clusters, &QAbstractItemModel::dataChanged, this, [this] {
        const QString id = m_clusterCombo->currentData().toString();
        for (const Cluster& c : m_clusters.clusters()) {
            if (c.id == id)
                m_session.setCluster(c); // same id: only its figures (price, pools) refresh
        }
    });
    fillClusterCombo();
    onDataReset();
    updateTiles();
    updateAlerts();
    updateState();
}

MonitoringPage::~MonitoringPage() = default;

QWidget* MonitoringPage::buildToolbar() {
    // Two rows, what to show and then how: on one row the page was wider than a 1366-pixel
    // laptop screen.
    auto* bar = new QWidget(this);
    auto* rows = new QVBoxLayout(bar);
    rows->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    auto* second = new QHBoxLayout;
    rows->addLayout(row);
    rows->addLayout(second);
    auto* clusterLabel = new QLabel(tr("C&luster:"), bar);
    clusterLabel->setBuddy(m_clusterCombo);
    m_clusterCombo->setObjectName(QStringLiteral("monitoringCluster"));
    m_clusterCombo->setMinimumContentsLength(18);
    m_clusterCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    auto* metricLabel = new QLabel(tr("M&etric:"), bar);
    metricLabel->setBuddy(m_metricCombo);
    m_metricCombo->setObjectName(QStringLiteral("monitoringMetric"));
    for (const MetricInfo& m : MetricCatalog::all()) {
        m_metricCombo->addItem(MetricText::title(m.metric), int(m.metric));
        m_metricCombo->setItemData(m_metricCombo->count() - 1, m.name, Qt::ToolTipRole);
    }
    row->addWidget(clusterLabel);
    row->addWidget(m_clusterCombo);
    row->addSpacing(8);
    row->addWidget(metricLabel);
    row->addWidget(m_metricCombo);
    row->addSpacing(8);
    row->addWidget(m_state, 1);

    const RangeButton buttons[] = {
        {TimeRange::Live, QT_TR_NOOP("Live")},           {TimeRange::Minutes15, QT_TR_NOOP("15 min")},
        {TimeRange::Hour1, QT_TR_NOOP("1 h")},           {TimeRange::Hours6, QT_TR_NOOP("6 h")},
        {TimeRange::Day1, QT_TR_NOOP("24 h")},           {TimeRange::Days7, QT_TR_NOOP("7 days")},
        {TimeRange::Custom, QT_TR_NOOP("Custom\u2026")},
    };
    m_ranges->setExclusive(true);
    // Tab goes along the toolbar's rows as they read, before the charts below (which were made
    // first, and Qt's tab order is the order of making).
    QList<QWidget*> tabOrder{m_clusterCombo, m_metricCombo};
    int key = 1;
    for (const RangeButton& b : buttons) {
        auto* button = new QToolButton(bar);
        button->setText(tr(b.text));
        button->setCheckable(b.range != TimeRange::Custom);
        button->setAutoRaise(true);
        button->setObjectName(QStringLiteral("range%1").arg(int(b.range)));
        if (b.range != TimeRange::Custom) {
            button->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_0 + key++)));
            button->setToolTip(
                tr("%1 (%2)").arg(tr(b.text), button->shortcut().toString(QKeySequence::NativeText)));
            m_ranges->addButton(button, int(b.range));
        } else {
            button->setToolTip(tr("Choose a start and an end"));
            connect(button, &QToolButton::clicked, this, &MonitoringPage::chooseCustomRange);
        }
        second->addWidget(button);
        tabOrder.append(button);
    }
    m_ranges->button(int(TimeRange::Minutes15))->setChecked(true);
    connect(m_ranges, &QButtonGroup::idClicked, this, [this](int id) { setRange(TimeRange(id)); });

    m_pause->setText(tr("&Pause"));
    m_pause->setCheckable(true);
    m_pause->setObjectName(QStringLiteral("monitoringPause"));
    m_pause->setToolTip(tr("Stop following the live stream (Ctrl+Space)"));
    m_pause->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Space));
    connect(m_pause, &QToolButton::toggled, this, [this](bool on) { m_session.setPaused(on); });
    second->addSpacing(8);
    second->addWidget(m_pause);

    auto* reset = new QToolButton(bar);
    reset->setText(tr("&Reset zoom"));
    reset->setToolTip(tr("Show the whole window again (Home in a chart)"));
    connect(reset, &QToolButton::clicked, this, [this] { m_trend->resetView(); });
    second->addWidget(reset);

    auto* exportButton = new QToolButton(bar);
    exportButton->setText(tr("E&xport"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(exportButton);
    auto* png = menu->addAction(tr("Chart as &PNG\u2026"), this, &MonitoringPage::exportPngInteractive);
    png->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    png->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    auto* csv = menu->addAction(tr("Data as &CSV\u2026"), this, &MonitoringPage::exportCsvInteractive);
    csv->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    csv->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(png);
    addAction(csv);
    exportButton->setMenu(menu);
    second->addWidget(exportButton);
    second->addStretch(1);
    tabOrder << m_pause << reset << exportButton;
    TabOrder::chain(tabOrder);
    m_state->setObjectName(QStringLiteral("monitoringState"));
    m_state->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    connect(m_clusterCombo, &QComboBox::activated, this, &MonitoringPage::onClusterChosen);
    connect(m_metricCombo, &QComboBox::currentIndexChanged, this,
            [this] { m_session.setMetric(Metric(m_metricCombo->currentData().toInt())); });
    return bar;
}

QLabel* MonitoringPage::tile(int index) const {
    return m_tiles->tile(index);
}

void MonitoringPage::notifyAlerts(const QList<GpuAlert>& raised) {
    // A notification per node and kind, and one summary when a whole job stalls at once: a
    // 64-node cluster going idle must not bring 512 notifications.
    QList<QList<GpuAlert>> groups;
    const QList<SeriesInfo>& gpus = m_session.liveSeries().gpus;
    for (const GpuAlert& a : raised) {
        const QString node = a.gpu < gpus.size() ? gpus[a.gpu].key.node : QString();
        auto same = std::find_if(groups.begin(), groups.end(), [&](const QList<GpuAlert>& g) {
            const GpuAlert& f = g.first();
            return f.kind == a.kind && (f.gpu < gpus.size() ? gpus[f.gpu].key.node : QString()) == node;
        });
        if (same == groups.end())
            groups.append({a});
        else
            same->append(a);
    }
    const AlertText::Context context = alertContext();
    if (groups.size() <= 2) {
        for (const QList<GpuAlert>& g : groups)
            Q_EMIT notification(tr("GPU alert"), AlertText::group(g, context), true);
        return;
    }
    Q_EMIT notification(
        tr("GPU alerts"),
        tr("%n new GPU alert(s) on %1; the Monitoring page lists them.", nullptr, int(raised.size()))
            .arg(m_session.cluster().name),
        true);
}

void MonitoringPage::fillClusterCombo() {
    // The person's choice survives the list being emptied and loaded again (a reconnect).
    const QString current =
        m_chosenCluster.isEmpty() ? m_clusterCombo->currentData().toString() : m_chosenCluster;
    QSignalBlocker block(m_clusterCombo);
    m_clusterCombo->clear();
    for (const Cluster& c : m_clusters.clusters())
        m_clusterCombo->addItem(QStringLiteral("%1 (%2)").arg(c.name, c.id), c.id);
    int index = m_clusterCombo->findData(current);
    if (index < 0) {
        // The first cluster that runs, so the page opens on something with samples.
        for (int i = 0; i < m_clusters.clusters().size(); ++i) {
            if (m_clusters.clusters()[i].state == ClusterState::Running) {
                index = i;
                break;
            }
        }
    }
    if (m_clusterCombo->count() == 0)
        return; // emptied while the list reloads: keep showing what was shown
    if (index < 0)
        index = 0;
    m_clusterCombo->setCurrentIndex(index);
    if (m_clusterCombo->currentData().toString() != current)
        onClusterChosen();
}

bool MonitoringPage::selectCluster(const QString& clusterIdOrName) {
    for (int i = 0; i < m_clusterCombo->count(); ++i) {
        const Cluster& c = m_clusters.clusters()[i];
        if (c.id == clusterIdOrName || c.name == clusterIdOrName) {
            m_clusterCombo->setCurrentIndex(i);
            onClusterChosen();
            return true;
        }
    }
    return false;
}

void MonitoringPage::onClusterChosen() {
    const QString id = m_clusterCombo->currentData().toString();
    if (!id.isEmpty())
        m_chosenCluster = id;
    for (const Cluster& c : m_clusters.clusters()) {
        if (c.id == id) {
            m_session.setCluster(c);
            return;
        }
    }
    m_session.setCluster(Cluster{});
}

void MonitoringPage::setMetric(Metric metric) {
    m_metricCombo->setCurrentIndex(m_metricCombo->findData(int(metric)));
}

void MonitoringPage::setRange(TimeRange range) {
    if (auto* button = m_ranges->button(int(range)))
        button->setChecked(true);
    m_viewWhole = true;
    m_session.setRange(range);
}

void MonitoringPage::setPaused(bool paused) {
    m_pause->setChecked(paused);
}

void MonitoringPage::compareNodes(const QString& first, const QString& second) {
    const int a = m_nodeComboA->findData(first);
    const int b = m_nodeComboB->findData(second);
    if (a >= 0)
        m_nodeComboA->setCurrentIndex(a);
    if (b >= 0)
        m_nodeComboB->setCurrentIndex(b);
}

void MonitoringPage::chooseCustomRange() {
    const TimeWindow& w = m_session.window();
    const qint64 now = m_session.now();
    CustomRangeDialog dialog(w.end > 0 ? w.start : now - 3600, w.end > 0 ? w.end : now, now, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (auto* checked = m_ranges->checkedButton()) {
        m_ranges->setExclusive(false);
        checked->setChecked(false);
        m_ranges->setExclusive(true);
    }
    m_viewWhole = true;
    m_session.setCustomRange(dialog.start(), dialog.end());
}

void MonitoringPage::setView(double t0, double t1) {
    m_view0 = t0;
    m_view1 = t1;
    const TimeWindow& w = m_session.window();
    m_viewWhole = t0 <= double(w.start) && t1 >= double(w.end);
    for (TimeSeriesChart* chart : {m_trend, m_nodeA, m_nodeB}) {
        QSignalBlocker block(chart);
        chart->setView(t0, t1);
    }
    m_heatmap->setView(t0, t1);
}

void MonitoringPage::onDataReset() {
    m_viewWhole = true;
    m_heatmap->setStore(&m_session.store(), m_session.metric());
    fillNodeCombos();
    updateCharts(true);
    updateState();
}

void MonitoringPage::onTicked() {
    updateCharts(false);
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
        const ClusterTrend trend = ClusterTrend::of(*block);
        TimeSeriesChart::Line mean{tr("Average"), Theme::accent(), trend.times, trend.mean};
        TimeSeriesChart::Band band{trend.times, trend.low, trend.high};
        m_trend->setData({mean}, band, double(block->step()));
    } else {
        m_trend->setData({}, std::nullopt, 1);
    }
    // The view follows the newest second unless the person zoomed or panned away.
    const double t0 = double(w.start);
    const double t1 = double(w.end + w.step);
    for (TimeSeriesChart* chart : {m_trend, m_nodeA, m_nodeB}) {
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
    updateNodeCharts();
}

void MonitoringPage::fillNodeCombos() {
    const MetricStore& store = m_session.store();
    QStringList nodes;
    QStringList hosts;
    for (const SeriesInfo& s : store.series(MetricScope::Gpu).isEmpty() ? store.series(MetricScope::Node)
                                                                        : store.series(MetricScope::Gpu)) {
        if (!nodes.contains(s.key.node)) {
            nodes << s.key.node;
            hosts << s.hostname;
        }
    }
    for (QComboBox* combo : {m_nodeComboA, m_nodeComboB}) {
        const QString current = combo->currentData().toString();
        QSignalBlocker block(combo);
        combo->clear();
        if (combo == m_nodeComboB)
            combo->addItem(tr("(none)"), QString());
        for (qsizetype i = 0; i < nodes.size(); ++i)
            combo->addItem(hosts[i], nodes[i]);
        int index = current.isEmpty() ? -1 : combo->findData(current);
        // By default the first node, compared with the last (often another pool).
        if (index < 0)
            index = combo == m_nodeComboA ? 0 : (nodes.size() >= 2 ? int(nodes.size()) : 0);
        combo->setCurrentIndex(index);
    }
}

void MonitoringPage::updateNodeCharts() {
    const MetricStore& store = m_session.store();
    const Metric metric = m_session.metric();
    const MetricInfo& info = MetricCatalog::info(metric);
    const SeriesBlock* block = store.block(metric);
    const QList<SeriesInfo>& series = store.series(info.scope);
    auto fill = [&](TimeSeriesChart* chart, QComboBox* combo) {
        const QString node = combo->currentData().toString();
        chart->setMetric(metric);
        chart->setTitle(node.isEmpty() ? tr("Choose a node to compare")
                                       : tr("%1 on %2").arg(MetricText::title(metric), combo->currentText()));
        QList<TimeSeriesChart::Line> lines;
        if (block && !node.isEmpty()) {
            std::vector<double> times(std::size_t(block->columns()));
            for (int c = 0; c < block->columns(); ++c)
                times[std::size_t(c)] = double(block->timeAt(c));
            for (int s = 0; s < series.size() && s < block->seriesCount(); ++s) {
                if (series[s].key.node != node)
                    continue;
                std::vector<float> values(std::size_t(block->columns()));
                for (int c = 0; c < block->columns(); ++c)
                    values[std::size_t(c)] = block->value(s, c);
                const int gpu = std::max(0, series[s].key.gpu);
                lines.append(
                    {series[s].key.gpu >= 0 ? tr("GPU %1").arg(series[s].key.gpu) : series[s].hostname,
                     gpuColours[gpu % int(std::size(gpuColours))], times, std::move(values)});
            }
        }
        chart->setData(std::move(lines), std::nullopt, block ? double(block->step()) : 1.0);
    };
    fill(m_nodeA, m_nodeComboA);
    fill(m_nodeB, m_nodeComboB);
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
    m_tiles->setTile(3, tr("Power draw"), known ? tr("%1 kW").arg(h.powerWatts / 1000.0, 0, 'f', 1) : dash,
                     known ? tr("%1 W per GPU").arg(h.powerWatts / h.reporting, 0, 'f', 0) : QString());
    m_tiles->setTile(4, tr("GPU memory used"),
                     known ? tr("%1 TiB").arg(h.memoryUsedMiB / 1024.0 / 1024.0, 0, 'f', 2) : dash,
                     known ? tr("%1 GiB per GPU").arg(h.memoryUsedMiB / 1024.0 / h.reporting, 0, 'f', 1)
                           : QString());
    const bool hot = h.hottestGpu >= 0 && h.hottestCelsius > GpuAlertTracker::temperatureLimit;
    m_tiles->tile(2)->setStyleSheet(hot ? QStringLiteral("QLabel { color: %1; }").arg(Theme::bad().name())
                                        : QString());
}

void MonitoringPage::updateAlerts() {
    m_alerts->clear();
    const QList<GpuAlert>& alerts = m_session.alerts();
    const QList<SeriesInfo>& gpus = m_session.liveSeries().gpus;
    const AlertText::Context context = alertContext();
    double idleCost = 0;
    // One line per node and kind: a 64-node cluster with a pool waiting is a few lines, not 128.
    // Failures and heat first, then idle GPUs.
    QList<QPair<QString, QList<GpuAlert>>> groups;
    for (GpuAlert::Kind kind : {GpuAlert::Kind::Xid, GpuAlert::Kind::Hot, GpuAlert::Kind::Idle}) {
        for (const GpuAlert& a : alerts) {
            if (a.kind != kind)
                continue;
            const QString node = a.gpu < gpus.size() ? gpus[a.gpu].key.node : QString();
            if (groups.isEmpty() || groups.last().first != node || groups.last().second.first().kind != kind)
                groups.append({node, {}});
            groups.last().second.append(a);
            if (kind == GpuAlert::Kind::Idle && a.gpu < gpus.size())
                idleCost += m_session.gpuHourPrice(gpus[a.gpu].pool);
        }
    }
    for (const auto& [node, group] : groups) {
        auto* item = new QListWidgetItem(AlertText::group(group, context), m_alerts);
        item->setForeground(group.first().kind != GpuAlert::Kind::Idle ? Theme::bad() : Theme::warning());
        item->setData(Qt::UserRole, node);
    }

    if (alerts.isEmpty())
        new QListWidgetItem(tr("No alerts: no GPU idle for %1 minutes, too hot or reporting an XID error.")
                                .arg(GpuAlertTracker::idleAfterSeconds / 60),
                            m_alerts);
    m_alertTitle->setText(idleCost > 0 ? tr("&Alerts (%1) \u00b7 idle GPUs cost %2 %3 an hour")
                                             .arg(alerts.size())
                                             .arg(idleCost, 0, 'f', 2)
                                             .arg(m_session.currencyCode())
                                       : tr("&Alerts (%1)").arg(alerts.size()));
}

AlertText::Context MonitoringPage::alertContext() const {
    AlertText::Context c;
    c.clusterName = m_session.cluster().name;
    c.now = m_session.now();
    c.currency = m_session.currencyCode();
    c.gpus = m_session.liveSeries().gpus;
    c.price = [this](const QString& pool) { return m_session.gpuHourPrice(pool); };
    c.lookBackSeconds = MonitoringSession::idleLookBackSeconds;
    return c;
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
    m_state->setText(text);
    m_state->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(colour.name()));
    m_state->setToolTip(detail);
}

bool MonitoringPage::exportPng(const QString& path, QString* error) const {
    const QPixmap image = m_chartArea->grab();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        *error = tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool MonitoringPage::exportCsv(const QString& path, QString* error) const {
    const QByteArray csv = MetricCsv::write(m_session.store(), m_session.metric(),
                                            qint64(std::floor(m_view0)), qint64(std::ceil(m_view1)));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size() || !file.commit()) {
        *error = tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void MonitoringPage::exportInteractive(const QString& title, const QString& suggested, const QString& filter,
                                       bool (MonitoringPage::*write)(const QString&, QString*) const) {
    const QString path = QFileDialog::getSaveFileName(this, title, suggested, filter);
    if (path.isEmpty())
        return;
    QString error;
    if (!(this->*write)(path, &error))
        Q_EMIT notification(tr("Export failed"), error, true);
    else
        Q_EMIT notification(tr("Exported"), path, false);
}

void MonitoringPage::exportPngInteractive() {
    exportInteractive(tr("Export chart as PNG"),
                      QStandardPaths::writableLocation(QStandardPaths::PicturesLocation) + u'/' +
                          m_session.cluster().name + QStringLiteral("-monitoring.png"),
                      tr("PNG images (*.png)"), &MonitoringPage::exportPng);
}

void MonitoringPage::exportCsvInteractive() {
    exportInteractive(tr("Export data as CSV"),
                      QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + u'/' +
                          m_session.cluster().name + u'-' + MetricCatalog::info(m_session.metric()).name +
                          QStringLiteral(".csv"),
                      tr("CSV files (*.csv)"), &MonitoringPage::exportCsv);
}

} // namespace cd
