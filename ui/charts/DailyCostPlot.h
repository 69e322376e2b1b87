#pragma once

#include <QColor>
#include <QList>
#include <QRectF>
#include <QString>

#include <memory>

class QFont;
class QGraphicsScene;
class QPainter;
class QPalette;
class QWidget;

QT_BEGIN_NAMESPACE
class QCategoryAxis;
class QChart;
class QChartView;
class QStackedBarSeries;
QT_END_NAMESPACE

namespace cd {

// What DailyCostChart draws, on Qt Charts: stacked bars a day each, amounts below zero stacked
// downwards, and two labelled axes. The only part of the cost chart that knows Qt Charts. Made
// with a parent it is a widget (the page); without one it is a scene that render() draws into any
// painter (the PDF report), so paper shows what the page shows.
class DailyCostPlot final {
public:
    struct Tick {
        double at = 0;
        QString label;
    };
    struct Stack {
        QColor color;
        QList<double> values; // a value per day
    };

    explicit DailyCostPlot(QWidget* parent);
    ~DailyCostPlot();
    DailyCostPlot(const DailyCostPlot&) = delete;
    DailyCostPlot& operator=(const DailyCostPlot&) = delete;

    // The view (null without a parent).
    QWidget* widget() const;
    QWidget* viewport() const;
    QRectF plotArea() const;
    void setColours(const QPalette& palette);
    void setFont(const QFont& font);
    void setBars(const QList<Stack>& stacks, int days, const QList<Tick>& dayTicks, double bottom, double top,
                 const QList<Tick>& amountTicks);
    // Sets off day `day`'s bar from the others; -1 for none.
    void highlight(int day);
    // Without a view: lays the chart out at `size` and draws it into `target` of `painter`.
    void render(QPainter& painter, const QRectF& target, const QSizeF& size);

private:
    QChart* m_chart = nullptr;
    QChartView* m_view = nullptr;
    std::unique_ptr<QGraphicsScene> m_scene;
    QStackedBarSeries* m_series = nullptr;
    QCategoryAxis* m_x = nullptr;
    QCategoryAxis* m_y = nullptr;
};

} // namespace cd
