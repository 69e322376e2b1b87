#pragma once

#include "ClusterRecord.h"
#include "SimRandom.h"

#include "core/Offering.h"

namespace cd::sim {

// Makes the nodes of a cluster's pools: ids, host names, and GPUs with DCGM-style UUIDs, all drawn
// from the cluster's own random stream so a seed always builds the same machines.
class NodeFactory {
public:
    // A node of `pool` (with `offering`'s GPUs), still provisioning.
    static NodeRecord make(ClusterRecord& record, const NodePool& pool, const Offering& offering,
                           SimRandom& random, const QDateTime& now);
    // An XID that takes a GPU out of service, and its DCGM meaning.
    static int fatalXid(SimRandom& random);
};

} // namespace cd::sim
