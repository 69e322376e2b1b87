#include "Notifier.h"

#include <QIcon>
#include <QStatusBar>
#include <QSystemTrayIcon>

namespace cd {

Notifier::Notifier(QStatusBar* statusBar, QObject* parent)
    : QObject(parent)
    , m_statusBar(statusBar) {
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        m_tray = new QSystemTrayIcon(QIcon(QStringLiteral(":/icons/clusterdesk.svg")), this);
        m_tray->setToolTip(QStringLiteral("ClusterDesk"));
        m_tray->show();
    }
}

Notifier::~Notifier() = default;

void Notifier::notify(const QString& title, const QString& text, bool problem) {
    m_last = text;
    m_statusBar->showMessage(tr("%1: %2").arg(title, text), 15000);
    if (m_tray && QSystemTrayIcon::supportsMessages())
        m_tray->showMessage(title, text, problem ? QSystemTrayIcon::Warning : QSystemTrayIcon::Information,
                            8000);
}

} // namespace cd
