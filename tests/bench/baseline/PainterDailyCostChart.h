#pragma once

// The benchmark's baseline: the chart as the console drew it with QPainter before it moved to
// Qt Charts (ui/charts/), kept unchanged but for its name so bench_monitoring can time both in
// the same run. Nothing in the console uses it.

#include "billing/BillingBreakdown.h"

#include <QFontMetricsF>
#include <QList>
#include <QRectF>
#include <QWidget>

class QPainter;

namespace cd {

// Daily cost as stacked bars, one colour per cluster (or GPU model, or stage), discounts and
// credits below the zero line. Hovering a bar, or stepping through the days with the arrow keys,
// names the day, the series and the amount (as a tooltip and to screen readers). paint()
// draws the same picture anywhere, so the PDF report shows what the page shows.
class PainterDailyCostChart final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PainterDailyCostChart)

public:
    explicit PainterDailyCostChart(QWidget* parent = nullptr);

    // `labels` names each series for the legend (the data's own series are raw column values).
    void setData(const BillingBreakdown::DailyStacks& data, const QStringList& labels);
    const BillingBreakdown::DailyStacks& data() const { return m_data; }

    static void paint(QPainter& painter, const QRectF& area, const BillingBreakdown::DailyStacks& data,
                      const QStringList& labels, const QPalette& palette, int hoverDay = -1);
    static QColor seriesColor(int index);
    static QColor creditColor();
    // The text a hover shows for day `day`.
    QString describeDay(int day) const;
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
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    int dayAt(const QPointF& position) const;
    static QRectF plotArea(const QRectF& area, const QFontMetricsF& metrics, const QStringList& labels);

    BillingBreakdown::DailyStacks m_data;
    QStringList m_labels;
    int m_hover = -1;
};

} // namespace cd
