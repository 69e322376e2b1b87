#include "ClusterDetailView.h"

#include "BillingModeText.h"
#include "ClusterLogsView.h"
#include "DetailHtml.h"
#include "NodeAccessBar.h"
#include "WorkloadView.h"

#include "core/ClusterText.h"
#include "core/ErrorText.h"
#include "core/MoneyFormat.h"
#include "session/ClustersSession.h"
#include "session/PortForwards.h"

#include <QApplication>
#include <QHeaderView>
#include <QLocale>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cd {

namespace {

QString when(const QDateTime& t) {
    return QLocale().toString(t.toLocalTime(), QLocale::ShortFormat);
}

} // namespace

ClusterDetailView::ClusterDetailView(ClustersSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_tabs(new QTabWidget(this))
    , m_overview(new QTextBrowser(this))
    , m_nodes(new QTreeWidget(this))
    , m_events(new QTreeWidget(this))
    , m_workload(new WorkloadView(session, this)) {
    setObjectName(QStringLiteral("clusterDetail"));
    m_overview->setObjectName(QStringLiteral("clusterOverview"));
    m_overview->setAccessibleName(tr("Cluster configuration"));
    m_nodes->setObjectName(QStringLiteral("clusterNodes"));
    m_nodes->setAccessibleName(tr("Nodes and GPUs"));
    m_nodes->setHeaderLabels({tr("Node / GPU"), tr("State / health"), tr("Last XID"), tr("Since")});
    m_nodes->setAlternatingRowColors(true);
    m_nodes->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_nodes->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_events->setObjectName(QStringLiteral("clusterEvents"));
    m_events->setAccessibleName(tr("Cluster events"));
    m_events->setHeaderLabels({tr("Time"), tr("Event")});
    m_events->setRootIsDecorated(false);
    m_events->setWordWrap(true);
    m_events->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tabs->addTab(m_overview, tr("&Overview"));
    // The selected node's SSH command, terminal and port forwards sit under the node list.
    m_portForwards = new PortForwards(this);
    m_access = new NodeAccessBar(*m_portForwards, this);
    auto* nodesTab = new QWidget(this);
    auto* nodesLayout = new QVBoxLayout(nodesTab);
    nodesLayout->setContentsMargins(0, 0, 0, 0);
    nodesLayout->addWidget(m_nodes, 1);
    nodesLayout->addWidget(m_access);
    m_tabs->addTab(nodesTab, tr("&Nodes"));
    connect(m_nodes, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        while (item && item->parent())
            item = item->parent();
        const int index = item ? m_nodes->indexOfTopLevelItem(item) : -1;
        m_access->setNode(index >= 0 && index < m_nodeList.size() ? std::optional<Node>(m_nodeList[index])
                                                                  : std::nullopt);
    });
    m_tabs->addTab(m_events, tr("E&vents"));
    m_tabs->addTab(m_workload, tr("&Workload"));
    // The log's stream is open only while its tab is on screen.
    m_logs = new ClusterLogsView(session, this);
    m_tabs->addTab(m_logs, tr("Lo&gs"));
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [this] { m_logs->setActive(m_tabs->currentWidget() == m_logs); });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    // Node-ready events come in bursts while a cluster provisions: one reload for the burst.
    m_reload.setSingleShot(true);
    m_reload.setInterval(300);
    connect(&m_reload, &QTimer::timeout, this, &ClusterDetailView::loadDetails);
    connect(&m_session, &ClustersSession::nodesLoaded, this,
            [this](const QString& id, const QList<Node>& nodes) {
                if (m_cluster && m_cluster->id == id)
                    showNodes(nodes);
            });
    connect(&m_session, &ClustersSession::nodesFailed, this, [this](const QString& id, const Error& error) {
        if (m_cluster && m_cluster->id == id)
            m_overview->append(QStringLiteral("<p>%1</p>").arg(ErrorText::sentence(error).toHtmlEscaped()));
    });
    connect(&m_session, &ClustersSession::clusterEventsLoaded, this,
            [this](const QString& id, const QList<ClusterEvent>& events) {
                if (m_cluster && m_cluster->id == id)
                    showEvents(events);
            });
    showCluster(std::nullopt);
}

ClusterDetailView::~ClusterDetailView() = default;

void ClusterDetailView::showCluster(const std::optional<Cluster>& cluster) {
    const bool other = !cluster || !m_cluster || cluster->id != m_cluster->id;
    m_cluster = cluster;
    m_workload->showCluster(cluster);
    m_access->setWorkloadPorts(cluster && cluster->workload ? cluster->workload->spec.ports
                                                            : QList<ExposedPort>{});
    m_logs->setCluster(cluster);
    if (!cluster) {
        m_overview->setHtml(
            DetailHtml::hint(tr("Select a cluster to see its configuration, nodes and events.")));
        m_nodes->clear();
        m_events->clear();
        m_session.cancelDetails();
        return;
    }
    m_overview->setHtml(overviewHtml(*cluster));
    if (other) {
        m_nodes->clear();
        m_events->clear();
        loadDetails();
    }
}

void ClusterDetailView::noteEvent(const ClusterEvent& event) {
    if (m_cluster && event.clusterId == m_cluster->id)
        m_reload.start();
}

void ClusterDetailView::loadDetails() {
    if (m_cluster)
        m_session.loadDetails(m_cluster->id);
}

void ClusterDetailView::showNodes(const QList<Node>& nodes) {
    constexpr qsizetype expandAllUpTo = 64;
    qsizetype gpus = 0;
    for (const Node& n : nodes)
        gpus += n.gpus.size();
    m_nodes->clear();
    m_nodeList = nodes;
    m_access->setNode(std::nullopt);
    for (const Node& n : nodes) {
        auto* item = new QTreeWidgetItem(m_nodes);
        item->setText(0, n.hostname);
        item->setToolTip(0, n.replaces.isEmpty() ? n.id : tr("%1, replacing %2").arg(n.id, n.replaces));
        item->setText(1, tr("%1 \u00b7 %2 of %3 GPUs healthy")
                             .arg(ClusterText::nodeState(n.state))
                             .arg(n.healthyGpus())
                             .arg(n.gpus.size()));
        int lastXid = 0;
        for (const GpuStatus& g : n.gpus) {
            auto* gpu = new QTreeWidgetItem(item);
            gpu->setText(0, tr("GPU %1 \u00b7 %2").arg(g.index).arg(g.model));
            gpu->setToolTip(0, g.uuid);
            gpu->setText(1, ClusterText::gpuHealth(g.health));
            gpu->setText(2, g.lastXid ? QString::number(g.lastXid) : QStringLiteral("\u2014"));
            if (g.health != GpuHealth::Healthy)
                gpu->setForeground(1, QApplication::palette().color(QPalette::Link));
            lastXid = std::max(lastXid, g.lastXid);
        }
        item->setText(2, lastXid ? QString::number(lastXid) : QStringLiteral("\u2014"));
        item->setText(3, when(n.since));
        // Small clusters show every GPU; in big ones, unhealthy nodes open so the failed GPU is in view.
        item->setExpanded(gpus <= expandAllUpTo || n.healthyGpus() < n.gpus.size());
    }
}

void ClusterDetailView::showEvents(const QList<ClusterEvent>& events) {
    m_events->clear();
    for (const ClusterEvent& e : events) {
        auto* item = new QTreeWidgetItem(m_events);
        item->setText(0, when(e.time));
        item->setText(1, ClusterText::event(e));
        item->setToolTip(1, e.message);
        if (e.severity != ClusterEvent::Severity::Info)
            item->setForeground(1, QApplication::palette().color(QPalette::Link));
    }
}

QString ClusterDetailView::overviewHtml(const Cluster& c) const {
    QString h = QStringLiteral("<h2>%1</h2><p>%2</p><table>")
                    .arg(c.name.toHtmlEscaped(), tr("%1 \u00b7 %2").arg(c.id, c.region).toHtmlEscaped());
    QString state = ClusterText::state(c.state);
    if (const QString p = ClusterText::progress(c); !p.isEmpty())
        state = tr("%1 (%2)").arg(state, p);
    h += DetailHtml::row(tr("State"), state);
    if (!c.stateDetail.isEmpty())
        h += DetailHtml::row(tr("Why"), ClusterText::stateDetail(c));
    h += DetailHtml::row(tr("Since"), when(c.stateSince));
    h += DetailHtml::row(tr("Created"), when(c.createdAt));
    for (const NodePool& p : c.pools) {
        h += DetailHtml::row(tr("Pool %1").arg(p.name), tr("%1 \u00d7 %2 (%3 GPUs each), %4 ready")
                                                            .arg(p.nodeCount)
                                                            .arg(p.gpuModel)
                                                            .arg(p.gpusPerNode)
                                                            .arg(p.readyNodes));
    }
    h += DetailHtml::row(tr("GPUs"), QString::number(c.gpuCount()));
    h += DetailHtml::row(tr("Stage"), ClusterText::stage(c.stage));
    h += DetailHtml::row(tr("Image"), c.image);
    h += DetailHtml::row(tr("Billing"), BillingModeText::label(c.billingMode));
    h += DetailHtml::row(tr("Off-peak only"), c.offPeakOnly ? tr("Yes") : tr("No"));
    h += DetailHtml::row(tr("Dedicated hardware"), c.dedicated ? tr("Yes") : tr("No"));
    h += DetailHtml::row(tr("Auto-stop"), c.autoStopIdleMinutes > 0
                                              ? tr("After %n idle minute(s)", nullptr, c.autoStopIdleMinutes)
                                              : tr("Never"));
    h += DetailHtml::row(tr("Datasets"),
                         c.datasets.isEmpty() ? tr("None") : c.datasets.join(QStringLiteral(", ")));
    h += QStringLiteral("</table><h3>%1</h3><table>").arg(tr("Price").toHtmlEscaped());
    // The quoted price beside the current one: nobody else shows both.
    h += DetailHtml::row(tr("Quoted at launch"),
                         tr("%1 per hour").arg(MoneyFormat::format(c.quotedHourlyCost)));
    h += DetailHtml::row(tr("Now"), c.chargesHourly()
                                        ? tr("%1 per hour").arg(MoneyFormat::format(c.hourlyCost))
                                        : tr("Not billing"));
    h += DetailHtml::row(tr("Cost so far"), MoneyFormat::format(c.costSoFar));
    h += QStringLiteral("</table>");
    return h;
}

} // namespace cd
