#pragma once

#include "metrics/AlertText.h"

#include <QList>
#include <QWidget>

class QLabel;
class QListWidget;

namespace cd {

class MonitoringSession;

// The Monitoring page's list of idle, hot and failing GPUs, a line per node and kind, under a
// title that says what the idle ones cost; and the notifications for alerts as they are raised.
// It reads the session it is given; the page tells it when to look again.
class MonitoringAlertsPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitoringAlertsPanel)

public:
    explicit MonitoringAlertsPanel(const MonitoringSession& session, QWidget* parent = nullptr);
    ~MonitoringAlertsPanel() override;

    // Lists the session's alerts as they are now.
    void refresh();
    // Emits notifications for alerts just raised: one per node and kind, or one for them all.
    void notify(const QList<GpuAlert>& raised);

    QListWidget* list() const { return m_alerts; }

Q_SIGNALS:
    // Enter or a double click on an alert: its node.
    void nodeActivated(const QString& node);
    void notification(const QString& title, const QString& text, bool problem);

private:
    AlertText::Context alertContext() const;

    const MonitoringSession& m_session;
    QLabel* m_title;
    QListWidget* m_alerts;
};

} // namespace cd
