#include "SystemThemeWatcher.h"

#include "Theme.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QPointer>
#include <QStyleHints>
#include <QTimer>

namespace cd {

SystemThemeWatcher::SystemThemeWatcher(QObject* parent)
    : QObject(parent) {
    setObjectName(QStringLiteral("systemThemeWatcher"));
    QCoreApplication::instance()->installEventFilter(this);
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    connect(QGuiApplication::styleHints(), &QStyleHints::colorSchemeChanged, this,
            &SystemThemeWatcher::changed);
#endif
}

void SystemThemeWatcher::install() {
    static QPointer<SystemThemeWatcher> watcher;
    if (!watcher && QCoreApplication::instance())
        watcher = new SystemThemeWatcher(QCoreApplication::instance());
}

bool SystemThemeWatcher::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::ThemeChange)
        changed();
    return QObject::eventFilter(watched, event);
}

void SystemThemeWatcher::changed() {
    if (m_pending)
        return;
    m_pending = true;
    // After Qt has taken in the change itself (its palette, its icons), once.
    QTimer::singleShot(0, this, [this] {
        m_pending = false;
        Theme::followSystemChange();
    });
}

} // namespace cd
