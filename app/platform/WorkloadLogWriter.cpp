#include "WorkloadLogWriter.h"

#include "WorkloadPlan.h"

#include "GpuCatalog.h"
#include "LogStore.h"
#include "WorkloadLogText.h"

namespace cd::sim {

namespace {

// The processes of one node as the writer lays them out: global ranks are given node by node.
struct Host {
    QString nodeId;
    QString hostname;
    int gpus = 0;
    int firstRank = 0;
};

struct Topology {
    QList<Host> hosts;
    int worldSize = 0;
    WorkloadLogText::Stack stack = WorkloadLogText::Stack::Cuda;
    int gpuMemoryGb = 80;
};

Topology topologyOf(const ClusterRecord& record) {
    Topology t;
    QHash<QString, int> gpusOfPool;
    for (const NodePool& pool : record.cluster.pools) {
        gpusOfPool.insert(pool.id, pool.gpusPerNode);
        for (const GpuModelSupply& supply : gpuSupply()) {
            if (supply.spec.model != pool.gpuModel)
                continue;
            t.gpuMemoryGb = supply.spec.memoryGb;
            if (supply.spec.vendor == u"AMD")
                t.stack = WorkloadLogText::Stack::Rocm;
            else if (supply.spec.vendor == u"Huawei")
                t.stack = WorkloadLogText::Stack::Ascend;
        }
    }
    // The workload runs on the nodes that are up; a node still coming or going runs nothing.
    for (const NodeRecord& n : record.nodes) {
        if (n.node.state != NodeState::Ready && n.node.state != NodeState::Degraded)
            continue;
        const int gpus = n.node.gpus.isEmpty() ? gpusOfPool.value(n.node.poolId, 1) : int(n.node.gpus.size());
        t.hosts.append({n.node.id, n.node.hostname, gpus, t.worldSize});
        t.worldSize += gpus;
    }
    return t;
}

// The host a rank runs on; the first host when the rank is unknown.
const Host* hostOfRank(const Topology& t, int rank) {
    for (const Host& h : t.hosts) {
        if (rank >= h.firstRank && rank < h.firstRank + h.gpus)
            return &h;
    }
    return t.hosts.isEmpty() ? nullptr : &t.hosts.first();
}

} // namespace

WorkloadLogWriter::WorkloadLogWriter(LogStore& store)
    : m_store(store) {}

void WorkloadLogWriter::imagePull(const ClusterRecord& cluster, const QDateTime& at) {
    if (!cluster.cluster.workload)
        return;
    WorkloadLogText text(cluster.cluster.workload->spec, at);
    text.platform(LogLevel::Info, QStringLiteral("Pulling image \"%1\" on %2 nodes")
                                      .arg(cluster.cluster.workload->spec.image)
                                      .arg(topologyOf(cluster).hosts.size()));
    m_store.append(cluster.tenantId, cluster.cluster.id, text.take());
}

void WorkloadLogWriter::started(const ClusterRecord& cluster, const QDateTime& at) {
    if (!cluster.cluster.workload)
        return;
    const WorkloadSpec& spec = cluster.cluster.workload->spec;
    const Topology t = topologyOf(cluster);
    WorkloadLogText text(spec, at);
    text.platform(LogLevel::Info, QStringLiteral("Successfully pulled image \"%1\"; starting the workload on "
                                                 "%2 nodes (%3 processes)")
                                      .arg(spec.image)
                                      .arg(t.hosts.size())
                                      .arg(t.worldSize));
    const QString master = t.hosts.isEmpty() ? QString() : t.hosts.first().hostname;
    for (qsizetype i = 0; i < t.hosts.size(); ++i) {
        const Host& h = t.hosts[i];
        text.nodeStart(h.nodeId, {master, int(t.hosts.size()), int(i), h.gpus, t.worldSize}, t.stack);
    }
    for (const Host& h : t.hosts) {
        for (int local = 0; local < h.gpus; ++local)
            text.rankInit(h.nodeId, h.hostname, h.firstRank + local, local, t.worldSize, t.stack);
    }
    if (!t.hosts.isEmpty())
        text.trainingStart(t.hosts.first().nodeId, cluster.cluster.workload->status.totalSteps, t.worldSize);
    m_store.append(cluster.tenantId, cluster.cluster.id, text.take());
}

void WorkloadLogWriter::steps(const ClusterRecord& cluster, const QList<StepSample>& samples) {
    if (!cluster.cluster.workload || samples.isEmpty())
        return;
    const Topology t = topologyOf(cluster);
    if (t.hosts.isEmpty())
        return;
    const qint64 total = cluster.cluster.workload->status.totalSteps;
    WorkloadLogText text(cluster.cluster.workload->spec, samples.first().time);
    for (const StepSample& s : samples) {
        text.at(s.time);
        text.step(t.hosts.first().nodeId, s.step, total, s.loss, s.tokensPerSecond, s.stepSeconds);
        // Now and then a node's input pipeline falls behind, as real runs show: chosen by the step
        // number, so the same run warns at the same steps.
        if (const quint64 h = WorkloadLogText::hash(cluster.cluster.id, s.step); h % 23 == 0) {
            const Host& slow = t.hosts[qsizetype(h / 23 % quint64(t.hosts.size()))];
            text.slowDataloader(slow.nodeId, slow.firstRank + int(h / 7 % quint64(std::max(1, slow.gpus))),
                                h);
        }
    }
    m_store.append(cluster.tenantId, cluster.cluster.id, text.take());
}

void WorkloadLogWriter::checkpoint(const ClusterRecord& cluster, const Checkpoint& checkpoint,
                                   const QDateTime& at) {
    if (!cluster.cluster.workload)
        return;
    const Topology t = topologyOf(cluster);
    WorkloadLogText text(cluster.cluster.workload->spec, at);
    const QString node =
        checkpoint.node.isEmpty() && !t.hosts.isEmpty() ? t.hosts.first().nodeId : checkpoint.node;
    text.checkpoint(node, checkpoint);
    m_store.append(cluster.tenantId, cluster.cluster.id, text.take());
}

void WorkloadLogWriter::failed(const ClusterRecord& cluster, WorkloadFailure failure, int exitCode,
                               const QString& nodeId, int rank, const QDateTime& at) {
    if (!cluster.cluster.workload)
        return;
    const Topology t = topologyOf(cluster);
    WorkloadLogText text(cluster.cluster.workload->spec, at);
    // The node the caller names; else the one the rank runs on.
    QString node = nodeId;
    int local = 0;
    QString hostname;
    if (const Host* h = hostOfRank(t, std::max(0, rank))) {
        if (node.isEmpty() && failure != WorkloadFailure::ImagePull)
            node = h->nodeId;
        local = std::max(0, rank) - h->firstRank;
        hostname = h->hostname;
    }
    for (const Host& h : t.hosts) {
        if (h.nodeId == node) {
            hostname = h.hostname;
            local = rank >= h.firstRank && rank < h.firstRank + h.gpus ? rank - h.firstRank : 0;
        }
    }
    const WorkloadLogText::Failure where{node,
                                         hostname,
                                         std::max(0, rank),
                                         local,
                                         t.worldSize,
                                         t.gpuMemoryGb,
                                         cluster.cluster.workload->status.step};
    switch (failure) {
    case WorkloadFailure::OutOfMemory:
        text.outOfMemory(where, t.stack);
        break;
    case WorkloadFailure::NcclTimeout:
        text.ncclTimeout(where);
        break;
    case WorkloadFailure::ExitCode:
        text.pythonException(where);
        break;
    case WorkloadFailure::ImagePull:
        text.imagePullFailed(WorkloadPlan::pullErrorOf(cluster.cluster.workload->spec, false) ==
                             WorkloadPlan::PullError::AccessDenied);
        break;
    case WorkloadFailure::None:
        break;
    }
    if (failure == WorkloadFailure::ImagePull) {
        // The command never ran: no exit code to report.
        m_store.append(cluster.tenantId, cluster.cluster.id, text.take());
        return;
    }
    if (!node.isEmpty())
        text.launcherFailed(node, where, exitCode);
    text.platform(LogLevel::Error, QStringLiteral("exited with code %1").arg(exitCode));
    m_store.append(cluster.tenantId, cluster.cluster.id, text.take());
}

void WorkloadLogWriter::restarted(const ClusterRecord& cluster, qint64 fromStep, const QDateTime& at) {
    if (!cluster.cluster.workload)
        return;
    const Workload& w = *cluster.cluster.workload;
    WorkloadLogText text(w.spec, at);
    text.platform(LogLevel::Warning, QStringLiteral("restarting the workload from the checkpoint at step %1 "
                                                    "(restart %2)")
                                         .arg(fromStep)
                                         .arg(w.status.restarts));
    m_store.append(cluster.tenantId, cluster.cluster.id, text.take());
    // The processes start over, with their banners and NCCL setup, and load the checkpoint.
    started(cluster, at.addMSecs(1));
    const Topology t = topologyOf(cluster);
    if (t.hosts.isEmpty())
        return;
    WorkloadLogText resume(w.spec, at.addSecs(1));
    resume.resumed(t.hosts.first().nodeId, fromStep);
    m_store.append(cluster.tenantId, cluster.cluster.id, resume.take());
}

void WorkloadLogWriter::succeeded(const ClusterRecord& cluster, const QDateTime& at) {
    if (!cluster.cluster.workload)
        return;
    const Topology t = topologyOf(cluster);
    const WorkloadStatus& s = cluster.cluster.workload->status;
    WorkloadLogText text(cluster.cluster.workload->spec, at);
    if (!t.hosts.isEmpty())
        text.finished(t.hosts.first().nodeId, s.step, s.loss);
    text.platform(LogLevel::Info, QStringLiteral("exited with code 0"));
    m_store.append(cluster.tenantId, cluster.cluster.id, text.take());
}

void WorkloadLogWriter::stopped(const ClusterRecord& cluster, const QDateTime& at) {
    if (!cluster.cluster.workload)
        return;
    const Topology t = topologyOf(cluster);
    WorkloadLogText text(cluster.cluster.workload->spec, at);
    for (const Host& h : t.hosts)
        text.node(
            h.nodeId, LogLevel::Warning,
            QStringLiteral("torch.distributed.elastic.agent.server.api: [WARNING] Received Signals.SIGTERM "
                           "death signal, shutting down workers"));
    text.platform(LogLevel::Info, QStringLiteral("the workload stopped because the cluster is stopping"));
    m_store.append(cluster.tenantId, cluster.cluster.id, text.take());
}

} // namespace cd::sim
