#pragma once

#include "core/Workload.h"

#include <QDateTime>
#include <QList>

#include <cstdint>
#include <optional>

namespace cd::sim {

// The platform's side of a cluster's workload, beside what it reports (the spec and status in
// Cluster::workload): when it moves next by itself, where its current stretch of steps began, the
// plan it runs to (WorkloadPlan, fixed when it starts) and the checkpoints it wrote.
struct WorkloadRun {
    static constexpr int maxCheckpoints = 50; // the newest are kept, like a checkpoint rotation

    QDateTime nextAt;           // its next step by itself; invalid: it waits for the cluster
    QDateTime runningSince;     // start of the current stretch of steps (phase running)
    qint64 runningFromStep = 0; // the step it stood at then
    QDateTime nextCheckpointAt; // while running
    qint64 loggedStep = 0;      // the last step a log line was written for
    bool resumeOnStart = false; // stopped with its cluster: resumes when the cluster starts again
    int checkpointSerial = 0;   // for checkpoint ids

    // The plan (WorkloadPlan) it runs to, kept so a restarted simulator goes on the same way.
    double modelBillions = 0;
    double stepSeconds = 0;
    double tokensPerSecond = 0;
    bool fits = true;
    double neededGbPerGpu = 0;
    double gpuMemoryGb = 0;
    std::optional<int> exitCode;
    qint64 exitAtStep = 0;
    qint64 checkpointBytes = 0;
    int checkpointSeconds = 0;
    std::uint64_t lossSeed = 0; // the noise of its loss curve, drawn from the platform's seed

    QList<Checkpoint> checkpoints; // oldest first, at most maxCheckpoints
};

} // namespace cd::sim
