#pragma once

#include "core/Cluster.h"
#include "core/ClusterEvent.h"
#include "core/Node.h"

#include <QTimer>
#include <QWidget>

#include <optional>

class QTabWidget;
class QTextBrowser;
class QTreeWidget;

namespace cd {

class ClustersSession;
class ClusterLogsView;
class NodeAccessBar;
class PortForwards;
class WorkloadView;

// One cluster in depth: its configuration and prices (the quoted price beside the current one),
// its nodes with each GPU's health and last XID error, and its events. Nodes and events load when
// the cluster is chosen and again, coalesced, when its events say they changed.
class ClusterDetailView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterDetailView)

public:
    explicit ClusterDetailView(ClustersSession& session, QWidget* parent = nullptr);
    ~ClusterDetailView() override;

    void showCluster(const std::optional<Cluster>& cluster);
    // An event arrived: refresh what it touches if it is about the cluster shown.
    void noteEvent(const ClusterEvent& event);
    std::optional<Cluster> cluster() const { return m_cluster; }

    QTreeWidget* nodeTree() const { return m_nodes; }
    QTreeWidget* eventList() const { return m_events; }
    QTextBrowser* overview() const { return m_overview; }
    QTabWidget* tabs() const { return m_tabs; }
    ClusterLogsView* logsView() const { return m_logs; }
    WorkloadView* workloadView() const { return m_workload; }
    NodeAccessBar* accessBar() const { return m_access; }

private:
    void loadDetails();
    void showNodes(const QList<Node>& nodes);
    void showEvents(const QList<ClusterEvent>& events);
    QString overviewHtml(const Cluster& c) const;

    ClustersSession& m_session;
    std::optional<Cluster> m_cluster;
    QTabWidget* m_tabs;
    QTextBrowser* m_overview;
    QTreeWidget* m_nodes;
    QTreeWidget* m_events;
    WorkloadView* m_workload;
    ClusterLogsView* m_logs = nullptr;
    PortForwards* m_portForwards = nullptr;
    NodeAccessBar* m_access = nullptr;
    QList<Node> m_nodeList; // shown in m_nodes, for the access bar of the selected one
    QTimer m_reload;
};

} // namespace cd
