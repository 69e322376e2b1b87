#include "ResizeSession.h"

#include "ClustersSession.h"
#include "CostQuote.h"

#include "api/PlatformClient.h"

namespace cd {

ResizeSession::ResizeSession(const ClustersSession& clusters, QObject* parent)
    : QObject(parent)
    , m_client(clusters.client())
    , m_quote(new CostQuote(this)) {
    connect(m_quote, &CostQuote::estimated, this, &ResizeSession::estimated);
    connect(m_quote, &CostQuote::failed, this, &ResizeSession::estimateFailed);
}

ResizeSession::~ResizeSession() = default;

void ResizeSession::estimate(const ClusterSpec& spec) {
    m_quote->request(m_client, spec, 1);
}

void ResizeSession::resize(const Cluster& cluster, const QHash<QString, int>& poolNodes) {
    if (!m_client || m_applyCall)
        return;
    auto* call = m_client->resizeCluster(cluster.id, poolNodes, cluster.etag, this);
    m_applyCall = call;
    connect(call, &ApiCall::finished, this, [this, call, id = cluster.id] {
        call->deleteLater();
        if (call->succeeded()) {
            Q_EMIT resized(call->value());
            return;
        }
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        if (call->error().kind == ErrorKind::PreconditionFailed) {
            reloadAfterConflict(id);
            return;
        }
        Q_EMIT resizeFailed(call->error());
    });
}

void ResizeSession::reloadAfterConflict(const QString& clusterId) {
    if (!m_client)
        return;
    auto* call = m_client->cluster(clusterId, this);
    m_applyCall = call;
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (!call->succeeded()) {
            Q_EMIT resizeFailed(call->error());
            return;
        }
        m_applyCall = nullptr;
        Q_EMIT conflicted(call->value());
    });
}

} // namespace cd
