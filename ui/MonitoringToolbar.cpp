#include "MonitoringToolbar.h"

#include "ShortcutsHelp.h"
#include "TabOrder.h"

#include "metrics/MetricText.h"

#include <QAction>
#include <QButtonGroup>
#include <QColor>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

namespace cd {

namespace {

struct RangeButton {
    TimeRange range;
    const char* text;
};

// Beside the id the combo box keeps, so that a cluster can be chosen by its name too.
constexpr int clusterNameRole = Qt::UserRole + 1;

} // namespace

MonitoringToolbar::MonitoringToolbar(QWidget* parent)
    : QWidget(parent)
    , m_ranges(new QButtonGroup(this)) {
    // Two rows, what to show and then how: on one row the page was wider than a 1366-pixel
    // laptop screen.
    auto* rows = new QVBoxLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    auto* second = new QHBoxLayout;
    rows->addLayout(row);
    rows->addLayout(second);
    // Made in the order they read, which is the order Tab and a screen reader take.
    auto* clusterLabel = new QLabel(tr("C&luster:"), this);
    auto* metricLabel = new QLabel(tr("M&etric:"), this);
    m_clusterCombo = new QComboBox(this);
    m_metricCombo = new QComboBox(this);
    m_state = new QLabel(this);
    clusterLabel->setBuddy(m_clusterCombo);
    m_clusterCombo->setObjectName(QStringLiteral("monitoringCluster"));
    m_clusterCombo->setMinimumContentsLength(18);
    m_clusterCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
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
    m_state->setObjectName(QStringLiteral("monitoringState"));
    m_state->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    // Tab goes along the rows as they read, before the charts below (which the page makes later).
    QList<QWidget*> tabOrder{m_clusterCombo, m_metricCombo};
    addRangeButtons(second, tabOrder);

    m_pause = new QToolButton(this);
    m_pause->setText(tr("&Pause"));
    m_pause->setCheckable(true);
    m_pause->setObjectName(QStringLiteral("monitoringPause"));
    // Ctrl+P (⌘P on macOS), P for pause: Ctrl+Space, which it was, switches the input method
    // for people who type Chinese and opens Spotlight on macOS (as Ctrl+Shift+Space and Alt+Space
    // do elsewhere), so the console never had it. No desktop or input method takes Ctrl+P, and
    // the console prints nothing that Print would need it for. (Setting the shortcut replaces the
    // text's Alt+P, which macOS has no use for and which Ctrl+P stands in for everywhere.)
    m_pause->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_pause->setToolTip(ShortcutsHelp::withKey(tr("Stop following the live stream"), m_pause->shortcut()));
    connect(m_pause, &QToolButton::toggled, this, &MonitoringToolbar::pausedChanged);
    second->addSpacing(8);
    second->addWidget(m_pause);
    tabOrder << m_pause;

    auto* reset = new QToolButton(this);
    reset->setText(tr("&Reset zoom"));
    reset->setToolTip(tr("Show the whole window again (Home in a chart)"));
    connect(reset, &QToolButton::clicked, this, &MonitoringToolbar::resetZoomRequested);
    second->addWidget(reset);
    tabOrder << reset;

    addExportButton(second, tabOrder);
    second->addStretch(1);
    TabOrder::chain(tabOrder);

    connect(m_clusterCombo, &QComboBox::activated, this, &MonitoringToolbar::onClusterChosen);
    connect(m_metricCombo, &QComboBox::currentIndexChanged, this,
            [this] { Q_EMIT metricChosen(Metric(m_metricCombo->currentData().toInt())); });
}

MonitoringToolbar::~MonitoringToolbar() = default;

void MonitoringToolbar::addRangeButtons(QLayout* row, QList<QWidget*>& tabOrder) {
    const RangeButton buttons[] = {
        {TimeRange::Live, QT_TR_NOOP("Live")},           {TimeRange::Minutes15, QT_TR_NOOP("15 min")},
        {TimeRange::Hour1, QT_TR_NOOP("1 h")},           {TimeRange::Hours6, QT_TR_NOOP("6 h")},
        {TimeRange::Day1, QT_TR_NOOP("24 h")},           {TimeRange::Days7, QT_TR_NOOP("7 days")},
        {TimeRange::Custom, QT_TR_NOOP("Custom\u2026")},
    };
    m_ranges->setExclusive(true);
    int key = 1;
    for (const RangeButton& b : buttons) {
        auto* button = new QToolButton(this);
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
            connect(button, &QToolButton::clicked, this, &MonitoringToolbar::customRangeRequested);
        }
        row->addWidget(button);
        tabOrder.append(button);
    }
    m_ranges->button(int(TimeRange::Minutes15))->setChecked(true);
    connect(m_ranges, &QButtonGroup::idClicked, this, [this](int id) { Q_EMIT rangeChosen(TimeRange(id)); });
}

void MonitoringToolbar::addExportButton(QLayout* row, QList<QWidget*>& tabOrder) {
    auto* exportButton = new QToolButton(this);
    exportButton->setText(tr("E&xport"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(exportButton);
    auto* png = menu->addAction(tr("Chart as &PNG\u2026"), this, &MonitoringToolbar::exportPngRequested);
    png->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    png->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    auto* csv = menu->addAction(tr("Data as &CSV\u2026"), this, &MonitoringToolbar::exportCsvRequested);
    csv->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    csv->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_exportActions = {png, csv};
    exportButton->setMenu(menu);
    row->addWidget(exportButton);
    tabOrder << exportButton;
}

void MonitoringToolbar::setClusters(const QList<Cluster>& clusters) {
    // The person's choice survives the list being emptied and loaded again (a reconnect), also
    // while it comes back a row at a time: a stand-in shown meanwhile is not taken for a choice.
    const QString shown = m_clusterCombo->currentData().toString();
    QSignalBlocker block(m_clusterCombo);
    m_clusterCombo->clear();
    for (const Cluster& c : clusters) {
        m_clusterCombo->addItem(QStringLiteral("%1 (%2)").arg(c.name, c.id), c.id);
        m_clusterCombo->setItemData(m_clusterCombo->count() - 1, c.name, clusterNameRole);
    }
    int index = m_chosenCluster.isEmpty() ? -1 : m_clusterCombo->findData(m_chosenCluster);
    if (index < 0) {
        // The first cluster that runs, so the page opens on something with samples: looked for
        // again as more of the list arrives, since the first rows may hold none that runs.
        for (int i = 0; i < clusters.size(); ++i) {
            if (clusters[i].state == ClusterState::Running) {
                index = i;
                break;
            }
        }
    }
    if (index < 0)
        index = m_clusterCombo->findData(shown); // nothing runs: stay where the page is
    if (m_clusterCombo->count() == 0)
        return; // emptied while the list reloads: keep showing what was shown
    if (index < 0)
        index = 0;
    m_clusterCombo->setCurrentIndex(index);
    if (m_clusterCombo->currentData().toString() != shown)
        Q_EMIT clusterChosen(m_clusterCombo->currentData().toString());
}

bool MonitoringToolbar::selectCluster(const QString& clusterIdOrName) {
    for (int i = 0; i < m_clusterCombo->count(); ++i) {
        if (m_clusterCombo->itemData(i).toString() == clusterIdOrName ||
            m_clusterCombo->itemData(i, clusterNameRole).toString() == clusterIdOrName) {
            m_clusterCombo->setCurrentIndex(i);
            onClusterChosen();
            return true;
        }
    }
    return false;
}

QString MonitoringToolbar::clusterId() const {
    return m_clusterCombo->currentData().toString();
}

void MonitoringToolbar::onClusterChosen() {
    const QString id = m_clusterCombo->currentData().toString();
    if (!id.isEmpty())
        m_chosenCluster = id;
    Q_EMIT clusterChosen(id);
}

void MonitoringToolbar::setMetric(Metric metric) {
    m_metricCombo->setCurrentIndex(m_metricCombo->findData(int(metric)));
}

void MonitoringToolbar::showRange(TimeRange range) {
    if (auto* button = m_ranges->button(int(range)))
        button->setChecked(true);
}

void MonitoringToolbar::showCustomRange() {
    // No button stands for a range of the person's own.
    if (auto* checked = m_ranges->checkedButton()) {
        m_ranges->setExclusive(false);
        checked->setChecked(false);
        m_ranges->setExclusive(true);
    }
}

void MonitoringToolbar::setPaused(bool paused) {
    m_pause->setChecked(paused);
}

void MonitoringToolbar::showState(const QString& text, const QString& detail, const QColor& colour) {
    m_state->setText(text);
    m_state->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(colour.name()));
    m_state->setToolTip(detail);
}

} // namespace cd
