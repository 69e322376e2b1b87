#pragma once

#include "charts/TimeSeriesChart.h"

#include <QList>
#include <QSize>
#include <QString>

#include <functional>
#include <optional>

namespace cd::bench {

// The console's charts on Qt Charts (ui/charts/) side by side with the QPainter charts they
// replaced (tests/bench/baseline/), on the same data, at the same size, in the same run: issue
// 27's figures. Each prints rows of docs/benchmarks.md's tables.
class ChartComparison {
public:
    using Print = std::function<void(const QString&)>;

    ChartComparison(int runs, Print print);

    // One chart's redraw: the painter baseline, the Qt Charts chart (M4) and, when `undecimated`,
    // a bare QChartView given every point. Updates `worst` with the most points per pixel column.
    void redraw(const QString& what, const QList<TimeSeriesChart::Line>& lines,
                const std::optional<TimeSeriesChart::Band>& band, double step, QSize size, bool undecimated,
                int* worst);
    // A page's charts (each with its lines, band and size) drawn by each implementation: a full
    // redraw of all of them, a live tick (the window moves a step, the data are given again, the
    // charts repaint), and the resident memory the set of charts adds.
    struct PageChart {
        QList<TimeSeriesChart::Line> lines;
        std::optional<TimeSeriesChart::Band> band;
        QSize size;
    };
    void pageCharts(const QList<PageChart>& charts, double step, double t0, double t1);
    // Billing's daily cost chart: 90 days of 8 stacked series and credits.
    void dailyCost();

private:
    int m_runs;
    Print m_print;
};

} // namespace cd::bench
