#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <optional>

class QFont;
class QPalette;
class QWidget;

QT_BEGIN_NAMESPACE
class QAreaSeries;
class QCategoryAxis;
class QChart;
class QChartView;
class QGraphicsLineItem;
class QGraphicsSimpleTextItem;
class QLineSeries;
QT_END_NAMESPACE

namespace cd {

// What TimeSeriesChart draws, on Qt Charts: lines, a band and two labelled axes, already
// decimated and cut at gaps. The only part of the time-series chart that knows Qt Charts; moving to
// Qt Graphs replaces this class and leaves the chart's behaviour (view, zoom, hover) as it is.
//
// Series are pooled and kept in the chart: a new frame replace()s their points (Qt Charts' fast
// path) and hides the ones it does not need, so a live tick adds and removes nothing.
class TimeSeriesPlot final {
public:
    struct Tick {
        double at = 0;
        QString label;
        bool operator==(const Tick&) const = default;
    };
    struct Run {
        QColor color;
        double width = 1;
        QList<QPointF> points;
    };
    struct BandPiece {
        QList<QPointF> high;
        QList<QPointF> low;
    };

    explicit TimeSeriesPlot(QWidget* parent);
    ~TimeSeriesPlot();
    TimeSeriesPlot(const TimeSeriesPlot&) = delete;
    TimeSeriesPlot& operator=(const TimeSeriesPlot&) = delete;

    QWidget* widget() const;
    QWidget* viewport() const;
    // The plot area in the viewport's coordinates.
    QRectF plotArea() const;
    void setTitle(const QString& title);
    void setColours(const QPalette& palette);
    // The widget's font for the axes and (bold) the title, rather than Qt Charts' own Arial.
    void setFont(const QFont& font);
    void setAntialiased(bool on);
    // Empties every series before a new frame's axes: Qt Charts outlines each series' whole path
    // again (QPainterPathStroker, most of its cost) whenever an axis's range changes, and again at
    // replace(); an empty series costs nothing at the first, so a frame strokes each path once.
    void clearSeries();
    void setAxes(double x0, double x1, const QList<Tick>& xTicks, double y0, double y1,
                 const QList<Tick>& yTicks, const QString& unit);
    void setLines(const QList<Run>& runs);
    void setBand(const QColor& fill, const QList<BandPiece>& pieces);
    // Shown across the plot when not empty.
    void setEmptyText(const QString& text);
    // A dashed vertical line at time `t`, or none.
    void setMarker(std::optional<double> t);
    // Lays the chart out now if anything changed, so a paint that follows shows this frame.
    void settle();

private:
    static void setTicks(QCategoryAxis* axis, const QList<Tick>& ticks);
    QLineSeries* addLine();

    QChartView* m_view = nullptr;
    QChart* m_chart = nullptr;
    QCategoryAxis* m_x = nullptr;
    QCategoryAxis* m_y = nullptr;
    QList<QLineSeries*> m_lines;
    QList<QAreaSeries*> m_bands;
    QList<Tick> m_xTicks;
    QList<Tick> m_yTicks;
    QGraphicsSimpleTextItem* m_empty = nullptr;
    QGraphicsLineItem* m_marker = nullptr;
    std::optional<double> m_markerAt;
    QColor m_text;
};

} // namespace cd
