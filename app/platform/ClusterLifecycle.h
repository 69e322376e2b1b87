#pragma once

#include "Catalog.h"
#include "ClusterAdmission.h"
#include "ClusterMetering.h"
#include "ClusterRecord.h"
#include "ClusterRecords.h"
#include "ClusterStateMachine.h"
#include "ClusterStore.h"
#include "EventLog.h"
#include "MeterLedger.h"
#include "Problem.h"
#include "SimClock.h"

#include "core/ClusterEvent.h"
#include "core/ClusterSpec.h"
#include "core/Estimate.h"

#include <QHash>
#include <QList>

#include <functional>
#include <mutex>
#include <optional>
#include <variant>

namespace cd::sim {

// The simulated platform's clusters: launch, resize, stop, start and terminate, each a state
// machine whose steps take plausible simulated minutes; capacity per offering, quotas per tenant,
// seeded node failures whose work moves to a replacement node. Every change is stored before it is
// told to anyone (the reply, the event stream). Thread-safe: the HTTP server's threads and the
// ticker call it at once. It holds the lock and answers; the work is done by its parts:
// ClusterAdmission (what is refused), ClusterStateMachine (how a cluster moves), ClusterMetering
// (what it is billed) and ClusterRecords (what is stored and told).
class ClusterLifecycle {
public:
    using Settings = ClusterStateMachine::Settings;

    ClusterLifecycle(const Catalog& catalog, SimClock& clock, ClusterStore& store, EventLog& events,
                     MeterLedger& ledger, std::uint64_t seed, Settings settings);

    bool load(QString* error);

    QList<Cluster> clusters(const QString& tenantId) const;
    std::optional<Cluster> cluster(const QString& tenantId, const QString& id) const;
    std::optional<QList<Node>> nodes(const QString& tenantId, const QString& id) const;
    // Whether something runs on the cluster's GPUs: its workload is running or writing a checkpoint
    // (for a cluster launched without one, ClusterRecord::hasRunningWorkload); false for a cluster
    // there is not.
    bool hasRunningWorkload(const QString& tenantId, const QString& id) const;
    // Refuses a request with no pools, too many, or a node count out of range: nothing to price.
    static std::optional<Problem> checkShape(const ClusterSpec& spec) {
        return ClusterAdmission::checkShape(spec);
    }
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
    // Restarts the running cluster's workload from its last checkpoint (409 no_workload, not_running).
    Outcome restartWorkload(const QString& tenantId, const QString& id, const QString& ifMatch);
    // The checkpoints its workload wrote, newest first; none for a cluster there is not.
    std::optional<QList<Checkpoint>> checkpoints(const QString& tenantId, const QString& id) const;
    // Where workloads write what they print (the platform's log store); set once, before the ticker.
    void setLogWriter(WorkloadLogWriter* writer) { m_machine.setLogWriter(writer); }

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
    // Up to `at` (default: now): the time ran so far as a summary as of `at` counts it.
    QList<QuoteFacts> quoteFacts(const QString& tenantId, const QDateTime& at = {}) const;
    // A node of the tenant's largest running cluster fails now, as a seeded failure would: its work
    // moves to a replacement. For the demo's presenter. Returns the cluster's and the node's name,
    // or nothing when no cluster of the tenant runs (or the store refused the change).
    struct FailedNode {
        QString clusterId;
        QString clusterName;
        QString nodeId;
    };
    // `clusterId`, `node`: that cluster's node instead (clusterdesk-sim --dev-faults, for tests):
    // a node id, or the 0-based index of a ready node; nothing when it is not a ready node of a
    // running cluster of the tenant.
    std::optional<FailedNode> failNode(const QString& tenantId, const QString& clusterId = {},
                                       const QString& node = {});
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
    using MissingDatasets = ClusterAdmission::MissingDatasets;
    void setDatasetCheck(MissingDatasets check) { m_admission.setDatasetCheck(std::move(check)); }
    void setBundleCheck(ClusterAdmission::NotBundles check) { m_admission.setBundleCheck(std::move(check)); }

private:
    friend class ClusterSeeder;
    // A new pending cluster with the next stored serial for its id.
    ClusterRecord newRecord(const QString& tenantId, const ClusterSpec& spec, const QDateTime& at,
                            QList<ClusterEvent>& events);
    // Applies the steps of cluster `i` due by `until`, each at its own time.
    bool runUntil(qsizetype i, const QDateTime& until, QString* error);
    // A person's change to one cluster: `edit` changes the copy it is given and says why not, or
    // adds no event when there is nothing to do. change() does the finding, the If-Match check,
    // the storing and the waking around it.
    using Edit =
        std::function<std::optional<Problem>(ClusterRecord&, const QDateTime& now, QList<ClusterEvent>&)>;
    Outcome change(const QString& tenantId, const QString& id, const QString& ifMatch, const Edit& edit);
    static ClusterSpec specOf(const ClusterRecord& r);

    const Catalog& m_catalog;
    SimClock& m_clock;
    ClusterStore& m_store;
    MeterLedger& m_ledger;
    std::function<void()> m_onScheduled;

    // The parts, in the order they need each other.
    ClusterMetering m_metering;
    ClusterRecords m_records;
    ClusterAdmission m_admission;
    ClusterStateMachine m_machine;
    // Guards all four parts: every public call but catchUp() and nextDue() takes it.
    mutable std::mutex m_mutex;
};

} // namespace cd::sim
