#include "PainterTimeSeriesChart.h"

#include "Theme.h"
#include "metrics/M4Decimator.h"

#include "metrics/MetricText.h"

#include <QDateTime>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace cd {

namespace {

constexpr double leftMargin = 58;
constexpr double rightMargin = 12;
constexpr double topMargin = 22;
constexpr double bottomMargin = 22;

QString timeLabel(double t, double span) {
    const QDateTime at = QDateTime::fromSecsSinceEpoch(qint64(t)).toLocalTime();
    if (span > 2 * 86400)
        return at.toString(QStringLiteral("MM-dd HH:mm"));
    if (span > 600)
        return at.toString(QStringLiteral("HH:mm"));
    return at.toString(QStringLiteral("HH:mm:ss"));
}

// A round tick spacing near a fifth of `span`.
double niceStep(double span, int ticks) {
    const double raw = span / std::max(1, ticks);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * magnitude >= raw)
            return m * magnitude;
    }
    return 10 * magnitude;
}

double niceTimeStep(double span) {
    static constexpr double steps[] = {1,   2,    5,    10,   15,    30,    60,    120,   300,   600,
                                       900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 172800};
    for (double s : steps) {
        if (span / s <= 6)
            return s;
    }
    return 604800;
}

} // namespace

PainterTimeSeriesChart::PainterTimeSeriesChart(QWidget* parent)
    : QWidget(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

PainterTimeSeriesChart::~PainterTimeSeriesChart() = default;

void PainterTimeSeriesChart::setTitle(const QString& title) {
    m_title = title;
    setAccessibleName(title);
    update();
}

void PainterTimeSeriesChart::setMetric(Metric metric) {
    m_metric = metric;
    update();
}

void PainterTimeSeriesChart::setEmptyText(const QString& text) {
    m_emptyText = text;
    update();
}

void PainterTimeSeriesChart::setData(QList<Line> lines, std::optional<Band> band, double step) {
    m_lines = std::move(lines);
    m_band = std::move(band);
    m_step = std::max(1.0, step);
    update();
}

void PainterTimeSeriesChart::setDataWindow(double t0, double t1) {
    const bool following = m_view1 >= m_data1 - 2 * m_step; // the view showed the newest data
    const double span = m_view1 - m_view0;
    const bool whole = m_view0 <= m_data0 && m_view1 >= m_data1;
    m_data0 = t0;
    m_data1 = std::max(t1, t0 + 1);
    if (whole || span <= 0)
        applyView(m_data0, m_data1);
    else if (following)
        applyView(m_data1 - span, m_data1);
    else
        applyView(m_view0, m_view1);
}

void PainterTimeSeriesChart::applyView(double t0, double t1) {
    const double dataSpan = m_data1 - m_data0;
    double span = std::clamp(t1 - t0, std::min(dataSpan, 10 * m_step), dataSpan);
    t0 = std::clamp(t0, m_data0, m_data1 - span);
    m_view0 = t0;
    m_view1 = t0 + span;
    update();
}

void PainterTimeSeriesChart::setView(double t0, double t1) {
    if (t0 == m_view0 && t1 == m_view1)
        return;
    applyView(t0, t1);
}

void PainterTimeSeriesChart::resetView() {
    applyView(m_data0, m_data1);
    Q_EMIT viewChanged(m_view0, m_view1);
}

void PainterTimeSeriesChart::zoom(double factor, double around) {
    const double t0 = around - (around - m_view0) * factor;
    const double t1 = around + (m_view1 - around) * factor;
    applyView(t0, t1);
    Q_EMIT viewChanged(m_view0, m_view1);
}

void PainterTimeSeriesChart::pan(double fraction) {
    const double shift = (m_view1 - m_view0) * fraction;
    applyView(m_view0 + shift, m_view1 + shift);
    Q_EMIT viewChanged(m_view0, m_view1);
}

QRectF PainterTimeSeriesChart::plotRect() const {
    return QRectF(leftMargin, topMargin, std::max(10.0, width() - leftMargin - rightMargin),
                  std::max(10.0, height() - topMargin - bottomMargin));
}

double PainterTimeSeriesChart::timeAt(double x) const {
    const QRectF plot = plotRect();
    return m_view0 + (x - plot.left()) / plot.width() * (m_view1 - m_view0);
}

double PainterTimeSeriesChart::xAt(double t) const {
    const QRectF plot = plotRect();
    return plot.left() + (t - m_view0) / (m_view1 - m_view0) * plot.width();
}

void PainterTimeSeriesChart::valueRange(double* lo, double* hi) const {
    const MetricInfo& info = MetricCatalog::info(m_metric);
    if (info.unit == MetricUnit::Percent || info.unit == MetricUnit::Ratio) {
        *lo = 0;
        *hi = info.unit == MetricUnit::Percent ? 100 : 1;
        return;
    }
    double top = 0;
    auto consider = [&](const std::vector<double>& times, const std::vector<float>& values) {
        const auto first = std::lower_bound(times.begin(), times.end(), m_view0);
        for (auto it = first; it != times.end() && *it <= m_view1; ++it) {
            const float v = values[std::size_t(it - times.begin())];
            if (!std::isnan(v))
                top = std::max(top, double(v));
        }
    };
    for (const Line& line : m_lines)
        consider(line.times, line.values);
    if (m_band)
        consider(m_band->times, m_band->high);
    *lo = 0;
    *hi = top > 0 ? top * 1.1 : 1;
}

void PainterTimeSeriesChart::drawAxes(QPainter& p, const QRectF& plot, double lo, double hi, double scale,
                                      const QString& unit) {
    const QPalette pal = palette();
    QColor grid = pal.color(QPalette::WindowText);
    grid.setAlphaF(0.12);
    QColor text = pal.color(QPalette::WindowText);
    text.setAlphaF(0.75);
    p.setFont(font());
    const double valueStep = niceStep((hi - lo) * scale, 4) / scale;
    for (double v = lo; v <= hi + 1e-9; v += valueStep) {
        const double y = plot.bottom() - (v - lo) / (hi - lo) * plot.height();
        p.setPen(grid);
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(text);
        p.drawText(QRectF(0, y - 8, leftMargin - 6, 16), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(v * scale, 'g', 4));
    }
    p.drawText(QRectF(4, 2, leftMargin, topMargin - 4), Qt::AlignLeft | Qt::AlignVCenter, unit);
    const double span = m_view1 - m_view0;
    const double tStep = niceTimeStep(span);
    // Ticks on round local times: offset by the zone so "10:00" falls on a tick.
    const double offset = QDateTime::fromSecsSinceEpoch(qint64(m_view0)).offsetFromUtc();
    for (double t = std::ceil((m_view0 + offset) / tStep) * tStep - offset; t <= m_view1; t += tStep) {
        const double x = xAt(t);
        p.setPen(grid);
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setPen(text);
        p.drawText(QRectF(x - 50, plot.bottom() + 3, 100, bottomMargin - 4), Qt::AlignHCenter | Qt::AlignTop,
                   timeLabel(t, span));
    }
    p.setPen(pal.color(QPalette::WindowText));
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(QRectF(leftMargin, 2, plot.width(), topMargin - 4), Qt::AlignLeft | Qt::AlignVCenter, m_title);
    p.setFont(font());
}

void PainterTimeSeriesChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QRectF plot = plotRect();
    double lo = 0, hi = 1;
    valueRange(&lo, &hi);
    QString unit;
    const double scale = MetricText::axisScale(m_metric, hi, &unit);
    drawAxes(p, plot, lo, hi, scale, unit);
    m_maxPerColumn = 0;
    const bool empty = m_lines.isEmpty() && !m_band;
    if (empty || m_view1 <= m_view0) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap, m_emptyText);
        return;
    }
    const int columns = std::max(1, int(plot.width()));
    auto yAt = [&](double v) { return plot.bottom() - (v - lo) / (hi - lo) * plot.height(); };
    // A break in a line: samples further apart than 2.5 steps. Kept M4 points of one pixel column
    // (or two neighbouring ones) can lie further apart than that without a gap between them.
    const double gapAfter = std::max(2.5 * m_step, 2.0 * (m_view1 - m_view0) / columns);
    p.setClipRect(plot.adjusted(-1, -1, 1, 1));
    // Sparse lines look better smoothed; dense ones (a sample or more every two pixels) are drawn
    // aliased and one pixel wide, which M4 is exact for and the raster engine draws many times
    // faster.
    qsizetype visible = 0;
    for (const Line& line : m_lines) {
        const auto a = std::lower_bound(line.times.begin(), line.times.end(), m_view0);
        const auto b = std::upper_bound(a, line.times.end(), m_view1);
        visible = std::max<qsizetype>(visible, b - a);
    }
    const bool dense = visible * 2 > columns;
    p.setRenderHint(QPainter::Antialiasing, !dense);
    auto countColumns = [&](const QList<ChartPoint>& points) {
        int current = -1, count = 0;
        for (const ChartPoint& pt : points) {
            if (pt.t < m_view0 || pt.t >= m_view1)
                continue;
            const int c = std::min(columns - 1, int((pt.t - m_view0) / (m_view1 - m_view0) * columns));
            count = c == current ? count + 1 : 1;
            current = c;
            m_maxPerColumn = std::max(m_maxPerColumn, count);
        }
    };
    if (m_band && !m_band->times.empty()) {
        const auto& b = *m_band;
        const int n = int(b.times.size());
        const auto high = M4Decimator::decimate(
            n,
            [&](int i) { return std::pair<double, double>(b.times[std::size_t(i)], b.high[std::size_t(i)]); },
            m_view0, m_view1, columns);
        const auto low = M4Decimator::decimate(
            n,
            [&](int i) { return std::pair<double, double>(b.times[std::size_t(i)], b.low[std::size_t(i)]); },
            m_view0, m_view1, columns);
        countColumns(high);
        countColumns(low);
        QColor fill = Theme::accent();
        fill.setAlphaF(0.22);
        // Top edge left to right along the highs, back along the lows; a gap closes the piece.
        auto flushBand = [&](qsizetype h0, qsizetype h1, qsizetype l0, qsizetype l1) {
            if (h1 - h0 < 1 || l1 - l0 < 1)
                return;
            QPolygonF poly;
            for (qsizetype i = h0; i < h1; ++i)
                poly << QPointF(xAt(high[i].t), yAt(high[i].v));
            for (qsizetype i = l1 - 1; i >= l0; --i)
                poly << QPointF(xAt(low[i].t), yAt(low[i].v));
            p.setPen(Qt::NoPen);
            p.setBrush(fill);
            p.drawPolygon(poly);
        };
        // Pieces between gaps, matched by time in both lists.
        qsizetype h0 = 0, l0 = 0;
        for (qsizetype h = 1; h <= high.size(); ++h) {
            if (h < high.size() && high[h].t - high[h - 1].t <= gapAfter)
                continue;
            const double until = high[h - 1].t;
            qsizetype l1 = l0;
            while (l1 < low.size() && low[l1].t <= until)
                ++l1;
            flushBand(h0, h, l0, l1);
            h0 = h;
            l0 = l1;
        }
    }
    for (const Line& line : m_lines) {
        const int n = int(line.times.size());
        const auto points = M4Decimator::decimate(
            n,
            [&](int i) {
                return std::pair<double, double>(line.times[std::size_t(i)], line.values[std::size_t(i)]);
            },
            m_view0, m_view1, columns);
        countColumns(points);
        QPen pen(line.color, dense ? 0.0 : m_lines.size() > 4 ? 1.2 : 1.8);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        QPolygonF run;
        for (qsizetype i = 0; i < points.size(); ++i) {
            if (i > 0 && points[i].t - points[i - 1].t > gapAfter) {
                p.drawPolyline(run);
                run.clear();
            }
            run << QPointF(xAt(points[i].t), yAt(points[i].v));
        }
        if (run.size() == 1)
            p.drawPoint(run.first());
        else
            p.drawPolyline(run);
    }
    p.setClipping(false);
    p.setRenderHint(QPainter::Antialiasing, false);
    if (m_hover)
        drawHover(p, plot, scale, unit);
    if (hasFocus()) {
        QColor focus = pal.color(QPalette::Highlight);
        p.setPen(QPen(focus, 1, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

void PainterTimeSeriesChart::drawHover(QPainter& p, const QRectF& plot, double, const QString&) {
    if (!plot.contains(*m_hover))
        return;
    const double t = timeAt(m_hover->x());
    QStringList rows;
    rows << QDateTime::fromSecsSinceEpoch(qint64(std::llround(t)))
                .toLocalTime()
                .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    double snapped = t;
    auto nearest = [&](const std::vector<double>& times) -> std::ptrdiff_t {
        if (times.empty())
            return -1;
        const auto it = std::lower_bound(times.begin(), times.end(), t);
        std::ptrdiff_t i = it - times.begin();
        if (i > 0 &&
            (i == std::ptrdiff_t(times.size()) || t - times[std::size_t(i - 1)] < times[std::size_t(i)] - t))
            --i;
        if (std::abs(times[std::size_t(i)] - t) > 2 * m_step + (m_view1 - m_view0) / plot.width())
            return -1;
        snapped = times[std::size_t(i)];
        return i;
    };
    if (m_band) {
        const auto i = nearest(m_band->times);
        if (i >= 0)
            rows << tr("Range: %1 \u2013 %2")
                        .arg(MetricText::value(m_metric, m_band->low[std::size_t(i)]),
                             MetricText::value(m_metric, m_band->high[std::size_t(i)]));
    }
    int shown = 0;
    for (const Line& line : m_lines) {
        if (++shown > 10) {
            rows << tr("\u2026 and %n more", nullptr, int(m_lines.size()) - 10);
            break;
        }
        const auto i = nearest(line.times);
        rows << tr("%1: %2").arg(line.name, i >= 0 ? MetricText::value(m_metric, line.values[std::size_t(i)])
                                                   : tr("no data"));
    }
    rows.first() = QDateTime::fromSecsSinceEpoch(qint64(snapped))
                       .toLocalTime()
                       .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    const double x = xAt(snapped);
    QColor line = palette().color(QPalette::WindowText);
    line.setAlphaF(0.5);
    p.setPen(QPen(line, 1, Qt::DashLine));
    p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    const QFontMetrics fm(font());
    int w = 0;
    for (const QString& r : rows)
        w = std::max(w, fm.horizontalAdvance(r));
    const QRectF box(0, 0, w + 16, rows.size() * fm.height() + 10);
    QPointF at(x + 12, m_hover->y() + 12);
    if (at.x() + box.width() > width())
        at.setX(x - 12 - box.width());
    if (at.y() + box.height() > height())
        at.setY(std::max(0.0, height() - box.height() - 2));
    p.setPen(palette().color(QPalette::Mid));
    p.setBrush(palette().color(QPalette::ToolTipBase));
    p.drawRoundedRect(box.translated(at), 4, 4);
    p.setPen(palette().color(QPalette::ToolTipText));
    for (qsizetype i = 0; i < rows.size(); ++i)
        p.drawText(QPointF(at.x() + 8, at.y() + 5 + fm.ascent() + i * fm.height()), rows[i]);
}

void PainterTimeSeriesChart::mouseMoveEvent(QMouseEvent* event) {
    if (m_dragFrom) {
        const double dt =
            (event->position().x() - m_dragFrom->x()) / plotRect().width() * (m_view1 - m_view0);
        const double span = m_view1 - m_view0;
        applyView(m_dragView0 - dt, m_dragView0 - dt + span);
        Q_EMIT viewChanged(m_view0, m_view1);
    }
    m_hover = event->position();
    update();
}

void PainterTimeSeriesChart::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        m_dragFrom = event->position();
        m_dragView0 = m_view0;
        setCursor(Qt::ClosedHandCursor);
    }
}

void PainterTimeSeriesChart::mouseReleaseEvent(QMouseEvent*) {
    m_dragFrom.reset();
    unsetCursor();
}

void PainterTimeSeriesChart::wheelEvent(QWheelEvent* event) {
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0)
        return;
    zoom(std::pow(0.8, steps), timeAt(event->position().x()));
    event->accept();
}

void PainterTimeSeriesChart::keyPressEvent(QKeyEvent* event) {
    const double middle = (m_view0 + m_view1) / 2;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoom(0.8, middle);
        break;
    case Qt::Key_Minus:
        zoom(1.25, middle);
        break;
    case Qt::Key_Left:
        pan(-0.1);
        break;
    case Qt::Key_Right:
        pan(0.1);
        break;
    case Qt::Key_Home:
    case Qt::Key_0:
        resetView();
        break;
    default:
        QWidget::keyPressEvent(event);
    }
}

void PainterTimeSeriesChart::leaveEvent(QEvent*) {
    m_hover.reset();
    update();
}

} // namespace cd
