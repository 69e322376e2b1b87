#pragma once

#include "BillingMode.h"
#include "ClusterState.h"
#include "Currency.h"
#include "Workload.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cd {

// What a person asks for when launching: the body of POST /v1/clusters and, with a duration, of
// POST /v1/estimates.
struct PoolSpec {
    QString name;
    QString offeringId;
    int nodeCount = 1;
    bool operator==(const PoolSpec&) const = default;
};

struct ClusterSpec {
    QString name;
    QList<PoolSpec> pools;
    BillingMode billingMode = BillingMode::Hourly;
    Currency currency = Currency::USD;
    bool offPeakOnly = false;
    WorkloadStage stage = WorkloadStage::Pretrain;
    QString image;
    bool dedicated = false;
    int autoStopIdleMinutes = 0;
    QStringList datasets;
    std::optional<WorkloadSpec> workload; // none: an interactive cluster, reached over SSH
    QStringList sshKeyIds;                // the caller's SSH keys the nodes accept
    bool operator==(const ClusterSpec&) const = default;
};

// The limits both sides enforce. The console checks them before sending so a person hears of a
// mistake at once; the platform checks them again because not every client is ours.
struct ClusterRules {
    static constexpr int minNameLength = 3;
    static constexpr int maxNameLength = 40;
    static constexpr int maxPools = 8;
    static constexpr int maxNodesPerPool = 256;
    static constexpr int maxAutoStopMinutes = 7 * 24 * 60;
    // Lowercase letters, digits and hyphens, starting with a letter and not ending with a hyphen:
    // the name becomes part of node host names.
    static bool isValidName(const QString& name);
};

} // namespace cd
