#include "ClusterLifecycle.h"

namespace cd::sim {

ClusterLifecycle::ClusterLifecycle(const Catalog& catalog, SimClock& clock, ClusterStore& store,
                                   EventLog& events, MeterLedger& ledger, std::uint64_t seed,
                                   Settings settings)
    : m_catalog(catalog)
    , m_clock(clock)
    , m_store(store)
    , m_ledger(ledger)
    , m_metering(catalog, ledger)
    , m_records(store, events, ledger, clock, m_metering)
    , m_admission(catalog, m_records)
    , m_machine(catalog, m_metering.pricing(), seed, settings) {}

bool ClusterLifecycle::load(QString* error) {
    std::lock_guard lock(m_mutex);
    QHash<QString, TenantQuota> quotas;
    if (!m_store.loadQuotas(&quotas, error) || !m_records.load(error))
        return false;
    m_admission.setQuotas(quotas);
    return true;
}

QList<Cluster> ClusterLifecycle::clusters(const QString& tenantId) const {
    std::lock_guard lock(m_mutex);
    const QDateTime now = m_clock.now();
    QList<Cluster> out;
    for (const ClusterRecord& r : m_records.all()) {
        if (r.tenantId == tenantId)
            out.append(m_metering.view(r, now));
    }
    // Newest first: what a person launched last is what they look for.
    std::stable_sort(out.begin(), out.end(),
                     [](const Cluster& a, const Cluster& b) { return a.createdAt > b.createdAt; });
    return out;
}

std::optional<Cluster> ClusterLifecycle::cluster(const QString& tenantId, const QString& id) const {
    std::lock_guard lock(m_mutex);
    const qsizetype i = m_records.find(tenantId, id);
    if (i < 0)
        return std::nullopt;
    return m_metering.view(m_records[i], m_clock.now());
}

bool ClusterLifecycle::hasRunningWorkload(const QString& tenantId, const QString& id) const {
    std::lock_guard lock(m_mutex);
    const qsizetype i = m_records.find(tenantId, id);
    if (i < 0)
        return false;
    const ClusterRecord& r = m_records[i];
    return r.cluster.workload ? WorkloadProgress::isBusy(r) : r.hasRunningWorkload;
}

std::optional<QList<Checkpoint>> ClusterLifecycle::checkpoints(const QString& tenantId,
                                                               const QString& id) const {
    std::lock_guard lock(m_mutex);
    const qsizetype i = m_records.find(tenantId, id);
    if (i < 0)
        return std::nullopt;
    QList<Checkpoint> out = m_records[i].work.checkpoints;
    std::reverse(out.begin(), out.end());
    return out;
}

std::optional<QList<Node>> ClusterLifecycle::nodes(const QString& tenantId, const QString& id) const {
    std::lock_guard lock(m_mutex);
    const qsizetype i = m_records.find(tenantId, id);
    if (i < 0)
        return std::nullopt;
    QList<Node> out;
    for (const NodeRecord& n : m_records[i].nodes)
        out.append(n.node);
    return out;
}

QHash<QString, int> ClusterLifecycle::nodesInUse() const {
    std::lock_guard lock(m_mutex);
    return m_admission.nodesInUse();
}

Estimate ClusterLifecycle::estimate(const QString& tenantId, const ClusterSpec& spec, double hours) const {
    std::lock_guard lock(m_mutex);
    Estimate e = m_metering.pricing().estimate(spec, hours);
    // Everything a launch of the same pools would be refused for, except the name it has not got yet.
    e.problems = m_admission.problems(tenantId, spec, false);
    const TenantQuota quota = m_admission.quota(tenantId);
    e.gpuQuota = quota.maxGpus;
    e.clusterQuota = quota.maxClusters;
    const ClusterAdmission::Usage used = m_admission.usage(tenantId, {});
    e.gpusInUse = used.gpus;
    e.clustersInUse = used.clusters;
    return e;
}

ClusterLifecycle::Launch ClusterLifecycle::launch(const QString& tenantId, const ClusterSpec& spec,
                                                  const QString& idempotencyKey, const QByteArray& bodyHash,
                                                  const std::function<QByteArray(const Cluster&)>& encode) {
    Launch result{Problem::internal(QString()), {}};
    {
        std::lock_guard lock(m_mutex);
        QString error;
        if (!idempotencyKey.isEmpty()) {
            const auto seen = m_store.idempotentLaunch(tenantId, idempotencyKey, &error);
            if (!error.isEmpty())
                return {ClusterRecords::storageProblem(error), {}};
            if (seen) {
                if (seen->bodyHash != bodyHash)
                    return {ClusterAdmission::unprocessable(
                                QStringLiteral("idempotency_key_reused"),
                                QStringLiteral("This Idempotency-Key was used for a different launch. "
                                               "Use a new key for a new request.")),
                            {}};
                const qsizetype i = m_records.indexOf(seen->clusterId);
                return {i >= 0 ? Outcome(m_metering.view(m_records[i], m_clock.now()))
                               : Outcome(Problem::internal({})),
                        seen->response};
            }
        }
        if (auto problem = m_admission.validate(tenantId, spec))
            return {*problem, {}};

        const QDateTime now = m_clock.now();
        QList<ClusterEvent> events;
        ClusterRecord r = newRecord(tenantId, spec, now, events);
        const Cluster& c = r.cluster;
        // What the platform answers is the cluster as stored, whose version commit() is about to bump.
        ClusterRecord stored = r;
        ++stored.version;
        const Cluster shown = m_metering.view(stored, now);
        const QByteArray body = encode(shown);
        const ClusterStore::KeyedLaunch keyed{idempotencyKey, {bodyHash, c.id, body}};
        if (!m_records.commit(-1, r, events, &error, idempotencyKey.isEmpty() ? nullptr : &keyed))
            return {ClusterRecords::storageProblem(error), {}};
        result = {shown, {}};
    }
    if (m_onScheduled)
        m_onScheduled();
    return result;
}

ClusterRecord ClusterLifecycle::newRecord(const QString& tenantId, const ClusterSpec& spec,
                                          const QDateTime& at, QList<ClusterEvent>& events) {
    QString ignored;
    const int serial = m_store.nextClusterSerial(&ignored);
    return m_machine.newRecord(tenantId, spec, serial, at, events);
}

bool ClusterLifecycle::runUntil(qsizetype i, const QDateTime& until, QString* error) {
    // Steps are applied at the simulated time they were due, not when the tick came, so the
    // history is the same however often the ticker runs. The steps due are stored a batch at a
    // time: on a fast clock one catch-up covers days (a checkpoint every half hour), and storing
    // the whole record with a sync after each step took longer than the time it covered, so the
    // next catch-up owed more. Each event still carries the cluster as it was after its own step.
    // A batch is bounded: its events wait in memory, and the log lines its steps wrote are written
    // again if it cannot be stored (or the simulator dies first) and is played again.
    constexpr int stepsPerCommit = 256;
    for (int batch = 0; batch < 10'000 / stepsPerCommit; ++batch) {
        ClusterRecord next = m_records[i];
        QList<ClusterEvent> events;
        int applied = 0;
        for (; applied < stepsPerCommit; ++applied) {
            auto step = ClusterStateMachine::earliestStep(next);
            if (!step || step->at > until)
                break;
            step->until = until;
            QList<ClusterEvent> stepEvents;
            m_machine.apply(next, *step, stepEvents);
            m_records.snapshot(i, next, stepEvents);
            events += std::move(stepEvents);
        }
        if (applied > 0 && !m_records.commit(i, std::move(next), std::move(events), error))
            return false;
        if (applied < stepsPerCommit)
            return true; // nothing more is due
    }
    return true;
}

ClusterLifecycle::Outcome ClusterLifecycle::change(const QString& tenantId, const QString& id,
                                                   const QString& ifMatch, const Edit& edit) {
    Outcome out = Problem::internal({});
    {
        std::lock_guard lock(m_mutex);
        const qsizetype i = m_records.find(tenantId, id);
        if (i < 0)
            return Problem::notFound(QStringLiteral("cluster"), id);
        ClusterRecord r = m_records[i];
        if (ifMatch.isEmpty())
            return Problem{
                428,
                QStringLiteral("precondition_required"),
                QStringLiteral("If-Match required"),
                QStringLiteral("Send the cluster's ETag as If-Match (or '*'), so that a change based "
                               "on an old view cannot undo someone else's."),
                {},
                0};
        if (ifMatch != u"*" && ifMatch != ClusterMetering::etag(r))
            return Problem{412,
                           QStringLiteral("precondition_failed"),
                           QStringLiteral("Changed by someone else"),
                           QStringLiteral("Cluster %1 changed since you loaded it (it is now %2). Load it "
                                          "again and decide once more.")
                               .arg(r.cluster.name, clusterStateId(r.cluster.state)),
                           {},
                           0};
        const QDateTime now = m_clock.now();
        QList<ClusterEvent> events;
        if (auto problem = edit(r, now, events))
            return *problem;
        // Asking for what is already under way (stop a stopping cluster, a retried DELETE) is
        // not an error, and changes nothing.
        if (events.isEmpty())
            return m_metering.view(m_records[i], now);
        QString error;
        if (!m_records.commit(i, std::move(r), std::move(events), &error))
            return ClusterRecords::storageProblem(error);
        out = m_metering.view(m_records[i], now);
    }
    if (m_onScheduled)
        m_onScheduled();
    return out;
}

ClusterLifecycle::Outcome ClusterLifecycle::resize(const QString& tenantId, const QString& id,
                                                   const QHash<QString, int>& poolNodes,
                                                   const QString& ifMatch) {
    return change(
        tenantId, id, ifMatch,
        [&](ClusterRecord& r, const QDateTime& now, QList<ClusterEvent>& events) -> std::optional<Problem> {
            if (r.cluster.state != ClusterState::Running)
                return ClusterAdmission::conflict(
                    QStringLiteral("not_running"),
                    QStringLiteral("Cluster %1 is %2; it can be resized once it is running.")
                        .arg(r.cluster.name, clusterStateId(r.cluster.state)));
            bool changed = false;
            for (auto it = poolNodes.cbegin(); it != poolNodes.cend(); ++it) {
                const auto pool = std::find_if(r.cluster.pools.cbegin(), r.cluster.pools.cend(),
                                               [&](const NodePool& p) { return p.id == it.key(); });
                if (pool == r.cluster.pools.cend())
                    return ClusterAdmission::unprocessable(
                        QStringLiteral("unknown_pool"),
                        QStringLiteral("Cluster %1 has no pool '%2'.").arg(r.cluster.name, it.key()));
                if (it.value() < 1 || it.value() > ClusterRules::maxNodesPerPool)
                    return ClusterAdmission::unprocessable(
                        QStringLiteral("invalid_node_count"),
                        QStringLiteral("A pool has 1 to %1 nodes; to release them "
                                       "all, stop the cluster.")
                            .arg(ClusterRules::maxNodesPerPool));
                changed = changed || it.value() != pool->nodeCount;
            }
            if (!changed)
                return std::nullopt;
            // The time so far is billed at the old size, before the pools change.
            ClusterMetering::closeBilling(r, now, true);
            for (NodePool& p : r.cluster.pools)
                p.nodeCount = poolNodes.value(p.id, p.nodeCount);
            const QList<EstimateProblem> problems = m_admission.limits(r.tenantId, specOf(r), r.cluster.id);
            if (!problems.isEmpty())
                return ClusterAdmission::conflict(problems.first().code, problems.first().detail);
            m_machine.beginResize(r, now, events);
            return std::nullopt;
        });
}

ClusterSpec ClusterLifecycle::specOf(const ClusterRecord& r) {
    ClusterSpec spec;
    spec.billingMode = r.cluster.billingMode;
    spec.currency = r.currency;
    for (const NodePool& p : r.cluster.pools)
        spec.pools.append({p.name, p.offeringId, p.nodeCount});
    return spec;
}

ClusterLifecycle::Outcome ClusterLifecycle::changeBillingMode(const QString& tenantId, const QString& id,
                                                              BillingMode mode, const QString& ifMatch) {
    return change(
        tenantId, id, ifMatch,
        [this, mode](ClusterRecord& r, const QDateTime& now,
                     QList<ClusterEvent>& events) -> std::optional<Problem> {
            if (r.cluster.billingMode == mode)
                return std::nullopt;
            if (r.cluster.state == ClusterState::Terminating || r.cluster.state == ClusterState::Terminated)
                return ClusterAdmission::conflict(QStringLiteral("terminated"),
                                                  QStringLiteral("Cluster %1 is %2; its billing is over.")
                                                      .arg(r.cluster.name, clusterStateId(r.cluster.state)));
            for (const NodePool& p : r.cluster.pools) {
                const Offering* o = m_catalog.find(p.offeringId);
                if (!o || !o->price(mode, r.currency))
                    return ClusterAdmission::unprocessable(
                        QStringLiteral("no_price"),
                        QStringLiteral("%1 has no %2 price in %3.")
                            .arg(o ? o->name : p.offeringId, billingModeId(mode), currencyCode(r.currency)));
            }
            // Close every open segment at the old rate (segmentOf reads the cluster's mode), then
            // reopen it at the new one.
            QList<int> metered;
            for (int n = 0; n < r.nodes.size(); ++n) {
                if (r.nodes[n].meteredSince.isValid()) {
                    ClusterMetering::closeMeter(r, r.nodes[n], now);
                    metered.append(n);
                }
            }
            const BillingMode from = r.cluster.billingMode;
            r.cluster.billingMode = mode;
            for (int n : metered)
                r.nodes[n].meteredSince = now;
            events.append(ClusterStateMachine::event(
                r, QStringLiteral("cluster.updated"), now, ClusterEvent::Severity::Info,
                QStringLiteral("Cluster %1 is billed %2 from now on (was %3).")
                    .arg(r.cluster.name, billingModeId(mode), billingModeId(from))));
            return std::nullopt;
        });
}

ClusterLifecycle::Outcome ClusterLifecycle::stop(const QString& tenantId, const QString& id,
                                                 const QString& ifMatch) {
    return change(tenantId, id, ifMatch,
                  [this](ClusterRecord& r, const QDateTime& now,
                         QList<ClusterEvent>& events) -> std::optional<Problem> {
                      if (r.cluster.state == ClusterState::Stopping ||
                          r.cluster.state == ClusterState::Stopped)
                          return std::nullopt;
                      if (r.cluster.state != ClusterState::Running)
                          return ClusterAdmission::conflict(
                              QStringLiteral("not_running"),
                              QStringLiteral("Cluster %1 is %2; only a running cluster can be stopped.")
                                  .arg(r.cluster.name, clusterStateId(r.cluster.state)));
                      m_machine.beginStop(r, now, events);
                      return std::nullopt;
                  });
}

ClusterLifecycle::Outcome ClusterLifecycle::start(const QString& tenantId, const QString& id,
                                                  const QString& ifMatch) {
    return change(
        tenantId, id, ifMatch,
        [this](ClusterRecord& r, const QDateTime& now,
               QList<ClusterEvent>& events) -> std::optional<Problem> {
            if (r.cluster.state == ClusterState::Starting || r.cluster.state == ClusterState::Running)
                return std::nullopt;
            if (r.cluster.state != ClusterState::Stopped)
                return ClusterAdmission::conflict(
                    QStringLiteral("not_stopped"),
                    QStringLiteral("Cluster %1 is %2; only a stopped cluster can be started.")
                        .arg(r.cluster.name, clusterStateId(r.cluster.state)));
            // The nodes went back to the platform when it stopped: starting needs capacity again.
            for (const EstimateProblem& p : m_admission.limits(r.tenantId, specOf(r), r.cluster.id)) {
                if (p.code != u"cluster_quota_exceeded")
                    return ClusterAdmission::conflict(p.code, p.detail);
            }
            m_machine.beginStart(r, now, events);
            return std::nullopt;
        });
}

ClusterLifecycle::Outcome ClusterLifecycle::terminate(const QString& tenantId, const QString& id,
                                                      const QString& ifMatch) {
    return change(tenantId, id, ifMatch,
                  [this](ClusterRecord& r, const QDateTime& now,
                         QList<ClusterEvent>& events) -> std::optional<Problem> {
                      if (r.cluster.state == ClusterState::Terminating ||
                          r.cluster.state == ClusterState::Terminated)
                          return std::nullopt;
                      m_machine.beginTerminate(r, now, events);
                      return std::nullopt;
                  });
}

ClusterLifecycle::Outcome ClusterLifecycle::restartWorkload(const QString& tenantId, const QString& id,
                                                            const QString& ifMatch) {
    return change(
        tenantId, id, ifMatch,
        [this](ClusterRecord& r, const QDateTime& now,
               QList<ClusterEvent>& events) -> std::optional<Problem> {
            if (!r.cluster.workload)
                return ClusterAdmission::conflict(
                    QStringLiteral("no_workload"),
                    QStringLiteral("Cluster %1 was launched without a workload; there is nothing to "
                                   "restart.")
                        .arg(r.cluster.name));
            if (r.cluster.state != ClusterState::Running)
                return ClusterAdmission::conflict(
                    QStringLiteral("not_running"),
                    QStringLiteral("Cluster %1 is %2; its workload can be restarted once it is running.")
                        .arg(r.cluster.name, clusterStateId(r.cluster.state)));
            m_machine.workloads().restart(r, now, events);
            return std::nullopt;
        });
}

std::optional<ClusterLifecycle::FailedNode>
ClusterLifecycle::failNode(const QString& tenantId, const QString& clusterId, const QString& node) {
    FailedNode failed;
    {
        std::lock_guard lock(m_mutex);
        const QDateTime now = m_clock.now();
        qsizetype chosen = -1;
        qsizetype chosenReady = 0;
        for (qsizetype i = 0; i < m_records.size(); ++i) {
            const ClusterRecord& r = m_records[i];
            if (r.tenantId != tenantId || r.cluster.state != ClusterState::Running ||
                (!clusterId.isEmpty() && r.cluster.id != clusterId))
                continue;
            const auto ready = std::count_if(r.nodes.cbegin(), r.nodes.cend(), [](const NodeRecord& n) {
                return n.node.state == NodeState::Ready;
            });
            if (ready > chosenReady) {
                chosen = i;
                chosenReady = ready;
            }
        }
        if (chosen < 0)
            return std::nullopt;
        QString error;
        // Whatever was due before now happens first, so the failure lands on today's cluster.
        if (!runUntil(chosen, now, &error) || m_records[chosen].cluster.state != ClusterState::Running)
            return std::nullopt; // a stop that was due came first
        ClusterRecord next = m_records[chosen];
        // The first ready node, or the one asked for by its id or its index among the ready ones.
        bool isIndex = false;
        const int index = node.toInt(&isIndex);
        int readySeen = -1;
        const auto target = std::find_if(next.nodes.cbegin(), next.nodes.cend(), [&](const NodeRecord& n) {
            if (n.node.state != NodeState::Ready)
                return false;
            ++readySeen;
            return node.isEmpty() || n.node.id == node || (isIndex && readySeen == index);
        });
        if (target == next.nodes.cend())
            return std::nullopt;
        failed = {next.cluster.id, next.cluster.name, target->node.id};
        QList<ClusterEvent> events;
        m_machine.apply(next,
                        ClusterStateMachine::Step{now, ClusterStateMachine::StepKind::NodeFail,
                                                  int(target - next.nodes.cbegin())},
                        events);
        if (!m_records.commit(chosen, std::move(next), std::move(events), &error)) {
            qWarning("clusterdesk-sim: cannot store a node failure: %s", qPrintable(error));
            return std::nullopt;
        }
    }
    if (m_onScheduled)
        m_onScheduled(); // the replacement's provisioning is a new step
    return failed;
}

void ClusterLifecycle::advance() {
    std::lock_guard lock(m_mutex);
    const QDateTime now = m_clock.now();
    for (qsizetype i = 0; i < m_records.size(); ++i) {
        QString error;
        if (!runUntil(i, now, &error)) {
            qWarning("clusterdesk-sim: cannot store a cluster change, will retry: %s", qPrintable(error));
            return;
        }
    }
}

void ClusterLifecycle::catchUp() {
    if (m_clock.now().toMSecsSinceEpoch() >= m_records.nextDueMs())
        advance();
}

std::optional<QDateTime> ClusterLifecycle::nextDue() const {
    const qint64 due = m_records.nextDueMs();
    if (due == std::numeric_limits<qint64>::max())
        return std::nullopt;
    return QDateTime::fromMSecsSinceEpoch(due, Qt::UTC);
}

QList<MeterSegment> ClusterLifecycle::meterSnapshot(const QString& tenantId) const {
    std::lock_guard lock(m_mutex);
    // commit() moves a closed segment into the ledger under this same lock.
    return m_ledger.closed(tenantId) + ClusterMetering::openSegments(m_records.all(), tenantId);
}

QList<MeterSegment> ClusterLifecycle::openSegments(const QString& tenantId) const {
    std::lock_guard lock(m_mutex);
    return ClusterMetering::openSegments(m_records.all(), tenantId);
}

QList<ClusterLifecycle::QuoteFacts> ClusterLifecycle::quoteFacts(const QString& tenantId,
                                                                 const QDateTime& at) const {
    std::lock_guard lock(m_mutex);
    const QDateTime now = at.isValid() ? std::min(at, m_clock.now()) : m_clock.now();
    QList<QuoteFacts> out;
    for (const ClusterRecord& r : m_records.all()) {
        if (r.tenantId != tenantId)
            continue;
        qint64 ran = r.ranMs;
        if (r.isBilling() && now > r.billedSince)
            ran += r.billedSince.msecsTo(now);
        out.append({r.cluster, r.quotedMode, ran, r.resizes, r.failures});
    }
    return out;
}

} // namespace cd::sim
