#pragma once

#include <QList>
#include <QtGlobal>

namespace cd {

// How one upload is spread over connections: how many partial uploads (tus concatenation) and how
// many chunks one PATCH carries. Enough bytes in flight to fill the link, its bandwidth-delay
// product, and no more: a request's bytes are held in memory until the server confirms them, and
// they are what a crash or a dropped connection sends again.
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
    // What all requests in flight hold at most, whatever the setting.
    static constexpr qint64 maxBytesInFlight = qint64(64) << 20;
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

private:
    QList<Range> m_ranges;
    qint64 m_chunksPerRequest = 1;
    int m_connections = 1;
};

} // namespace cd
