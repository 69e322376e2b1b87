#pragma once

#include <span>

namespace cd {

// The figures at the top of the Monitoring page, from one second's samples of every GPU.
struct ClusterHeadline {
    static constexpr double idleBelowPercent = 10.0;

    int reporting = 0; // GPUs with a utilization sample
    double averageUtil = 0;
    int idleGpus = 0; // below idleBelowPercent right now
    double hottestCelsius = 0;
    int hottestGpu = -1; // series index; -1 when no temperatures came
    double powerWatts = 0;
    double memoryUsedMiB = 0;

    // Spans are indexed by GPU series; any may be empty (that metric was not received).
    static ClusterHeadline of(std::span<const float> util, std::span<const float> temperature,
                              std::span<const float> power, std::span<const float> memoryUsed);
};

} // namespace cd
