#include "NodeFactory.h"

namespace cd::sim {

namespace {
QString gpuUuid(SimRandom& random) {
    const std::uint64_t a = random.next();
    const std::uint64_t b = random.next();
    return QStringLiteral("GPU-%1-%2-%3-%4-%5")
        .arg(quint32(a >> 32), 8, 16, QLatin1Char('0'))
        .arg(quint32((a >> 16) & 0xffff), 4, 16, QLatin1Char('0'))
        .arg(quint32(a & 0xffff), 4, 16, QLatin1Char('0'))
        .arg(quint32(b >> 48), 4, 16, QLatin1Char('0'))
        .arg(quint64(b & 0xffffffffffffULL), 12, 16, QLatin1Char('0'));
}
} // namespace

NodeRecord NodeFactory::make(ClusterRecord& record, const NodePool& pool, const Offering& offering,
                             SimRandom& random, const QDateTime& now) {
    const int serial = ++record.nodeSerial;
    NodeRecord n;
    n.node.id = record.cluster.id + QStringLiteral("-n%1").arg(serial);
    n.node.poolId = pool.id;
    n.node.hostname = QStringLiteral("%1-%2-%3").arg(record.cluster.name, pool.name).arg(serial);
    n.node.state = NodeState::Provisioning;
    n.node.since = now;
    for (int i = 0; i < offering.gpusPerNode; ++i)
        n.node.gpus.append({i, gpuUuid(random), offering.gpu.model, GpuHealth::Healthy, 0});
    return n;
}

int NodeFactory::fatalXid(SimRandom& random) {
    // 79: fallen off the bus; 48: double-bit ECC; 94/95: contained/uncontained ECC; 74: NVLink.
    static constexpr int xids[] = {79, 48, 94, 95, 74};
    return xids[random.between(0, 4)];
}

} // namespace cd::sim
