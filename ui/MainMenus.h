#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QSettings;

namespace cd {

class ConnectionManager;
class MainWindow;
class PresenterPanel;

// The main window's menu bar: Platform, View (refresh, find, the areas, theme, language), Demo and
// Help, with their shortcuts, and what only the menus do: the theme, the language, the list of
// shortcuts and About. The window decides what the role and the connection allow.
class MainMenus final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainMenus)

public:
    // Fills the window's menu bar at once (the window's creation order depends on it).
    MainMenus(MainWindow& window, ConnectionManager& connection, PresenterPanel& presenter,
              QSettings& settings);

    // View > the area (Ctrl+1 ... Ctrl+6): offered only when the role may read the area.
    void setAreaEnabled(int area, bool enabled);
    // The Demo menu is there only while the demo runs.
    void setDemoMenuVisible(bool visible);
    // Help > Keyboard shortcuts: the keys and what they do, as the dialog's rich text.
    static QString shortcutsText();

private:
    void chooseLanguage(const QString& language);
    void chooseTheme(const QString& theme);
    void showShortcuts();
    void showAbout();

    MainWindow& m_window;
    ConnectionManager& m_connection;
    QSettings& m_settings;
    QMenu* m_demoMenu = nullptr;
    QList<QAction*> m_areaActions; // View > the areas, Ctrl+1 ... Ctrl+6
};

} // namespace cd
