#include "ClusterHeadline.h"

#include <cmath>

namespace cd {

ClusterHeadline ClusterHeadline::of(std::span<const float> util, std::span<const float> temperature,
                                    std::span<const float> power, std::span<const float> memoryUsed) {
    ClusterHeadline h;
    double sum = 0;
    for (float u : util) {
        if (std::isnan(u))
            continue;
        ++h.reporting;
        sum += u;
        if (u < idleBelowPercent)
            ++h.idleGpus;
    }
    h.averageUtil = h.reporting > 0 ? sum / h.reporting : 0;
    for (std::size_t i = 0; i < temperature.size(); ++i) {
        if (!std::isnan(temperature[i]) && (h.hottestGpu < 0 || temperature[i] > h.hottestCelsius)) {
            h.hottestCelsius = temperature[i];
            h.hottestGpu = int(i);
        }
    }
    for (float p : power) {
        if (!std::isnan(p))
            h.powerWatts += p;
    }
    for (float m : memoryUsed) {
        if (!std::isnan(m))
            h.memoryUsedMiB += m;
    }
    return h;
}

} // namespace cd
