#pragma once

#include <QObject>
#include <QString>

class QStatusBar;
class QSystemTrayIcon;

namespace cd {

// Tells a person about what happened while they looked elsewhere: in the window's status bar
// always, and as a desktop notification through the system tray where there is one.
class Notifier final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Notifier)

public:
    Notifier(QStatusBar* statusBar, QObject* parent = nullptr);
    ~Notifier() override;

    void notify(const QString& title, const QString& text, bool problem);
    QString lastText() const { return m_last; }
    bool usesTray() const { return m_tray != nullptr; }

private:
    QStatusBar* m_statusBar;
    QSystemTrayIcon* m_tray = nullptr;
    QString m_last;
};

} // namespace cd
