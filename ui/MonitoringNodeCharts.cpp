#include "MonitoringNodeCharts.h"

#include "charts/TimeSeriesChart.h"

#include "metrics/MetricCatalog.h"
#include "metrics/MetricText.h"
#include "session/MonitoringSession.h"

#include <QColor>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>

#include <algorithm>
#include <iterator>
#include <vector>

namespace cd {

namespace {

// Eight colours that stay apart on light and dark backgrounds (Tableau 10, less the greys).
const QColor gpuColours[] = {QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b), QColor(0xe1, 0x57, 0x59),
                             QColor(0x76, 0xb7, 0xb2), QColor(0x59, 0xa1, 0x4f), QColor(0xed, 0xc9, 0x48),
                             QColor(0xb0, 0x7a, 0xa1), QColor(0xff, 0x9d, 0xa7)};

} // namespace

MonitoringNodeCharts::MonitoringNodeCharts(const MonitoringSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session) {
    auto* nodesLayout = new QGridLayout(this);
    nodesLayout->setContentsMargins(0, 0, 0, 0);
    // Made in the order they read, which is the order Tab and a screen reader take.
    auto* nodeLabelA = new QLabel(tr("&Node:"), this);
    auto* nodeLabelB = new QLabel(tr("Co&mpare with:"), this);
    m_comboA = new QComboBox(this);
    m_comboB = new QComboBox(this);
    m_chartA = new TimeSeriesChart(this);
    m_chartB = new TimeSeriesChart(this);
    nodeLabelA->setBuddy(m_comboA);
    nodeLabelB->setBuddy(m_comboB);
    m_comboA->setAccessibleName(tr("Node to drill into"));
    m_comboB->setAccessibleName(tr("Node to compare with"));
    auto* rowA = new QHBoxLayout;
    rowA->addWidget(nodeLabelA);
    rowA->addWidget(m_comboA, 1);
    auto* rowB = new QHBoxLayout;
    rowB->addWidget(nodeLabelB);
    rowB->addWidget(m_comboB, 1);
    nodesLayout->addLayout(rowA, 0, 0);
    nodesLayout->addLayout(rowB, 0, 1);
    nodesLayout->addWidget(m_chartA, 1, 0);
    nodesLayout->addWidget(m_chartB, 1, 1);
    nodesLayout->setRowStretch(1, 1);

    m_chartA->setObjectName(QStringLiteral("nodeChartA"));
    m_chartB->setObjectName(QStringLiteral("nodeChartB"));
    connect(m_comboA, &QComboBox::currentIndexChanged, this, &MonitoringNodeCharts::refresh);
    connect(m_comboB, &QComboBox::currentIndexChanged, this, &MonitoringNodeCharts::refresh);
}

MonitoringNodeCharts::~MonitoringNodeCharts() = default;

void MonitoringNodeCharts::compare(const QString& first, const QString& second) {
    const int a = m_comboA->findData(first);
    const int b = m_comboB->findData(second);
    if (a >= 0)
        m_comboA->setCurrentIndex(a);
    if (b >= 0)
        m_comboB->setCurrentIndex(b);
}

void MonitoringNodeCharts::showNode(const QString& node) {
    const int index = m_comboA->findData(node);
    if (index >= 0)
        m_comboA->setCurrentIndex(index);
}

void MonitoringNodeCharts::reload() {
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
    for (QComboBox* combo : {m_comboA, m_comboB}) {
        const QString current = combo->currentData().toString();
        QSignalBlocker block(combo);
        combo->clear();
        if (combo == m_comboB)
            combo->addItem(tr("(none)"), QString());
        for (qsizetype i = 0; i < nodes.size(); ++i)
            combo->addItem(hosts[i], nodes[i]);
        int index = current.isEmpty() ? -1 : combo->findData(current);
        // By default the first node, compared with the last (often another pool).
        if (index < 0)
            index = combo == m_comboA ? 0 : (nodes.size() >= 2 ? int(nodes.size()) : 0);
        combo->setCurrentIndex(index);
    }
}

void MonitoringNodeCharts::refresh() {
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
                block->copyRow(s, 0, block->columns(), values.data());
                const int gpu = std::max(0, series[s].key.gpu);
                lines.append(
                    {series[s].key.gpu >= 0 ? tr("GPU %1").arg(series[s].key.gpu) : series[s].hostname,
                     gpuColours[gpu % int(std::size(gpuColours))], times, std::move(values)});
            }
        }
        chart->setData(std::move(lines), std::nullopt, block ? double(block->step()) : 1.0);
    };
    fill(m_chartA, m_comboA);
    fill(m_chartB, m_comboB);
}

} // namespace cd
