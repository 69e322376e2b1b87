#pragma once

#include <QPalette>
#include <QString>

namespace cd {

// Light, dark and high-contrast palettes on the Fusion style, following the system unless the
// person chose one. Qt 6.4 cannot ask the platform for its colour scheme, so "system" reads the
// palette the platform theme installed before we replace it; a system palette that is already high
// contrast (a high-contrast desktop theme) is kept as it is.
class Theme {
public:
    enum class Choice { System, Light, Dark, HighContrast };

    static void captureSystemPalette();
    // The palette the platform theme installed, as captureSystemPalette() reads it at start; for a
    // test that plays a desktop of its own (a high-contrast white one, say).
    static void setSystemPalette(const QPalette& palette);
    static void apply(Choice choice);
    static bool isHighContrast();
    static QString choiceId(Choice choice);
    static Choice choiceFromId(const QString& id);
    // Colours for status: good (green), warning (amber), bad (red), muted, in the current theme.
    // In high contrast they reach 7:1 on the theme's background, black or white.
    static QColor good();
    static QColor warning();
    static QColor bad();
    static QColor accent();
};

} // namespace cd
