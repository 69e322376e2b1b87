#pragma once

#include <QObject>
#include <QString>

class QMenu;
class QStatusBar;
class QSystemTrayIcon;

namespace cd {

// Tells a person about what happened while they looked elsewhere: in the window's status bar
// always, and as a desktop notification through the system tray where there is one. The tray icon
// also brings the window back (a click) and has a menu (TrayMenu).
class Notifier final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Notifier)

public:
    Notifier(QStatusBar* statusBar, QObject* parent = nullptr);
    ~Notifier() override;

    void notify(const QString& title, const QString& text, bool problem);
    QString lastText() const { return m_last; }
    bool usesTray() const { return m_tray != nullptr; }
    // The tray icon's context menu, where there is a tray (the menu stays the caller's).
    void setTrayMenu(QMenu* menu);

Q_SIGNALS:
    // The tray icon was clicked: the person wants the window.
    void trayClicked();

private:
    QStatusBar* m_statusBar;
    QSystemTrayIcon* m_tray = nullptr;
    QString m_last;
};

} // namespace cd
