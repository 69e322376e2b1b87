#pragma once

#include "BillingMode.h"
#include "ClusterState.h"
#include "Money.h"
#include "Workload.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace cd {

// One group of identical nodes in a cluster: an offering and how many nodes of it. A cluster may
// mix pools (H100 nodes for training beside T4 nodes for preprocessing).
struct NodePool {
    QString id;   // "pool-1", stable for the cluster's life
    QString name; // what the person called it: "train", "preprocess"
    QString offeringId;
    QString gpuModel;
    int gpusPerNode = 0;
    int nodeCount = 0;  // what the pool should have
    int readyNodes = 0; // what it has right now
    bool operator==(const NodePool&) const = default;
};

// A cluster as the platform reports it (api.md "clusters").
struct Cluster {
    QString id;
    QString name;
    ClusterState state = ClusterState::Pending;
    QString stateDetail; // why it is in this state, e.g. "waiting for the off-peak window"
    QDateTime createdAt;
    QDateTime stateSince;
    QString region;
    QList<NodePool> pools;
    BillingMode billingMode = BillingMode::Hourly;
    bool offPeakOnly = false;
    WorkloadStage stage = WorkloadStage::Pretrain;
    QString image;
    bool dedicated = false;
    int autoStopIdleMinutes = 0; // 0: never
    QStringList datasets;
    Money hourlyCost;       // what it costs per hour as it stands
    Money quotedHourlyCost; // what the estimate said at launch
    Money costSoFar;
    QDateTime asOf;                   // when the platform computed costSoFar
    QString etag;                     // for If-Match on changes
    std::optional<Workload> workload; // none: launched without one
    QStringList sshKeyIds;

    int gpuCount() const;
    int nodeCount() const;
    int readyNodes() const;
    // Whether an hourly price applies to it now: not once its capacity is gone, and not while it
    // winds down (stopping, terminating) with no node left, whatever price the platform still quotes.
    bool chargesHourly() const;
    bool operator==(const Cluster&) const = default;
};

} // namespace cd
