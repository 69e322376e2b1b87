#pragma once

#include "metrics/MetricCatalog.h"

#include <QColor>
#include <QList>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

namespace cd {

class TimeSeriesPlot;

// A time-series line chart: any number of lines, an optional min-max band, M4-decimated to the
// plot's pixel columns so a day of 1-second samples draws as fast as a few thousand points. The
// mouse wheel and + / - zoom, dragging and the arrow keys pan, Home shows the whole window again;
// hovering shows the exact values and time under the pointer. Charts of one page share their view
// through viewChanged().
//
// Drawn with Qt Charts; nothing of Qt Charts shows through this header, so the pages do not change
// when the drawing moves to Qt Graphs (see ui/charts/README.md).
class TimeSeriesChart final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimeSeriesChart)

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
        QColor color; // the fill's hue (drawn translucent); invalid: the first line's colour
    };

    explicit TimeSeriesChart(QWidget* parent = nullptr);
    ~TimeSeriesChart() override;

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
    // The most points any series was given for one pixel column (M4 keeps at most 4); for tests
    // and the benchmark.
    int maxPointsPerColumn() const;
    const QList<Line>& lines() const { return m_lines; }
    QString emptyText() const { return m_emptyText; }
    void setEmptyText(const QString& text);
    // What hovering at time `t` shows: the time, the band's range and each line's value.
    QString hoverText(double t) const;

    QSize minimumSizeHint() const override { return {240, 140}; }
    QSize sizeHint() const override { return {640, 240}; }

Q_SIGNALS:
    void viewChanged(double t0, double t1);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void applyView(double t0, double t1);
    // The series follow the data and the view at the next event loop pass (or the next paint,
    // whichever comes first): many setters in a row cost one rebuild.
    void scheduleRebuild();
    // Brings the series up to date with the data, the view and the plot's width when any changed;
    // const because what it updates is a cache of what the chart shows, which a question about
    // it (maxPointsPerColumn) may need first.
    void rebuild() const;
    double timeAtX(double x) const;
    QString hover(double t, double* snapped) const;

    std::unique_ptr<TimeSeriesPlot> m_plot;
    Metric m_metric = Metric::GpuUtil;
    QList<Line> m_lines;
    std::optional<Band> m_band;
    double m_step = 1;
    double m_data0 = 0;
    double m_data1 = 1;
    double m_view0 = 0;
    double m_view1 = 1;
    QString m_emptyText;
    std::optional<QPointF> m_dragFrom;
    double m_dragView0 = 0;
    bool m_scheduled = false;
    mutable bool m_dirty = true;
    mutable int m_columns = 0;
    mutable int m_maxPerColumn = 0;
};

} // namespace cd
