#pragma once

#include <QWidget>

class QComboBox;

namespace cd {

class MonitoringSession;
class TimeSeriesChart;

// Two nodes of the monitored cluster side by side, a line per GPU: the one to drill into and the
// one to compare it with. It reads the session it is given; the page tells it when to look again.
class MonitoringNodeCharts final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitoringNodeCharts)

public:
    explicit MonitoringNodeCharts(const MonitoringSession& session, QWidget* parent = nullptr);
    ~MonitoringNodeCharts() override;

    // Lists the nodes of the session's store, keeping the ones chosen when they are still there.
    void reload();
    // Draws the chosen nodes' lines from the session's store.
    void refresh();
    void compare(const QString& first, const QString& second);
    // Drills into `node` (the first of the two).
    void showNode(const QString& node);

    TimeSeriesChart* chart(int which) const { return which == 0 ? m_chartA : m_chartB; }

private:
    const MonitoringSession& m_session;
    QComboBox* m_comboA = nullptr;
    QComboBox* m_comboB = nullptr;
    TimeSeriesChart* m_chartA = nullptr;
    TimeSeriesChart* m_chartB = nullptr;
};

} // namespace cd
