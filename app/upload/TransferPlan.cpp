#include "TransferPlan.h"

#include <algorithm>
#include <cmath>

namespace cd {

TransferPlan TransferPlan::make(qint64 chunkCount, qint64 chunkBytes, int connections, Link link) {
    TransferPlan plan;
    connections = std::clamp(connections, 1, 64);
    const qint64 parts = std::clamp<qint64>(
        std::min<qint64>(connections > 1 ? 2 * qint64(connections) : 1, chunkCount / minChunksPerPart), 1,
        128);
    for (qint64 i = 0; i < parts; ++i)
        plan.m_ranges.append({chunkCount * i / parts, chunkCount * (i + 1) / parts});
    plan.m_connections = int(std::min<qint64>(connections, parts));
    if (parts > 1)
        plan.m_chunksPerRequest =
            chunksPerRequest(chunkCount, chunkBytes, int(parts), plan.m_connections, link);
    return plan; // one part: one chunk a request, as the single upload always sent
}

qint64 TransferPlan::chunksPerRequest(qint64 chunkCount, qint64 chunkBytes, int parts, int connections,
                                      Link link) {
    chunkBytes = std::max<qint64>(1, chunkBytes);
    connections = std::clamp(connections, 1, std::max(1, parts));
    // Each connection sends a request, then waits a round trip for its answer before the next:
    // a request long enough to carry for twenty round trips keeps that wait under a twentieth.
    // (Nine, a tenth, left the console 2-3 % behind the tus project's own client, 16 MiB
    // requests, at 100 ms: docs/benchmarks.md.)
    const double rate = link.bytesPerSecond > 0 ? link.bytesPerSecond : double(assumedBytesPerSecond);
    // (Bounded before it becomes an integer: a wild round trip or limit must not overflow it.)
    const double wanted = std::min(20.0 * link.roundTripSeconds * rate / double(connections), 1e15);
    const qint64 byLink = qint64(std::ceil(wanted / double(chunkBytes)));
    const qint64 byMemory = std::max<qint64>(1, maxRequestBytes / chunkBytes);
    const qint64 byPart = std::max<qint64>(1, chunkCount / std::max(1, parts) / 2);
    // And never so short that the journal's synced write and a request's own overhead show: a few
    // chunks even on a link with no delay.
    return std::clamp<qint64>(std::max(byLink, minChunksPerRequest), 1, std::min(byMemory, byPart));
}

bool TransferPlan::streamsRequests(qint64 chunksPerRequest, qint64 chunkBytes, int connections,
                                   qint64 memory) {
    return chunksPerRequest * chunkBytes * std::max(1, connections) > memory;
}

} // namespace cd
