#pragma once

#include <QByteArray>
#include <QIconEngine>

namespace cd {

// Draws one of our SVG icons at whatever size and device pixel ratio is asked, so icons stay sharp
// on HiDPI screens, and in the theme's text colour: the SVGs use "currentColor", which Qt's SVG
// renderer does not resolve, so it is substituted before rendering.
class SvgIconEngine final : public QIconEngine {
public:
    explicit SvgIconEngine(QByteArray svg);

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override;
    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state, qreal scale) override;
    QIconEngine* clone() const override;

    // The icon resources/icons/NAME.svg.
    static QIcon icon(const QString& name);

private:
    QByteArray colored(QIcon::Mode mode) const;
    QByteArray m_svg;
};

} // namespace cd
