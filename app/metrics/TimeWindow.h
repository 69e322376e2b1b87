#pragma once

#include <QtGlobal>

namespace cd {

// The ranges the Monitoring page offers. Live and 15 minutes follow the stream second by second;
// the longer ones are a fixed window ending now, reloaded every minute.
enum class TimeRange { Live, Minutes15, Hour1, Hours6, Day1, Days7, Custom };

// What to load for a range: [start, end] in seconds since the epoch, on a grid of `step` seconds
// chosen so no series has more than 901 points (a full-width chart has more pixel columns
// than that, and a day of 512 GPUs stays a few megabytes).
struct TimeWindow {
    qint64 start = 0;
    qint64 end = 0;
    qint64 step = 1;
    bool follows = false;

    static constexpr int targetPoints = 900;

    static TimeWindow of(TimeRange range, qint64 now);
    static TimeWindow custom(qint64 start, qint64 end);
    // The smallest "nice" step (1 s, 2 s, 5 s, ... 1 day) that gives at most targetPoints.
    static qint64 stepFor(qint64 span);
    qint64 span() const { return end - start; }
    int points() const { return int(span() / step) + 1; }
};

} // namespace cd
