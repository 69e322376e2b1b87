#include "ClusterTrendCache.h"

namespace cd {

const ClusterTrend& ClusterTrendCache::of(const SeriesBlock& block) {
    const bool same = block.identity() == m_identity && block.edits() == m_edits && block.step() == m_step &&
                      !m_trend.times.empty() && !block.isEmpty() &&
                      qint64(block.lastTime()) >= qint64(m_trend.times.back());
    m_identity = block.identity();
    m_edits = block.edits();
    m_step = block.step();
    if (!same) {
        m_trend = ClusterTrend::of(block);
        return m_trend;
    }
    // The columns both windows have keep their figures; the rest are new and computed.
    const qint64 oldFirst = qint64(m_trend.times.front());
    const qint64 oldLast = qint64(m_trend.times.back());
    const int columns = block.columns();
    ClusterTrend next;
    next.times.resize(std::size_t(columns));
    next.mean.resize(std::size_t(columns));
    next.low.resize(std::size_t(columns));
    next.high.resize(std::size_t(columns));
    for (int c = 0; c < columns; ++c) {
        const std::size_t i = std::size_t(c);
        const qint64 t = block.timeAt(c);
        next.times[i] = double(t);
        if (t >= oldFirst && t <= oldLast) {
            const std::size_t old = std::size_t((t - oldFirst) / m_step);
            next.mean[i] = m_trend.mean[old];
            next.low[i] = m_trend.low[old];
            next.high[i] = m_trend.high[old];
        } else {
            ClusterTrend::column(block, c, &next.mean[i], &next.low[i], &next.high[i]);
        }
    }
    m_trend = std::move(next);
    return m_trend;
}

} // namespace cd
