#include "Notifier.h"

#include <QIcon>
#include <QMenu>
#include <QStatusBar>
#include <QSystemTrayIcon>

namespace cd {

Notifier::Notifier(QStatusBar* statusBar, QObject* parent)
    : QObject(parent)
    , m_statusBar(statusBar) {
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        m_tray = new QSystemTrayIcon(QIcon(QStringLiteral(":/icons/clusterdesk.svg")), this);
        m_tray->setToolTip(QStringLiteral("ClusterDesk"));
        connect(m_tray, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
            if (reason == QSystemTrayIcon::Trigger || reason == QSystemTrayIcon::DoubleClick)
                Q_EMIT trayClicked();
        });
        m_tray->show();
    }
}

Notifier::~Notifier() = default;

void Notifier::setTrayMenu(QMenu* menu) {
    if (m_tray)
        m_tray->setContextMenu(menu);
}

void Notifier::notify(const QString& title, const QString& text, bool problem) {
    m_last = text;
    m_statusBar->showMessage(tr("%1: %2").arg(title, text), 15000);
    if (m_tray && QSystemTrayIcon::supportsMessages())
        m_tray->showMessage(title, text, problem ? QSystemTrayIcon::Warning : QSystemTrayIcon::Information,
                            8000);
}

} // namespace cd
