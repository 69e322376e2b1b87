#pragma once

#include "core/Money.h"
#include "core/Offering.h"

#include <QString>

#include <optional>

namespace cd {

// Why an option does or does not hold the model; the numbers to say it with are in SizingOption.
enum class FitReason {
    FitsOnOneGpu,            // the whole need fits in one GPU's memory
    FitsOnOneNode,           // sharded across the GPUs of a single node
    ShardsAcrossNodes,       // ZeRO-3/FSDP across memoryNodeCount nodes
    InferenceExceedsOneNode, // serving is kept to one node, and one node is too small
    ExceedsMaxNodes,         // training would need more nodes than the request allows
    NoGpuMemory,             // the offering lists no GPUs or no GPU memory
};

// One offering at the node count the request needs, with what it takes in time and money.
struct SizingOption {
    Offering offering;
    int nodeCount = 0;
    int memoryNodeCount = 0; // the nodes memory alone needs; nodeCount may be more, for the deadline
    int totalGpus = 0;
    double needGb = 0;               // the whole need, with activation or KV-cache headroom
    double memoryPerGpuNeededGb = 0; // needGb sharded evenly over totalGpus (ZeRO-3/FSDP)
    bool fits = false;
    FitReason reasonKind = FitReason::NoGpuMemory;
    QString reason; // the same in plain English, for logs and tests; the UI words reasonKind itself
    std::optional<double> hours;     // training only
    std::optional<Money> totalCost;  // training only, when the offering has a price in the mode
    std::optional<Money> hourlyCost; // all nodes of the option, per hour
    bool meetsDeadline = false;      // true when no deadline was given, and for inference
    bool withinBudget = false;       // true when no budget was given, and for inference
    bool enoughCapacity = false;     // nodeCount <= offering.availableNodes
};

} // namespace cd
