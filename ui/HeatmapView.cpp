#include "HeatmapView.h"

#include "metrics/MetricText.h"

#include <QDateTime>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace cd {

namespace {

constexpr double gutter = 150; // host names
constexpr double legendWidth = 54;
constexpr double topMargin = 4;
constexpr double bottomMargin = 18;

// Viridis (perceptually uniform, readable by people with colour-blindness), sampled at 9 stops.
const QColor stops[] = {QColor(0x44, 0x01, 0x54), QColor(0x47, 0x2c, 0x7a), QColor(0x3b, 0x51, 0x8b),
                        QColor(0x2c, 0x71, 0x8e), QColor(0x21, 0x90, 0x8d), QColor(0x27, 0xad, 0x81),
                        QColor(0x5c, 0xc8, 0x63), QColor(0xaa, 0xdc, 0x32), QColor(0xfd, 0xe7, 0x25)};

QList<QRgb> viridis() {
    QList<QRgb> lut;
    const int n = int(std::size(stops)) - 1;
    for (int i = 0; i < 256; ++i) {
        const double f = i / 255.0 * n;
        const int a = std::min(n - 1, int(f));
        const double w = f - a;
        const QColor& c0 = stops[a];
        const QColor& c1 = stops[a + 1];
        lut.append(qRgb(int(c0.red() + (c1.red() - c0.red()) * w),
                        int(c0.green() + (c1.green() - c0.green()) * w),
                        int(c0.blue() + (c1.blue() - c0.blue()) * w)));
    }
    return lut;
}

} // namespace

HeatmapView::HeatmapView(QWidget* parent)
    : QWidget(parent)
    , m_lut(viridis()) {
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Heatmap of every GPU"));
}

HeatmapView::~HeatmapView() = default;

void HeatmapView::setStore(const MetricStore* store, Metric metric) {
    m_store = store;
    m_metric = metric;
    refresh();
}

void HeatmapView::setView(double t0, double t1) {
    m_view0 = t0;
    m_view1 = std::max(t1, t0 + 1);
    refresh();
}

void HeatmapView::refresh() {
    m_dirty = true;
    update();
}

void HeatmapView::resizeEvent(QResizeEvent*) {
    m_dirty = true;
}

QRectF HeatmapView::mapRect() const {
    return QRectF(gutter, topMargin, std::max(10.0, width() - gutter - legendWidth),
                  std::max(10.0, height() - topMargin - bottomMargin));
}

std::pair<int, int> HeatmapView::visibleColumns(const SeriesBlock& block) const {
    int c0 = 0;
    while (c0 < block.columns() && block.timeAt(c0) < m_view0)
        ++c0;
    int c1 = block.columns();
    while (c1 > c0 && block.timeAt(c1 - 1) > m_view1)
        --c1;
    return {c0, c1};
}

QRgb HeatmapView::colourOf(float v) const {
    if (std::isnan(v))
        return m_gapColour;
    const double f = std::clamp(double(v) / m_scaleMax, 0.0, 1.0);
    return m_lut[int(f * 255.0 + 0.5)];
}

void HeatmapView::rebuild() {
    m_dirty = false;
    m_gapColour = palette().color(QPalette::AlternateBase).rgb(); // the theme may have changed
    const SeriesBlock* block = m_store ? m_store->block(m_metric) : nullptr;
    const MetricInfo& info = MetricCatalog::info(m_metric);
    if (!block || block->isEmpty() || block->seriesCount() == 0) {
        m_image = QImage();
        return;
    }
    const auto [c0, c1] = visibleColumns(*block);
    const int samples = std::max(0, c1 - c0);
    const int rows = block->seriesCount();
    // Scale: fixed for percentages and ratios; otherwise the largest value shown, so a quiet
    // link does not look busy.
    if (info.unit == MetricUnit::Percent) {
        m_scaleMax = 100;
    } else if (info.unit == MetricUnit::Ratio) {
        m_scaleMax = 1;
    }
    // Each row's visible columns copied out in order once (copyRow): value() would divide for
    // every one of 512 x 900 cells, every tick.
    std::vector<float> visible(static_cast<std::size_t>(samples));
    if (info.unit != MetricUnit::Percent && info.unit != MetricUnit::Ratio) {
        double top = 0;
        for (int s = 0; s < rows; ++s) {
            block->copyRow(s, c0, c1, visible.data());
            for (const float v : visible) {
                if (!std::isnan(v))
                    top = std::max(top, double(v));
            }
        }
        m_scaleMax = top > 0 ? top : info.scaleMax;
    }
    const int pixels = std::max(1, int(mapRect().width()));
    const int width = std::max(1, std::min(samples, pixels));
    m_image = QImage(width, rows, QImage::Format_RGB32);
    const QRgb empty = m_gapColour;
    for (int s = 0; s < rows; ++s) {
        auto* line = reinterpret_cast<QRgb*>(m_image.scanLine(s));
        if (samples == 0) {
            std::fill(line, line + width, empty);
            continue;
        }
        block->copyRow(s, c0, c1, visible.data());
        if (samples <= pixels) {
            for (int c = 0; c < samples; ++c)
                line[c] = colourOf(visible[std::size_t(c)]);
            continue;
        }
        // More samples than pixels: each pixel the largest value it covers.
        for (int x = 0; x < width; ++x) {
            const int from = int(qint64(x) * samples / width);
            const int to = int(qint64(x + 1) * samples / width);
            float top = std::numeric_limits<float>::quiet_NaN();
            for (int c = from; c < std::max(to, from + 1); ++c) {
                const float v = visible[std::size_t(c)];
                if (!std::isnan(v) && (std::isnan(top) || v > top))
                    top = v;
            }
            line[x] = colourOf(top);
        }
    }
}

std::optional<std::pair<int, qint64>> HeatmapView::cellAt(QPointF pos) const {
    const SeriesBlock* block = m_store ? m_store->block(m_metric) : nullptr;
    const QRectF map = mapRect();
    if (!block || block->seriesCount() == 0 || !map.contains(pos))
        return std::nullopt;
    const int row = std::clamp(int((pos.y() - map.top()) / map.height() * block->seriesCount()), 0,
                               block->seriesCount() - 1);
    const double t = m_view0 + (pos.x() - map.left()) / map.width() * (m_view1 - m_view0);
    const qint64 step = block->step();
    return std::pair<int, qint64>(row, qint64(std::floor(t / double(step))) * step);
}

QStringList HeatmapView::marginLabels(const QStringList& hostnames) {
    // Host names share the cluster's name ("frontier-pretrain-train-12"): the margin shows what
    // tells them apart ("train-12"). One node has nothing to tell apart from: its whole name, not
    // the "1" after its last dash.
    QString common;
    bool several = false;
    for (const QString& name : hostnames) {
        if (common.isNull()) {
            common = name;
            continue;
        }
        several = several || name != hostnames.first();
        qsizetype n = 0;
        while (n < common.size() && n < name.size() && common[n] == name[n])
            ++n;
        common.truncate(n);
    }
    qsizetype cut = several ? common.lastIndexOf(u'-') + 1 : 0;
    for (const QString& name : hostnames) {
        if (name.size() <= cut)
            cut = 0;
        // The pool's name stays with the number: "train-1", never a bare "1".
        const qsizetype lastDash = name.lastIndexOf(u'-');
        cut = std::min(cut, lastDash > 0 ? name.lastIndexOf(u'-', lastDash - 1) + 1 : qsizetype(0));
    }
    QStringList labels;
    labels.reserve(hostnames.size());
    for (const QString& name : hostnames)
        labels.append(name.mid(cut));
    return labels;
}

void HeatmapView::paintEvent(QPaintEvent*) {
    if (m_dirty)
        rebuild();
    QPainter p(this);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QRectF map = mapRect();
    const SeriesBlock* block = m_store ? m_store->block(m_metric) : nullptr;
    if (m_image.isNull() || !block) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No samples in this window."));
        return;
    }
    // The image covers the visible samples; place it where their times fall.
    const auto [c0, c1] = visibleColumns(*block);
    const double span = m_view1 - m_view0;
    const double left =
        c1 > c0 ? map.left() + (block->timeAt(c0) - m_view0) / span * map.width() : map.left();
    const double right =
        c1 > c0 ? map.left() + (block->timeAt(c1 - 1) + block->step() - m_view0) / span * map.width()
                : map.right();
    p.save();
    p.setClipRect(map);
    p.drawImage(QRectF(left, map.top(), std::max(1.0, right - left), map.height()), m_image);
    p.restore();

    // Node groups: separators when rows are tall enough to spare a line, and host names spaced
    // so they never overlap.
    const QList<SeriesInfo>& series = m_store->series(MetricCatalog::info(m_metric).scope);
    const int rows = block->seriesCount();
    const double rowHeight = map.height() / rows;
    QStringList hostnames;
    hostnames.reserve(series.size());
    for (const SeriesInfo& s : series)
        hostnames.append(s.hostname);
    const QStringList labels = marginLabels(hostnames);
    QColor text = pal.color(QPalette::WindowText);
    const QFontMetrics fm(font());
    double lastLabel = -1e9;
    QColor separator = pal.color(QPalette::Base);
    for (int s = 0; s < rows && s < series.size(); ++s) {
        if (s > 0 && series[s].key.node == series[s - 1].key.node)
            continue;
        const double y = map.top() + s * rowHeight;
        if (s > 0 && rowHeight >= 3) {
            p.setPen(separator);
            p.drawLine(QPointF(map.left(), y), QPointF(map.right(), y));
        }
        if (y - lastLabel >= fm.height()) {
            p.setPen(text);
            p.drawText(QRectF(4, y, gutter - 10, fm.height()), Qt::AlignRight | Qt::AlignTop,
                       fm.elidedText(labels[s], Qt::ElideMiddle, int(gutter - 12)));
            lastLabel = y;
        }
    }
    // Legend: the colour scale with its ends.
    const QRectF bar(width() - legendWidth + 10, map.top() + 14, 12, map.height() - 28);
    for (int i = 0; i < int(bar.height()); ++i) {
        const double f = 1.0 - i / bar.height();
        p.setPen(QColor(m_lut[int(f * 255)]));
        p.drawLine(QPointF(bar.left(), bar.top() + i), QPointF(bar.right(), bar.top() + i));
    }
    p.setPen(text);
    p.drawText(QRectF(bar.left() - 14, map.top(), legendWidth, 14), Qt::AlignLeft,
               MetricText::value(m_metric, m_scaleMax));
    p.drawText(QRectF(bar.left() - 14, bar.bottom() + 1, legendWidth, 14), Qt::AlignLeft,
               MetricText::value(m_metric, 0));
    p.drawText(
        QRectF(map.left(), map.bottom() + 2, map.width(), bottomMargin - 2), Qt::AlignLeft,
        QDateTime::fromSecsSinceEpoch(qint64(m_view0)).toLocalTime().toString(QStringLiteral("HH:mm:ss")));
    p.drawText(
        QRectF(map.left(), map.bottom() + 2, map.width(), bottomMargin - 2), Qt::AlignRight,
        QDateTime::fromSecsSinceEpoch(qint64(m_view1)).toLocalTime().toString(QStringLiteral("HH:mm:ss")));
    p.drawText(QRectF(map.left(), map.bottom() + 2, map.width(), bottomMargin - 2), Qt::AlignHCenter,
               MetricCatalog::info(m_metric).scope == MetricScope::Gpu ? tr("%n GPU(s)", nullptr, rows)
                                                                       : tr("%n node(s)", nullptr, rows));

    if (m_hover) {
        if (const auto cell = cellAt(*m_hover); cell && cell->first < series.size()) {
            const SeriesInfo& s = series[cell->first];
            const int column = block->columnOf(cell->second);
            const float v =
                column >= 0 ? block->value(cell->first, column) : std::numeric_limits<float>::quiet_NaN();
            const QString who =
                s.key.gpu >= 0 ? tr("%1 \u00b7 GPU %2").arg(s.hostname).arg(s.key.gpu) : s.hostname;
            const QStringList lines = {who,
                                       QDateTime::fromSecsSinceEpoch(cell->second)
                                           .toLocalTime()
                                           .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                                       MetricText::value(m_metric, v)};
            int w = 0;
            for (const QString& l : lines)
                w = std::max(w, fm.horizontalAdvance(l));
            QRectF box(m_hover->x() + 14, m_hover->y() + 10, w + 16, lines.size() * fm.height() + 10);
            if (box.right() > width())
                box.moveRight(m_hover->x() - 14);
            if (box.bottom() > height())
                box.moveBottom(height() - 2);
            const double y = map.top() + cell->first * rowHeight;
            p.setPen(QPen(pal.color(QPalette::Highlight), 1));
            p.setBrush(Qt::NoBrush);
            p.drawRect(QRectF(map.left(), y, map.width(), std::max(1.0, rowHeight)));
            p.setPen(pal.color(QPalette::Mid));
            p.setBrush(pal.color(QPalette::ToolTipBase));
            p.drawRoundedRect(box, 4, 4);
            p.setPen(pal.color(QPalette::ToolTipText));
            for (qsizetype i = 0; i < lines.size(); ++i)
                p.drawText(QPointF(box.left() + 8, box.top() + 5 + fm.ascent() + i * fm.height()), lines[i]);
        }
    }
}

void HeatmapView::mouseMoveEvent(QMouseEvent* event) {
    m_hover = event->position();
    update();
}

void HeatmapView::mousePressEvent(QMouseEvent* event) {
    const auto cell = cellAt(event->position());
    if (!cell || !m_store)
        return;
    const auto& series = m_store->series(MetricCatalog::info(m_metric).scope);
    if (cell->first < series.size())
        Q_EMIT nodeActivated(series[cell->first].key.node);
}

void HeatmapView::leaveEvent(QEvent*) {
    m_hover.reset();
    update();
}

} // namespace cd
