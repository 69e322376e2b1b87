#pragma once

// The benchmark's baseline: the chart as the console drew it with QPainter before it moved to
// Qt Charts (ui/charts/), kept unchanged but for its name so bench_monitoring can time both in
// the same run. Nothing in the console uses it.

#include "metrics/MetricCatalog.h"

#include <QColor>
#include <QList>
#include <QWidget>

#include <optional>
#include <vector>

namespace cd {

// A time-series line chart drawn with QPainter: any number of lines, an optional min-max band,
// M4-decimated to the plot's pixel columns so a day of 1-second samples draws as fast as a few
// thousand points. The mouse wheel and + / - zoom, dragging and the arrow keys pan, Home shows the
// whole window again; hovering shows the exact values and time under the pointer. Charts of one
// page share their view through viewChanged().
class PainterTimeSeriesChart final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PainterTimeSeriesChart)

public:
    struct Line {
        QString name;
        QColor color;
        std::vector<double> times;
        std::vector<float> values;
    };
    struct Band {
        std::vector<double> times;
        std::vector<float> low;
        std::vector<float> high;
    };

    explicit PainterTimeSeriesChart(QWidget* parent = nullptr);
    ~PainterTimeSeriesChart() override;

    void setTitle(const QString& title);
    void setMetric(Metric metric);
    // `step`: the samples' spacing; consecutive samples more than 2.5 steps apart are a gap.
    void setData(QList<Line> lines, std::optional<Band> band, double step);
    // The loaded window: the view never leaves it.
    void setDataWindow(double t0, double t1);
    void setView(double t0, double t1);
    double viewStart() const { return m_view0; }
    double viewEnd() const { return m_view1; }
    void resetView();
    void zoom(double factor, double around);
    void pan(double fraction);
    // Painted the point as the data are; for tests and the benchmark.
    int maxPointsPerColumn() const { return m_maxPerColumn; }
    const QList<Line>& lines() const { return m_lines; }
    QString emptyText() const { return m_emptyText; }
    void setEmptyText(const QString& text);

    QSize minimumSizeHint() const override { return {240, 140}; }
    QSize sizeHint() const override { return {640, 240}; }

Q_SIGNALS:
    void viewChanged(double t0, double t1);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    QRectF plotRect() const;
    double timeAt(double x) const;
    double xAt(double t) const;
    void valueRange(double* lo, double* hi) const;
    void drawAxes(QPainter& p, const QRectF& plot, double lo, double hi, double scale, const QString& unit);
    void drawHover(QPainter& p, const QRectF& plot, double scale, const QString& unit);
    void applyView(double t0, double t1);

    QString m_title;
    Metric m_metric = Metric::GpuUtil;
    QList<Line> m_lines;
    std::optional<Band> m_band;
    double m_step = 1;
    double m_data0 = 0;
    double m_data1 = 1;
    double m_view0 = 0;
    double m_view1 = 1;
    int m_maxPerColumn = 0;
    QString m_emptyText;
    std::optional<QPointF> m_hover;
    std::optional<QPointF> m_dragFrom;
    double m_dragView0 = 0;
};

} // namespace cd
