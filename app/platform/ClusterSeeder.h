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
    explicit ClusterSeeder(ClusterLifecycle& lifecycle)
        : m_lifecycle(lifecycle) {}

    bool seed(const QStringList& tenantIds, QString* error);

private:
    ClusterLifecycle& m_lifecycle;
};

} // namespace cd::sim
