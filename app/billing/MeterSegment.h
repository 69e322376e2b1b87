#pragma once

#include "core/BillingMode.h"
#include "core/ClusterState.h"
#include "core/Currency.h"

#include <QDateTime>
#include <QString>

#include <cmath>
#include <limits>

namespace cd {

// What the platform meters: a node's billable time, bytes kept in storage, bytes sent out, and
// credits granted.
enum class MeterKind { NodeTime, Storage, Egress, Credit };
QString meterKindId(MeterKind kind);
std::optional<MeterKind> meterKindFromId(QStringView id);

// One entry of the metering ledger. Line items are derived from these and never stored. A node is
// metered from when it becomes ready until it fails, drains or its cluster stops; the cluster,
// pool, offering, billing mode and currency are copied in, so the ledger still prices a cluster
// that is long gone (at the catalog's prices for that offering).
struct MeterSegment {
    qint64 id = 0;
    QString tenantId;
    MeterKind kind = MeterKind::NodeTime;
    QString resourceId; // node, dataset or credit id
    QString resourceName;
    QString clusterId;
    QString clusterName;
    QString poolName;
    QString offeringId;
    QString region;
    WorkloadStage stage = WorkloadStage::Pretrain;
    BillingMode mode = BillingMode::Hourly;
    Currency currency = Currency::USD;
    bool dedicated = false;
    int gpus = 0;
    QDateTime start; // inclusive
    QDateTime end;   // exclusive; invalid while the segment is still open
    // Storage: bytes held; egress: bytes sent (start == end); credit: millionths granted.
    qint64 quantity = 0;
    // Mean GPU utilization (0-100) over the segment when the ledger knows it (history); NaN: ask
    // the telemetry.
    double utilization = std::numeric_limits<double>::quiet_NaN();

    bool isOpen() const { return !end.isValid(); }
};

} // namespace cd
