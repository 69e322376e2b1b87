#include "ClusterLifecycle.h"

#include "ClusterJson.h"
#include "NodeFactory.h"
#include "PlatformJson.h"

#include "billing/LineItemBuilder.h"

#include <QSet>

#include <QJsonDocument>

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

QString quoted(int version) {
    return QStringLiteral("\"%1\"").arg(version);
}

Problem conflict(const QString& code, const QString& detail) {
    return Problem{409, code, QStringLiteral("Conflict"), detail, {}, 0};
}

Problem unprocessable(const QString& code, const QString& detail) {
    return Problem{422, code, QStringLiteral("Invalid request"), detail, {}, 0};
}

} // namespace

ClusterLifecycle::ClusterLifecycle(const Catalog& catalog, SimClock& clock, ClusterStore& store,
                                   EventLog& events, MeterLedger& ledger, std::uint64_t seed,
                                   Settings settings)
    : m_catalog(catalog)
    , m_pricing(catalog)
    , m_clock(clock)
    , m_store(store)
    , m_events(events)
    , m_ledger(ledger)
    , m_seed(seed)
    , m_settings(settings) {}

bool ClusterLifecycle::load(QString* error) {
    std::lock_guard lock(m_mutex);
    QList<ClusterRecord> records;
    QList<StoredEvent> recent;
    if (!m_store.loadClusters(&records, error) || !m_store.loadQuotas(&m_quotas, error) ||
        !m_store.loadRecentEvents(int(EventLog::retained), &recent, error))
        return false;
    // Records from before metering: ready nodes are metered from when they became ready.
    for (ClusterRecord& r : records) {
        for (NodeRecord& n : r.nodes) {
            if (!n.meteredSince.isValid() &&
                (n.node.state == NodeState::Ready || n.node.state == NodeState::Degraded) &&
                r.cluster.state != ClusterState::Stopping && r.cluster.state != ClusterState::Terminating)
                n.meteredSince = n.node.since;
        }
    }
    m_records = records;
    m_index.clear();
    for (qsizetype i = 0; i < m_records.size(); ++i)
        m_index.insert(m_records[i].cluster.id, i);
    m_events.restore(recent);
    m_lastEventId = m_events.lastId();
    refreshNextDue();
    return true;
}

SimRandom ClusterLifecycle::random(ClusterRecord& r) const {
    return SimRandom(m_seed).fork(stableHash(r.cluster.id.toUtf8().constData())).fork(++r.draws);
}

qsizetype ClusterLifecycle::find(const QString& tenantId, const QString& id) const {
    const qsizetype i = m_index.value(id, -1);
    // Another tenant's cluster is answered exactly like one that does not exist.
    return i >= 0 && m_records[i].tenantId == tenantId ? i : -1;
}

Cluster ClusterLifecycle::view(const ClusterRecord& r, const QDateTime& at) const {
    Cluster c = r.cluster;
    // What it costs per hour as it stands: nothing while it holds no nodes.
    c.hourlyCost = holdsCapacity(c.state) ? m_pricing.clusterHourly(c, r.currency) : Money(0, r.currency);
    c.costSoFar = billed(r, at);
    c.asOf = at;
    c.etag = quoted(r.version);
    return c;
}

QList<Cluster> ClusterLifecycle::clusters(const QString& tenantId) const {
    std::lock_guard lock(m_mutex);
    const QDateTime now = m_clock.now();
    QList<Cluster> out;
    for (const ClusterRecord& r : m_records) {
        if (r.tenantId == tenantId)
            out.append(view(r, now));
    }
    // Newest first: what a person launched last is what they look for.
    std::stable_sort(out.begin(), out.end(),
                     [](const Cluster& a, const Cluster& b) { return a.createdAt > b.createdAt; });
    return out;
}

std::optional<Cluster> ClusterLifecycle::cluster(const QString& tenantId, const QString& id) const {
    std::lock_guard lock(m_mutex);
    const qsizetype i = find(tenantId, id);
    if (i < 0)
        return std::nullopt;
    return view(m_records[i], m_clock.now());
}

std::optional<QList<Node>> ClusterLifecycle::nodes(const QString& tenantId, const QString& id) const {
    std::lock_guard lock(m_mutex);
    const qsizetype i = find(tenantId, id);
    if (i < 0)
        return std::nullopt;
    QList<Node> out;
    for (const NodeRecord& n : m_records[i].nodes)
        out.append(n.node);
    return out;
}

int ClusterLifecycle::usedNodes(const QString& offeringId, const QString& exceptCluster) const {
    int used = 0;
    for (const ClusterRecord& r : m_records) {
        if (!holdsCapacity(r.cluster.state) || r.cluster.id == exceptCluster)
            continue;
        for (const NodePool& p : r.cluster.pools)
            used += p.offeringId == offeringId ? p.nodeCount : 0;
    }
    return used;
}

QHash<QString, int> ClusterLifecycle::nodesInUse() const {
    std::lock_guard lock(m_mutex);
    QHash<QString, int> used;
    for (const ClusterRecord& r : m_records) {
        if (!holdsCapacity(r.cluster.state))
            continue;
        for (const NodePool& p : r.cluster.pools)
            used[p.offeringId] += p.nodeCount;
    }
    return used;
}

ClusterLifecycle::Usage ClusterLifecycle::usage(const QString& tenantId, const QString& exceptCluster) const {
    Usage used;
    for (const ClusterRecord& r : m_records) {
        if (r.tenantId != tenantId || !holdsCapacity(r.cluster.state) || r.cluster.id == exceptCluster)
            continue;
        used.gpus += r.cluster.gpuCount();
        ++used.clusters;
    }
    return used;
}

QList<EstimateProblem> ClusterLifecycle::limits(const QString& tenantId, const ClusterSpec& spec,
                                                const QString& exceptCluster) const {
    QList<EstimateProblem> problems;
    QHash<QString, int> requested;
    int gpus = 0;
    for (const PoolSpec& p : spec.pools) {
        const qsizetype index = m_catalog.indexOf(p.offeringId);
        if (index < 0) {
            problems.append({QStringLiteral("unknown_offering"),
                             QStringLiteral("There is no offering '%1'.").arg(p.offeringId), p.offeringId, 0,
                             0});
            continue;
        }
        requested[p.offeringId] += p.nodeCount;
        gpus += p.nodeCount * m_catalog.offerings()[index].gpusPerNode;
    }
    for (auto it = requested.cbegin(); it != requested.cend(); ++it) {
        const Offering& o = m_catalog.offerings()[m_catalog.indexOf(it.key())];
        const int free = std::max(0, o.availableNodes - usedNodes(it.key(), exceptCluster));
        if (it.value() > free) {
            problems.append({QStringLiteral("capacity_exceeded"),
                             QStringLiteral("Only %1 nodes of %2 are free in %3; this needs %4.")
                                 .arg(free)
                                 .arg(o.name, o.region)
                                 .arg(it.value()),
                             it.key(), it.value(), free});
        }
    }
    const TenantQuota quota = m_quotas.value(tenantId);
    const Usage used = usage(tenantId, exceptCluster);
    if (used.gpus + gpus > quota.maxGpus) {
        problems.append({QStringLiteral("quota_exceeded"),
                         QStringLiteral("Your tenant may run %1 GPUs; %2 are in use and this needs %3.")
                             .arg(quota.maxGpus)
                             .arg(used.gpus)
                             .arg(gpus),
                         {},
                         gpus,
                         std::max(0, quota.maxGpus - used.gpus)});
    }
    if (exceptCluster.isEmpty() && used.clusters + 1 > quota.maxClusters) {
        problems.append({QStringLiteral("cluster_quota_exceeded"),
                         QStringLiteral("Your tenant may have %1 active clusters, and has %2.")
                             .arg(quota.maxClusters)
                             .arg(used.clusters),
                         {},
                         1,
                         0});
    }
    return problems;
}

Estimate ClusterLifecycle::estimate(const QString& tenantId, const ClusterSpec& spec, double hours) const {
    std::lock_guard lock(m_mutex);
    Estimate e = m_pricing.estimate(spec, hours);
    // Everything a launch of the same pools would be refused for, except the name it has not got yet.
    e.problems = problems(tenantId, spec, false);
    const TenantQuota quota = m_quotas.value(tenantId);
    e.gpuQuota = quota.maxGpus;
    e.clusterQuota = quota.maxClusters;
    const Usage used = usage(tenantId, {});
    e.gpusInUse = used.gpus;
    e.clustersInUse = used.clusters;
    return e;
}

std::optional<Problem> ClusterLifecycle::checkShape(const ClusterSpec& spec) {
    if (spec.pools.isEmpty() || spec.pools.size() > ClusterRules::maxPools)
        return unprocessable(QStringLiteral("invalid_pools"),
                             QStringLiteral("A cluster has 1 to %1 node pools.").arg(ClusterRules::maxPools));
    for (const PoolSpec& p : spec.pools) {
        if (p.nodeCount < 1 || p.nodeCount > ClusterRules::maxNodesPerPool)
            return unprocessable(QStringLiteral("invalid_node_count"),
                                 QStringLiteral("A pool has 1 to %1 nodes; '%2' asks for %3.")
                                     .arg(ClusterRules::maxNodesPerPool)
                                     .arg(p.name)
                                     .arg(p.nodeCount));
    }
    return std::nullopt;
}

QList<EstimateProblem> ClusterLifecycle::problems(const QString& tenantId, const ClusterSpec& spec,
                                                  bool named) const {
    QList<EstimateProblem> out;
    auto add = [&](const char* code, const QString& detail, const QString& offeringId = {}) {
        out.append({QString::fromLatin1(code), detail, offeringId, 0, 0});
    };
    if (named && !ClusterRules::isValidName(spec.name))
        add("invalid_name", QStringLiteral("A cluster name has 3 to 40 lowercase letters, digits or hyphens, "
                                           "starts with a letter and does not end with a hyphen."));
    for (const ClusterRecord& r : m_records) {
        if (named && r.tenantId == tenantId && r.cluster.name == spec.name &&
            r.cluster.state != ClusterState::Terminated) {
            add("name_taken", QStringLiteral("A cluster named '%1' already exists.").arg(spec.name));
            break;
        }
    }
    QString region;
    QSet<QString> poolNames;
    for (const PoolSpec& p : spec.pools) {
        if (!ClusterRules::isValidName(p.name) || poolNames.contains(p.name))
            add("invalid_pool_name", QStringLiteral("Pool names follow the rules of cluster names and differ "
                                                    "from each other; '%1' does not.")
                                         .arg(p.name));
        poolNames.insert(p.name);
        const qsizetype index = m_catalog.indexOf(p.offeringId);
        if (index < 0)
            continue; // limits() names it
        const Offering& o = m_catalog.offerings()[index];
        if (!region.isEmpty() && o.region != region)
            add("mixed_regions",
                QStringLiteral("All pools of a cluster are in one region (%1 and %2 differ).")
                    .arg(region, o.region));
        region = o.region;
        if (!o.price(spec.billingMode, spec.currency))
            add("no_price",
                QStringLiteral("%1 has no %2 price in %3.")
                    .arg(o.name, billingModeId(spec.billingMode), currencyCode(spec.currency)),
                o.id);
        if (!spec.image.isEmpty() && !o.images.contains(spec.image))
            add("image_unavailable",
                QStringLiteral("%1 does not offer the image %2.").arg(o.name, spec.image), o.id);
        if (spec.dedicated && !o.dedicatedAvailable)
            add("dedicated_unavailable", QStringLiteral("%1 has no dedicated hardware.").arg(o.name), o.id);
    }
    if (spec.autoStopIdleMinutes < 0 || spec.autoStopIdleMinutes > ClusterRules::maxAutoStopMinutes)
        add("invalid_auto_stop",
            QStringLiteral("Auto-stop is 0 (never) to %1 minutes.").arg(ClusterRules::maxAutoStopMinutes));
    if (!spec.datasets.isEmpty()) {
        const QStringList missing =
            m_missingDatasets ? m_missingDatasets(tenantId, spec.datasets) : spec.datasets;
        for (const QString& id : missing)
            add("unknown_dataset", QStringLiteral("There is no dataset '%1'.").arg(id));
    }
    out += limits(tenantId, spec, {});
    return out;
}

std::optional<Problem> ClusterLifecycle::validate(const QString& tenantId, const ClusterSpec& spec) const {
    if (auto shape = checkShape(spec))
        return shape;
    const QList<EstimateProblem> found = problems(tenantId, spec, true);
    if (found.isEmpty())
        return std::nullopt;
    // What is wrong with the request is 422; what cannot be done right now is 409.
    static const QStringList conflicts = {QStringLiteral("name_taken"), QStringLiteral("capacity_exceeded"),
                                          QStringLiteral("quota_exceeded"),
                                          QStringLiteral("cluster_quota_exceeded")};
    const EstimateProblem& first = found.first();
    return conflicts.contains(first.code) ? conflict(first.code, first.detail)
                                          : unprocessable(first.code, first.detail);
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
                return {storageProblem(error), {}};
            if (seen) {
                if (seen->bodyHash != bodyHash)
                    return {
                        unprocessable(QStringLiteral("idempotency_key_reused"),
                                      QStringLiteral("This Idempotency-Key was used for a different launch. "
                                                     "Use a new key for a new request.")),
                        {}};
                const qsizetype i = m_index.value(seen->clusterId, -1);
                return {i >= 0 ? Outcome(view(m_records[i], m_clock.now())) : Outcome(Problem::internal({})),
                        seen->response};
            }
        }
        if (auto problem = validate(tenantId, spec))
            return {*problem, {}};

        const QDateTime now = m_clock.now();
        QList<ClusterEvent> events;
        ClusterRecord r = newRecord(tenantId, spec, now, events);
        const Cluster& c = r.cluster;
        // What the platform answers is the cluster as stored, whose version commit() is about to bump.
        ClusterRecord stored = r;
        ++stored.version;
        const Cluster shown = view(stored, now);
        const QByteArray body = encode(shown);
        const ClusterStore::KeyedLaunch keyed{idempotencyKey, {bodyHash, c.id, body}};
        if (!commit(-1, r, events, &error, idempotencyKey.isEmpty() ? nullptr : &keyed))
            return {storageProblem(error), {}};
        result = {shown, {}};
    }
    if (m_onScheduled)
        m_onScheduled();
    return result;
}

ClusterRecord ClusterLifecycle::newRecord(const QString& tenantId, const ClusterSpec& spec,
                                          const QDateTime& at, QList<ClusterEvent>& events) {
    ClusterRecord r;
    r.tenantId = tenantId;
    r.currency = spec.currency;
    QString ignored;
    const int serial = m_store.nextClusterSerial(&ignored);
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

void ClusterLifecycle::beginStop(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events) {
    closeBilling(r, at, false);
    // Billing stops when a person asks; releasing the nodes is the platform's time.
    for (NodeRecord& n : r.nodes)
        closeMeter(r, n, at);
    SimRandom rng = random(r);
    r.nextAt = at.addSecs(rng.between(stopSeconds[0], stopSeconds[1]));
    moveTo(r, ClusterState::Stopping, at, events,
           QStringLiteral("Cluster %1 is stopping.").arg(r.cluster.name));
}

bool ClusterLifecycle::runUntil(qsizetype i, const QDateTime& until, QString* error) {
    // Steps are applied at the simulated time they were due, not when the tick came, so the
    // history is the same however often the ticker runs.
    for (int guard = 0; guard < 10'000; ++guard) {
        const auto step = earliestStep(m_records[i]);
        if (!step || step->at > until)
            return true;
        ClusterRecord next = m_records[i];
        QList<ClusterEvent> events;
        apply(next, *step, events);
        if (!commit(i, std::move(next), std::move(events), error))
            return false;
    }
    return true;
}

ClusterLifecycle::Outcome ClusterLifecycle::change(const QString& tenantId, const QString& id,
                                                   const QString& ifMatch, const Edit& edit) {
    Outcome out = Problem::internal({});
    {
        std::lock_guard lock(m_mutex);
        const qsizetype i = find(tenantId, id);
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
        if (ifMatch != u"*" && ifMatch != quoted(r.version))
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
            return view(m_records[i], now);
        QString error;
        if (!commit(i, std::move(r), std::move(events), &error))
            return storageProblem(error);
        out = view(m_records[i], now);
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
                return conflict(QStringLiteral("not_running"),
                                QStringLiteral("Cluster %1 is %2; it can be resized once it is running.")
                                    .arg(r.cluster.name, clusterStateId(r.cluster.state)));
            bool changed = false;
            for (auto it = poolNodes.cbegin(); it != poolNodes.cend(); ++it) {
                const auto pool = std::find_if(r.cluster.pools.cbegin(), r.cluster.pools.cend(),
                                               [&](const NodePool& p) { return p.id == it.key(); });
                if (pool == r.cluster.pools.cend())
                    return unprocessable(
                        QStringLiteral("unknown_pool"),
                        QStringLiteral("Cluster %1 has no pool '%2'.").arg(r.cluster.name, it.key()));
                if (it.value() < 1 || it.value() > ClusterRules::maxNodesPerPool)
                    return unprocessable(QStringLiteral("invalid_node_count"),
                                         QStringLiteral("A pool has 1 to %1 nodes; to release them "
                                                        "all, stop the cluster.")
                                             .arg(ClusterRules::maxNodesPerPool));
                changed = changed || it.value() != pool->nodeCount;
            }
            if (!changed)
                return std::nullopt;
            // The time so far is billed at the old size, before the pools change.
            closeBilling(r, now, true);
            for (NodePool& p : r.cluster.pools)
                p.nodeCount = poolNodes.value(p.id, p.nodeCount);
            const QList<EstimateProblem> problems = limits(r.tenantId, specOf(r), r.cluster.id);
            if (!problems.isEmpty())
                return conflict(problems.first().code, problems.first().detail);
            for (const NodePool& p : r.cluster.pools)
                resizePool(r, p, now);
            refreshPools(r);
            r.resizes.append({now, r.cluster.gpuCount()});
            moveTo(r, ClusterState::Resizing, now, events,
                   QStringLiteral("Cluster %1 is resizing to %2 GPUs.")
                       .arg(r.cluster.name)
                       .arg(r.cluster.gpuCount()));
            return std::nullopt;
        });
}

void ClusterLifecycle::resizePool(ClusterRecord& r, const NodePool& p, const QDateTime& now) {
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
        closeMeter(r, n, now);
        n.node.state = NodeState::Draining;
        n.node.since = now;
        n.failAt = {};
        n.doneAt = now.addSecs(rng.between(drainSeconds[0], drainSeconds[1]));
    }
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
                return conflict(QStringLiteral("terminated"),
                                QStringLiteral("Cluster %1 is %2; its billing is over.")
                                    .arg(r.cluster.name, clusterStateId(r.cluster.state)));
            for (const NodePool& p : r.cluster.pools) {
                const Offering* o = m_catalog.find(p.offeringId);
                if (!o || !o->price(mode, r.currency))
                    return unprocessable(
                        QStringLiteral("no_price"),
                        QStringLiteral("%1 has no %2 price in %3.")
                            .arg(o ? o->name : p.offeringId, billingModeId(mode), currencyCode(r.currency)));
            }
            // Close every open segment at the old rate (segmentOf reads the cluster's mode), then
            // reopen it at the new one.
            QList<int> metered;
            for (int n = 0; n < r.nodes.size(); ++n) {
                if (r.nodes[n].meteredSince.isValid()) {
                    closeMeter(r, r.nodes[n], now);
                    metered.append(n);
                }
            }
            const BillingMode from = r.cluster.billingMode;
            r.cluster.billingMode = mode;
            for (int n : metered)
                r.nodes[n].meteredSince = now;
            events.append(event(r, QStringLiteral("cluster.updated"), now, ClusterEvent::Severity::Info,
                                QStringLiteral("Cluster %1 is billed %2 from now on (was %3).")
                                    .arg(r.cluster.name, billingModeId(mode), billingModeId(from))));
            return std::nullopt;
        });
}

ClusterLifecycle::Outcome ClusterLifecycle::stop(const QString& tenantId, const QString& id,
                                                 const QString& ifMatch) {
    return change(
        tenantId, id, ifMatch,
        [this](ClusterRecord& r, const QDateTime& now,
               QList<ClusterEvent>& events) -> std::optional<Problem> {
            if (r.cluster.state == ClusterState::Stopping || r.cluster.state == ClusterState::Stopped)
                return std::nullopt;
            if (r.cluster.state != ClusterState::Running)
                return conflict(QStringLiteral("not_running"),
                                QStringLiteral("Cluster %1 is %2; only a running cluster can be stopped.")
                                    .arg(r.cluster.name, clusterStateId(r.cluster.state)));
            beginStop(r, now, events);
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
                return conflict(QStringLiteral("not_stopped"),
                                QStringLiteral("Cluster %1 is %2; only a stopped cluster can be started.")
                                    .arg(r.cluster.name, clusterStateId(r.cluster.state)));
            // The nodes went back to the platform when it stopped: starting needs capacity again.
            for (const EstimateProblem& p : limits(r.tenantId, specOf(r), r.cluster.id)) {
                if (p.code != u"cluster_quota_exceeded")
                    return conflict(p.code, p.detail);
            }
            for (const NodePool& p : r.cluster.pools)
                addNodes(r, p, p.nodeCount, now, growSeconds[0], growSeconds[1]);
            refreshPools(r);
            moveTo(r, ClusterState::Starting, now, events,
                   QStringLiteral("Cluster %1 is starting.").arg(r.cluster.name));
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
                      closeBilling(r, now, false);
                      SimRandom rng = random(r);
                      r.nextAt = now.addSecs(rng.between(terminateSeconds[0], terminateSeconds[1]));
                      for (NodeRecord& n : r.nodes) {
                          closeMeter(r, n, now);
                          n.failAt = {};
                          n.doneAt = {};
                          n.node.state = NodeState::Draining;
                      }
                      refreshPools(r);
                      moveTo(r, ClusterState::Terminating, now, events,
                             QStringLiteral("Cluster %1 is terminating.").arg(r.cluster.name));
                      return std::nullopt;
                  });
}

std::optional<ClusterLifecycle::FailedNode> ClusterLifecycle::failNode(const QString& tenantId) {
    FailedNode failed;
    {
        std::lock_guard lock(m_mutex);
        const QDateTime now = m_clock.now();
        qsizetype chosen = -1;
        qsizetype chosenReady = 0;
        for (qsizetype i = 0; i < m_records.size(); ++i) {
            const ClusterRecord& r = m_records[i];
            if (r.tenantId != tenantId || r.cluster.state != ClusterState::Running)
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
        const auto node = std::find_if(next.nodes.cbegin(), next.nodes.cend(),
                                       [](const NodeRecord& n) { return n.node.state == NodeState::Ready; });
        if (node == next.nodes.cend())
            return std::nullopt;
        failed = {next.cluster.id, next.cluster.name, node->node.id};
        QList<ClusterEvent> events;
        apply(next, Step{now, StepKind::NodeFail, int(node - next.nodes.cbegin())}, events);
        if (!commit(chosen, std::move(next), std::move(events), &error)) {
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
    if (m_clock.now().toMSecsSinceEpoch() >= m_nextDueMs.load())
        advance();
}

std::optional<QDateTime> ClusterLifecycle::nextDue() const {
    const qint64 due = m_nextDueMs.load();
    if (due == std::numeric_limits<qint64>::max())
        return std::nullopt;
    return QDateTime::fromMSecsSinceEpoch(due, Qt::UTC);
}

void ClusterLifecycle::refreshNextDue() {
    qint64 due = std::numeric_limits<qint64>::max();
    for (const ClusterRecord& r : m_records) {
        if (const auto step = earliestStep(r))
            due = std::min(due, step->at.toMSecsSinceEpoch());
    }
    m_nextDueMs.store(due);
}

std::optional<ClusterLifecycle::Step> ClusterLifecycle::earliestStep(const ClusterRecord& r) const {
    std::optional<Step> best;
    auto consider = [&](const QDateTime& at, StepKind kind, int node) {
        if (at.isValid() && (!best || at < best->at))
            best = Step{at, kind, node};
    };
    consider(r.nextAt, StepKind::Cluster, -1);
    const bool canFail =
        r.cluster.state == ClusterState::Running || r.cluster.state == ClusterState::Resizing;
    for (int n = 0; n < r.nodes.size(); ++n) {
        consider(r.nodes[n].doneAt, StepKind::NodeDone, n);
        if (canFail && r.nodes[n].node.state == NodeState::Ready)
            consider(r.nodes[n].failAt, StepKind::NodeFail, n);
    }
    return best;
}

void ClusterLifecycle::addNodes(ClusterRecord& r, const NodePool& pool, int count, const QDateTime& at,
                                int minSeconds, int maxSeconds) {
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

void ClusterLifecycle::scheduleFailure(ClusterRecord& r, NodeRecord& node, const QDateTime& at) {
    node.failAt = {};
    if (m_settings.nodeFailuresPerNodeHour <= 0)
        return;
    SimRandom rng = random(r);
    // Exponential time to failure: a constant rate per node-hour.
    const double hours = -std::log(1.0 - rng.unit()) / m_settings.nodeFailuresPerNodeHour;
    if (hours < 24 * 365)
        node.failAt = at.addMSecs(qint64(hours * 3'600'000.0));
}

void ClusterLifecycle::apply(ClusterRecord& r, const Step& step, QList<ClusterEvent>& events) {
    const QDateTime at = step.at;
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
                closeMeter(r, n, at);
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
        closeMeter(r, n, at);
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
            const qint64 checkpoint = (minutes * stepsPerMinute / checkpointEvery) * checkpointEvery;
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
        }
    }
    refreshPools(r);
    settle(r, at, events);
}

void ClusterLifecycle::settle(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events) {
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
}

void ClusterLifecycle::moveTo(ClusterRecord& r, ClusterState state, const QDateTime& at,
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

void ClusterLifecycle::closeBilling(ClusterRecord& r, const QDateTime& at, bool keepBilling) const {
    if (r.isBilling() && at > r.billedSince)
        r.ranMs += r.billedSince.msecsTo(at);
    r.billedSince = keepBilling && r.isBilling() ? at : QDateTime();
}

MeterSegment ClusterLifecycle::segmentOf(const ClusterRecord& r, const NodeRecord& n) {
    MeterSegment s;
    s.tenantId = r.tenantId;
    s.kind = MeterKind::NodeTime;
    s.resourceId = n.node.id;
    s.resourceName = n.node.hostname;
    s.clusterId = r.cluster.id;
    s.clusterName = r.cluster.name;
    for (const NodePool& p : r.cluster.pools) {
        if (p.id == n.node.poolId) {
            s.poolName = p.name;
            s.offeringId = p.offeringId;
        }
    }
    s.region = r.cluster.region;
    s.stage = r.cluster.stage;
    s.mode = r.cluster.billingMode;
    s.currency = r.currency;
    s.dedicated = r.cluster.dedicated;
    s.gpus = int(n.node.gpus.size());
    s.start = n.meteredSince;
    return s;
}

void ClusterLifecycle::closeMeter(ClusterRecord& r, NodeRecord& n, const QDateTime& at) {
    if (!n.meteredSince.isValid())
        return;
    if (at > n.meteredSince) {
        MeterSegment s = segmentOf(r, n);
        s.end = at;
        r.closedMeter.append(s);
    }
    n.meteredSince = {};
}

Money ClusterLifecycle::billed(const ClusterRecord& r, const QDateTime& at) const {
    QList<MeterSegment> segments = m_ledger.closedForCluster(r.tenantId, r.cluster.id) + r.closedMeter;
    for (const NodeRecord& n : r.nodes) {
        if (n.meteredSince.isValid())
            segments.append(segmentOf(r, n));
    }
    const LineItemBuilder builder(PriceBook{[this](const QString& id) { return m_catalog.find(id); }}, {});
    return builder.billedTotal(segments, at, r.currency);
}

QList<MeterSegment> ClusterLifecycle::meterSnapshot(const QString& tenantId) const {
    std::lock_guard lock(m_mutex);
    // commit() moves a closed segment into the ledger under this same lock.
    return m_ledger.closed(tenantId) + openSegmentsLocked(tenantId);
}

QList<MeterSegment> ClusterLifecycle::openSegments(const QString& tenantId) const {
    std::lock_guard lock(m_mutex);
    return openSegmentsLocked(tenantId);
}

QList<MeterSegment> ClusterLifecycle::openSegmentsLocked(const QString& tenantId) const {
    QList<MeterSegment> out;
    for (const ClusterRecord& r : m_records) {
        if (r.tenantId != tenantId)
            continue;
        for (const NodeRecord& n : r.nodes) {
            if (n.meteredSince.isValid())
                out.append(segmentOf(r, n));
        }
    }
    return out;
}

QList<ClusterLifecycle::QuoteFacts> ClusterLifecycle::quoteFacts(const QString& tenantId) const {
    std::lock_guard lock(m_mutex);
    const QDateTime now = m_clock.now();
    QList<QuoteFacts> out;
    for (const ClusterRecord& r : m_records) {
        if (r.tenantId != tenantId)
            continue;
        qint64 ran = r.ranMs;
        if (r.isBilling() && now > r.billedSince)
            ran += r.billedSince.msecsTo(now);
        out.append({r.cluster, r.quotedMode, ran, r.resizes, r.failures});
    }
    return out;
}

void ClusterLifecycle::refreshPools(ClusterRecord& r) {
    for (NodePool& p : r.cluster.pools) {
        p.readyNodes = int(std::count_if(r.nodes.cbegin(), r.nodes.cend(), [&](const NodeRecord& n) {
            return n.node.poolId == p.id &&
                   (n.node.state == NodeState::Ready || n.node.state == NodeState::Degraded);
        }));
    }
}

ClusterEvent ClusterLifecycle::event(const ClusterRecord& r, const QString& type, const QDateTime& at,
                                     ClusterEvent::Severity severity, const QString& message) const {
    ClusterEvent e;
    e.type = type;
    e.time = at;
    e.clusterId = r.cluster.id;
    e.clusterName = r.cluster.name;
    e.severity = severity;
    e.message = message;
    return e;
}

bool ClusterLifecycle::commit(qsizetype index, ClusterRecord next, QList<ClusterEvent> events, QString* error,
                              const ClusterStore::KeyedLaunch* keyed) {
    ++next.version;
    // Every change goes through here under the lock, so event ids are simply the next numbers;
    // they are taken only if the store accepts them.
    qint64 id = m_lastEventId;
    QList<StoredEvent> stored;
    for (ClusterEvent& e : events) {
        // Each event carries the cluster as it is after the change, so a console updates its row
        // without asking again.
        e.id = ++id;
        e.cluster = view(next, e.time);
        stored.append({e.id, next.tenantId, next.cluster.id, rfc3339(e.time),
                       QJsonDocument(ClusterJson::event(e, next.currency)).toJson(QJsonDocument::Compact)});
    }
    if (m_deferred && index >= 0 && !keyed) {
        if (!m_deferred->records.contains(index))
            m_deferred->records.append(index);
        m_deferred->events += stored;
        m_ledger.number(next.closedMeter); // the ids they will be stored with
        m_deferred->meter += next.closedMeter;
    } else if (!m_store.save(next, stored, m_clock.now(), error, keyed,
                             [&](QString* err) { return m_ledger.write(next.closedMeter, err); })) {
        return false;
    }
    m_ledger.remember(next.closedMeter);
    next.closedMeter.clear();
    m_lastEventId = id;
    if (index < 0) {
        m_index.insert(next.cluster.id, m_records.size());
        m_records.append(std::move(next));
    } else {
        m_records[index] = std::move(next);
    }
    refreshNextDue();
    m_events.publish(stored);
    return true;
}

bool ClusterLifecycle::saveDeferred(QString* error) {
    if (!m_deferred)
        return true;
    const Deferred deferred = std::move(*m_deferred);
    m_deferred.reset();
    bool meterWritten = false;
    for (const qsizetype i : deferred.records) {
        const ClusterRecord& r = m_records[i];
        QList<StoredEvent> events;
        for (const StoredEvent& e : deferred.events) {
            if (e.clusterId == r.cluster.id)
                events.append(e);
        }
        const bool ok = m_store.save(r, events, m_clock.now(), error, nullptr, [&](QString* err) {
            if (meterWritten)
                return true;
            meterWritten = true;
            return m_ledger.insert(deferred.meter, err);
        });
        if (!ok)
            return false;
    }
    return true;
}

Problem ClusterLifecycle::storageProblem(const QString& error) const {
    qWarning("clusterdesk-sim: storage failed: %s", qPrintable(error));
    return Problem{503,
                   QStringLiteral("storage_unavailable"),
                   QStringLiteral("Could not save"),
                   QStringLiteral("The platform could not save this change; nothing was changed. Try again "
                                  "in a moment."),
                   {},
                   5};
}

} // namespace cd::sim
