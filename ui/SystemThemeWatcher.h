#pragma once

#include <QObject>

namespace cd {

// Tells Theme when the desktop's theme changes while the console runs (a switch from light to
// dark, a high-contrast theme turned on), so that "follow the system" follows it without a restart.
// Qt 6.5 and later say so with QStyleHints::colorSchemeChanged; Qt 6.4 (Debian 12) only sends
// QEvent::ThemeChange to the windows, which this watches for on the application. A change sends
// many of those (one per window and widget): they are taken as one.
class SystemThemeWatcher final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SystemThemeWatcher)

public:
    // Once per application (Theme::apply calls it); goes with the application.
    static void install();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit SystemThemeWatcher(QObject* parent);
    void changed();

    bool m_pending = false;
};

} // namespace cd
