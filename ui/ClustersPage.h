#pragma once

#include "core/Cluster.h"
#include "core/ClusterEvent.h"
#include "core/Error.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSettings;
class QTableView;

namespace cd {

class ClusterDetailView;
class SshKeysSession;
class ClusterFilterProxy;
class ClusterListModel;
class LaunchClusterDialog;
class ClustersSession;
class MessageBanner;

// The tenant's clusters: a table with search and a state filter, the chosen cluster's detail, and
// every action on clusters (launch, size advisor, resize, stop, start, terminate). Its session
// calls the platform: updates arrive through the event stream; a quiet reload every half minute
// catches anything else.
class ClustersPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClustersPage)

public:
    ClustersPage(ClustersSession& session, QSettings& settings, QWidget* parent = nullptr);
    ~ClustersPage() override;

    ClustersSession& session() const { return m_session; }
    // `canChange`: the role may launch and change clusters (clusters:write).
    void setCanChange(bool canChange);
    void reload();
    void focusSearch();
    // Without an offering, the one suggested (selected on the Offerings page), if any.
    void openLaunchDialog(const QString& offeringId = {}, int nodes = 0);
    // The launch dialog filled from a cluster: Run again keeps everything and suggests the next
    // free name ("train-2"); Clone… leaves the name to give. Secret values are entered again.
    LaunchClusterDialog* openRelaunchDialog(const Cluster& cluster, bool clone);
    void setSuggestedOffering(const QString& offeringId) { m_suggestedOffering = offeringId; }
    void openSizeAdvisor();
    void resizeSelected();
    void stopSelected();
    void startSelected();
    void terminateSelected();

    ClusterListModel* model() const { return m_model; }
    ClusterFilterProxy* proxy() const { return m_proxy; }
    QTableView* table() const { return m_table; }
    ClusterDetailView* detail() const { return m_detail; }
    // The person's SSH keys, offered in the launch dialog (null: no picker, e.g. a viewer).
    void setSshKeys(SshKeysSession* keys) { m_sshKeys = keys; }
    MessageBanner* banner() const { return m_banner; }
    std::optional<Cluster> selected() const;
    void select(const QString& clusterId);
    bool isLoading() const;

Q_SIGNALS:
    void loaded(int clusterCount);
    // Something a person should hear about even on another page: a cluster ready or failed, a
    // node failed and its work moved.
    void notification(const QString& title, const QString& text, bool problem);
    // The person asked for the selected cluster's health report.
    void healthReportRequested(const cd::Cluster& cluster);

private:
    void onClientChanged();
    void onLoaded(const QList<Cluster>& clusters, bool merge);
    void onLiveChanged(bool live);
    void onEvent(const ClusterEvent& event);
    void updateActions();
    void showSelected();
    void selectFirstIfNone();
    void showError(const Error& error);

    ClustersSession& m_session;
    QSettings& m_settings;
    bool m_canChange = false;
    QString m_suggestedOffering;
    ClusterListModel* m_model;
    ClusterFilterProxy* m_proxy;
    // The widgets in the order the page reads, which is the order they are made in and so Tab's
    // (reordering a tab widget afterwards is not possible in Qt 6.4: see TabOrder).
    MessageBanner* m_banner;
    QLabel* m_live;
    QPushButton* m_launch;
    QPushButton* m_advisor;
    QLineEdit* m_search;
    QComboBox* m_stateFilter;
    QPushButton* m_health;
    QPushButton* m_resize;
    QPushButton* m_stop;
    QPushButton* m_start;
    QPushButton* m_terminate;
    QTableView* m_table;
    ClusterDetailView* m_detail;
    SshKeysSession* m_sshKeys = nullptr;
};

} // namespace cd
