#include "ChartComparison.h"

#include "BenchStats.h"
#include "baseline/PainterDailyCostChart.h"
#include "baseline/PainterTimeSeriesChart.h"
#include "charts/DailyCostChart.h"

#include <QChart>
#include <QChartView>
#include <QImage>
#include <QLineSeries>
#include <QPainter>
#include <QPixmap>
#include <QValueAxis>

#include <cmath>
#include <memory>

namespace cd::bench {

namespace {

PainterTimeSeriesChart::Line painterLine(const TimeSeriesChart::Line& l) {
    return {l.name, l.color, l.times, l.values};
}

QList<PainterTimeSeriesChart::Line> painterLines(const QList<TimeSeriesChart::Line>& lines) {
    QList<PainterTimeSeriesChart::Line> out;
    for (const auto& l : lines)
        out.append(painterLine(l));
    return out;
}

std::optional<PainterTimeSeriesChart::Band> painterBand(const std::optional<TimeSeriesChart::Band>& b) {
    if (!b)
        return std::nullopt;
    return PainterTimeSeriesChart::Band{b->times, b->low, b->high};
}

void span(const QList<TimeSeriesChart::Line>& lines, double* t0, double* t1) {
    *t0 = 1e300;
    *t1 = -1e300;
    for (const auto& line : lines) {
        if (!line.times.empty()) {
            *t0 = std::min(*t0, line.times.front());
            *t1 = std::max(*t1, line.times.back());
        }
    }
}

QString ratio(const Timing& a, const Timing& b) {
    return QStringLiteral("%1x the painter's").arg(a.medianMs / std::max(0.001, b.medianMs), 0, 'f', 1);
}

} // namespace

ChartComparison::ChartComparison(int runs, Print print)
    : m_runs(runs)
    , m_print(std::move(print)) {}

void ChartComparison::redraw(const QString& what, const QList<TimeSeriesChart::Line>& lines,
                             const std::optional<TimeSeriesChart::Band>& band, double step, QSize size,
                             bool undecimated, int* worst) {
    double t0 = 0, t1 = 0;
    span(lines, &t0, &t1);
    PainterTimeSeriesChart painter;
    painter.resize(size);
    painter.setMetric(Metric::GpuUtil);
    painter.setData(painterLines(lines), painterBand(band), step);
    painter.setDataWindow(t0, t1);
    painter.show();
    painter.grab();
    const Timing painterTime = timeIt(m_runs, [&](int) { painter.grab(); });

    TimeSeriesChart charts;
    charts.resize(size);
    charts.setMetric(Metric::GpuUtil);
    charts.setData(lines, band, step);
    charts.setDataWindow(t0, t1);
    charts.show();
    charts.grab();
    const Timing chartsTime = timeIt(m_runs, [&](int) { charts.grab(); });
    *worst = std::max({*worst, painter.maxPointsPerColumn(), charts.maxPointsPerColumn()});
    qsizetype total = 0;
    for (const auto& line : lines)
        total += qsizetype(line.times.size());
    m_print(
        row(what + QStringLiteral(", %1 points: painter baseline (M4)").arg(total), painterTime, QString()));
    m_print(row(what + QStringLiteral(": Qt Charts (M4), the console's chart"), chartsTime,
                ratio(chartsTime, painterTime)));
    if (!undecimated)
        return;
    auto* chart = new QChart;
    chart->legend()->hide();
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (const auto& line : lines) {
        auto* series = new QLineSeries;
        QList<QPointF> pts;
        pts.reserve(qsizetype(line.times.size()));
        for (std::size_t i = 0; i < line.times.size(); ++i) {
            if (!std::isnan(line.values[i]))
                pts.append({line.times[i], double(line.values[i])});
        }
        series->replace(pts);
        series->setColor(line.color);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    x->setRange(t0, t1);
    y->setRange(0, 100);
    QChartView view(chart);
    view.resize(size);
    view.show();
    view.grab();
    const Timing raw = timeIt(std::max(5, m_runs / 4), [&](int) { view.grab(); });
    m_print(row(what + QStringLiteral(": Qt Charts, every point"), raw, ratio(raw, painterTime)));
}

void ChartComparison::pageCharts(const QList<PageChart>& charts, double step, double t0, double t1) {
    // Memory first, each set made from nothing: what its widgets and series hold once drawn.
    const qint64 before = residentBytes();
    // Ten copies of the set each, so what a set holds stands out of the allocator's noise.
    constexpr int copies = 10;
    std::vector<std::unique_ptr<PainterTimeSeriesChart>> painters;
    for (int copy = 0; copy < copies; ++copy)
        for (const PageChart& c : charts) {
            auto chart = std::make_unique<PainterTimeSeriesChart>();
            chart->resize(c.size);
            chart->setData(painterLines(c.lines), painterBand(c.band), step);
            chart->setDataWindow(t0, t1);
            chart->show();
            chart->grab();
            painters.push_back(std::move(chart));
        }
    const qint64 afterPainters = residentBytes();
    std::vector<std::unique_ptr<TimeSeriesChart>> qtCharts;
    for (int copy = 0; copy < copies; ++copy)
        for (const PageChart& c : charts) {
            auto chart = std::make_unique<TimeSeriesChart>();
            chart->resize(c.size);
            chart->setData(c.lines, c.band, step);
            chart->setDataWindow(t0, t1);
            chart->show();
            chart->grab();
            qtCharts.push_back(std::move(chart));
        }
    const qint64 afterCharts = residentBytes();
    m_print(QStringLiteral("| The page's %1 charts, resident memory a set adds once drawn (of %2 sets) | "
                           "painter %3 MB, Qt Charts %4 MB | | | as before |")
                .arg(charts.size())
                .arg(copies)
                .arg((afterPainters - before) / 1048576.0 / copies, 0, 'f', 2)
                .arg((afterCharts - afterPainters) / 1048576.0 / copies, 0, 'f', 2));
    painters.resize(std::size_t(charts.size()));
    qtCharts.resize(std::size_t(charts.size()));

    const Timing painterRedraw = timeIt(m_runs, [&](int) {
        for (auto& c : painters)
            c->grab();
    });
    const Timing chartsRedraw = timeIt(m_runs, [&](int) {
        for (auto& c : qtCharts)
            c->grab();
    });
    m_print(
        row(QStringLiteral("The page's charts alone, redraw: painter baseline"), painterRedraw, QString()));
    m_print(row(QStringLiteral("The page's charts alone, redraw: Qt Charts"), chartsRedraw,
                ratio(chartsRedraw, painterRedraw)));

    // A tick: the window moves on a step and every chart is given its data again, then repaints.
    auto tick = [&](auto& set, auto convertLines, auto convertBand) {
        return timeIt(m_runs, [&](int run) {
            for (std::size_t i = 0; i < set.size(); ++i) {
                set[i]->setData(convertLines(charts[qsizetype(i)].lines),
                                convertBand(charts[qsizetype(i)].band), step);
                set[i]->setDataWindow(t0 + (run + 1) * step, t1 + (run + 1) * step);
                set[i]->grab();
            }
        });
    };
    const Timing painterTick = tick(painters, painterLines, painterBand);
    const Timing chartsTick = tick(
        qtCharts, [](const auto& l) { return l; }, [](const auto& b) { return b; });
    m_print(row(QStringLiteral("The page's charts alone, a live tick with repaint: painter baseline"),
                painterTick, QString()));
    m_print(row(QStringLiteral("The page's charts alone, a live tick with repaint: Qt Charts"), chartsTick,
                ratio(chartsTick, painterTick)));
}

void ChartComparison::dailyCost() {
    BillingBreakdown::DailyStacks d;
    const QDate first(2026, 9, 5);
    for (int day = 0; day < 90; ++day)
        d.days.append(first.addDays(day));
    for (int s = 0; s < 8; ++s) {
        d.series.append(QStringLiteral("cluster-%1").arg(s));
        std::vector<qint64> values;
        for (int day = 0; day < 90; ++day)
            values.push_back(qint64((day * 7919 + s * 104729) % 2000) * 1'000'000);
        d.values.push_back(std::move(values));
    }
    for (int day = 0; day < 90; ++day)
        d.credits.push_back(-qint64((day * 31) % 300) * 1'000'000);
    const QStringList labels = d.series;

    PainterDailyCostChart painter;
    painter.resize(700, 420);
    painter.setData(d, labels);
    painter.show();
    painter.grab();
    DailyCostChart charts;
    charts.resize(700, 420);
    charts.setData(d, labels);
    charts.show();
    charts.grab();
    const Timing p = timeIt(m_runs, [&](int) { painter.grab(); });
    const Timing c = timeIt(m_runs, [&](int) { charts.grab(); });
    m_print(row(QStringLiteral("Daily cost chart, 90 days x 8 clusters, 700x420: painter baseline"), p,
                QString()));
    m_print(
        row(QStringLiteral("Daily cost chart, 90 days x 8 clusters, 700x420: Qt Charts"), c, ratio(c, p)));

    // The PDF report's picture: the same chart drawn onto a 144 dpi page.
    QImage paper(1100, 500, QImage::Format_RGB32);
    paper.setDotsPerMeterX(5669);
    paper.setDotsPerMeterY(5669);
    const QPalette print(Qt::black, Qt::white);
    const Timing pp = timeIt(m_runs, [&](int) {
        QPainter painterOnPaper(&paper);
        PainterDailyCostChart::paint(painterOnPaper, QRectF(0, 0, 1100, 500), d, labels, print);
    });
    const Timing cp = timeIt(m_runs, [&](int) {
        QPainter painterOnPaper(&paper);
        DailyCostChart::paint(painterOnPaper, QRectF(0, 0, 1100, 500), d, labels, print);
    });
    m_print(
        row(QStringLiteral("Daily cost chart for the PDF report, 144 dpi: painter baseline"), pp, QString()));
    m_print(
        row(QStringLiteral("Daily cost chart for the PDF report, 144 dpi: Qt Charts"), cp, ratio(cp, pp)));
}

} // namespace cd::bench
