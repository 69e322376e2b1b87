#pragma once

#include "metrics/MetricStore.h"

#include <QImage>
#include <QStringList>
#include <QWidget>

#include <optional>

namespace cd {

// Every GPU's value of one metric over time: a row per GPU, grouped by node (separators and the
// node's host name in the margin), a column per sample, colour for the value. At 512 GPUs a row is
// a pixel or two; hovering names the GPU, the time and the exact value, and clicking a row picks
// its node for the drill-down below. Where there are more samples than pixel columns, each pixel
// shows the largest value it covers, so a short spike is never skipped.
class HeatmapView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeatmapView)

public:
    explicit HeatmapView(QWidget* parent = nullptr);
    ~HeatmapView() override;

    // The store is read when painting; call refresh() after it changed.
    void setStore(const MetricStore* store, Metric metric);
    void setView(double t0, double t1);
    void refresh();
    // The colour for `v` on this metric's scale (for the legend, and tests).
    QRgb colourOf(float v) const;
    // Which GPU (series row) and time a point of the widget shows; nullopt outside the map.
    std::optional<std::pair<int, qint64>> cellAt(QPointF pos) const;
    double scaleMax() const { return m_scaleMax; }
    // What the margin names each series row by: the part of its host name that tells the nodes
    // apart, or the whole name when there is only one node.
    static QStringList marginLabels(const QStringList& hostnames);
    const QImage& image() const { return m_image; }

    QSize minimumSizeHint() const override { return {320, 160}; }
    QSize sizeHint() const override { return {900, 420}; }

Q_SIGNALS:
    void nodeActivated(const QString& nodeId);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    QRectF mapRect() const;
    // The block's columns in the view: [first, last).
    std::pair<int, int> visibleColumns(const SeriesBlock& block) const;
    void rebuild();

    const MetricStore* m_store = nullptr;
    Metric m_metric = Metric::GpuUtil;
    double m_view0 = 0;
    double m_view1 = 1;
    double m_scaleMax = 100;
    QImage m_image; // one pixel per series row and (pixel or sample) column
    bool m_dirty = true;
    std::optional<QPointF> m_hover;
    QList<QRgb> m_lut;
    QRgb m_gapColour = 0; // no sample: the palette's alternate base, read once per rebuild
};

} // namespace cd
