#include "LineItemOrder.h"

#include <algorithm>
#include <numeric>

namespace cd {

// Each segment's place in a listing: by cluster name, resource, start and kind.
std::vector<int> LineItemOrder::segmentRanks(const QList<MeterSegment>& segments) {
    std::vector<int> order(std::size_t(segments.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const MeterSegment& x = segments[a];
        const MeterSegment& y = segments[b];
        if (const int c = QString::compare(x.clusterName, y.clusterName))
            return c < 0;
        if (const int c = QString::compare(x.resourceId, y.resourceId))
            return c < 0;
        if (x.start != y.start)
            return x.start < y.start;
        return int(x.kind) < int(y.kind);
    });
    std::vector<int> rank(order.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        rank[std::size_t(order[i])] = int(i);
    return rank;
}

// Listings come out by day, then by their segment's rank, each segment's lines of a day in the
// order they were made. Sorting the lines themselves moved forty-odd members per swap, and
// comparing their texts was most of the rest: whole numbers are sorted instead.
void LineItemOrder::sort(QList<LineItem>& lines, const std::vector<int>& segmentOfLine,
                         const std::vector<int>& rank) {
    struct Key {
        qint64 day;
        int rank;
        int line;
    };
    std::vector<Key> keys;
    keys.reserve(size_t(lines.size()));
    for (qsizetype i = 0; i < lines.size(); ++i)
        keys.push_back({lines.at(i).chargePeriodStart.toMSecsSinceEpoch(),
                        rank[std::size_t(segmentOfLine[std::size_t(i)])], int(i)});
    std::stable_sort(keys.begin(), keys.end(), [](const Key& a, const Key& b) {
        return a.day != b.day ? a.day < b.day : a.rank < b.rank;
    });
    // Moved into place along the permutation's cycles: a sorted copy of 100,000 lines was tens of
    // megabytes of fresh pages.
    LineItem* line = lines.data();
    std::vector<char> placed(keys.size(), 0);
    for (std::size_t p = 0; p < keys.size(); ++p) {
        if (placed[p])
            continue;
        LineItem held = std::move(line[p]);
        std::size_t at = p;
        for (;;) {
            placed[at] = 1;
            const auto from = std::size_t(keys[at].line);
            if (from == p) {
                line[at] = std::move(held);
                break;
            }
            line[at] = std::move(line[from]);
            at = from;
        }
    }
}

} // namespace cd
