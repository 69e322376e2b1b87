#include "TimeSeriesChart.h"

#include "TimeSeriesPlot.h"

#include "metrics/M4Decimator.h"
#include "metrics/MetricText.h"

#include <QDateTime>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace cd {

namespace {

QString timeLabel(double t, double span, bool withDay) {
    const QDateTime at = QDateTime::fromSecsSinceEpoch(qint64(t)).toLocalTime();
    if (span > 2 * 86400 || withDay)
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

TimeSeriesChart::TimeSeriesChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(std::make_unique<TimeSeriesPlot>(this)) {
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(1, 1, 1, 1); // room for the focus frame
    layout->addWidget(m_plot->widget());
    m_plot->viewport()->installEventFilter(this);
    m_plot->setColours(palette());
    m_plot->setFont(font());
    scheduleRebuild();
}

TimeSeriesChart::~TimeSeriesChart() = default;

void TimeSeriesChart::setTitle(const QString& title) {
    m_plot->setTitle(title);
    setAccessibleName(title);
}

void TimeSeriesChart::setMetric(Metric metric) {
    if (metric == m_metric)
        return;
    m_metric = metric;
    scheduleRebuild();
}

void TimeSeriesChart::setEmptyText(const QString& text) {
    m_emptyText = text;
    scheduleRebuild();
}

void TimeSeriesChart::setData(QList<Line> lines, std::optional<Band> band, double step) {
    m_lines = std::move(lines);
    m_band = std::move(band);
    m_step = std::max(1.0, step);
    scheduleRebuild();
}

void TimeSeriesChart::setDataWindow(double t0, double t1) {
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

void TimeSeriesChart::applyView(double t0, double t1) {
    const double dataSpan = m_data1 - m_data0;
    double span = std::clamp(t1 - t0, std::min(dataSpan, 10 * m_step), dataSpan);
    t0 = std::clamp(t0, m_data0, m_data1 - span);
    m_view0 = t0;
    m_view1 = t0 + span;
    scheduleRebuild();
}

void TimeSeriesChart::setView(double t0, double t1) {
    if (t0 == m_view0 && t1 == m_view1)
        return;
    applyView(t0, t1);
}

void TimeSeriesChart::resetView() {
    applyView(m_data0, m_data1);
    Q_EMIT viewChanged(m_view0, m_view1);
}

void TimeSeriesChart::zoom(double factor, double around) {
    const double t0 = around - (around - m_view0) * factor;
    const double t1 = around + (m_view1 - around) * factor;
    applyView(t0, t1);
    Q_EMIT viewChanged(m_view0, m_view1);
}

void TimeSeriesChart::pan(double fraction) {
    const double shift = (m_view1 - m_view0) * fraction;
    applyView(m_view0 + shift, m_view1 + shift);
    Q_EMIT viewChanged(m_view0, m_view1);
}

void TimeSeriesChart::scheduleRebuild() {
    m_dirty = true;
    if (m_scheduled)
        return;
    m_scheduled = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_scheduled = false;
            rebuild();
        },
        Qt::QueuedConnection);
}

int TimeSeriesChart::maxPointsPerColumn() const {
    rebuild();
    return m_maxPerColumn;
}

double TimeSeriesChart::timeAtX(double x) const {
    const QRectF plot = m_plot->plotArea();
    return m_view0 + (x - plot.left()) / std::max(1.0, plot.width()) * (m_view1 - m_view0);
}

void TimeSeriesChart::rebuild() const {
    const int columns = std::max(1, int(m_plot->plotArea().width()));
    if (!m_dirty && columns == m_columns)
        return;
    m_dirty = false;
    m_columns = columns;
    m_maxPerColumn = 0;

    // The value axis: percentages on their whole scale, anything else from zero to a tenth above
    // the largest value in view.
    const MetricInfo& info = MetricCatalog::info(m_metric);
    double lo = 0;
    double hi = 1;
    if (info.unit == MetricUnit::Percent) {
        hi = 100;
    } else if (info.unit != MetricUnit::Ratio) {
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
        hi = top > 0 ? top * 1.1 : 1;
    }
    QString unit;
    const double scale = MetricText::axisScale(m_metric, hi, &unit);
    // As many value labels as the plot's height holds whole: Qt Charts cuts a label that has less
    // than its share of the axis's height (one more share than labels) to "...".
    const double plotHeight = std::max(1.0, m_plot->plotArea().height());
    const int room = std::max(2, int(plotHeight / (fontMetrics().height() + 8)) - 1);
    QList<TimeSeriesPlot::Tick> yTicks;
    double valueStep = niceStep((hi - lo) * scale, std::min(4, room - 1)) / scale;
    while ((hi - lo) / valueStep + 1 > room)
        valueStep *= 2;
    for (double v = lo; v <= hi + 1e-9; v += valueStep)
        yTicks.append({v, QString::number(v * scale, 'g', 4)});
    // Time ticks on round local times: offset by the zone so "10:00" falls on a tick. A label
    // that would repeat (12:00 on two days) names its day.
    QList<TimeSeriesPlot::Tick> xTicks;
    const double span = m_view1 - m_view0;
    if (span > 0) {
        const double tStep = niceTimeStep(span);
        const double offset = QDateTime::fromSecsSinceEpoch(qint64(m_view0)).offsetFromUtc();
        QStringList seen;
        for (double t = std::ceil((m_view0 + offset) / tStep) * tStep - offset; t <= m_view1; t += tStep) {
            QString label = timeLabel(t, span, false);
            if (seen.contains(label))
                label = timeLabel(t, span, true);
            seen.append(label);
            xTicks.append({t, label});
        }
    }
    m_plot->clearSeries();
    m_plot->setAxes(m_view0, std::max(m_view1, m_view0 + 1), xTicks, lo, hi, yTicks, unit);

    const bool empty = (m_lines.isEmpty() && !m_band) || m_view1 <= m_view0;
    m_plot->setEmptyText(empty ? m_emptyText : QString());
    if (empty) {
        m_plot->setLines({});
        m_plot->setBand({}, {});
        m_plot->settle();
        return;
    }
    // A break in a line: samples further apart than 2.5 steps. Kept M4 points of one pixel column
    // (or two neighbouring ones) can lie further apart than that without a gap between them.
    const double gapAfter = std::max(2.5 * m_step, 2.0 * span / columns);
    // Dense lines (a sample or more every two pixels) are drawn aliased and one pixel wide, which
    // M4 is exact for and which draws many times faster; sparse ones look better smoothed.
    qsizetype visible = 0;
    for (const Line& line : m_lines) {
        const auto a = std::lower_bound(line.times.begin(), line.times.end(), m_view0);
        const auto b = std::upper_bound(a, line.times.end(), m_view1);
        visible = std::max<qsizetype>(visible, b - a);
    }
    const bool dense = visible * 2 > columns;
    m_plot->setAntialiased(!dense);
    auto countColumns = [&](const QList<ChartPoint>& points) {
        int current = -1, count = 0;
        for (const ChartPoint& pt : points) {
            if (pt.t < m_view0 || pt.t >= m_view1)
                continue;
            const int c = std::min(columns - 1, int((pt.t - m_view0) / span * columns));
            count = c == current ? count + 1 : 1;
            current = c;
            m_maxPerColumn = std::max(m_maxPerColumn, count);
        }
    };
    auto decimate = [&](const std::vector<double>& times, const std::vector<float>& values) {
        return M4Decimator::decimate(std::span<const double>(times), std::span<const float>(values), m_view0,
                                     m_view1, columns);
    };

    QList<TimeSeriesPlot::BandPiece> pieces;
    if (m_band && !m_band->times.empty()) {
        const QList<ChartPoint> high = decimate(m_band->times, m_band->high);
        const QList<ChartPoint> low = decimate(m_band->times, m_band->low);
        countColumns(high);
        countColumns(low);
        // Pieces between gaps, matched by time in both lists.
        qsizetype h0 = 0, l0 = 0;
        for (qsizetype h = 1; h <= high.size(); ++h) {
            if (h < high.size() && high[h].t - high[h - 1].t <= gapAfter)
                continue;
            const double until = high[h - 1].t;
            qsizetype l1 = l0;
            while (l1 < low.size() && low[l1].t <= until)
                ++l1;
            if (h - h0 >= 1 && l1 - l0 >= 1) {
                TimeSeriesPlot::BandPiece piece;
                for (qsizetype i = h0; i < h; ++i)
                    piece.high.append({high[i].t, high[i].v});
                for (qsizetype i = l0; i < l1; ++i)
                    piece.low.append({low[i].t, low[i].v});
                pieces.append(std::move(piece));
            }
            h0 = h;
            l0 = l1;
        }
    }
    QColor fill = m_band && m_band->color.isValid() ? m_band->color
                  : m_lines.isEmpty()               ? palette().color(QPalette::Highlight)
                                                    : m_lines.first().color;
    fill.setAlphaF(0.22f);
    m_plot->setBand(fill, pieces);

    // One series a line, or one a piece of a line where it has gaps.
    QList<TimeSeriesPlot::Run> runs;
    const double width = dense ? 1.0 : m_lines.size() > 4 ? 1.2 : 1.8;
    for (const Line& line : m_lines) {
        const QList<ChartPoint> points = decimate(line.times, line.values);
        countColumns(points);
        TimeSeriesPlot::Run run{line.color, width, {}};
        run.points.reserve(points.size());
        for (qsizetype i = 0; i < points.size(); ++i) {
            if (i > 0 && points[i].t - points[i - 1].t > gapAfter) {
                runs.append(run);
                run.points.clear();
            }
            run.points.append({points[i].t, points[i].v});
        }
        if (!run.points.isEmpty())
            runs.append(std::move(run));
    }
    m_plot->setLines(runs);
    m_plot->settle();
}

QString TimeSeriesChart::hoverText(double t) const {
    double snapped = t;
    return hover(t, &snapped);
}

QString TimeSeriesChart::hover(double t, double* snapped) const {
    const double perPixel = (m_view1 - m_view0) / std::max(1.0, m_plot->plotArea().width());
    *snapped = t;
    auto nearest = [&](const std::vector<double>& times) -> std::ptrdiff_t {
        if (times.empty())
            return -1;
        const auto it = std::lower_bound(times.begin(), times.end(), t);
        std::ptrdiff_t i = it - times.begin();
        if (i > 0 &&
            (i == std::ptrdiff_t(times.size()) || t - times[std::size_t(i - 1)] < times[std::size_t(i)] - t))
            --i;
        if (std::abs(times[std::size_t(i)] - t) > 2 * m_step + perPixel)
            return -1;
        *snapped = times[std::size_t(i)];
        return i;
    };
    QStringList rows;
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
    rows.prepend(QDateTime::fromSecsSinceEpoch(qint64(std::llround(*snapped)))
                     .toLocalTime()
                     .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
    return rows.join(u'\n');
}

bool TimeSeriesChart::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_plot->viewport())
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::Paint:
        rebuild(); // a paint always shows the newest data and view, even before the queued rebuild
        return false;
    case QEvent::Resize:
        scheduleRebuild();
        return false;
    case QEvent::MouseButtonPress: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (e->button() != Qt::LeftButton)
            return false;
        setFocus(Qt::MouseFocusReason);
        m_dragFrom = e->position();
        m_dragView0 = m_view0;
        m_plot->viewport()->setCursor(Qt::ClosedHandCursor);
        return true;
    }
    case QEvent::MouseButtonRelease:
        m_dragFrom.reset();
        m_plot->viewport()->unsetCursor();
        return true;
    case QEvent::MouseMove: {
        auto* e = static_cast<QMouseEvent*>(event);
        const QRectF plot = m_plot->plotArea();
        if (m_dragFrom) {
            const double span = m_view1 - m_view0;
            const double dt = (e->position().x() - m_dragFrom->x()) / std::max(1.0, plot.width()) * span;
            applyView(m_dragView0 - dt, m_dragView0 - dt + span);
            Q_EMIT viewChanged(m_view0, m_view1);
        }
        if (plot.contains(e->position()) && !m_lines.isEmpty()) {
            double snapped = 0;
            const QString text = hover(timeAtX(e->position().x()), &snapped);
            m_plot->setMarker(snapped);
            QToolTip::showText(e->globalPosition().toPoint() + QPoint(12, 12), text, m_plot->viewport());
        } else {
            m_plot->setMarker(std::nullopt);
            QToolTip::hideText();
        }
        return true;
    }
    case QEvent::Leave:
        m_plot->setMarker(std::nullopt);
        QToolTip::hideText();
        return false;
    case QEvent::Wheel: {
        auto* e = static_cast<QWheelEvent*>(event);
        const double steps = e->angleDelta().y() / 120.0;
        if (steps != 0)
            zoom(std::pow(0.8, steps), timeAtX(e->position().x()));
        return true;
    }
    default:
        return false;
    }
}

void TimeSeriesChart::keyPressEvent(QKeyEvent* event) {
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

void TimeSeriesChart::paintEvent(QPaintEvent*) {
    // Only the frame around the chart is ours: a dotted line while the chart has the keyboard.
    if (!hasFocus())
        return;
    QPainter p(this);
    p.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DotLine));
    p.drawRect(rect().adjusted(0, 0, -1, -1));
}

void TimeSeriesChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange)
        m_plot->setColours(palette());
    if (event->type() == QEvent::FontChange) {
        m_plot->setFont(font());
        scheduleRebuild();
    }
    QWidget::changeEvent(event);
}

void TimeSeriesChart::focusInEvent(QFocusEvent* event) {
    update();
    QWidget::focusInEvent(event);
}

void TimeSeriesChart::focusOutEvent(QFocusEvent* event) {
    update();
    QWidget::focusOutEvent(event);
}

} // namespace cd
