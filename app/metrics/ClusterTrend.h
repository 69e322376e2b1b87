#pragma once

#include "SeriesBlock.h"

#include <vector>

namespace cd {

// The cluster-wide line of one metric: at each column of a block, the mean of every series with
// a sample, and the smallest and largest of them (the band around the line). Recomputed from the
// block in one pass over its memory.
struct ClusterTrend {
    std::vector<double> times;
    std::vector<float> mean;
    std::vector<float> low;
    std::vector<float> high;

    // `rows`: the series to include (empty: all).
    static ClusterTrend of(const SeriesBlock& block, const std::vector<int>& rows = {});
    // Column `c` of every series: its mean, lowest and highest (NaN for all three without a sample).
    static void column(const SeriesBlock& block, int c, float* mean, float* low, float* high);
};

} // namespace cd
