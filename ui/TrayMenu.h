#pragma once

#include <QMenu>

class QAction;

namespace cd {

class StorageSession;

// The tray icon's menu: bring the window back, pause or resume the uploads, quit. A menu of its
// own, not the tray's, so that it works and is tested where there is no tray (offscreen, a desktop
// without one): Notifier hands it to the tray icon when there is one.
class TrayMenu final : public QMenu {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrayMenu)

public:
    TrayMenu(QWidget& window, StorageSession& storage, QWidget* parent = nullptr);
    ~TrayMenu() override;

    QAction* showAction() const { return m_show; }
    // "Pause uploads" while some are waiting or under way, "Resume uploads" while all are paused;
    // disabled when there are none.
    QAction* uploadsAction() const { return m_uploads; }
    QAction* quitAction() const { return m_quit; }
    // Says what the uploads action would do now (also when the menu opens).
    void updateActions();

    // A click on the tray icon, or Show: the window back on screen, un-minimised, in front, with
    // the keyboard.
    static void bringBack(QWidget& window);

Q_SIGNALS:
    // Quit for real, also while the window is hidden in the tray (MainWindow decides).
    void quitRequested();

private:
    void followEngine();

    QWidget& m_window;
    StorageSession& m_storage;
    QAction* m_show;
    QAction* m_uploads;
    QAction* m_quit;
    QMetaObject::Connection m_engineChanged[3];
};

} // namespace cd
