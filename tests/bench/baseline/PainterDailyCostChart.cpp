#include "PainterDailyCostChart.h"

#include "core/MoneyFormat.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace cd {

namespace {

// A round step for about `count` gridlines over `span`.
double niceStep(double span, int count) {
    if (span <= 0)
        return 1;
    const double raw = span / count;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double f : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (raw <= f * magnitude)
            return f * magnitude;
    }
    return 10 * magnitude;
}

QString compactMoney(double units, Currency currency) {
    const double a = std::abs(units);
    const QString sign = units < 0 ? QLocale().negativeSign() : QString();
    const QString sym = sign + MoneyFormat::symbol(currency);
    if (a >= 1e6)
        return sym + QLocale().toString(a / 1e6, 'f', a >= 1e7 ? 0 : 1) + u'M';
    if (a >= 1e3)
        return sym + QLocale().toString(a / 1e3, 'f', a >= 1e4 ? 0 : 1) + u'k';
    return sym + QLocale().toString(a, 'f', 0);
}

} // namespace

PainterDailyCostChart::PainterDailyCostChart(QWidget* parent)
    : QWidget(parent) {
    setMouseTracking(true);
    setMinimumHeight(220);
    setFocusPolicy(Qt::StrongFocus);
}

void PainterDailyCostChart::setData(const BillingBreakdown::DailyStacks& data, const QStringList& labels) {
    m_data = data;
    m_labels = labels;
    m_hover = -1;
    update();
}

QColor PainterDailyCostChart::seriesColor(int index) {
    // Okabe-Ito: told apart by most people with colour-blindness, on light and dark backgrounds.
    static const QColor colours[] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00),
                                     QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                                     QColor(0x56, 0xB4, 0xE9), QColor(0xD5, 0x5E, 0x00),
                                     QColor(0xF0, 0xE4, 0x42), QColor(0x99, 0x99, 0x99)};
    return colours[index % 8];
}

QColor PainterDailyCostChart::creditColor() {
    return QColor(0x8c, 0x8c, 0x8c); // a mid grey: seen on light and dark backgrounds, and on paper
}

QList<PainterDailyCostChart::LegendEntry>
PainterDailyCostChart::legend(const QRectF& area, const QFontMetricsF& fm, const QStringList& labels) {
    // Entries flow left to right like words, each as wide as its label: long labels (and longer
    // languages) take more rows instead of being cut to "Discounts and cr...".
    constexpr double swatchWidth = 14; // the colour square and the gap after it
    constexpr double gap = 16;         // between one entry and the next
    const double rowHeight = fm.height() + 4;
    QList<LegendEntry> entries;
    double x = area.left();
    double y = area.top();
    for (int i = 0; i <= labels.size(); ++i) {
        const QString name =
            i < labels.size() ? labels[i] : PainterDailyCostChart::tr("Discounts and credits");
        const double available = std::max(1.0, area.width() - swatchWidth);
        const double textWidth = std::min(std::ceil(fm.horizontalAdvance(name)) + 1, available);
        if (x > area.left() && x + swatchWidth + textWidth > area.right()) {
            x = area.left();
            y += rowHeight;
        }
        LegendEntry e;
        e.swatch = QRectF(x, y + 3, 10, fm.height() - 6);
        e.textRect = QRectF(x + swatchWidth, y, textWidth, fm.height());
        e.text = fm.elidedText(name, Qt::ElideRight, textWidth);
        entries.append(e);
        x += swatchWidth + textWidth + gap;
    }
    return entries;
}

QRectF PainterDailyCostChart::plotArea(const QRectF& area, const QFontMetricsF& fm,
                                       const QStringList& labels) {
    const double left = fm.horizontalAdvance(QStringLiteral("$0000k")) + 8;
    const QList<LegendEntry> entries = legend(area, fm, labels);
    const double legendBottom =
        entries.isEmpty() ? area.top() : entries.last().textRect.top() + fm.height() + 4;
    const double top = legendBottom - area.top() + 6;
    return area.adjusted(left, top, -8, -(fm.height() + 8));
}

void PainterDailyCostChart::paint(QPainter& p, const QRectF& area, const BillingBreakdown::DailyStacks& d,
                                  const QStringList& labels, const QPalette& palette, int hoverDay) {
    p.save();
    const QFontMetricsF fm(p.font(), p.device()); // the device's resolution: a PDF is not the screen
    const QRectF plot = plotArea(area, fm, labels);
    const QColor text = palette.color(QPalette::WindowText);
    const QColor grid = palette.color(QPalette::Mid);
    const int days = int(d.days.size());

    // Legend: the series, then discounts and credits.
    const QList<LegendEntry> entries = legend(area, fm, labels);
    for (int i = 0; i < entries.size(); ++i) {
        p.fillRect(entries[i].swatch, i < labels.size() ? seriesColor(i) : creditColor());
        p.setPen(text);
        p.drawText(entries[i].textRect, Qt::AlignLeft | Qt::AlignVCenter, entries[i].text);
    }
    if (days == 0) {
        p.setPen(text);
        p.drawText(plot, Qt::AlignCenter, PainterDailyCostChart::tr("No costs in this range"));
        p.restore();
        return;
    }
    double top = 0;
    double bottom = 0;
    for (int day = 0; day < days; ++day) {
        double sum = 0;
        for (const auto& series : d.values)
            sum += double(series[std::size_t(day)]) / 1e6;
        top = std::max(top, sum);
        bottom = std::min(bottom, double(d.credits[std::size_t(day)]) / 1e6);
    }
    if (top <= 0 && bottom >= 0)
        top = 1;
    const double step = niceStep(top - bottom, 5);
    top = std::ceil(top / step) * step;
    bottom = std::floor(bottom / step) * step;
    auto yOf = [&](double v) { return plot.bottom() - (v - bottom) / (top - bottom) * plot.height(); };

    // Gridlines and amounts.
    p.setPen(QPen(grid, 0));
    for (double v = bottom; v <= top + step / 2; v += step) {
        const double y = yOf(v);
        p.setPen(QPen(grid, 0, std::abs(v) < step / 2 ? Qt::SolidLine : Qt::DotLine));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(text);
        p.drawText(QRectF(area.left(), y - fm.height() / 2, plot.left() - area.left() - 4, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, compactMoney(v, d.currency));
    }
    const double slot = plot.width() / days;
    const double bar = std::max(1.0, slot * 0.8);
    for (int day = 0; day < days; ++day) {
        const double x = plot.left() + day * slot + (slot - bar) / 2;
        double base = 0;
        for (std::size_t s = 0; s < d.values.size(); ++s) {
            const double v = double(d.values[s][std::size_t(day)]) / 1e6;
            if (v <= 0)
                continue;
            QColor c = seriesColor(int(s));
            if (hoverDay >= 0 && hoverDay != day)
                c.setAlphaF(0.55);
            p.fillRect(QRectF(x, yOf(base + v), bar, yOf(base) - yOf(base + v)), c);
            base += v;
        }
        const double credit = double(d.credits[std::size_t(day)]) / 1e6;
        if (credit < 0)
            p.fillRect(QRectF(x, yOf(0), bar, yOf(credit) - yOf(0)), creditColor());
    }
    // Day labels, as many as fit without touching.
    const double labelWidth = fm.horizontalAdvance(QStringLiteral("00-00")) + 10;
    const int every = std::max(1, int(std::ceil(labelWidth / slot)));
    p.setPen(text);
    for (int day = 0; day < days; day += every) {
        const double x = plot.left() + day * slot + slot / 2;
        p.drawText(QRectF(x - labelWidth / 2, plot.bottom() + 4, labelWidth, fm.height()), Qt::AlignCenter,
                   d.days[day].toString(QStringLiteral("MM-dd")));
    }
    p.restore();
}

void PainterDailyCostChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    paint(p, QRectF(rect()).adjusted(4, 4, -4, -4), m_data, m_labels, palette(), m_hover);
}

int PainterDailyCostChart::dayAt(const QPointF& pos) const {
    const int days = int(m_data.days.size());
    if (days == 0)
        return -1;
    const QFontMetricsF fm(font());
    const QRectF plot = plotArea(QRectF(rect()).adjusted(4, 4, -4, -4), fm, m_labels);
    if (!plot.contains(pos))
        return -1;
    return std::clamp(int((pos.x() - plot.left()) / plot.width() * days), 0, days - 1);
}

QString PainterDailyCostChart::describeDay(int day) const {
    if (day < 0 || day >= m_data.days.size())
        return {};
    QStringList rows{QLocale().toString(m_data.days[day], QLocale::LongFormat)};
    qint64 total = 0;
    for (std::size_t s = 0; s < m_data.values.size(); ++s) {
        const qint64 v = m_data.values[s][std::size_t(day)];
        if (v != 0)
            rows.append(
                tr("%1: %2").arg(m_labels.value(int(s)), MoneyFormat::format(Money(v, m_data.currency))));
        total += v;
    }
    const qint64 credit = m_data.credits[std::size_t(day)];
    if (credit != 0)
        rows.append(tr("Discounts and credits: %1").arg(MoneyFormat::format(Money(credit, m_data.currency))));
    rows.append(tr("Total: %1").arg(MoneyFormat::format(Money(total + credit, m_data.currency))));
    return rows.join(u'\n');
}

void PainterDailyCostChart::mouseMoveEvent(QMouseEvent* event) {
    const int day = dayAt(event->position());
    if (day != m_hover) {
        m_hover = day;
        update();
    }
}

void PainterDailyCostChart::keyPressEvent(QKeyEvent* event) {
    const int days = int(m_data.days.size());
    int day = m_hover < 0 ? days - 1 : m_hover;
    switch (event->key()) {
    case Qt::Key_Left:
        day = std::max(0, day - 1);
        break;
    case Qt::Key_Right:
        day = std::min(days - 1, day + 1);
        break;
    case Qt::Key_Home:
        day = 0;
        break;
    case Qt::Key_End:
        day = days - 1;
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (days == 0)
        return;
    m_hover = day;
    const QString text = describeDay(day);
    setAccessibleDescription(text);
    const QFontMetricsF fm(font());
    const QRectF plot = plotArea(QRectF(rect()).adjusted(4, 4, -4, -4), fm, m_labels);
    const QPoint at(int(plot.left() + (day + 0.5) * plot.width() / days),
                    int(plot.top() + plot.height() / 3));
    QToolTip::showText(mapToGlobal(at), text, this);
    update();
}

void PainterDailyCostChart::leaveEvent(QEvent*) {
    m_hover = -1;
    update();
}

bool PainterDailyCostChart::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const QString text = describeDay(dayAt(help->pos()));
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(e);
}

} // namespace cd
