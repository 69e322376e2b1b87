#include "TimeWindow.h"

#include <algorithm>

namespace cd {

qint64 TimeWindow::stepFor(qint64 span) {
    static constexpr qint64 steps[] = {1,   2,   5,   10,   15,   30,   60,    120,
                                       300, 600, 900, 1800, 3600, 7200, 21600, 86400};
    for (qint64 s : steps) {
        if (span / s <= targetPoints)
            return s;
    }
    return steps[std::size(steps) - 1];
}

TimeWindow TimeWindow::custom(qint64 start, qint64 end) {
    TimeWindow w;
    w.step = stepFor(std::max<qint64>(1, end - start));
    // On the step's grid, so reloads and live samples land on the same columns.
    w.start = start - ((start % w.step) + w.step) % w.step;
    w.end = end - ((end % w.step) + w.step) % w.step;
    return w;
}

TimeWindow TimeWindow::of(TimeRange range, qint64 now) {
    qint64 span = 900;
    switch (range) {
    case TimeRange::Live:
        span = 300;
        break;
    case TimeRange::Minutes15:
    case TimeRange::Custom:
        span = 900;
        break;
    case TimeRange::Hour1:
        span = 3600;
        break;
    case TimeRange::Hours6:
        span = 6 * 3600;
        break;
    case TimeRange::Day1:
        span = 24 * 3600;
        break;
    case TimeRange::Days7:
        span = 7 * 24 * 3600;
        break;
    }
    TimeWindow w = custom(now - span, now);
    w.follows = range == TimeRange::Live || range == TimeRange::Minutes15;
    return w;
}

} // namespace cd
