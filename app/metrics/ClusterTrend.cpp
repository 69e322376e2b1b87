#include "ClusterTrend.h"

#include <cmath>
#include <limits>

namespace cd {

ClusterTrend ClusterTrend::of(const SeriesBlock& block, const std::vector<int>& rows) {
    ClusterTrend t;
    const int columns = block.columns();
    t.times.resize(std::size_t(columns));
    // Per column: sum, count, lowest and highest over the rows, with no branch in the inner loop
    // (a gap adds nothing and moves neither bound) so the compiler can use vector instructions: a
    // live tick reads all 512 x 900 values of the window. Floats: 512 values of a metric sum
    // without losing what a chart can show.
    std::vector<float> sum(std::size_t(columns), 0.0f);
    std::vector<float> count(std::size_t(columns), 0.0f);
    t.low.assign(std::size_t(columns), std::numeric_limits<float>::infinity());
    t.high.assign(std::size_t(columns), -std::numeric_limits<float>::infinity());
    float* const sums = sum.data();
    float* const counts = count.data();
    float* const lows = t.low.data();
    float* const highs = t.high.data();
    constexpr float inf = std::numeric_limits<float>::infinity();
    auto addPart = [&](std::span<const float> part, std::size_t at) {
        const float* values = part.data();
        const std::size_t n = part.size();
        for (std::size_t i = 0; i < n; ++i) {
            const float v = values[i];
            const bool known = v == v; // false for NaN, a gap
            sums[at + i] += known ? v : 0.0f;
            counts[at + i] += known ? 1.0f : 0.0f;
            lows[at + i] = std::min(lows[at + i], known ? v : inf);
            highs[at + i] = std::max(highs[at + i], known ? v : -inf);
        }
    };
    auto addRow = [&](int s) {
        // The row's two contiguous parts in column order, not value() per column, which divides.
        const SeriesBlock::Row row = block.row(s);
        addPart(row.first, 0);
        addPart(row.second, row.first.size());
    };
    if (rows.empty()) {
        for (int s = 0; s < block.seriesCount(); ++s)
            addRow(s);
    } else {
        for (int s : rows)
            addRow(s);
    }
    t.mean.resize(std::size_t(columns));
    const float gap = std::numeric_limits<float>::quiet_NaN();
    for (int c = 0; c < columns; ++c) {
        const std::size_t i = std::size_t(c);
        t.times[i] = double(block.timeAt(c));
        if (count[i] == 0) {
            t.mean[i] = t.low[i] = t.high[i] = gap;
        } else {
            t.mean[i] = float(sum[i] / count[i]);
        }
    }
    return t;
}

void ClusterTrend::column(const SeriesBlock& block, int c, float* mean, float* low, float* high) {
    float sum = 0;
    int count = 0;
    *low = std::numeric_limits<float>::infinity();
    *high = -std::numeric_limits<float>::infinity();
    for (int s = 0; s < block.seriesCount(); ++s) {
        const float v = block.value(s, c);
        if (std::isnan(v))
            continue;
        sum += v;
        ++count;
        *low = std::min(*low, v);
        *high = std::max(*high, v);
    }
    if (count == 0)
        *mean = *low = *high = std::numeric_limits<float>::quiet_NaN();
    else
        *mean = sum / float(count);
}

} // namespace cd
