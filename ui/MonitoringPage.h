#pragma once

#include "metrics/ClusterTrendCache.h"
#include "metrics/MetricCatalog.h"
#include "metrics/TimeWindow.h"

#include <QWidget>

class QLabel;
class QListWidget;

namespace cd {

class ClusterListModel;
class HeadlineTiles;
class HeatmapView;
class MonitoringAlertsPanel;
class MonitoringExports;
class MonitoringNodeCharts;
class MonitoringSession;
class MonitoringToolbar;
class TimeSeriesChart;

// The Monitoring area: one cluster's GPUs at a glance. Headline figures (average utilization,
// idle GPUs, the hottest GPU, power, memory), a heatmap of every GPU over time, the cluster's
// average with its min-max band, and two nodes side by side with a line per GPU. Ranges from live
// to seven days or a custom one; the charts zoom and pan together; idle, hot and failing GPUs are
// listed and notified; the visible chart exports as PNG and its data as CSV.
//
// The page is the glue: its toolbar, node charts, alerts panel and exports are their own classes;
// what they ask for goes to the monitoring session, and the page tells them when it has news.
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
    TimeSeriesChart* nodeChart(int which) const;
    QListWidget* alertList() const;
    QLabel* tile(int index) const;
    QLabel* stateLabel() const;
    QWidget* chartArea() const { return m_chartArea; }

Q_SIGNALS:
    void notification(const QString& title, const QString& text, bool problem);

protected:
    // The session streams and loads only while the page is shown (a minimized window still counts
    // as shown: its alerts keep coming).
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    // A new theme (the desktop gone dark, say): the lines and figures take its colours at once.
    void changeEvent(QEvent* event) override;

private:
    void connectParts();
    void onClusterChosen(const QString& clusterId);
    void onClustersChanged();
    void onDataReset();
    // `reset`: a new window was loaded, so the view shows all of it again.
    void updateCharts(bool reset);
    void updateTiles();
    void updateState();
    void setView(double t0, double t1);
    void chooseCustomRange();

    MonitoringSession& m_session;
    ClusterListModel& m_clusters;
    HeadlineTiles* m_tiles;
    MonitoringToolbar* m_toolbar;
    QWidget* m_chartArea;
    HeatmapView* m_heatmap;
    ClusterTrendCache m_trendCache; // a tick computes the new second's average and band only
    TimeSeriesChart* m_trend;
    MonitoringNodeCharts* m_nodes = nullptr;
    MonitoringAlertsPanel* m_alerts = nullptr;
    MonitoringExports* m_exports = nullptr;
    double m_view0 = 0;
    double m_view1 = 0;
    bool m_viewWhole = true;
};

} // namespace cd
