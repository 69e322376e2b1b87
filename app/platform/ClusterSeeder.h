#pragma once

#include <QString>
#include <QStringList>

namespace cd::sim {

class ClusterLifecycle;

// Gives each tenant of a new platform its quota and a few clusters in several states (running,
// provisioning, stopped, failed), each played forward from its launch so that its cost so far,
// nodes and events are what that history would have left.
class ClusterSeeder {
public:
    // `largeTrainingRun`: also the 64-node pretraining run (PlatformOptions).
    ClusterSeeder(ClusterLifecycle& lifecycle, bool largeTrainingRun)
        : m_lifecycle(lifecycle)
        , m_largeTrainingRun(largeTrainingRun) {}

    bool seed(const QStringList& tenantIds, QString* error);

    struct Plan; // one seeded cluster: which tenant, its pools, how old, what happened to it

private:
    bool seedOne(const Plan& plan, const QStringList& tenantIds, QString* error);

    ClusterLifecycle& m_lifecycle;
    bool m_largeTrainingRun;
};

} // namespace cd::sim
