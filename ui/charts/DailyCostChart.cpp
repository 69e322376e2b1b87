#include "DailyCostChart.h"

#include "DailyCostPlot.h"

#include "core/MoneyFormat.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPaintDevice>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>

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

// Days a day label stands for: as many labels as fit without touching.
int labelEvery(double plotWidth, int days, const QFontMetricsF& fm) {
    const double labelWidth = fm.horizontalAdvance(QStringLiteral("00-00")) + 10;
    const double slot = std::max(1.0, plotWidth) / std::max(1, days);
    return std::max(1, int(std::ceil(labelWidth / slot)));
}

constexpr int inset = 4;

} // namespace

DailyCostChart::DailyCostChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(std::make_unique<DailyCostPlot>(this)) {
    setMinimumHeight(220);
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_plot->widget());
    m_plot->viewport()->installEventFilter(this);
    m_plot->setColours(palette());
    m_plot->setFont(font());
    relayout();
}

DailyCostChart::~DailyCostChart() = default;

void DailyCostChart::setData(const BillingBreakdown::DailyStacks& data, const QStringList& labels) {
    m_data = data;
    m_labels = labels;
    m_hover = -1;
    m_labelEvery = 0; // the bars are given again
    relayout();
    update();
}

QColor DailyCostChart::seriesColor(int index) {
    // Okabe-Ito: told apart by most people with colour-blindness, on light and dark backgrounds.
    static const QColor colours[] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00),
                                     QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                                     QColor(0x56, 0xB4, 0xE9), QColor(0xD5, 0x5E, 0x00),
                                     QColor(0xF0, 0xE4, 0x42), QColor(0x99, 0x99, 0x99)};
    return colours[index % 8];
}

QColor DailyCostChart::creditColor() {
    return QColor(0x8c, 0x8c, 0x8c); // a mid grey: seen on light and dark backgrounds, and on paper
}

QList<DailyCostChart::LegendEntry> DailyCostChart::legend(const QRectF& area, const QFontMetricsF& fm,
                                                          const QStringList& labels) {
    // Entries flow left to right like words, each as wide as its label: long labels (and longer
    // languages) take more rows instead of being cut to "Discounts and cr...". Qt Charts' own
    // legend elides, so the chart hides it and this one is drawn above the plot.
    constexpr double swatchWidth = 14; // the colour square and the gap after it
    constexpr double gap = 16;         // between one entry and the next
    const double rowHeight = fm.height() + 4;
    QList<LegendEntry> entries;
    double x = area.left();
    double y = area.top();
    for (int i = 0; i <= labels.size(); ++i) {
        const QString name = i < labels.size() ? labels[i] : DailyCostChart::tr("Discounts and credits");
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

double DailyCostChart::legendHeight(const QRectF& area, const QFontMetricsF& fm, const QStringList& labels) {
    const QList<LegendEntry> entries = legend(area, fm, labels);
    return entries.isEmpty() ? 0 : entries.last().textRect.bottom() - area.top() + 10;
}

void DailyCostChart::fill(DailyCostPlot& plot, const BillingBreakdown::DailyStacks& d, double plotWidth,
                          const QFontMetricsF& fm) {
    const int days = int(d.days.size());
    double top = 0;
    double bottom = 0;
    QList<DailyCostPlot::Stack> stacks;
    for (std::size_t s = 0; s < d.values.size(); ++s) {
        DailyCostPlot::Stack stack{seriesColor(int(s)), {}};
        for (qint64 v : d.values[s])
            stack.values.append(std::max(0.0, double(v) / 1e6));
        stacks.append(std::move(stack));
    }
    DailyCostPlot::Stack credits{creditColor(), {}};
    for (qint64 c : d.credits)
        credits.values.append(std::min(0.0, double(c) / 1e6));
    stacks.append(std::move(credits));
    for (int day = 0; day < days; ++day) {
        double sum = 0;
        for (qsizetype s = 0; s + 1 < stacks.size(); ++s)
            sum += stacks[s].values.value(day);
        top = std::max(top, sum);
        bottom = std::min(bottom, stacks.last().values.value(day));
    }
    if (top <= 0 && bottom >= 0)
        top = 1;
    const double step = niceStep(top - bottom, 5);
    top = std::ceil(top / step) * step;
    bottom = std::floor(bottom / step) * step;
    QList<DailyCostPlot::Tick> amounts;
    for (double v = bottom; v <= top + step / 2; v += step)
        amounts.append({v, compactMoney(std::abs(v) < step / 2 ? 0 : v, d.currency)});
    QList<DailyCostPlot::Tick> dayTicks;
    const int every = labelEvery(plotWidth, days, fm);
    for (int day = 0; day < days; day += every)
        dayTicks.append({double(day), d.days[day].toString(QStringLiteral("MM-dd"))});
    plot.setBars(stacks, days, dayTicks, bottom, top, amounts);
}

void DailyCostChart::paint(QPainter& p, const QRectF& area, const BillingBreakdown::DailyStacks& d,
                           const QStringList& labels, const QPalette& palette, int hoverDay) {
    p.save();
    const QFontMetricsF fm(p.font(), p.device()); // the device's resolution: a PDF is not the screen
    const QColor text = palette.color(QPalette::WindowText);
    const QList<LegendEntry> entries = legend(area, fm, labels);
    for (int i = 0; i < entries.size(); ++i) {
        p.fillRect(entries[i].swatch, i < labels.size() ? seriesColor(i) : creditColor());
        p.setPen(text);
        p.drawText(entries[i].textRect, Qt::AlignLeft | Qt::AlignVCenter, entries[i].text);
    }
    const QRectF chartArea = area.adjusted(0, legendHeight(area, fm, labels), 0, 0);
    if (d.days.isEmpty()) {
        p.setPen(text);
        p.drawText(chartArea, Qt::AlignCenter, DailyCostChart::tr("No costs in this range"));
        p.restore();
        return;
    }
    // The chart is laid out in screen pixels (96 to the inch) and scaled onto the device, with the
    // painter's font at the same size in those pixels: the page's proportions, on paper too.
    const double scale = p.device() ? std::max(1.0, p.device()->logicalDpiX() / 96.0) : 1.0;
    QFont font = p.font();
    font.setPixelSize(std::max(6, int(std::lround(p.font().pointSizeF() * 96.0 / 72.0))));
    const QSizeF size = chartArea.size() / scale;
    DailyCostPlot plot(nullptr);
    plot.setColours(palette);
    plot.setFont(font);
    const QFontMetricsF sceneMetrics(font);
    fill(plot, d, size.width() - sceneMetrics.horizontalAdvance(QStringLiteral("$0000k")) - 16, sceneMetrics);
    plot.highlight(hoverDay);
    plot.render(p, chartArea, size);
    p.restore();
}

void DailyCostChart::relayout() {
    const QFontMetricsF fm(font());
    const QRectF area = QRectF(rect()).adjusted(inset, inset, -inset, -inset);
    const double top = legendHeight(area, fm, m_labels);
    layout()->setContentsMargins(inset, inset + int(std::ceil(top)), inset, inset);
    const bool empty = m_data.days.isEmpty();
    m_plot->widget()->setVisible(!empty);
    // Before the first layout the plot has no width: guess it from the widget's.
    const double plotWidth = m_plot->plotArea().width() > 10
                                 ? m_plot->plotArea().width()
                                 : width() - fm.horizontalAdvance(QStringLiteral("$0000k")) - 24;
    const int every = labelEvery(plotWidth, int(m_data.days.size()), fm);
    if (every == m_labelEvery)
        return;
    m_labelEvery = every;
    fill(*m_plot, m_data, plotWidth, fm);
    m_plot->highlight(m_hover);
}

void DailyCostChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const QFontMetricsF fm(font());
    const QRectF area = QRectF(rect()).adjusted(inset, inset, -inset, -inset);
    const QList<LegendEntry> entries = legend(area, fm, m_labels);
    for (int i = 0; i < entries.size(); ++i) {
        p.fillRect(entries[i].swatch, i < m_labels.size() ? seriesColor(i) : creditColor());
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(entries[i].textRect, Qt::AlignLeft | Qt::AlignVCenter, entries[i].text);
    }
    if (m_data.days.isEmpty())
        p.drawText(area.adjusted(0, legendHeight(area, fm, m_labels), 0, 0), Qt::AlignCenter,
                   tr("No costs in this range"));
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DotLine));
        p.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

void DailyCostChart::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    relayout();
}

void DailyCostChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange)
        m_plot->setColours(palette());
    if (event->type() == QEvent::FontChange) {
        m_plot->setFont(font());
        m_labelEvery = 0;
        relayout();
    }
    QWidget::changeEvent(event);
}

int DailyCostChart::dayAt(const QPointF& pos) const {
    const int days = int(m_data.days.size());
    if (days == 0 || !m_plot->widget()->isVisible())
        return -1;
    const QPointF inPlot = pos - QPointF(m_plot->viewport()->mapTo(this, QPoint(0, 0)));
    const QRectF plot = m_plot->plotArea();
    if (!plot.contains(inPlot))
        return -1;
    return std::clamp(int((inPlot.x() - plot.left()) / plot.width() * days), 0, days - 1);
}

QString DailyCostChart::describeDay(int day) const {
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

void DailyCostChart::setHover(int day) {
    if (day == m_hover)
        return;
    m_hover = day;
    m_plot->highlight(day);
}

void DailyCostChart::keyPressEvent(QKeyEvent* event) {
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
    setHover(day);
    const QString text = describeDay(day);
    setAccessibleDescription(text);
    const QRectF plot = m_plot->plotArea();
    const QPoint at(int(plot.left() + (day + 0.5) * plot.width() / days),
                    int(plot.top() + plot.height() / 3));
    QToolTip::showText(m_plot->viewport()->mapToGlobal(at), text, this);
}

bool DailyCostChart::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_plot->viewport())
        return QWidget::eventFilter(watched, event);
    const QPoint offset = m_plot->viewport()->mapTo(this, QPoint(0, 0));
    switch (event->type()) {
    case QEvent::MouseMove:
        setHover(dayAt(static_cast<QMouseEvent*>(event)->position() + QPointF(offset)));
        return false;
    case QEvent::Leave:
        setHover(-1);
        return false;
    case QEvent::Resize:
        relayout(); // the day labels that fit follow the plot's width
        return false;
    case QEvent::ToolTip: {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = describeDay(dayAt(QPointF(help->pos() + offset)));
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    default:
        return false;
    }
}

} // namespace cd
