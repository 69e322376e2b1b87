#pragma once

#include "api/TypedCall.h"
#include "core/Cluster.h"
#include "core/ClusterEvent.h"
#include "core/Error.h"
#include "core/Offering.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSettings;
class QTableView;

namespace cd {

class ApiCall;
class ClusterDetailView;
class ClusterFilterProxy;
class ClusterListModel;
class EventFeed;
class MessageBanner;
class PlatformClient;

// The tenant's clusters: a table with search and a state filter, the chosen cluster's detail, and
// every action on clusters (launch, size advisor, resize, stop, start, terminate). Updates arrive
// through the platform's event stream; a quiet reload every half minute catches anything else.
class ClustersPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClustersPage)

public:
    explicit ClustersPage(QSettings& settings, QWidget* parent = nullptr);
    ~ClustersPage() override;

    // `canChange`: the role may launch and change clusters (clusters:write).
    void setClient(PlatformClient* client, bool canChange);
    void setCanChange(bool canChange);
    void reload();
    void focusSearch();
    void openLaunchDialog(const QString& offeringId = {}, int nodes = 0);
    void openSizeAdvisor();
    void resizeSelected();
    void stopSelected();
    void startSelected();
    void terminateSelected();

    ClusterListModel* model() const { return m_model; }
    ClusterFilterProxy* proxy() const { return m_proxy; }
    QTableView* table() const { return m_table; }
    ClusterDetailView* detail() const { return m_detail; }
    EventFeed* feed() const { return m_feed; }
    MessageBanner* banner() const { return m_banner; }
    std::optional<Cluster> selected() const;
    void select(const QString& clusterId);
    bool isLoading() const { return !m_listCall.isNull(); }

Q_SIGNALS:
    void loaded(int clusterCount);
    // Something a person should hear about even on another page: a cluster ready or failed, a
    // node failed and its work moved.
    void notification(const QString& title, const QString& text, bool problem);
    // The person asked for the selected cluster's health report.
    void healthReportRequested(const cd::Cluster& cluster);

private:
    void load(bool quiet);
    void onEvent(const ClusterEvent& event);
    void updateActions();
    void showSelected();
    void selectFirstIfNone();
    void showError(const Error& error);
    void runChange(TypedCall<Cluster>* call, const QString& doing);

    QSettings& m_settings;
    QPointer<PlatformClient> m_client;
    bool m_canChange = false;
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
    EventFeed* m_feed = nullptr;
    QTimer m_quietReload;
    QPointer<ApiCall> m_listCall;
    QPointer<ApiCall> m_offeringsCall;
    QList<Offering> m_offerings;
};

} // namespace cd
