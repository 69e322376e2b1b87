#pragma once

#include <QList>
#include <QString>
#include <QWidget>

class QPainter;

namespace cd {

// Shares of a whole as labelled horizontal bars with their amount and percentage: where the
// money went by stage. paint() draws the same anywhere (the PDF report).
class ShareBars final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShareBars)

public:
    struct Bar {
        QString label;
        QString amount;
        double fraction = 0;
    };

    explicit ShareBars(QWidget* parent = nullptr);
    void setBars(const QList<Bar>& bars);
    const QList<Bar>& bars() const { return m_bars; }
    QSize sizeHint() const override;

    static void paint(QPainter& painter, const QRectF& area, const QList<Bar>& bars, const QPalette& palette);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QList<Bar> m_bars;
};

} // namespace cd
