#include "SvgIconEngine.h"

#include <QApplication>
#include <QFile>
#include <QPainter>
#include <QPalette>
#include <QSvgRenderer>

namespace cd {

SvgIconEngine::SvgIconEngine(QByteArray svg)
    : m_svg(std::move(svg)) {}

QByteArray SvgIconEngine::colored(QIcon::Mode mode) const {
    const QPalette palette = QApplication::palette();
    QColor color = palette.color(mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active,
                                 mode == QIcon::Selected ? QPalette::HighlightedText : QPalette::WindowText);
    QByteArray svg = m_svg;
    return svg.replace("currentColor", color.name().toLatin1());
}

void SvgIconEngine::paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) {
    QSvgRenderer renderer(colored(mode));
    renderer.render(painter, rect);
}

QPixmap SvgIconEngine::pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) {
    return scaledPixmap(size, mode, state, 1.0);
}

QPixmap SvgIconEngine::scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state, qreal scale) {
    QPixmap pixmap(size * scale);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(0, 0), size * scale), mode, state);
    }
    pixmap.setDevicePixelRatio(scale);
    return pixmap;
}

QIconEngine* SvgIconEngine::clone() const {
    return new SvgIconEngine(m_svg);
}

QIcon SvgIconEngine::icon(const QString& name) {
    QFile file(QStringLiteral(":/icons/%1.svg").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QIcon(new SvgIconEngine(file.readAll()));
}

} // namespace cd
