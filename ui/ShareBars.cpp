#include "ShareBars.h"

#include "charts/DailyCostChart.h"

#include <QLocale>
#include <QPainter>

namespace cd {

ShareBars::ShareBars(QWidget* parent)
    : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ShareBars::setBars(const QList<Bar>& bars) {
    m_bars = bars;
    QStringList parts;
    for (const Bar& b : bars)
        parts.append(
            tr("%1: %2 (%3 %)").arg(b.label, b.amount, QLocale().toString(b.fraction * 100, 'f', 0)));
    setAccessibleDescription(parts.join(QStringLiteral("; ")));
    updateGeometry();
    update();
}

QSize ShareBars::sizeHint() const {
    const int row = fontMetrics().height() + 8;
    return {300, std::max(1, int(m_bars.size())) * row + 4};
}

void ShareBars::paint(QPainter& p, const QRectF& area, const QList<Bar>& bars, const QPalette& palette) {
    p.save();
    const QFontMetricsF fm(p.font(), p.device()); // the device's resolution: a PDF is not the screen
    const double row = fm.height() + 8;
    const double labelWidth = area.width() * 0.34;
    const double amountWidth = fm.horizontalAdvance(QStringLiteral("$000,000.00 (100 %)")) + 6;
    const double barWidth = std::max(10.0, area.width() - labelWidth - amountWidth);
    for (int i = 0; i < bars.size(); ++i) {
        const Bar& b = bars[i];
        const double y = area.top() + i * row;
        p.setPen(palette.color(QPalette::WindowText));
        p.drawText(QRectF(area.left(), y, labelWidth - 6, row), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(b.label, Qt::ElideRight, labelWidth - 6));
        // The track: the base colour with an outline, which reads in every theme (a light grey
        // fill glared on dark and high-contrast backgrounds).
        const QRectF track(area.left() + labelWidth, y + 4, barWidth, row - 8);
        p.fillRect(track, palette.color(QPalette::Base));
        p.setPen(palette.color(QPalette::Mid));
        p.drawRect(track.adjusted(0.5, 0.5, -0.5, -0.5));
        p.setPen(palette.color(QPalette::WindowText));
        p.fillRect(
            QRectF(area.left() + labelWidth, y + 4, barWidth * std::clamp(b.fraction, 0.0, 1.0), row - 8),
            DailyCostChart::seriesColor(i));
        p.drawText(QRectF(area.right() - amountWidth, y, amountWidth, row), Qt::AlignRight | Qt::AlignVCenter,
                   QStringLiteral("%1 (%2 %)").arg(b.amount, QLocale().toString(b.fraction * 100, 'f', 0)));
    }
    p.restore();
}

void ShareBars::paintEvent(QPaintEvent*) {
    QPainter p(this);
    paint(p, QRectF(rect()).adjusted(2, 2, -2, -2), m_bars, palette());
}

} // namespace cd
