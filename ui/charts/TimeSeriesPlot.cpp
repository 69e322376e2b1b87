#include "TimeSeriesPlot.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QPalette>

namespace cd {

namespace {

QColor withAlpha(QColor c, double alpha) {
    c.setAlphaF(float(alpha));
    return c;
}

} // namespace

TimeSeriesPlot::TimeSeriesPlot(QWidget* parent)
    : m_chart(new QChart) {
    m_chart->legend()->hide();
    m_chart->setBackgroundRoundness(0);
    m_chart->setMargins(QMargins(2, 2, 8, 2));
    m_chart->layout()->setContentsMargins(0, 0, 0, 0);
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_x = new QCategoryAxis;
    m_y = new QCategoryAxis;
    for (QCategoryAxis* axis : {m_x, m_y}) {
        // Labels on round values (10:00, 50 %), not in the middle of a category.
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        axis->setLineVisible(false);
    }
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    // The band's first piece exists before any line, so it is drawn beneath them.
    setBand(QColor(), {});
    m_view = new QChartView(m_chart, parent);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->viewport()->setMouseTracking(true);
    m_view->setRenderHint(QPainter::Antialiasing, true);
    // Every item of a chart moves on every frame: a BSP index of them would be rebuilt each time.
    m_view->scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    // A frame changes most of the chart: repaint it whole rather than work out the smallest region.
    m_view->setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    m_view->setOptimizationFlags(QGraphicsView::DontAdjustForAntialiasing |
                                 QGraphicsView::DontSavePainterState);
    m_empty = new QGraphicsSimpleTextItem(m_chart);
    m_empty->setZValue(20);
    m_marker = new QGraphicsLineItem(m_chart);
    m_marker->setZValue(19);
    m_marker->hide();
    QObject::connect(m_chart, &QChart::plotAreaChanged, m_chart, [this] {
        setEmptyText(m_empty->text());
        setMarker(m_markerAt);
    });
}

TimeSeriesPlot::~TimeSeriesPlot() = default; // the view owns the chart, the chart its series

QWidget* TimeSeriesPlot::widget() const {
    return m_view;
}

QWidget* TimeSeriesPlot::viewport() const {
    return m_view->viewport();
}

QRectF TimeSeriesPlot::plotArea() const {
    return m_chart->plotArea();
}

void TimeSeriesPlot::setTitle(const QString& title) {
    if (m_chart->title() != title)
        m_chart->setTitle(title);
}

void TimeSeriesPlot::setColours(const QPalette& palette) {
    // Explicit colours rather than a QChart theme: the chart follows the console's own light, dark
    // and high-contrast palettes (Theme), which no built-in chart theme matches.
    m_text = palette.color(QPalette::WindowText);
    m_chart->setBackgroundBrush(palette.color(QPalette::Base));
    m_chart->setBackgroundPen(Qt::NoPen);
    m_chart->setTitleBrush(m_text);
    for (QCategoryAxis* axis : {m_x, m_y}) {
        axis->setLabelsBrush(withAlpha(m_text, 0.75));
        axis->setTitleBrush(withAlpha(m_text, 0.75));
        axis->setGridLinePen(QPen(withAlpha(m_text, 0.12), 1));
    }
    m_empty->setBrush(palette.color(QPalette::PlaceholderText));
    m_marker->setPen(QPen(withAlpha(m_text, 0.5), 1, Qt::DashLine));
}

void TimeSeriesPlot::setFont(const QFont& font) {
    QFont bold = font;
    bold.setBold(true);
    m_chart->setTitleFont(bold);
    for (QCategoryAxis* axis : {m_x, m_y}) {
        axis->setLabelsFont(font);
        axis->setTitleFont(font);
    }
    m_empty->setFont(font);
}

void TimeSeriesPlot::setAntialiased(bool on) {
    if (m_view->renderHints().testFlag(QPainter::Antialiasing) != on)
        m_view->setRenderHint(QPainter::Antialiasing, on);
}

void TimeSeriesPlot::setTicks(QCategoryAxis* axis, const QList<Tick>& ticks) {
    for (const QString& label : axis->categoriesLabels())
        axis->remove(label);
    // The first category starts a tick's spacing before the first tick, outside the plot: its start
    // line would otherwise be drawn twice over the first tick's (a darker line).
    if (!ticks.isEmpty()) {
        const double spacing = ticks.size() > 1 ? ticks[1].at - ticks[0].at : 1;
        axis->setStartValue(ticks.first().at - spacing);
    }
    for (const Tick& t : ticks)
        axis->append(t.label, t.at);
}

void TimeSeriesPlot::clearSeries() {
    for (QLineSeries* series : std::as_const(m_lines)) {
        if (series->count() > 0)
            series->clear();
    }
    for (QAreaSeries* area : std::as_const(m_bands)) {
        if (area->upperSeries()->count() > 0)
            area->upperSeries()->clear();
        if (area->lowerSeries()->count() > 0)
            area->lowerSeries()->clear();
    }
}

void TimeSeriesPlot::setAxes(double x0, double x1, const QList<Tick>& xTicks, double y0, double y1,
                             const QList<Tick>& yTicks, const QString& unit) {
    // Each change of an axis lays the chart out again: change only what did change.
    // A range change only moves the labels; a category change (setTicks) lays the chart out again.
    if (m_x->min() != x0 || m_x->max() != x1)
        m_x->setRange(x0, x1);
    if (m_xTicks != xTicks) {
        setTicks(m_x, xTicks);
        m_xTicks = xTicks;
    }
    if (m_y->min() != y0 || m_y->max() != y1)
        m_y->setRange(y0, y1);
    if (m_yTicks != yTicks) {
        setTicks(m_y, yTicks);
        m_yTicks = yTicks;
    }
    if (m_y->titleText() != unit) {
        m_y->setTitleText(unit);
        m_y->setTitleVisible(!unit.isEmpty());
    }
}

QLineSeries* TimeSeriesPlot::addLine() {
    auto* series = new QLineSeries;
    m_chart->addSeries(series);
    series->attachAxis(m_x);
    series->attachAxis(m_y);
    return series;
}

void TimeSeriesPlot::setLines(const QList<Run>& runs) {
    while (m_lines.size() < runs.size())
        m_lines.append(addLine());
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        QLineSeries* series = m_lines[i];
        if (i >= runs.size()) {
            if (series->count() > 0)
                series->clear();
            series->setVisible(false);
            continue;
        }
        const Run& run = runs[i];
        const QPen pen(run.color, run.width);
        if (series->pen() != pen)
            series->setPen(pen);
        // A lone sample between two gaps has no line to be seen on: it shows as a dot.
        const bool lone = run.points.size() == 1;
        if (series->pointsVisible() != lone)
            series->setPointsVisible(lone);
        series->replace(run.points);
        series->setVisible(true);
    }
}

void TimeSeriesPlot::setBand(const QColor& fill, const QList<BandPiece>& pieces) {
    const qsizetype needed = std::max<qsizetype>(1, pieces.size());
    for (qsizetype i = 0; i < needed || i < m_bands.size(); ++i) {
        if (i >= m_bands.size())
            m_bands.append(nullptr);
        if (!m_bands[i]) {
            auto* area = new QAreaSeries;
            area->setUpperSeries(new QLineSeries(area));
            area->setLowerSeries(new QLineSeries(area));
            area->setPen(Qt::NoPen);
            m_chart->addSeries(area);
            area->attachAxis(m_x);
            area->attachAxis(m_y);
            m_bands[i] = area;
        }
        QAreaSeries* area = m_bands[i];
        const bool used = i < pieces.size();
        area->upperSeries()->replace(used ? pieces[i].high : QList<QPointF>());
        area->lowerSeries()->replace(used ? pieces[i].low : QList<QPointF>());
        if (used && area->brush().color() != fill)
            area->setBrush(fill);
        area->setVisible(used);
    }
}

void TimeSeriesPlot::setEmptyText(const QString& text) {
    if (m_empty->text() != text)
        m_empty->setText(text);
    m_empty->setVisible(!text.isEmpty());
    const QRectF plot = m_chart->plotArea();
    const QRectF box = m_empty->boundingRect();
    m_empty->setPos(plot.center() - box.center());
}

void TimeSeriesPlot::setMarker(std::optional<double> t) {
    m_markerAt = t;
    const double x0 = m_x->min();
    const double x1 = m_x->max();
    if (!t || !(x1 > x0) || *t < x0 || *t > x1) {
        m_marker->hide();
        return;
    }
    const QRectF plot = m_chart->plotArea();
    const double x = plot.left() + (*t - x0) / (x1 - x0) * plot.width();
    m_marker->setLine(x, plot.top(), x, plot.bottom());
    m_marker->show();
}

void TimeSeriesPlot::settle() {
    if (m_chart->layout() && !m_chart->layout()->isActivated())
        m_chart->layout()->activate();
}

} // namespace cd
