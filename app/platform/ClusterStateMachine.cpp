#include "ClusterStateMachine.h"

#include "ClusterMetering.h"
#include "NodeFactory.h"

#include <cmath>

namespace cd::sim {

namespace {

// Simulated seconds each step takes, as [least, most].
constexpr int pendingSeconds[] = {5, 15};
constexpr int provisionSeconds[] = {120, 300};
constexpr int growSeconds[] = {60, 180};
constexpr int drainSeconds[] = {30, 90};
constexpr int stopSeconds[] = {30, 60};
constexpr int terminateSeconds[] = {20, 45};
constexpr int replaceSeconds[] = {90, 240};
// Training steps per simulated minute, and how often a checkpoint is written (in steps).
constexpr qint64 stepsPerMinute = 25;
constexpr qint64 checkpointEvery = 500;

} // namespace

ClusterStateMachine::ClusterStateMachine(const Catalog& catalog, const ClusterPricing& pricing,
                                         std::uint64_t seed, Settings settings)
    : m_catalog(catalog)
    , m_pricing(pricing)
    , m_seed(seed)
    , m_settings(settings)
    , m_workloads(catalog, seed) {}

SimRandom ClusterStateMachine::random(ClusterRecord& r) const {
    return SimRandom(m_seed).fork(stableHash(r.cluster.id.toUtf8().constData())).fork(++r.draws);
}

ClusterRecord ClusterStateMachine::newRecord(const QString& tenantId, const ClusterSpec& spec, int serial,
                                             const QDateTime& at, QList<ClusterEvent>& events) const {
    ClusterRecord r;
    r.tenantId = tenantId;
    r.currency = spec.currency;
    Cluster& c = r.cluster;
    c.id = QStringLiteral("cl-%1").arg(serial, 5, 10, QLatin1Char('0'));
    c.name = spec.name;
    c.state = ClusterState::Pending;
    c.createdAt = at;
    c.stateSince = at;
    c.billingMode = spec.billingMode;
    c.offPeakOnly = spec.offPeakOnly;
    c.stage = spec.stage;
    c.dedicated = spec.dedicated;
    c.autoStopIdleMinutes = spec.autoStopIdleMinutes;
    c.datasets = spec.datasets;
    c.sshKeyIds = spec.sshKeyIds;
    if (spec.workload)
        WorkloadProgress::attach(r, *spec.workload, at);
    int poolSerial = 0;
    for (const PoolSpec& p : spec.pools) {
        const Offering& o = m_catalog.offerings()[m_catalog.indexOf(p.offeringId)];
        c.region = o.region;
        if (c.image.isEmpty())
            c.image = spec.image.isEmpty() ? o.images.value(0) : spec.image;
        c.pools.append({QStringLiteral("pool-%1").arg(++poolSerial), p.name, p.offeringId, o.gpu.model,
                        o.gpusPerNode, p.nodeCount, 0});
    }
    c.quotedHourlyCost = m_pricing.clusterHourly(c, r.currency);
    r.quotedMode = spec.billingMode;
    SimRandom rng = random(r);
    r.nextAt = at.addSecs(rng.between(pendingSeconds[0], pendingSeconds[1]));
    if (spec.offPeakOnly && !spec.pools.isEmpty()) {
        // It waits, pending and unbilled, until the region's cheaper window opens.
        const Offering& o = m_catalog.offerings()[m_catalog.indexOf(spec.pools.first().offeringId)];
        const QDateTime opens = ClusterPricing::offPeakStart(o, at);
        if (opens > at) {
            r.nextAt = opens;
            c.stateDetail = QStringLiteral("Waiting for the off-peak window (%1 to %2, %3).")
                                .arg(o.offPeak.start, o.offPeak.end, o.offPeak.timeZone);
        }
    }
    events.append(event(r, QStringLiteral("cluster.created"), at, ClusterEvent::Severity::Info,
                        QStringLiteral("Cluster %1 was requested.").arg(c.name)));
    return r;
}

void ClusterStateMachine::beginStop(ClusterRecord& r, const QDateTime& at,
                                    QList<ClusterEvent>& events) const {
    ClusterMetering::closeBilling(r, at, false);
    m_workloads.clusterStopping(r, at, true, events);
    // Billing stops when a person asks; releasing the nodes is the platform's time.
    for (NodeRecord& n : r.nodes)
        ClusterMetering::closeMeter(r, n, at);
    SimRandom rng = random(r);
    r.nextAt = at.addSecs(rng.between(stopSeconds[0], stopSeconds[1]));
    moveTo(r, ClusterState::Stopping, at, events,
           QStringLiteral("Cluster %1 is stopping.").arg(r.cluster.name));
}

void ClusterStateMachine::beginResize(ClusterRecord& r, const QDateTime& at,
                                      QList<ClusterEvent>& events) const {
    for (const NodePool& p : r.cluster.pools)
        resizePool(r, p, at);
    refreshPools(r);
    r.resizes.append({at, r.cluster.gpuCount()});
    moveTo(
        r, ClusterState::Resizing, at, events,
        QStringLiteral("Cluster %1 is resizing to %2 GPUs.").arg(r.cluster.name).arg(r.cluster.gpuCount()));
}

void ClusterStateMachine::beginStart(ClusterRecord& r, const QDateTime& at,
                                     QList<ClusterEvent>& events) const {
    for (const NodePool& p : r.cluster.pools)
        addNodes(r, p, p.nodeCount, at, growSeconds[0], growSeconds[1]);
    refreshPools(r);
    moveTo(r, ClusterState::Starting, at, events,
           QStringLiteral("Cluster %1 is starting.").arg(r.cluster.name));
}

void ClusterStateMachine::beginTerminate(ClusterRecord& r, const QDateTime& at,
                                         QList<ClusterEvent>& events) const {
    ClusterMetering::closeBilling(r, at, false);
    m_workloads.clusterStopping(r, at, false, events);
    SimRandom rng = random(r);
    r.nextAt = at.addSecs(rng.between(terminateSeconds[0], terminateSeconds[1]));
    for (NodeRecord& n : r.nodes) {
        ClusterMetering::closeMeter(r, n, at);
        n.failAt = {};
        n.doneAt = {};
        n.node.state = NodeState::Draining;
    }
    refreshPools(r);
    moveTo(r, ClusterState::Terminating, at, events,
           QStringLiteral("Cluster %1 is terminating.").arg(r.cluster.name));
}

void ClusterStateMachine::resizePool(ClusterRecord& r, const NodePool& p, const QDateTime& now) const {
    QList<int> live;
    for (int n = 0; n < r.nodes.size(); ++n) {
        if (r.nodes[n].node.poolId == p.id && r.nodes[n].node.state != NodeState::Failed &&
            r.nodes[n].node.state != NodeState::Draining)
            live.append(n);
    }
    const int delta = p.nodeCount - int(live.size());
    if (delta > 0) {
        addNodes(r, p, delta, now, growSeconds[0], growSeconds[1]);
        return;
    }
    // The newest nodes go first: the oldest hold the longest-warmed caches.
    for (int k = 0; k < -delta; ++k) {
        NodeRecord& n = r.nodes[live[live.size() - 1 - k]];
        SimRandom rng = random(r);
        ClusterMetering::closeMeter(r, n, now);
        n.node.state = NodeState::Draining;
        n.node.since = now;
        n.failAt = {};
        n.doneAt = now.addSecs(rng.between(drainSeconds[0], drainSeconds[1]));
    }
}

std::optional<ClusterStateMachine::Step> ClusterStateMachine::earliestStep(const ClusterRecord& r) {
    std::optional<Step> best;
    auto consider = [&](const QDateTime& at, StepKind kind, int node) {
        if (at.isValid() && (!best || at < best->at))
            best = Step{at, kind, node};
    };
    consider(r.nextAt, StepKind::Cluster, -1);
    const bool canFail =
        r.cluster.state == ClusterState::Running || r.cluster.state == ClusterState::Resizing;
    if (canFail)
        consider(r.work.nextAt, StepKind::Workload, -1);
    for (int n = 0; n < r.nodes.size(); ++n) {
        consider(r.nodes[n].doneAt, StepKind::NodeDone, n);
        if (canFail && r.nodes[n].node.state == NodeState::Ready)
            consider(r.nodes[n].failAt, StepKind::NodeFail, n);
    }
    return best;
}

void ClusterStateMachine::addNodes(ClusterRecord& r, const NodePool& pool, int count, const QDateTime& at,
                                   int minSeconds, int maxSeconds) const {
    const qsizetype index = m_catalog.indexOf(pool.offeringId);
    if (index < 0)
        return;
    SimRandom rng = random(r);
    // Nodes come up one after another over the step's duration, so progress shows as it happens.
    const int total = rng.between(minSeconds, maxSeconds);
    for (int k = 0; k < count; ++k) {
        NodeRecord n = NodeFactory::make(r, pool, m_catalog.offerings()[index], rng, at);
        const int jitter = rng.between(0, std::max(1, total / (4 * count)));
        n.doneAt = at.addSecs(std::max(1, total * (k + 1) / count - jitter));
        r.nodes.append(n);
    }
}

void ClusterStateMachine::scheduleFailure(ClusterRecord& r, NodeRecord& node, const QDateTime& at) const {
    node.failAt = {};
    if (m_settings.nodeFailuresPerNodeHour <= 0)
        return;
    SimRandom rng = random(r);
    // Exponential time to failure: a constant rate per node-hour.
    const double hours = -std::log(1.0 - rng.unit()) / m_settings.nodeFailuresPerNodeHour;
    if (hours < 24 * 365)
        node.failAt = at.addMSecs(qint64(hours * 3'600'000.0));
}

void ClusterStateMachine::apply(ClusterRecord& r, const Step& step, QList<ClusterEvent>& events) const {
    const QDateTime at = step.at;
    if (step.kind == StepKind::Workload) {
        m_workloads.apply(r, at, events, step.until);
        return;
    }
    if (step.kind == StepKind::Cluster) {
        r.nextAt = {};
        switch (r.cluster.state) {
        case ClusterState::Pending:
            for (const NodePool& p : r.cluster.pools)
                addNodes(r, p, p.nodeCount, at, provisionSeconds[0], provisionSeconds[1]);
            refreshPools(r);
            moveTo(r, ClusterState::Provisioning, at, events,
                   QStringLiteral("Cluster %1 is provisioning %2 nodes.")
                       .arg(r.cluster.name)
                       .arg(r.cluster.nodeCount()));
            return;
        case ClusterState::Stopping:
        case ClusterState::Terminating:
            for (NodeRecord& n : r.nodes)
                ClusterMetering::closeMeter(r, n, at);
            r.nodes.clear();
            refreshPools(r);
            if (r.cluster.state == ClusterState::Stopping)
                moveTo(r, ClusterState::Stopped, at, events,
                       QStringLiteral("Cluster %1 stopped; its nodes were released.").arg(r.cluster.name));
            else
                moveTo(r, ClusterState::Terminated, at, events,
                       QStringLiteral("Cluster %1 was terminated.").arg(r.cluster.name));
            return;
        default:
            return;
        }
    }
    NodeRecord& n = r.nodes[step.node];
    if (step.kind == StepKind::NodeFail) {
        SimRandom rng = random(r);
        const int gpu = rng.between(0, std::max(0, int(n.node.gpus.size()) - 1));
        const int xid = NodeFactory::fatalXid(rng);
        if (gpu < n.node.gpus.size()) {
            n.node.gpus[gpu].health = GpuHealth::Failed;
            n.node.gpus[gpu].lastXid = xid;
        }
        // A failed node's time is not billed from the moment it failed.
        ClusterMetering::closeMeter(r, n, at);
        ++r.failures;
        n.node.state = NodeState::Failed;
        n.node.since = at;
        n.failAt = {};
        const QString failedId = n.node.id;
        const QString poolId = n.node.poolId;
        const auto pool = std::find_if(r.cluster.pools.cbegin(), r.cluster.pools.cend(),
                                       [&](const NodePool& p) { return p.id == poolId; });
        if (pool != r.cluster.pools.cend()) {
            addNodes(r, *pool, 1, at, replaceSeconds[0], replaceSeconds[1]);
            r.nodes.last().node.replaces = failedId;
        }
        refreshPools(r);
        ClusterEvent e =
            event(r, QStringLiteral("node.failed"), at, ClusterEvent::Severity::Error,
                  QStringLiteral("Node %1 failed (GPU %2, XID %3); a replacement is provisioning.")
                      .arg(failedId)
                      .arg(gpu)
                      .arg(xid));
        e.nodeId = failedId;
        e.replacementNodeId = r.nodes.last().node.id;
        events.append(e);
        m_workloads.nodeFailed(r, failedId, at, events);
        return;
    }
    // A node finished provisioning or draining.
    n.doneAt = {};
    if (n.node.state == NodeState::Draining) {
        r.nodes.removeAt(step.node);
    } else if (n.node.state == NodeState::Provisioning) {
        n.node.state = NodeState::Ready;
        n.node.since = at;
        n.meteredSince = at; // billed from when it is ready, not while it provisions
        scheduleFailure(r, n, at);
        if (!n.node.replaces.isEmpty()) {
            const QString failedId = n.node.replaces;
            const QString replacementId = n.node.id;
            r.nodes.removeIf([&](const NodeRecord& x) { return x.node.id == failedId; });
            // The failed node is gone from the list: the replacement now serves in its own right
            // (the workload.migrated event keeps the history), so `replaces` never names a node
            // the list no longer has.
            for (NodeRecord& x : r.nodes) {
                if (x.node.id == replacementId)
                    x.node.replaces.clear();
            }
            const qint64 minutes = r.workStartedAt.isValid() ? r.workStartedAt.secsTo(at) / 60 : 0;
            // A workload of the platform's own knows its checkpoint; the seeded stand-ins count one.
            const qint64 checkpoint = r.cluster.workload
                                          ? r.cluster.workload->status.lastCheckpointStep.value_or(0)
                                          : (minutes * stepsPerMinute / checkpointEvery) * checkpointEvery;
            refreshPools(r);
            ClusterEvent e =
                event(r, QStringLiteral("workload.migrated"), at, ClusterEvent::Severity::Warning,
                      QStringLiteral("Workload moved to node %1, resumed from the checkpoint at "
                                     "step %2.")
                          .arg(replacementId)
                          .arg(checkpoint));
            e.nodeId = failedId;
            e.replacementNodeId = replacementId;
            e.checkpointStep = checkpoint;
            events.append(e);
            const bool provisioning = std::any_of(r.nodes.cbegin(), r.nodes.cend(), [](const NodeRecord& x) {
                return x.node.state == NodeState::Provisioning;
            });
            if (!provisioning && r.cluster.state == ClusterState::Running)
                m_workloads.nodesRestored(r, at, events);
        }
    }
    refreshPools(r);
    settle(r, at, events);
}

void ClusterStateMachine::settle(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events) const {
    const bool moving = std::any_of(r.nodes.cbegin(), r.nodes.cend(), [](const NodeRecord& n) {
        return n.node.state == NodeState::Provisioning || n.node.state == NodeState::Draining;
    });
    const ClusterState s = r.cluster.state;
    const bool settling =
        s == ClusterState::Provisioning || s == ClusterState::Starting || s == ClusterState::Resizing;
    if (!settling || moving) {
        // Progress (another node ready) is news too: consoles show "5 of 8 nodes ready".
        if (settling && events.isEmpty())
            events.append(event(r, QStringLiteral("cluster.updated"), at, ClusterEvent::Severity::Info,
                                QStringLiteral("%1 of %2 nodes of %3 are ready.")
                                    .arg(r.cluster.readyNodes())
                                    .arg(r.cluster.nodeCount())
                                    .arg(r.cluster.name)));
        return;
    }
    if (!r.workStartedAt.isValid())
        r.workStartedAt = at;
    if (!r.isBilling())
        r.billedSince = at;
    if (s == ClusterState::Resizing) {
        ClusterEvent e = event(
            r, QStringLiteral("cluster.resized"), at, ClusterEvent::Severity::Info,
            QStringLiteral("Cluster %1 now has %2 GPUs.").arg(r.cluster.name).arg(r.cluster.gpuCount()));
        events.append(e);
    }
    moveTo(r, ClusterState::Running, at, events,
           QStringLiteral("Cluster %1 is running.").arg(r.cluster.name));
    m_workloads.clusterRunning(r, at, events);
}

void ClusterStateMachine::moveTo(ClusterRecord& r, ClusterState state, const QDateTime& at,
                                 QList<ClusterEvent>& events, const QString& message) {
    const ClusterState from = r.cluster.state;
    r.cluster.state = state;
    r.cluster.stateSince = at;
    r.cluster.stateDetail.clear();
    ClusterEvent e =
        event(r, QStringLiteral("cluster.state_changed"), at,
              state == ClusterState::Failed ? ClusterEvent::Severity::Error : ClusterEvent::Severity::Info,
              message);
    e.fromState = clusterStateId(from);
    e.toState = clusterStateId(state);
    events.append(e);
}

void ClusterStateMachine::refreshPools(ClusterRecord& r) {
    for (NodePool& p : r.cluster.pools) {
        p.readyNodes = int(std::count_if(r.nodes.cbegin(), r.nodes.cend(), [&](const NodeRecord& n) {
            return n.node.poolId == p.id &&
                   (n.node.state == NodeState::Ready || n.node.state == NodeState::Degraded);
        }));
    }
}

ClusterEvent ClusterStateMachine::event(const ClusterRecord& r, const QString& type, const QDateTime& at,
                                        ClusterEvent::Severity severity, const QString& message) {
    ClusterEvent e;
    e.type = type;
    e.time = at;
    e.clusterId = r.cluster.id;
    e.clusterName = r.cluster.name;
    e.severity = severity;
    e.message = message;
    return e;
}

} // namespace cd::sim
