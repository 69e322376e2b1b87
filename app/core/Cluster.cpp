#include "Cluster.h"

namespace cd {

int Cluster::gpuCount() const {
    int gpus = 0;
    for (const NodePool& p : pools)
        gpus += p.gpusPerNode * p.nodeCount;
    return gpus;
}

int Cluster::nodeCount() const {
    int nodes = 0;
    for (const NodePool& p : pools)
        nodes += p.nodeCount;
    return nodes;
}

int Cluster::readyNodes() const {
    int nodes = 0;
    for (const NodePool& p : pools)
        nodes += p.readyNodes;
    return nodes;
}

bool Cluster::chargesHourly() const {
    if (!holdsCapacity(state))
        return false;
    const bool windingDown = state == ClusterState::Stopping || state == ClusterState::Terminating;
    return !windingDown || readyNodes() > 0;
}

} // namespace cd
