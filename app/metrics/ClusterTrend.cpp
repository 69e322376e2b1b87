#include "ClusterTrend.h"

#include <cmath>
#include <limits>

namespace cd {

ClusterTrend ClusterTrend::of(const SeriesBlock& block, const std::vector<int>& rows) {
    ClusterTrend t;
    const int columns = block.columns();
    t.times.resize(std::size_t(columns));
    std::vector<double> sum(std::size_t(columns), 0.0);
    std::vector<int> count(std::size_t(columns), 0);
    t.low.assign(std::size_t(columns), std::numeric_limits<float>::infinity());
    t.high.assign(std::size_t(columns), -std::numeric_limits<float>::infinity());
    auto addRow = [&](int s) {
        for (int c = 0; c < columns; ++c) {
            const float v = block.value(s, c);
            if (std::isnan(v))
                continue;
            sum[std::size_t(c)] += v;
            ++count[std::size_t(c)];
            t.low[std::size_t(c)] = std::min(t.low[std::size_t(c)], v);
            t.high[std::size_t(c)] = std::max(t.high[std::size_t(c)], v);
        }
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

} // namespace cd
