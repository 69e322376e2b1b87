#include "Theme.h"

#include "SystemThemeWatcher.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleHints>

#include <algorithm>
#include <cmath>

namespace cd {

namespace {
QPalette systemPalette;
bool captured = false;
bool pinned = false;     // a test's desktop palette (setSystemPalette), not the platform's
QString platformStyle;   // the style Qt chose for this desktop, before ours
bool ownPalette = false; // the application palette is ours, not the platform's
Theme::Choice current = Theme::Choice::System;
bool dark = false;
bool highContrast = false;

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

// Black on white or white on black, with a highlight that stands out from both: for people who
// need the strongest contrast (WCAG 2.1 AAA asks 7:1; these pairs are 21:1 and 19:1).
QPalette highContrastPalette() {
    QPalette p;
    const QColor black(Qt::black);
    const QColor white(Qt::white);
    const QColor yellow(0xff, 0xff, 0x00);
    const QColor muted(0xc8, 0xc8, 0xc8);
    for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button,
                      QPalette::ToolTipBase, QPalette::Dark, QPalette::Shadow})
        p.setColor(role, black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText,
                      QPalette::BrightText, QPalette::Light, QPalette::Mid, QPalette::Midlight})
        p.setColor(role, white);
    p.setColor(QPalette::AlternateBase, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::PlaceholderText, muted);
    p.setColor(QPalette::Highlight, yellow);
    p.setColor(QPalette::HighlightedText, black);
    p.setColor(QPalette::Link, QColor(0x00, 0xff, 0xff));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x9a, 0x9a, 0x9a));
    return p;
}

double luminance(const QColor& c) {
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

// WCAG contrast ratio of the palette's text on its window colour.
double contrast(const QPalette& p) {
    const double a = luminance(p.color(QPalette::Window));
    const double b = luminance(p.color(QPalette::WindowText));
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

bool paletteIsDark(const QPalette& p) {
    return p.color(QPalette::Window).lightness() < 128;
}

// Styles that are no desktop's own: Qt falls back to them where the platform has no theme (Linux
// without one, offscreen).
bool isGenericStyle(const QString& name) {
    return name.isEmpty() || name.compare(u"fusion", Qt::CaseInsensitive) == 0 ||
           name.compare(u"windows", Qt::CaseInsensitive) == 0;
}

bool systemIsDark() {
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    if (!pinned) {
        const Qt::ColorScheme scheme = QGuiApplication::styleHints()->colorScheme();
        if (scheme != Qt::ColorScheme::Unknown)
            return scheme == Qt::ColorScheme::Dark;
    }
#endif
    return paletteIsDark(systemPalette);
}

// The desktop's own style, when it can draw the desktop's colours: Windows' "windowsvista" draws
// light controls whatever the palette says, so on a dark Windows desktop Fusion draws ours instead.
bool nativeStyleFits(bool desktopDark) {
    if (pinned || isGenericStyle(platformStyle))
        return false;
    return !(desktopDark && platformStyle.compare(u"windowsvista", Qt::CaseInsensitive) == 0);
}

void useStyle(const QString& name) {
    // Setting a style polishes every widget again: only when it changes.
    if (QApplication::style()->name().compare(name, Qt::CaseInsensitive) != 0)
        QApplication::setStyle(QStyleFactory::create(name));
}

// The platform theme's palette: an application palette with no role of its own is resolved by Qt
// against the platform's, every role of it.
QPalette platformPalette() {
    if (ownPalette) {
        QApplication::setPalette(QPalette());
        ownPalette = false;
    }
    return QApplication::palette();
}
} // namespace

void Theme::captureSystemPalette() {
    if (platformStyle.isEmpty())
        platformStyle = QApplication::style()->name();
    if (captured)
        return;
    systemPalette = QApplication::palette();
    captured = true;
}

void Theme::setSystemPalette(const QPalette& palette) {
    systemPalette = palette;
    captured = true;
    pinned = true;
}

void Theme::followPlatformPalette() {
    pinned = false;
    systemPalette = platformPalette();
}

void Theme::apply(Choice choice) {
    captureSystemPalette();
    SystemThemeWatcher::install();
    current = choice;
    const bool systemDark = systemIsDark();
    // Only a black-and-white window counts (21:1); ordinary light themes, grey window with black
    // text, reach 17-19:1.
    const bool systemIsHighContrast = contrast(systemPalette) >= 20.5;
    highContrast = choice == Choice::HighContrast || (choice == Choice::System && systemIsHighContrast);
    dark =
        choice == Choice::Dark || choice == Choice::HighContrast || (choice == Choice::System && systemDark);
    if (choice == Choice::System && nativeStyleFits(systemDark)) {
        // The desktop's style and colours as they are: Qt keeps them up to date itself.
        useStyle(platformStyle);
        systemPalette = platformPalette();
        return;
    }
    useStyle(QStringLiteral("Fusion"));
    if (choice == Choice::System && systemIsHighContrast)
        QApplication::setPalette(systemPalette); // the desktop's own high-contrast theme, untouched
    else if (highContrast)
        QApplication::setPalette(highContrastPalette());
    else
        QApplication::setPalette(dark ? darkPalette() : lightPalette());
    ownPalette = true;
}

Theme::Choice Theme::choice() {
    return current;
}

void Theme::followSystemChange() {
    if (current != Choice::System)
        return;
    if (!pinned)
        systemPalette = platformPalette();
    apply(Choice::System);
}

QString Theme::styleName() {
    return QApplication::style()->name();
}

bool Theme::usesNativeStyle() {
    return !isGenericStyle(styleName());
}

bool Theme::isDark() {
    return dark;
}

bool Theme::isHighContrast() {
    return highContrast;
}

QString Theme::choiceId(Choice choice) {
    switch (choice) {
    case Choice::Light:
        return QStringLiteral("light");
    case Choice::Dark:
        return QStringLiteral("dark");
    case Choice::HighContrast:
        return QStringLiteral("high-contrast");
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
    if (id == u"high-contrast")
        return Choice::HighContrast;
    return Choice::System;
}

// High contrast comes white on black (ours, and most desktops') or black on white (Windows' "High
// Contrast White"): the bright status colours of the first are unreadable on the second, so each
// has a deep one too.
QColor Theme::good() {
    if (highContrast)
        return dark ? QColor(0x00, 0xff, 0x00) : QColor(0x00, 0x5a, 0x00);
    return dark ? QColor(0x4c, 0xc9, 0x7a) : QColor(0x1e, 0x8e, 0x3e);
}

QColor Theme::warning() {
    if (highContrast)
        return dark ? QColor(0xff, 0xff, 0x00) : QColor(0x6b, 0x3d, 0x00);
    return dark ? QColor(0xf0, 0xb4, 0x3c) : QColor(0xb2, 0x6a, 0x00);
}

QColor Theme::bad() {
    if (highContrast)
        return dark ? QColor(0xff, 0x60, 0x60) : QColor(0x9c, 0x00, 0x00);
    return dark ? QColor(0xff, 0x6b, 0x6b) : QColor(0xc6, 0x28, 0x28);
}

QColor Theme::accent() {
    if (highContrast)
        return dark ? QColor(0x00, 0xff, 0xff) : QColor(0x00, 0x00, 0xb0);
    return dark ? QColor(0x6c, 0xa8, 0xff) : QColor(0x2f, 0x6f, 0xd0);
}

} // namespace cd
