#include "TrayMenu.h"

#include "session/StorageSession.h"

#include <QAction>

namespace cd {

TrayMenu::TrayMenu(QWidget& window, StorageSession& storage, QWidget* parent)
    : QMenu(parent)
    , m_window(window)
    , m_storage(storage)
    , m_show(addAction(tr("&Show ClusterDesk")))
    , m_uploads(addAction(tr("&Pause uploads")))
    , m_quit(nullptr) {
    setObjectName(QStringLiteral("trayMenu"));
    m_show->setObjectName(QStringLiteral("trayShow"));
    m_uploads->setObjectName(QStringLiteral("trayUploads"));
    addSeparator();
    m_quit = addAction(tr("&Quit"));
    m_quit->setObjectName(QStringLiteral("trayQuit"));
    connect(m_show, &QAction::triggered, this, [this] { bringBack(m_window); });
    connect(m_uploads, &QAction::triggered, this, [this] {
        if (m_storage.activeUploads() > 0)
            m_storage.pauseUploads();
        else
            m_storage.resumeUploads();
        updateActions();
    });
    connect(m_quit, &QAction::triggered, this, &TrayMenu::quitRequested);
    // Some trays read the menu before it opens (a desktop's status notifier): kept current as the
    // queue moves, and once more as it opens.
    connect(this, &QMenu::aboutToShow, this, &TrayMenu::updateActions);
    connect(&m_storage, &StorageSession::engineChanged, this, &TrayMenu::followEngine);
    followEngine();
}

TrayMenu::~TrayMenu() = default;

void TrayMenu::followEngine() {
    for (const QMetaObject::Connection& c : m_engineChanged)
        disconnect(c);
    UploadEngine* engine = &m_storage.engine();
    m_engineChanged[0] = connect(engine, &UploadEngine::jobAdded, this, &TrayMenu::updateActions);
    m_engineChanged[1] = connect(engine, &UploadEngine::jobChanged, this, &TrayMenu::updateActions);
    m_engineChanged[2] = connect(engine, &UploadEngine::jobRemoved, this, &TrayMenu::updateActions);
    updateActions();
}

void TrayMenu::updateActions() {
    const bool active = m_storage.activeUploads() > 0;
    const bool paused = m_storage.pausedUploads() > 0;
    m_uploads->setText(active || !paused ? tr("&Pause uploads") : tr("&Resume uploads"));
    m_uploads->setEnabled(active || paused);
}

void TrayMenu::bringBack(QWidget& window) {
    if (window.isMinimized())
        window.setWindowState(window.windowState() & ~Qt::WindowMinimized);
    window.show();
    window.raise();
    window.activateWindow();
}

} // namespace cd
