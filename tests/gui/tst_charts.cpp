// The chart widgets of ui/charts/ on their own, drawn offscreen by Qt Charts: a line breaks where
// samples are missing, a day of 1-second samples reaches the chart as at most 4 points a pixel
// column, the view zooms, pans and comes home, and hovering in a gap says there is no data.
#include "charts/TimeSeriesChart.h"

#include <QAbstractScrollArea>
#include <QImage>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace cd;

namespace {

constexpr double start = 1'795'900'800;

TimeSeriesChart::Line line(int points, double step, const QColor& colour) {
    TimeSeriesChart::Line l{QStringLiteral("GPU 0"), colour, {}, {}};
    for (int i = 0; i < points; ++i) {
        l.times.push_back(start + i * step);
        l.values.push_back(float(50 + 30 * std::sin(i / 50.0)));
    }
    return l;
}

// Columns of `image` (between x0 and x1) with a pixel of `colour`.
int columnsWith(const QImage& image, const QColor& colour, int x0, int x1) {
    int n = 0;
    for (int x = x0; x < x1; ++x) {
        for (int y = 0; y < image.height(); ++y) {
            if (image.pixelColor(x, y) == colour) {
                ++n;
                break;
            }
        }
    }
    return n;
}

} // namespace

class TestCharts final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aGapBreaksTheLine() {
        // Samples a second apart with the middle third missing: no line is drawn across it.
        const QColor colour(0xd0, 0x20, 0x20);
        TimeSeriesChart::Line l{QStringLiteral("GPU 0"), colour, {}, {}};
        for (int i = 0; i < 900; ++i) {
            if (i >= 300 && i < 600)
                continue;
            l.times.push_back(start + i);
            l.values.push_back(60);
        }
        TimeSeriesChart chart;
        chart.resize(900, 300);
        chart.setData({l}, std::nullopt, 1);
        chart.setDataWindow(start, start + 899);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const QImage image = chart.grab().toImage();
        // The plot spans most of the width; its middle third is the gap.
        const int w = image.width();
        QVERIFY(columnsWith(image, colour, w / 10, w / 3) > w / 6);
        QCOMPARE(columnsWith(image, colour, w * 45 / 100, w * 55 / 100), 0);
        QVERIFY(columnsWith(image, colour, w * 7 / 10, w * 95 / 100) > w / 6);
        // Hovering in the gap names the line and says it has no data there.
        QVERIFY(chart.hoverText(start + 450).endsWith(QStringLiteral("GPU 0: no data")));
        QVERIFY(chart.hoverText(start + 100).contains(QStringLiteral("GPU 0: 60")));
    }

    void aDayAtOneSecondIsDecimated() {
        TimeSeriesChart chart;
        chart.resize(800, 300);
        chart.setData({line(86400, 1, Qt::blue)}, std::nullopt, 1);
        chart.setDataWindow(start, start + 86400);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.grab();
        QVERIFY(chart.maxPointsPerColumn() > 0);
        QVERIFY(chart.maxPointsPerColumn() <= 4);
        QVERIFY(chart.findChild<QAbstractScrollArea*>()->inherits("QChartView"));
    }

    void zoomPanAndHome() {
        TimeSeriesChart chart;
        chart.resize(800, 300);
        chart.setData({line(3600, 1, Qt::blue)}, std::nullopt, 1);
        chart.setDataWindow(start, start + 3600);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QSignalSpy views(&chart, &TimeSeriesChart::viewChanged);
        chart.setFocus();
        QTest::keyClick(&chart, Qt::Key_Plus);
        QVERIFY(chart.viewEnd() - chart.viewStart() < 3600 * 0.9);
        const double before = chart.viewStart();
        QTest::keyClick(&chart, Qt::Key_Left);
        QVERIFY(chart.viewStart() < before);
        // The wheel zooms in around the pointer, dragging pans.
        auto* viewport = chart.findChild<QAbstractScrollArea*>()->viewport();
        const double span = chart.viewEnd() - chart.viewStart();
        QWheelEvent wheel(QPointF(400, 150), viewport->mapToGlobal(QPointF(400, 150)), QPoint(),
                          QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(viewport, &wheel);
        QVERIFY(chart.viewEnd() - chart.viewStart() < span * 0.9);
        const double beforeDrag = chart.viewStart();
        QTest::mousePress(viewport, Qt::LeftButton, {}, QPoint(400, 150));
        QTest::mouseMove(viewport, QPoint(500, 150));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, QPoint(500, 150));
        QVERIFY(chart.viewStart() < beforeDrag); // dragged right: earlier times come into view
        QTest::keyClick(&chart, Qt::Key_Home);
        QCOMPARE(chart.viewStart(), start);
        QCOMPARE(chart.viewEnd(), start + 3600);
        QVERIFY(views.size() >= 5);
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
