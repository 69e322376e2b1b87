#pragma once

#include <QList>
#include <QtGlobal>

namespace cd {

// How one upload is spread over connections: how many partial uploads (tus concatenation) and how
// many chunks one PATCH carries. Enough bytes in flight to fill the link, its bandwidth-delay
// product, with few enough requests that their round trips hardly show. Requests that all fit in
// memory at once are held whole until the server confirms them; larger ones (a long link) are
// built as they are sent, a chunk at a time (PartBody). Either way a request's bytes are what a
// crash or a dropped connection sends again.
class TransferPlan {
public:
    struct Link {
        double roundTripSeconds = 0; // measured; 0 when unknown
        double bytesPerSecond = 0;   // the link's rate; 0 when unknown (assumed 1 Gbit/s)
    };
    struct Range {
        qint64 first = 0; // chunks [first, end)
        qint64 end = 0;
    };

    // Below this many chunks a part is not worth its own connection (requests, a partial upload).
    static constexpr qint64 minChunksPerPart = 4;
    static constexpr qint64 minChunksPerRequest = 4;
    // What requests held whole hold at most together; beyond it they are streamed.
    static constexpr qint64 maxBytesInFlight = qint64(64) << 20;
    // The largest request, streamed: what a dropped connection may send again, and half the most
    // the simulator takes in one request.
    static constexpr qint64 maxRequestBytes = qint64(32) << 20;
    static constexpr qint64 assumedBytesPerSecond = 125'000'000; // 1 Gbit/s

    // Twice as many parts as connections where the payload has room: connections take the next part
    // as they finish one, which keeps them all busy to the end.
    static TransferPlan make(qint64 chunkCount, qint64 chunkBytes, int connections, Link link);
    // The request size for a job planned before (a resume), from its parts and the connections now.
    static qint64 chunksPerRequest(qint64 chunkCount, qint64 chunkBytes, int parts, int connections,
                                   Link link);

    int parts() const { return int(m_ranges.size()); }
    // Parts sent at once: as many as connections, but no more than parts.
    int connections() const { return m_connections; }
    // One range when the upload goes as one upload, one request at a time.
    const QList<Range>& ranges() const { return m_ranges; }
    qint64 chunksPerRequest() const { return m_chunksPerRequest; }
    // Whether requests of this size on this many connections are built as they are sent: when
    // together they would hold more than `memory` whole.
    static bool streamsRequests(qint64 chunksPerRequest, qint64 chunkBytes, int connections,
                                qint64 memory = maxBytesInFlight);

private:
    QList<Range> m_ranges;
    qint64 m_chunksPerRequest = 1;
    int m_connections = 1;
};

} // namespace cd
