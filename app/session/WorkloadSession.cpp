#include "WorkloadSession.h"

#include "ClustersSession.h"

#include "api/PlatformClient.h"
#include "core/ErrorText.h"

namespace cd {

WorkloadSession::WorkloadSession(const ClustersSession& clusters, QObject* parent)
    : QObject(parent)
    , m_clusters(clusters) {}

PlatformClient* WorkloadSession::client() const {
    return m_clusters.client();
}

WorkloadSession::~WorkloadSession() = default;

void WorkloadSession::loadCheckpoints(const QString& clusterId) {
    delete m_checkpointsCall;
    if (!client())
        return;
    auto* call = client()->checkpoints(clusterId, this);
    m_checkpointsCall = call;
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->succeeded())
            Q_EMIT checkpointsLoaded(call->items());
        else if (call->error().kind != ErrorKind::Cancelled)
            Q_EMIT checkpointsFailed(ErrorText::sentence(call->error()));
    });
}

void WorkloadSession::explainFailure(const Cluster& cluster) {
    delete m_logCall;
    if (!cluster.workload)
        return;
    const WorkloadStatus status = cluster.workload->status;
    if (!client()) {
        Q_EMIT failureExplained({}, FailureExplainer::explain({}, status));
        return;
    }
    LogQuery query;
    query.tail = failureLines;
    auto* call = client()->logs(cluster.id, query, this);
    m_logCall = call;
    connect(call, &ApiCall::finished, this, [this, call, status] {
        call->deleteLater();
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        // Without the log (a viewer's network trouble), the platform's classification still tells.
        const QList<LogLine> lines = call->succeeded() ? call->value().items : QList<LogLine>();
        Q_EMIT failureExplained(lines, FailureExplainer::explain(lines, status));
    });
}

void WorkloadSession::restart(const Cluster& cluster) {
    if (!client() || m_restartCall)
        return;
    auto* call = client()->restartWorkload(cluster.id, cluster.etag, this);
    m_restartCall = call;
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->succeeded()) {
            Q_EMIT restarted(call->value());
            return;
        }
        const Error& e = call->error();
        if (e.kind == ErrorKind::Cancelled)
            return;
        if (e.code == u"no_workload")
            Q_EMIT restartFailed(tr("This cluster runs no workload to restart."));
        else if (e.code == u"not_running")
            Q_EMIT restartFailed(tr("The workload restarts only while the cluster is running."));
        else if (e.kind == ErrorKind::PreconditionFailed)
            Q_EMIT restartFailed(tr("The cluster changed meanwhile; look again, then restart."));
        else
            Q_EMIT restartFailed(ErrorText::sentence(e));
    });
}

} // namespace cd
