#include "TransferPlan.h"

#include <algorithm>
#include <cmath>

namespace cd {

TransferPlan TransferPlan::make(qint64 chunkCount, qint64 chunkBytes, int connections, Link link) {
    TransferPlan plan;
    chunkBytes = std::max<qint64>(1, chunkBytes);
    const qint64 parts =
        std::clamp<qint64>(std::min<qint64>(connections, chunkCount / minChunksPerPart), 1, 64);
    for (qint64 i = 0; i < parts; ++i)
        plan.m_ranges.append({chunkCount * i / parts, chunkCount * (i + 1) / parts});
    if (parts == 1)
        return plan; // one chunk a request, as the single upload always sent
    // Each connection sends a request, then waits a round trip for its answer before the next:
    // a request long enough to carry for nine round trips keeps that wait under a tenth.
    const double rate = link.bytesPerSecond > 0 ? link.bytesPerSecond : double(assumedBytesPerSecond);
    const double wanted = 9.0 * link.roundTripSeconds * rate / double(parts);
    const qint64 byLink = qint64(std::ceil(wanted / double(chunkBytes)));
    const qint64 byMemory = std::max<qint64>(1, maxBytesInFlight / (parts * chunkBytes));
    const qint64 byPart = std::max<qint64>(1, chunkCount / parts / 2);
    // And never so short that the journal's two synced writes and a request's own overhead show:
    // a few chunks even on a link with no delay.
    const qint64 most = std::min(byMemory, byPart);
    plan.m_chunksPerRequest = std::clamp<qint64>(std::max(byLink, minChunksPerRequest), 1, most);
    return plan;
}

} // namespace cd
