#pragma once

#include "Catalog.h"
#include "ClusterPricing.h"
#include "ClusterRecord.h"
#include "ClusterStore.h"
#include "EventLog.h"
#include "MeterLedger.h"
#include "Problem.h"
#include "SimClock.h"
#include "SimRandom.h"

#include "core/ClusterEvent.h"
#include "core/ClusterSpec.h"
#include "core/Estimate.h"

#include <QHash>
#include <QList>

#include <atomic>
#include <functional>
#include <limits>
#include <mutex>
#include <optional>
#include <variant>

namespace cd::sim {

// The simulated platform's clusters: launch, resize, stop, start and terminate, each a state
// machine whose steps take plausible simulated minutes; capacity per offering, quotas per tenant,
// seeded node failures whose work moves to a replacement node. Every change is stored before it is
// told to anyone (the reply, the event stream). Thread-safe: the HTTP server's threads and the
// ticker call it at once.
class ClusterLifecycle {
public:
    struct Settings {
        double nodeFailuresPerNodeHour = 0.0;
    };

    ClusterLifecycle(const Catalog& catalog, SimClock& clock, ClusterStore& store, EventLog& events,
                     MeterLedger& ledger, std::uint64_t seed, Settings settings);

    bool load(QString* error);
    // First start: quotas and a few clusters per tenant in several states, so nothing starts empty.
    bool seedTenants(const QStringList& tenantIds, QString* error);

    QList<Cluster> clusters(const QString& tenantId) const;
    std::optional<Cluster> cluster(const QString& tenantId, const QString& id) const;
    std::optional<QList<Node>> nodes(const QString& tenantId, const QString& id) const;
    // Refuses a request with no pools, too many, or a node count out of range: nothing to price.
    static std::optional<Problem> checkShape(const ClusterSpec& spec);
    Estimate estimate(const QString& tenantId, const ClusterSpec& spec, double hours) const;
    // Offering id -> nodes held by clusters that are running or on their way.
    QHash<QString, int> nodesInUse() const;

    using Outcome = std::variant<Cluster, Problem>;
    struct Launch {
        Outcome outcome;
        QByteArray replayed; // the first response's body when the key was seen before
    };
    // `encode` makes the response body, kept for replays of the same Idempotency-Key.
    Launch launch(const QString& tenantId, const ClusterSpec& spec, const QString& idempotencyKey,
                  const QByteArray& bodyHash, const std::function<QByteArray(const Cluster&)>& encode);
    Outcome resize(const QString& tenantId, const QString& id, const QHash<QString, int>& poolNodes,
                   const QString& ifMatch);
    // From now on the cluster's nodes are billed in `mode`: their open metering segments close at
    // the old rate and reopen at the new one, so the bill changes rate at that millisecond.
    Outcome changeBillingMode(const QString& tenantId, const QString& id, BillingMode mode,
                              const QString& ifMatch);
    Outcome stop(const QString& tenantId, const QString& id, const QString& ifMatch);
    Outcome start(const QString& tenantId, const QString& id, const QString& ifMatch);
    Outcome terminate(const QString& tenantId, const QString& id, const QString& ifMatch);

    // The metering segments of the tenant's nodes that are billed right now, open-ended.
    QList<MeterSegment> openSegments(const QString& tenantId) const;
    // The ledger's closed segments and the open ones, read under one lock: a node that closes
    // meanwhile is in exactly one of the two.
    QList<MeterSegment> meterSnapshot(const QString& tenantId) const;
    // What the tenant's clusters are billed for at the launch quote: its records, for comparing.
    struct QuoteFacts {
        Cluster cluster;
        BillingMode quotedMode;
        qint64 ranMs = 0;
        QList<SizeChange> resizes;
        int failures = 0;
    };
    QList<QuoteFacts> quoteFacts(const QString& tenantId) const;
    // A node of the tenant's largest running cluster fails now, as a seeded failure would: its work
    // moves to a replacement. For the demo's presenter. Returns the cluster's and the node's name,
    // or nothing when no cluster of the tenant runs (or the store refused the change).
    struct FailedNode {
        QString clusterId;
        QString clusterName;
        QString nodeId;
    };
    std::optional<FailedNode> failNode(const QString& tenantId);
    // Applies every step that is due by the clock's present.
    void advance();
    // advance(), when a step is due: the router runs it before every request, so when nothing is
    // due it costs one comparison, not the lock and a walk over every node.
    void catchUp();
    // When the next step is due, if any is scheduled.
    std::optional<QDateTime> nextDue() const;
    // Called (without the lock) whenever a new step was scheduled, so a sleeping ticker wakes.
    void setScheduledCallback(std::function<void()> callback) { m_onScheduled = std::move(callback); }
    // Which of a launch's dataset ids name no dataset of the tenant (storage answers).
    using MissingDatasets = std::function<QStringList(const QString& tenantId, const QStringList& ids)>;
    void setDatasetCheck(MissingDatasets check) { m_missingDatasets = std::move(check); }

private:
    enum class StepKind { Cluster, NodeDone, NodeFail };
    struct Step {
        QDateTime at;
        StepKind kind;
        int node;
    };

    friend class ClusterSeeder;
    ClusterRecord newRecord(const QString& tenantId, const ClusterSpec& spec, const QDateTime& at,
                            QList<ClusterEvent>& events);
    void beginStop(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events);
    // Applies the steps of cluster `i` due by `until`, each at its own time.
    bool runUntil(qsizetype i, const QDateTime& until, QString* error);
    Cluster view(const ClusterRecord& r, const QDateTime& at) const;
    SimRandom random(ClusterRecord& r) const;
    qsizetype find(const QString& tenantId, const QString& id) const;
    // A person's change to one cluster: `edit` changes the copy it is given and says why not, or
    // adds no event when there is nothing to do. change() does the finding, the If-Match check,
    // the storing and the waking around it.
    using Edit =
        std::function<std::optional<Problem>(ClusterRecord&, const QDateTime& now, QList<ClusterEvent>&)>;
    Outcome change(const QString& tenantId, const QString& id, const QString& ifMatch, const Edit& edit);
    void resizePool(ClusterRecord& r, const NodePool& pool, const QDateTime& now);
    static ClusterSpec specOf(const ClusterRecord& r);
    struct Usage {
        int gpus = 0;
        int clusters = 0;
    };
    // What the tenant's clusters hold now (running or on the way), leaving one cluster out.
    Usage usage(const QString& tenantId, const QString& exceptCluster) const;
    std::optional<Problem> validate(const QString& tenantId, const ClusterSpec& spec) const;
    // Every reason the platform would refuse `spec` (without its name unless `named`).
    QList<EstimateProblem> problems(const QString& tenantId, const ClusterSpec& spec, bool named) const;
    QList<EstimateProblem> limits(const QString& tenantId, const ClusterSpec& spec,
                                  const QString& exceptCluster) const;
    int usedNodes(const QString& offeringId, const QString& exceptCluster) const;
    std::optional<Step> earliestStep(const ClusterRecord& r) const;
    void apply(ClusterRecord& r, const Step& step, QList<ClusterEvent>& events);
    void addNodes(ClusterRecord& r, const NodePool& pool, int count, const QDateTime& at, int minSeconds,
                  int maxSeconds);
    void settle(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events);
    void moveTo(ClusterRecord& r, ClusterState state, const QDateTime& at, QList<ClusterEvent>& events,
                const QString& message);
    void closeBilling(ClusterRecord& r, const QDateTime& at, bool keepBilling) const;
    // A node's billed time ends (it failed, drains, or its cluster stops): the segment joins the
    // ledger when the change is committed.
    static void closeMeter(ClusterRecord& r, NodeRecord& n, const QDateTime& at);
    static MeterSegment segmentOf(const ClusterRecord& r, const NodeRecord& n);
    QList<MeterSegment> openSegmentsLocked(const QString& tenantId) const; // under m_mutex
    // What the cluster has been billed up to `at`: the sum of its line items.
    Money billed(const ClusterRecord& r, const QDateTime& at) const;
    void scheduleFailure(ClusterRecord& r, NodeRecord& node, const QDateTime& at);
    static void refreshPools(ClusterRecord& r);
    ClusterEvent event(const ClusterRecord& r, const QString& type, const QDateTime& at,
                       ClusterEvent::Severity severity, const QString& message) const;
    // Stores the record with its events and only then makes it current; false if the store failed.
    bool commit(qsizetype index, ClusterRecord next, QList<ClusterEvent> events, QString* error,
                const ClusterStore::KeyedLaunch* keyed = nullptr);
    Problem storageProblem(const QString& error) const;
    // First start: the seeder plays hours of history forward, a change a step. Storing a 64-node
    // record after every step cost more than all the rest of the demo's start (the JSON of every
    // node, a hundred times over), and nobody reads those in-between records. While deferring,
    // changes to existing clusters keep their events and closed metering here, and
    // saveDeferred() stores each changed cluster's last state once, with all of them. (A new
    // cluster is stored at once: its id comes from the stored count.) Under m_mutex.
    struct Deferred {
        QList<qsizetype> records;
        QList<StoredEvent> events;
        QList<MeterSegment> meter;
    };
    std::optional<Deferred> m_deferred;
    // The earliest step of any cluster, ms since the epoch (max: none), kept by commit() and
    // load() under m_mutex, read by catchUp() and nextDue() without it.
    std::atomic<qint64> m_nextDueMs{std::numeric_limits<qint64>::max()};
    void refreshNextDue();
    bool saveDeferred(QString* error);

    const Catalog& m_catalog;
    ClusterPricing m_pricing;
    SimClock& m_clock;
    ClusterStore& m_store;
    EventLog& m_events;
    MeterLedger& m_ledger;
    std::uint64_t m_seed;
    Settings m_settings;
    std::function<void()> m_onScheduled;
    MissingDatasets m_missingDatasets;

    mutable std::mutex m_mutex;
    QList<ClusterRecord> m_records;
    QHash<QString, qsizetype> m_index;
    QHash<QString, TenantQuota> m_quotas;
    qint64 m_lastEventId = 0;
};

} // namespace cd::sim
