#pragma once

#include <QPalette>
#include <QString>

namespace cd {

// The look of the console: the desktop's own style and colours where it has a style of its own
// (Windows, macOS, a Linux desktop with a platform theme), else light, dark and high-contrast
// palettes on Fusion. "Follow the system" follows it while the console runs: a desktop switched
// from light to dark is followed without a restart (SystemThemeWatcher). Qt 6.4 cannot ask the
// platform for its colour scheme, so there "system" reads the palette the platform theme gives;
// a system palette that is already high contrast (a high-contrast desktop theme) is kept as it is.
// A light, dark or high-contrast choice of the person's own is drawn with Fusion everywhere: the
// native styles draw what the desktop says, whatever palette they are given.
class Theme {
public:
    enum class Choice { System, Light, Dark, HighContrast };

    // Before the first apply(): the platform's palette and the style Qt chose for this desktop.
    static void captureSystemPalette();
    // The palette the platform theme installed, as captureSystemPalette() reads it at start; for a
    // test that plays a desktop of its own (a high-contrast white one, say). It stays until
    // followPlatformPalette(), also when the desktop is said to have changed.
    static void setSystemPalette(const QPalette& palette);
    // Back to reading the platform's palette (after setSystemPalette()).
    static void followPlatformPalette();
    static void apply(Choice choice);
    static Choice choice();
    // The desktop's theme or colour scheme changed: with "follow the system", its palette is read
    // again and applied, and every widget repaints with it.
    static void followSystemChange();
    // The style the console draws with now ("fusion", "windowsvista", "macos"...), and whether it
    // is the desktop's own.
    static QString styleName();
    static bool usesNativeStyle();
    static bool isDark();
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
