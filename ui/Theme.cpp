#include "Theme.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace cd {

namespace {
QPalette systemPalette;
bool captured = false;
Theme::Choice chosen = Theme::Choice::System;
bool dark = false;

QPalette darkPalette() {
    QPalette p;
    const QColor window(0x23, 0x26, 0x2b);
    const QColor base(0x1b, 0x1e, 0x22);
    const QColor text(0xe6, 0xe8, 0xeb);
    const QColor disabled(0x7c, 0x82, 0x8a);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x2a, 0x30));
    p.setColor(QPalette::ToolTipBase, QColor(0x30, 0x34, 0x3a));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x2d, 0x31, 0x37));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xff));
    p.setColor(QPalette::Mid, QColor(0x3a, 0x3f, 0x46));
    p.setColor(QPalette::Dark, QColor(0x15, 0x17, 0x1a));
    p.setColor(QPalette::Light, QColor(0x3a, 0x3f, 0x46));
    p.setColor(QPalette::Disabled, QPalette::Text, disabled);
    p.setColor(QPalette::Disabled, QPalette::WindowText, disabled);
    p.setColor(QPalette::Disabled, QPalette::ButtonText, disabled);
    return p;
}

QPalette lightPalette() {
    QPalette p = QApplication::style()->standardPalette(); // Fusion's, set just before
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xd0));
    p.setColor(QPalette::Link, QColor(0x1f, 0x5f, 0xc0));
    return p;
}

bool paletteIsDark(const QPalette& p) {
    return p.color(QPalette::Window).lightness() < 128;
}
} // namespace

void Theme::captureSystemPalette() {
    if (captured)
        return;
    systemPalette = QApplication::palette();
    captured = true;
}

void Theme::apply(Choice choice) {
    captureSystemPalette();
    chosen = choice;
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    dark = choice == Choice::Dark || (choice == Choice::System && paletteIsDark(systemPalette));
    QApplication::setPalette(dark ? darkPalette() : lightPalette());
}

bool Theme::isDark() {
    return dark;
}

Theme::Choice Theme::current() {
    return chosen;
}

QString Theme::choiceId(Choice choice) {
    switch (choice) {
    case Choice::Light:
        return QStringLiteral("light");
    case Choice::Dark:
        return QStringLiteral("dark");
    case Choice::System:
        break;
    }
    return QStringLiteral("system");
}

Theme::Choice Theme::choiceFromId(const QString& id) {
    if (id == u"light")
        return Choice::Light;
    if (id == u"dark")
        return Choice::Dark;
    return Choice::System;
}

QColor Theme::good() {
    return dark ? QColor(0x4c, 0xc9, 0x7a) : QColor(0x1e, 0x8e, 0x3e);
}

QColor Theme::warning() {
    return dark ? QColor(0xf0, 0xb4, 0x3c) : QColor(0xb2, 0x6a, 0x00);
}

QColor Theme::bad() {
    return dark ? QColor(0xff, 0x6b, 0x6b) : QColor(0xc6, 0x28, 0x28);
}

QColor Theme::accent() {
    return dark ? QColor(0x6c, 0xa8, 0xff) : QColor(0x2f, 0x6f, 0xd0);
}

} // namespace cd
