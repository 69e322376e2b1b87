#pragma once

#include "ClusterTrend.h"

namespace cd {

// The cluster's trend kept between live ticks: a tick adds one column to a window of 900, so the
// columns computed before still hold and only the new ones are computed (512 values, not 512 x
// 900: about 1 ms of each tick's budget of 5). Anything else that changed the block (a gap filled,
// a metric switched, rows added) recomputes the whole window.
class ClusterTrendCache {
public:
    const ClusterTrend& of(const SeriesBlock& block);

private:
    quint64 m_identity = 0;
    quint64 m_edits = 0;
    qint64 m_step = 0;
    ClusterTrend m_trend;
};

} // namespace cd
