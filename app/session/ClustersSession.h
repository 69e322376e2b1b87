#pragma once

#include "core/Cluster.h"
#include "core/ClusterEvent.h"
#include "core/Currency.h"
#include "core/Error.h"
#include "core/Node.h"
#include "core/Offering.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace cd {

class ApiCall;
class EventFeed;
class OfferingCatalog;
template <typename T>
class TypedCall;
class PlatformClient;

// What the Clusters page works through: the tenant's clusters (loaded; then kept current by the
// live event stream, whose events carry each changed cluster, with a quiet conditional reload every
// minute as a safety net, answered 304 while nothing changed, and a full one whenever the stream
// lost track), the offerings the
// launch dialog and the size advisor choose from, the changes (stop, start, terminate) and the
// chosen cluster's nodes and events. The page shows and asks; this calls and keeps state.
class ClustersSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClustersSession)

public:
    static constexpr int quietReloadMs = 60'000;

    explicit ClustersSession(QObject* parent = nullptr);
    ~ClustersSession() override;

    // Forgets everything of the previous client (clientChanged() says so first), then, with a
    // client, opens the event stream and loads the clusters.
    void setClient(PlatformClient* client);
    // For a program that makes one change and may follow it (cdctl): the client alone, without the
    // list, the offerings, the event stream or the quiet reloads; follow() opens the stream.
    void setClientForChanges(PlatformClient* client);
    // Opens the event stream, if it is not open (setClient() opens it itself).
    void follow();
    // The connection's shared catalog, which the console's Offerings session loads: the launch
    // dialog's offerings come from it instead of a second GET /v1/offerings. Without one, this
    // session asks for the catalog itself.
    void setCatalog(OfferingCatalog* catalog);
    bool isConnected() const { return !m_client.isNull(); }
    // For the dialogs' own sessions (LaunchSession, ResizeSession, HealthReportSession).
    PlatformClient* client() const;

    void reload() { load(false); }
    bool isLoading() const { return !m_listCall.isNull(); }
    bool isLive() const;
    const QList<Offering>& offerings() const { return m_offerings; }
    // The tenant's billing currency (GET /v1/me): launches are quoted and billed in it, whatever
    // currency the Offerings page compares prices in.
    void setAccountCurrency(Currency currency) { m_accountCurrency = currency; }
    Currency accountCurrency() const { return m_accountCurrency; }

    // Changes; clusterChanged() or changeFailed() follows.
    void stop(const Cluster& cluster);
    void start(const Cluster& cluster);
    void terminate(const Cluster& cluster);

    // Nodes and events of one cluster; what was still loading for another one is dropped.
    void loadDetails(const QString& clusterId);
    void cancelDetails();

Q_SIGNALS:
    // The client changed: whatever was shown belongs to someone else now.
    void clientChanged();
    // `merge`: a quiet reload, to merge into what is shown rather than replace it.
    void clustersLoaded(const QList<cd::Cluster>& clusters, bool merge);
    // A change this session asked for was done.
    void clusterChanged(const cd::Cluster& cluster);
    void changeFailed(const cd::Error& error);
    void eventReceived(const cd::ClusterEvent& event);
    void liveChanged(bool live);
    // Loading the list failed (not quietly), or the platform refused the event stream.
    void failed(const cd::Error& error);
    void nodesLoaded(const QString& clusterId, const QList<cd::Node>& nodes);
    void nodesFailed(const QString& clusterId, const cd::Error& error);
    void clusterEventsLoaded(const QString& clusterId, const QList<cd::ClusterEvent>& events);
    // The offerings arrived: a launch dialog opened before they did fills in.
    void offeringsLoaded(const QList<cd::Offering>& offerings);

private:
    void load(bool quiet);
    void runChange(TypedCall<Cluster>* call);

    QPointer<PlatformClient> m_client;
    EventFeed* m_feed = nullptr;
    QTimer m_quietReload;
    QPointer<ApiCall> m_listCall;
    QPointer<ApiCall> m_offeringsCall;
    QPointer<OfferingCatalog> m_catalog;
    QPointer<ApiCall> m_nodesCall;
    QPointer<ApiCall> m_eventsCall;
    QList<Offering> m_offerings;
    QByteArray m_listEtag; // of the last list received, for the quiet reloads' If-None-Match
    Currency m_accountCurrency = Currency::USD;
};

} // namespace cd
