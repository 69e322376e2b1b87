#include "ClustersSession.h"

#include "OfferingCatalog.h"

#include "api/EventFeed.h"
#include "api/PlatformClient.h"

namespace cd {

ClustersSession::ClustersSession(QObject* parent)
    : QObject(parent) {
    m_quietReload.setInterval(quietReloadMs);
    connect(&m_quietReload, &QTimer::timeout, this, [this] { load(true); });
}

ClustersSession::~ClustersSession() {
    // Nobody listens any more: the page that showed this goes first or with it.
    blockSignals(true);
    delete m_feed;
}

PlatformClient* ClustersSession::client() const {
    return m_client;
}

bool ClustersSession::isLive() const {
    return m_feed && m_feed->isLive();
}

void ClustersSession::setClient(PlatformClient* client) {
    setClientForChanges(client);
    if (!client)
        return;
    follow();
    m_quietReload.start();
    reload();
}

void ClustersSession::setClientForChanges(PlatformClient* client) {
    delete m_feed;
    m_feed = nullptr;
    delete m_listCall;
    delete m_offeringsCall;
    cancelDetails();
    m_client = client;
    m_offerings.clear();
    m_listEtag.clear();
    m_quietReload.stop();
    Q_EMIT clientChanged();
}

void ClustersSession::setCatalog(OfferingCatalog* catalog) {
    if (m_catalog)
        disconnect(m_catalog, nullptr, this, nullptr);
    m_catalog = catalog;
    if (!catalog)
        return;
    connect(catalog, &OfferingCatalog::loaded, this, [this](const QList<Offering>& offerings) {
        if (!m_client)
            return;
        m_offerings = offerings;
        Q_EMIT offeringsLoaded(m_offerings);
    });
}

void ClustersSession::follow() {
    if (!m_client || m_feed)
        return;
    m_feed = new EventFeed(m_client, this);
    connect(m_feed, &EventFeed::eventReceived, this, &ClustersSession::eventReceived);
    connect(m_feed, &EventFeed::resyncNeeded, this, [this] { load(true); });
    // After a drop, what happened meanwhile arrives through Last-Event-ID, and a resync when the
    // platform no longer held all of it.
    connect(m_feed, &EventFeed::liveChanged, this, &ClustersSession::liveChanged);
    connect(m_feed, &EventFeed::refused, this, &ClustersSession::failed);
    m_feed->start();
}

void ClustersSession::load(bool quiet) {
    if (!m_client || m_listCall)
        return;
    // A quiet reload only asks whether anything changed; one the person asked for takes all anew.
    auto* call = m_client->clusters(this, quiet ? m_listEtag : QByteArray());
    m_listCall = call;
    connect(call, &ApiCall::finished, this, [this, call, quiet] {
        call->deleteLater();
        if (!call->succeeded()) {
            if (call->error().kind != ErrorKind::Cancelled && !quiet)
                Q_EMIT failed(call->error());
            return;
        }
        if (call->notModified())
            return;
        m_listEtag = call->etag();
        Q_EMIT clustersLoaded(call->items(), quiet);
    });
    // The launch dialog and the size advisor choose from these; once is enough.
    if (m_catalog) {
        // Loaded by the Offerings session for the same client; its loaded() brings them here.
        if (m_offerings.isEmpty() && m_catalog->isLoaded()) {
            m_offerings = m_catalog->offerings();
            Q_EMIT offeringsLoaded(m_offerings);
        } else {
            m_catalog->load();
        }
    } else if (m_offerings.isEmpty() && !m_offeringsCall) {
        auto* offerings = m_client->offerings({}, this);
        m_offeringsCall = offerings;
        connect(offerings, &ApiCall::finished, this, [this, offerings] {
            offerings->deleteLater();
            if (!offerings->succeeded())
                return;
            m_offerings = offerings->items();
            Q_EMIT offeringsLoaded(m_offerings);
        });
    }
}

void ClustersSession::runChange(TypedCall<Cluster>* call) {
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->succeeded()) {
            Q_EMIT clusterChanged(call->value());
            return;
        }
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        Q_EMIT changeFailed(call->error());
        if (call->error().kind == ErrorKind::PreconditionFailed)
            load(true); // someone else changed it: show it as it is now
    });
}

void ClustersSession::stop(const Cluster& cluster) {
    if (m_client)
        runChange(m_client->stopCluster(cluster.id, cluster.etag, this));
}

void ClustersSession::start(const Cluster& cluster) {
    if (m_client)
        runChange(m_client->startCluster(cluster.id, cluster.etag, this));
}

void ClustersSession::terminate(const Cluster& cluster) {
    if (m_client)
        runChange(m_client->terminateCluster(cluster.id, cluster.etag, this));
}

void ClustersSession::cancelDetails() {
    delete m_nodesCall;
    delete m_eventsCall;
}

void ClustersSession::loadDetails(const QString& clusterId) {
    cancelDetails();
    if (!m_client)
        return;
    auto* nodes = m_client->nodes(clusterId, this);
    m_nodesCall = nodes;
    connect(nodes, &ApiCall::finished, this, [this, nodes, clusterId] {
        nodes->deleteLater();
        if (nodes->succeeded())
            Q_EMIT nodesLoaded(clusterId, nodes->value());
        else if (nodes->error().kind != ErrorKind::Cancelled)
            Q_EMIT nodesFailed(clusterId, nodes->error());
    });
    auto* events = m_client->clusterEvents(clusterId, 200, this);
    m_eventsCall = events;
    connect(events, &ApiCall::finished, this, [this, events, clusterId] {
        events->deleteLater();
        if (events->succeeded())
            Q_EMIT clusterEventsLoaded(clusterId, events->value().items);
    });
}

} // namespace cd
