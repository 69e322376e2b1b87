#pragma once

#include <QList>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <span>
#include <utility>

namespace cd {

struct ChartPoint {
    double t = 0; // seconds since the epoch
    double v = 0;
    bool operator==(const ChartPoint&) const = default;
};

// M4 decimation (Jugel et al., VLDB 2014): of the samples that fall into each pixel column keep the
// first, the last, the smallest and the largest, in time order. A line drawn through what is kept
// rasterizes to the same pixels as one drawn through every sample, so a day of 1-second samples
// draws in the time of a few thousand points. NaN samples are gaps and are never kept; the chart
// breaks its line where consecutive points lie too far apart. One sample before `t0` and one after
// `t1` are kept too, so a line runs to the edges of the plot.
class M4Decimator {
public:
    static constexpr int maxPointsPerColumn = 4;

    // `at(i)` gives sample i as (time, value); samples are in ascending time.
    template <typename At>
    static QList<ChartPoint> decimate(int count, At at, double t0, double t1, int columns);

    static QList<ChartPoint> decimate(std::span<const double> times, std::span<const float> values, double t0,
                                      double t1, int columns) {
        return decimate(
            static_cast<int>(times.size()),
            [&](int i) { return std::pair<double, double>(times[i], values[i]); }, t0, t1, columns);
    }
};

template <typename At>
QList<ChartPoint> M4Decimator::decimate(int count, At at, double t0, double t1, int columns) {
    QList<ChartPoint> out;
    if (columns <= 0 || !(t1 > t0) || count <= 0)
        return out;
    const double perColumn = (t1 - t0) / columns;
    int column = -1;
    // Indices of the current column's first, min, max and last sample.
    int first = -1, lo = -1, hi = -1, last = -1;
    double loV = 0, hiV = 0;
    auto flush = [&] {
        if (first < 0)
            return;
        int keep[4] = {first, lo, hi, last};
        std::sort(std::begin(keep), std::end(keep));
        int previous = -1;
        for (int i : keep) {
            if (i != previous) {
                const auto [t, v] = at(i);
                out.append({t, v});
            }
            previous = i;
        }
        first = lo = hi = last = -1;
    };
    int before = -1;
    int after = -1;
    for (int i = 0; i < count; ++i) {
        const auto [t, v] = at(i);
        if (std::isnan(v))
            continue;
        if (t < t0) {
            before = i;
            continue;
        }
        if (t >= t1) {
            after = i;
            break;
        }
        const int c = std::min(columns - 1, static_cast<int>((t - t0) / perColumn));
        if (c != column) {
            flush();
            column = c;
        }
        if (first < 0) {
            first = lo = hi = i;
            loV = hiV = v;
        } else if (v < loV) {
            lo = i;
            loV = v;
        } else if (v > hiV) {
            hi = i;
            hiV = v;
        }
        last = i;
    }
    flush();
    if (before >= 0) {
        const auto [t, v] = at(before);
        out.prepend({t, v});
    }
    if (after >= 0) {
        const auto [t, v] = at(after);
        out.append({t, v});
    }
    return out;
}

} // namespace cd
