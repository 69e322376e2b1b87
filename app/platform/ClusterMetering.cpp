#include "ClusterMetering.h"

#include "MeterLedger.h"
#include "WorkloadProgress.h"

#include "billing/LineItemBuilder.h"

namespace cd::sim {

ClusterMetering::ClusterMetering(const Catalog& catalog, const MeterLedger& ledger)
    : m_catalog(catalog)
    , m_ledger(ledger)
    , m_pricing(catalog) {}

QString ClusterMetering::etag(const ClusterRecord& r) {
    return etag(r.version);
}

QString ClusterMetering::etag(qint64 version) {
    return QStringLiteral("\"%1\"").arg(version);
}

Cluster ClusterMetering::view(const ClusterRecord& r, const QDateTime& at) const {
    Cluster c = r.cluster;
    // What it costs per hour as it stands: nothing while it holds no nodes.
    c.hourlyCost = holdsCapacity(c.state) ? m_pricing.clusterHourly(c, r.currency) : Money(0, r.currency);
    c.costSoFar = billed(r, at);
    c.asOf = at;
    c.etag = etag(r);
    WorkloadProgress::present(r, at, c);
    return c;
}

void ClusterMetering::closeBilling(ClusterRecord& r, const QDateTime& at, bool keepBilling) {
    if (r.isBilling() && at > r.billedSince)
        r.ranMs += r.billedSince.msecsTo(at);
    r.billedSince = keepBilling && r.isBilling() ? at : QDateTime();
}

MeterSegment ClusterMetering::segmentOf(const ClusterRecord& r, const NodeRecord& n) {
    MeterSegment s;
    s.tenantId = r.tenantId;
    s.kind = MeterKind::NodeTime;
    s.resourceId = n.node.id;
    s.resourceName = n.node.hostname;
    s.clusterId = r.cluster.id;
    s.clusterName = r.cluster.name;
    for (const NodePool& p : r.cluster.pools) {
        if (p.id == n.node.poolId) {
            s.poolName = p.name;
            s.offeringId = p.offeringId;
        }
    }
    s.region = r.cluster.region;
    s.stage = r.cluster.stage;
    s.mode = r.cluster.billingMode;
    s.currency = r.currency;
    s.dedicated = r.cluster.dedicated;
    s.gpus = int(n.node.gpus.size());
    s.start = n.meteredSince;
    return s;
}

void ClusterMetering::closeMeter(ClusterRecord& r, NodeRecord& n, const QDateTime& at) {
    if (!n.meteredSince.isValid())
        return;
    if (at > n.meteredSince) {
        MeterSegment s = segmentOf(r, n);
        s.end = at;
        r.closedMeter.append(s);
    }
    n.meteredSince = {};
}

Money ClusterMetering::billed(const ClusterRecord& r, const QDateTime& at) const {
    QList<MeterSegment> segments = m_ledger.closedForCluster(r.tenantId, r.cluster.id) + r.closedMeter;
    for (const NodeRecord& n : r.nodes) {
        if (n.meteredSince.isValid())
            segments.append(segmentOf(r, n));
    }
    const LineItemBuilder builder(PriceBook{[this](const QString& id) { return m_catalog.find(id); }}, {});
    return builder.billedTotal(segments, at, r.currency);
}

QList<MeterSegment> ClusterMetering::openSegments(const QList<ClusterRecord>& records,
                                                  const QString& tenantId) {
    QList<MeterSegment> out;
    for (const ClusterRecord& r : records) {
        if (r.tenantId != tenantId)
            continue;
        for (const NodeRecord& n : r.nodes) {
            if (n.meteredSince.isValid())
                out.append(segmentOf(r, n));
        }
    }
    return out;
}

} // namespace cd::sim
