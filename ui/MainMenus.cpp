#include "MainMenus.h"

#include "AboutDialog.h"
#include "MainWindow.h"
#include "PresenterPanel.h"
#include "ShortcutsHelp.h"
#include "SvgIconEngine.h"
#include "Theme.h"
#include "diagnostics/DiagnosticsReport.h"
#include "diagnostics/MessageLog.h"
#include "session/ConnectionManager.h"

#include "BuildInfo.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QStatusBar>

namespace cd {

MainMenus::MainMenus(MainWindow& window, ConnectionManager& connection, PresenterPanel& presenter,
                     QSettings& settings)
    : QObject(&window)
    , m_window(window)
    , m_connection(connection)
    , m_settings(settings) {
    QMenu* platform = m_window.menuBar()->addMenu(tr("&Platform"));
    QAction* connectAction =
        platform->addAction(SvgIconEngine::icon(QStringLiteral("connect")), tr("&Connect\u2026"), this,
                            [this] { m_window.openConnectionDialog(); });
    connectAction->setShortcut(QKeySequence(tr("Ctrl+K")));
    QAction* demo = platform->addAction(SvgIconEngine::icon(QStringLiteral("demo")),
                                        tr("Try the offline &demo"), &m_window, &MainWindow::startDemo);
    demo->setShortcut(QKeySequence(tr("Ctrl+Shift+D")));
    platform->addAction(tr("&Disconnect"), this, [this] { m_connection.disconnectFromPlatform(); });
    platform->addSeparator();
    QAction* launch =
        platform->addAction(SvgIconEngine::icon(QStringLiteral("clusters")), tr("&Launch a cluster\u2026"),
                            &m_window, &MainWindow::launchCluster);
    launch->setObjectName(QStringLiteral("launchClusterAction"));
    launch->setShortcut(QKeySequence(tr("Ctrl+L")));
    platform->addSeparator();
    QAction* quit = platform->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* view = m_window.menuBar()->addMenu(tr("&View"));
    // F5 is this one action, for whichever page is open: pages give their Refresh buttons no
    // shortcut of their own, which would make F5 ambiguous and do nothing.
    QAction* refresh = view->addAction(SvgIconEngine::icon(QStringLiteral("refresh")), tr("&Refresh"), this,
                                       [this] { m_window.refreshCurrentPage(); });
    refresh->setShortcut(QKeySequence::Refresh);
    QAction* find = view->addAction(tr("&Find"), this, [this] { m_window.findInCurrentPage(); });
    find->setShortcut(QKeySequence::Find);
    view->addSeparator();
    for (int i = 0; i < MainWindow::AreaCount; ++i) {
        QAction* go = view->addAction(m_window.navigation()->item(i)->text(), this,
                                      [this, i] { m_window.showArea(MainWindow::Area(i)); });
        go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        m_areaActions.append(go);
    }
    view->addSeparator();

    QMenu* theme = view->addMenu(tr("&Theme"));
    auto* themes = new QActionGroup(&m_window);
    const QString currentTheme =
        m_settings.value(QStringLiteral("ui/theme"), QStringLiteral("system")).toString();
    for (const auto& [id, label] :
         {std::pair{QStringLiteral("system"), tr("Follow the &system")},
          std::pair{QStringLiteral("light"), tr("&Light")}, std::pair{QStringLiteral("dark"), tr("&Dark")},
          std::pair{QStringLiteral("high-contrast"), tr("&High contrast")}}) {
        QAction* a = theme->addAction(label, this, [this, id = id] { chooseTheme(id); });
        a->setCheckable(true);
        a->setChecked(id == currentTheme);
        themes->addAction(a);
    }
    QMenu* language = view->addMenu(tr("&Language"));
    auto* languages = new QActionGroup(&m_window);
    const QString currentLanguage =
        m_settings.value(QStringLiteral("ui/language"), QStringLiteral("system")).toString();
    for (const auto& [id, label] :
         {std::pair{QStringLiteral("system"), tr("Follow the &system")},
          std::pair{QStringLiteral("en"), QStringLiteral("&English")},
          std::pair{QStringLiteral("zh_CN"), QStringLiteral("\u7b80\u4f53\u4e2d\u6587")}}) {
        QAction* a = language->addAction(label, this, [this, id = id] { chooseLanguage(id); });
        a->setCheckable(true);
        a->setChecked(id == currentLanguage);
        languages->addAction(a);
    }

    // Only while the demo runs (MainWindow::onStateChanged shows it).
    m_demoMenu = m_window.menuBar()->addMenu(tr("&Demo"));
    presenter.fillMenu(m_demoMenu);

    QMenu* help = m_window.menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard shortcuts"), this, &MainMenus::showShortcuts)
        ->setShortcut(QKeySequence::HelpContents);
    QAction* tour = help->addAction(tr("&Guided tour"), &m_window, &MainWindow::startTour);
    tour->setObjectName(QStringLiteral("startTour"));
    // For a support ticket: versions, system, connection and the log's last lines, without secrets.
    QAction* diagnostics = help->addAction(tr("Copy &diagnostics"), this, [this] {
        const MessageLog* log = MessageLog::active();
        QGuiApplication::clipboard()->setText(
            DiagnosticsReport::build(m_connection, log ? &log->file() : nullptr));
        m_window.statusBar()->showMessage(
            tr("Diagnostics copied to the clipboard: paste them into your support request."), 15000);
    });
    diagnostics->setObjectName(QStringLiteral("copyDiagnostics"));
    help->addAction(tr("&About ClusterDesk"), this, &MainMenus::showAbout)->setMenuRole(QAction::AboutRole);
}

void MainMenus::setAreaEnabled(int area, bool enabled) {
    if (area < m_areaActions.size())
        m_areaActions[area]->setEnabled(enabled);
}

void MainMenus::setDemoMenuVisible(bool visible) {
    m_demoMenu->menuAction()->setVisible(visible);
}

void MainMenus::chooseTheme(const QString& theme) {
    m_settings.setValue(QStringLiteral("ui/theme"), theme);
    Theme::apply(Theme::choiceFromId(theme));
}

void MainMenus::chooseLanguage(const QString& language) {
    m_settings.setValue(QStringLiteral("ui/language"), language);
    m_settings.sync();
    const auto answer = QMessageBox::question(
        &m_window, tr("Language"), tr("The new language applies when ClusterDesk restarts. Restart now?"));
    if (answer != QMessageBox::Yes)
        return;
    QStringList args = QApplication::arguments().mid(1);
    if (m_connection.state() == ConnectionState::Demo && !args.contains(QStringLiteral("--demo")))
        args.append(QStringLiteral("--demo"));
    if (QProcess::startDetached(QApplication::applicationFilePath(), args))
        QApplication::closeAllWindows();
}

void MainMenus::showShortcuts() {
    QMessageBox box(QMessageBox::Information, tr("Keyboard shortcuts"), shortcutsText(), QMessageBox::Ok,
                    &m_window);
    box.setObjectName(QStringLiteral("shortcutsDialog"));
    box.setTextFormat(Qt::RichText);
    box.exec();
}

QString MainMenus::shortcutsText() {
    return ShortcutsHelp::richText();
}

void MainMenus::showAbout() {
    // Window-modal but not blocking: the menus stay as they were while it is open.
    auto* about = new AboutDialog(&m_window);
    about->setAttribute(Qt::WA_DeleteOnClose);
    about->open();
}

} // namespace cd
