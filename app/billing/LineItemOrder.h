#pragma once

#include "LineItem.h"
#include "MeterSegment.h"

#include <QList>

#include <vector>

namespace cd {

// The order a listing of line items comes out in: by day, then by their segment's place (cluster
// name, resource, start, kind), each segment's lines of a day in the order they were made.
class LineItemOrder {
public:
    // Each segment's place in a listing.
    static std::vector<int> segmentRanks(const QList<MeterSegment>& segments);
    // Puts `lines` in listing order; segmentOfLine[i] is the segment line i was made from.
    static void sort(QList<LineItem>& lines, const std::vector<int>& segmentOfLine,
                     const std::vector<int>& rank);
};

} // namespace cd
