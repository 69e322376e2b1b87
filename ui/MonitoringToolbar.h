#pragma once

#include "core/Cluster.h"
#include "metrics/MetricCatalog.h"
#include "metrics/TimeWindow.h"

#include <QList>
#include <QWidget>

class QAction;
class QButtonGroup;
class QColor;
class QComboBox;
class QLabel;
class QToolButton;

namespace cd {

// The Monitoring page's two rows of controls: what to show (cluster, metric, and the state of the
// stream) and then how (range, custom range, pause, reset zoom, exports). It only shows and asks:
// the page turns its signals into calls on the monitoring session.
class MonitoringToolbar final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitoringToolbar)

public:
    explicit MonitoringToolbar(QWidget* parent = nullptr);
    ~MonitoringToolbar() override;

    // Lists `clusters`, keeping the person's choice when it is still there, else the first that
    // runs; emits clusterChosen when that changes which cluster is shown.
    void setClusters(const QList<Cluster>& clusters);
    // By id or name; false when the list has no such cluster (yet).
    bool selectCluster(const QString& clusterIdOrName);
    QString clusterId() const;

    // These show a choice made elsewhere; setMetric and setPaused emit as if the person chose.
    void setMetric(Metric metric);
    void showRange(TimeRange range);
    void showCustomRange();
    void setPaused(bool paused);
    void showState(const QString& text, const QString& detail, const QColor& colour);
    QLabel* stateLabel() const { return m_state; }

    // For the page to add to itself, so that their shortcuts work anywhere on it.
    QList<QAction*> exportActions() const { return m_exportActions; }

Q_SIGNALS:
    void clusterChosen(const QString& clusterId);
    void metricChosen(cd::Metric metric);
    void rangeChosen(cd::TimeRange range);
    void customRangeRequested();
    void pausedChanged(bool paused);
    void resetZoomRequested();
    void exportPngRequested();
    void exportCsvRequested();

private:
    void addRangeButtons(QLayout* row, QList<QWidget*>& tabOrder);
    void addExportButton(QLayout* row, QList<QWidget*>& tabOrder);
    void onClusterChosen();

    QButtonGroup* m_ranges;
    QComboBox* m_clusterCombo = nullptr;
    QComboBox* m_metricCombo = nullptr;
    QLabel* m_state = nullptr;
    QToolButton* m_pause = nullptr;
    QList<QAction*> m_exportActions;
    QString m_chosenCluster; // the cluster shown, kept while the list reloads
};

} // namespace cd
