#pragma once

#include "WorkloadRun.h"

#include "billing/BillingSummary.h"
#include "billing/MeterSegment.h"
#include "core/Cluster.h"
#include "core/ClusterSpec.h"
#include "core/Node.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <cstdint>

namespace cd::sim {

// A node as the simulator keeps it: what a client sees, plus when it will next change by itself.
struct NodeRecord {
    Node node;
    QDateTime doneAt;       // end of provisioning or draining
    QDateTime failAt;       // seeded failure while ready; invalid: none scheduled
    QDateTime meteredSince; // start of its open metering segment; invalid: not billed now
};

// A cluster as the simulator keeps it: the public view plus the schedule and billing state behind
// it. Persisted whole (ClusterStore) after every change.
struct ClusterRecord {
    QString tenantId;
    Cluster cluster; // cost fields are filled in when it is read (ClusterLifecycle::view)
    Currency currency = Currency::USD;
    int version = 1;
    QDateTime nextAt;        // when the cluster's own state moves next; invalid: waits for nodes or a person
    QDateTime workStartedAt; // first time it ran: checkpoint steps count from here
    QList<NodeRecord> nodes;
    qint64 ranMs = 0;      // time it ran in closed stretches, for the quote (what it would have cost)
    QDateTime billedSince; // start of the open running stretch; invalid: not running
    BillingMode quotedMode = BillingMode::Hourly; // the billing mode it was launched (and quoted) in
    QList<SizeChange> resizes;
    int failures = 0;                // nodes that failed and were replaced
    QList<MeterSegment> closedMeter; // metering segments closed by this change, saved with it
    int nodeSerial = 0;              // for node ids
    std::uint64_t draws = 0;         // random draws so far, so a restart continues the same sequence
    // Something runs on its GPUs, which makes its telemetry busy and warm. The seeded clusters stand
    // for jobs that run; a plain launch has nothing running, so it is idle and cool. (Until the
    // platform runs workloads of its own, this marker is what a running workload would set.) A
    // cluster launched with a workload is busy while the workload runs (WorkloadProgress::isBusy).
    bool hasRunningWorkload = false;
    // The platform's side of cluster.workload (none: nothing to run, see hasRunningWorkload).
    WorkloadRun work;

    bool isBilling() const { return billedSince.isValid(); }
};

} // namespace cd::sim
