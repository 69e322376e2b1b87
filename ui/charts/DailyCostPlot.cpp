#include "DailyCostPlot.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QPalette>
#include <QStackedBarSeries>

namespace cd {

DailyCostPlot::DailyCostPlot(QWidget* parent)
    : m_chart(new QChart) {
    m_chart->legend()->hide(); // the chart's own legend keeps every label whole (DailyCostChart)
    m_chart->setBackgroundRoundness(0);
    // Room above the plot for half of the top value label, which is centred on the top line.
    const int halfLabel = (QFontMetrics(m_chart->font()).height() + 1) / 2;
    m_chart->setMargins(QMargins(0, 4 + halfLabel, 8, 0));
    m_chart->layout()->setContentsMargins(0, 0, 0, 0);
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_series = new QStackedBarSeries;
    m_series->setBarWidth(0.8);
    m_chart->addSeries(m_series);
    m_x = new QCategoryAxis;
    m_y = new QCategoryAxis;
    for (QCategoryAxis* axis : {m_x, m_y}) {
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        axis->setLineVisible(false);
    }
    m_x->setGridLineVisible(false);
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_series->attachAxis(m_x);
    m_series->attachAxis(m_y);
    if (parent) {
        m_view = new QChartView(m_chart, parent);
        m_view->setFrameShape(QFrame::NoFrame);
        m_view->setFocusPolicy(Qt::NoFocus);
        m_view->viewport()->setMouseTracking(true);
        m_view->viewport()->setAutoFillBackground(false);
        m_view->setRenderHint(QPainter::Antialiasing, false); // bars on whole pixels stay crisp
    } else {
        m_scene = std::make_unique<QGraphicsScene>();
        m_scene->addItem(m_chart);
    }
}

DailyCostPlot::~DailyCostPlot() = default; // the view or the scene owns the chart

QWidget* DailyCostPlot::widget() const {
    return m_view;
}

QWidget* DailyCostPlot::viewport() const {
    return m_view ? m_view->viewport() : nullptr;
}

QRectF DailyCostPlot::plotArea() const {
    return m_chart->plotArea();
}

void DailyCostPlot::setColours(const QPalette& palette) {
    // No background of its own: the chart sits on whatever it is drawn on, the page or paper.
    const QColor text = palette.color(QPalette::WindowText);
    m_chart->setBackgroundVisible(false);
    for (QCategoryAxis* axis : {m_x, m_y}) {
        axis->setLabelsBrush(text);
        axis->setGridLinePen(QPen(palette.color(QPalette::Mid), 0, Qt::DotLine));
    }
}

void DailyCostPlot::setFont(const QFont& font) {
    m_x->setLabelsFont(font);
    m_y->setLabelsFont(font);
}

void DailyCostPlot::setBars(const QList<Stack>& stacks, int days, const QList<Tick>& dayTicks, double bottom,
                            double top, const QList<Tick>& amountTicks) {
    // A data change is rare (a new range, another grouping): the sets are made anew.
    m_series->clear();
    for (const Stack& s : stacks) {
        auto* set = new QBarSet(QString());
        set->append(s.values);
        set->setColor(s.color);
        set->setPen(Qt::NoPen); // a border would fill the gap between one day's bar and the next
        set->setSelectedColor(s.color.darker(140));
        m_series->append(set);
    }
    for (QCategoryAxis* axis : {m_x, m_y}) {
        for (const QString& label : axis->categoriesLabels())
            axis->remove(label);
    }
    m_x->setRange(-0.5, std::max(0, days) - 0.5);
    m_x->setStartValue(-0.5);
    for (const Tick& t : dayTicks)
        m_x->append(t.label, t.at);
    m_y->setRange(bottom, top);
    m_y->setStartValue(bottom);
    for (const Tick& t : amountTicks)
        m_y->append(t.label, t.at);
}

void DailyCostPlot::highlight(int day) {
    for (QBarSet* set : m_series->barSets()) {
        set->deselectAllBars();
        if (day >= 0)
            set->selectBar(day);
    }
}

void DailyCostPlot::render(QPainter& painter, const QRectF& target, const QSizeF& size) {
    if (!m_scene)
        return;
    m_chart->resize(size);
    m_chart->layout()->activate();
    m_scene->setSceneRect(QRectF(QPointF(0, 0), size));
    m_scene->render(&painter, target, m_scene->sceneRect(), Qt::IgnoreAspectRatio);
}

} // namespace cd
