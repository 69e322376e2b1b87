#pragma once

#include "metrics/MetricCatalog.h"
#include "metrics/TimeWindow.h"
#include "models/AlertText.h"

#include <QWidget>

class QAbstractButton;
class QButtonGroup;
class QComboBox;
class QLabel;
class QListWidget;
class QToolButton;

namespace cd {

class ClusterListModel;
class HeadlineTiles;
class HeatmapView;
class MonitoringSession;
class TimeSeriesChart;

// The Monitoring area: one cluster's GPUs at a glance. Headline figures (average utilization,
// idle GPUs, the hottest GPU, power, memory), a heatmap of every GPU over time, the cluster's
// average with its min-max band, and two nodes side by side with a line per GPU. Ranges from live
// to seven days or a custom one; the charts zoom and pan together; idle, hot and failing GPUs are
// listed and notified; the visible chart exports as PNG and its data as CSV.
class MonitoringPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitoringPage)

public:
    MonitoringPage(MonitoringSession& session, ClusterListModel& clusters, QWidget* parent = nullptr);
    ~MonitoringPage() override;

    // False when there is no such cluster (yet).
    bool selectCluster(const QString& clusterIdOrName);
    void setMetric(Metric metric);
    void setRange(TimeRange range);
    void setPaused(bool paused);
    void compareNodes(const QString& first, const QString& second);

    // Writes the visible chart area as PNG, or the visible window's data as CSV; false and a
    // message when it could not be written.
    bool exportPng(const QString& path, QString* error) const;
    bool exportCsv(const QString& path, QString* error) const;

    HeatmapView* heatmap() const { return m_heatmap; }
    TimeSeriesChart* trendChart() const { return m_trend; }
    TimeSeriesChart* nodeChart(int which) const { return which == 0 ? m_nodeA : m_nodeB; }
    QListWidget* alertList() const { return m_alerts; }
    QLabel* tile(int index) const;
    QLabel* stateLabel() const { return m_state; }
    QWidget* chartArea() const { return m_chartArea; }

Q_SIGNALS:
    void notification(const QString& title, const QString& text, bool problem);

private:
    QWidget* buildToolbar();
    void fillClusterCombo();
    void notifyAlerts(const QList<GpuAlert>& raised);
    void onClusterChosen();
    void onDataReset();
    void onTicked();
    // `reset`: a new window was loaded, so the view shows all of it again.
    void updateCharts(bool reset);
    void updateNodeCharts();
    void fillNodeCombos();
    void updateTiles();
    void updateAlerts();
    void updateState();
    AlertText::Context alertContext() const;
    void setView(double t0, double t1);
    void chooseCustomRange();
    void exportInteractive(const QString& title, const QString& suggested, const QString& filter,
                           bool (MonitoringPage::*write)(const QString&, QString*) const);
    void exportPngInteractive();
    void exportCsvInteractive();

    MonitoringSession& m_session;
    ClusterListModel& m_clusters;
    QComboBox* m_clusterCombo;
    QComboBox* m_metricCombo;
    QButtonGroup* m_ranges;
    QToolButton* m_pause;
    QLabel* m_state;
    HeadlineTiles* m_tiles;
    QWidget* m_chartArea;
    HeatmapView* m_heatmap;
    TimeSeriesChart* m_trend;
    QComboBox* m_nodeComboA;
    QComboBox* m_nodeComboB;
    TimeSeriesChart* m_nodeA;
    TimeSeriesChart* m_nodeB;
    QListWidget* m_alerts;
    QLabel* m_alertTitle;
    double m_view0 = 0;
    double m_view1 = 0;
    bool m_viewWhole = true;
    QString m_chosenCluster; // the cluster shown, kept while the list reloads
};

} // namespace cd
