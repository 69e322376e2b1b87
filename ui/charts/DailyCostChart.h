#pragma once

#include "billing/BillingBreakdown.h"

#include <QFontMetricsF>
#include <QList>
#include <QRectF>
#include <QWidget>

#include <memory>

class QPainter;

namespace cd {

class DailyCostPlot;

// Daily cost as stacked bars, one colour per cluster (or GPU model, or stage), discounts and
// credits below the zero line, under a legend that keeps every label whole. Hovering a bar, or
// stepping through the days with the arrow keys, names the day, the series and the amount (as a
// tooltip and to screen readers). paint() draws the same picture anywhere, so the PDF report shows
// what the page shows. The bars are drawn with Qt Charts (DailyCostPlot); nothing of it shows here.
class DailyCostChart final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DailyCostChart)

public:
    explicit DailyCostChart(QWidget* parent = nullptr);
    ~DailyCostChart() override;

    // `labels` names each series for the legend (the data's own series are raw column values).
    void setData(const BillingBreakdown::DailyStacks& data, const QStringList& labels);
    const BillingBreakdown::DailyStacks& data() const { return m_data; }

    static void paint(QPainter& painter, const QRectF& area, const BillingBreakdown::DailyStacks& data,
                      const QStringList& labels, const QPalette& palette, int hoverDay = -1);
    static QColor seriesColor(int index);
    static QColor creditColor();
    // The text a hover shows for day `day`.
    QString describeDay(int day) const;
    // The day under `position` (the chart's coordinates), or -1.
    int dayAt(const QPointF& position) const;
    // The legend's entries (the series, then discounts and credits) laid out in `area`: each label
    // whole, flowing onto more rows rather than elided. Only a label wider than `area` is elided.
    struct LegendEntry {
        QRectF swatch;
        QRectF textRect;
        QString text;
    };
    static QList<LegendEntry> legend(const QRectF& area, const QFontMetricsF& metrics,
                                     const QStringList& labels);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Gives the plot the bars, the axes' ticks for `plotWidth` pixels, and the legend its room.
    static void fill(DailyCostPlot& plot, const BillingBreakdown::DailyStacks& data, double plotWidth,
                     const QFontMetricsF& metrics);
    static double legendHeight(const QRectF& area, const QFontMetricsF& metrics, const QStringList& labels);
    void relayout();
    void setHover(int day);

    std::unique_ptr<DailyCostPlot> m_plot;
    BillingBreakdown::DailyStacks m_data;
    QStringList m_labels;
    int m_hover = -1;
    int m_labelEvery = 0;
};

} // namespace cd
