#pragma once

#include "Catalog.h"
#include "ClusterPricing.h"
#include "ClusterRecord.h"
#include "SimRandom.h"
#include "WorkloadProgress.h"

#include "core/ClusterEvent.h"
#include "core/ClusterSpec.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace cd::sim {

// How a simulated cluster moves between its states: pending, provisioning, running, resizing,
// stopping, stopped, starting, terminating. Each step takes plausible simulated minutes drawn from
// the cluster's own random stream, nodes come up one after another, and a ready node may fail
// (at a seeded rate) and have its work moved to a replacement. The begin*() transitions are what
// a person asks for; apply() is a step the platform takes by itself when it is due. Each changes
// the record it is given and appends the events to tell; ClusterLifecycle stores them.
class ClusterStateMachine {
public:
    struct Settings {
        double nodeFailuresPerNodeHour = 0.0;
    };

    ClusterStateMachine(const Catalog& catalog, const ClusterPricing& pricing, std::uint64_t seed,
                        Settings settings);

    enum class StepKind { Cluster, NodeDone, NodeFail, Workload };
    struct Step {
        QDateTime at;
        StepKind kind;
        int node;
        QDateTime until = {}; // how far the caller catches up (invalid: live), see WorkloadProgress
    };
    // The record's next step by itself, if it has one scheduled.
    static std::optional<Step> earliestStep(const ClusterRecord& r);
    void apply(ClusterRecord& r, const Step& step, QList<ClusterEvent>& events) const;

    // A cluster just requested, pending; `serial` makes its id. The spec was admitted.
    ClusterRecord newRecord(const QString& tenantId, const ClusterSpec& spec, int serial, const QDateTime& at,
                            QList<ClusterEvent>& events) const;
    // From running, after the pools were given their new node counts (and the time so far was
    // billed at the old size).
    void beginResize(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events) const;
    void beginStop(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events) const;
    void beginStart(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events) const;
    void beginTerminate(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events) const;

    static void moveTo(ClusterRecord& r, ClusterState state, const QDateTime& at, QList<ClusterEvent>& events,
                       const QString& message);
    // Counts each pool's ready nodes again.
    static void refreshPools(ClusterRecord& r);
    static ClusterEvent event(const ClusterRecord& r, const QString& type, const QDateTime& at,
                              ClusterEvent::Severity severity, const QString& message);

    // What runs on the clusters: started, stopped and failed along with them.
    const WorkloadProgress& workloads() const { return m_workloads; }
    void setLogWriter(WorkloadLogWriter* writer) { m_workloads.setLogWriter(writer); }

private:
    SimRandom random(ClusterRecord& r) const;
    void resizePool(ClusterRecord& r, const NodePool& pool, const QDateTime& now) const;
    void addNodes(ClusterRecord& r, const NodePool& pool, int count, const QDateTime& at, int minSeconds,
                  int maxSeconds) const;
    void settle(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events) const;
    void scheduleFailure(ClusterRecord& r, NodeRecord& node, const QDateTime& at) const;

    const Catalog& m_catalog;
    const ClusterPricing& m_pricing;
    std::uint64_t m_seed;
    Settings m_settings;
    WorkloadProgress m_workloads;
};

} // namespace cd::sim
