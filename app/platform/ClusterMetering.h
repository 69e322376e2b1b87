#pragma once

#include "Catalog.h"
#include "ClusterPricing.h"
#include "ClusterRecord.h"

#include "billing/MeterSegment.h"
#include "core/Cluster.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace cd::sim {

class MeterLedger;

// What the simulated clusters are billed for. A node is metered from when it is ready: it has an
// open segment until it fails, drains or its cluster stops, and then the closed segment joins the
// ledger with the change that closed it. What a cluster has cost so far is the sum of the line
// items of its segments, priced the way the billing pages price them, so the two never disagree.
// Not thread-safe on its own: ClusterLifecycle calls it under its lock.
class ClusterMetering {
public:
    ClusterMetering(const Catalog& catalog, const MeterLedger& ledger);

    const ClusterPricing& pricing() const { return m_pricing; }
    // The cluster as a client sees it at `at`: what it costs per hour as it stands, what it has
    // cost so far, and its ETag.
    Cluster view(const ClusterRecord& r, const QDateTime& at) const;
    // What the cluster has been billed up to `at`: the sum of its line items.
    Money billed(const ClusterRecord& r, const QDateTime& at) const;

    // The running stretch that the launch quote is compared with ends at `at` (and a new one begins
    // there when `keepBilling` and the cluster still runs).
    static void closeBilling(ClusterRecord& r, const QDateTime& at, bool keepBilling);
    // A node's billed time ends (it failed, drains, or its cluster stops): the segment joins the
    // ledger when the change is committed.
    static void closeMeter(ClusterRecord& r, NodeRecord& n, const QDateTime& at);
    // The node's open segment, from when it was last metered and open-ended.
    static MeterSegment segmentOf(const ClusterRecord& r, const NodeRecord& n);
    // The open segments of the tenant's nodes among `records`.
    static QList<MeterSegment> openSegments(const QList<ClusterRecord>& records, const QString& tenantId);
    // The record's ETag, as a client sends it back in If-Match.
    static QString etag(const ClusterRecord& r);
    static QString etag(qint64 version);

private:
    const Catalog& m_catalog;
    const MeterLedger& m_ledger;
    ClusterPricing m_pricing;
};

} // namespace cd::sim
