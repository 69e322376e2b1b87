#include "SeriesBlock.h"

#include <algorithm>
#include <atomic>
#include <limits>

namespace cd {

namespace {
constexpr float gap = std::numeric_limits<float>::quiet_NaN();
std::atomic<quint64> nextIdentity{1};

qint64 floorTo(qint64 t, qint64 step) {
    const qint64 r = t % step;
    return r < 0 ? t - r - step : t - r;
}
} // namespace

SeriesBlock::SeriesBlock(int seriesCount, int capacity, qint64 step)
    : m_series(std::max(0, seriesCount))
    , m_capacity(std::max(1, capacity))
    , m_step(std::max<qint64>(1, step))
    , m_values(std::size_t(m_series) * std::size_t(m_capacity), gap)
    , m_identity(nextIdentity++) {}

int SeriesBlock::columnOf(qint64 t) const {
    if (m_count == 0)
        return -1;
    const qint64 aligned = floorTo(t, m_step);
    if (aligned > m_lastTime || aligned < firstTime())
        return -1;
    return int((aligned - firstTime()) / m_step);
}

int SeriesBlock::openColumn(qint64 t) {
    const qint64 aligned = floorTo(t, m_step);
    if (m_count == 0) {
        m_head = 0;
        m_count = 1;
        m_lastTime = aligned;
        for (int s = 0; s < m_series; ++s)
            m_values[rowStart(s)] = gap;
        return 0;
    }
    if (aligned <= m_lastTime) {
        const int column = columnOf(aligned);
        if (column >= 0)
            return column;
        // Older than the window: room is left only if the window is not full yet.
        const qint64 missing = (firstTime() - aligned) / m_step;
        if (m_count + missing > m_capacity)
            return -1;
        ++m_edits; // the columns move
        for (qint64 i = 0; i < missing; ++i) {
            m_head = (m_head + m_capacity - 1) % m_capacity;
            ++m_count;
            for (int s = 0; s < m_series; ++s)
                m_values[rowStart(s) + m_head] = gap;
        }
        return 0;
    }
    const qint64 ahead = (aligned - m_lastTime) / m_step;
    if (ahead >= m_capacity) {
        clear();
        return openColumn(aligned);
    }
    for (qint64 i = 0; i < ahead; ++i) {
        int newSlot;
        if (m_count < m_capacity) {
            newSlot = (m_head + m_count) % m_capacity;
            ++m_count;
        } else {
            newSlot = m_head; // the oldest column makes room
            m_head = (m_head + 1) % m_capacity;
        }
        for (int s = 0; s < m_series; ++s)
            m_values[rowStart(s) + newSlot] = gap;
    }
    m_lastTime = aligned;
    return m_count - 1;
}

bool SeriesBlock::set(int series, qint64 t, float value) {
    if (series < 0 || series >= m_series)
        return false;
    const bool had = m_count > 0 && floorTo(t, m_step) <= m_lastTime;
    const int column = openColumn(t);
    if (column < 0)
        return false;
    m_values[rowStart(series) + slot(column)] = value;
    m_edits += had ? 1 : 0;
    return true;
}

void SeriesBlock::setColumn(qint64 t, std::span<const float> values) {
    const bool had = m_count > 0 && floorTo(t, m_step) <= m_lastTime;
    const int column = openColumn(t);
    if (column < 0)
        return;
    m_edits += had ? 1 : 0;
    const int s0 = slot(column);
    const int n = std::min<int>(m_series, int(values.size()));
    for (int s = 0; s < n; ++s)
        m_values[rowStart(s) + s0] = values[s];
}

void SeriesBlock::growSeries(int seriesCount) {
    if (seriesCount <= m_series)
        return;
    m_values.resize(std::size_t(seriesCount) * std::size_t(m_capacity), gap);
    m_series = seriesCount;
    ++m_edits;
}

void SeriesBlock::clear() {
    std::fill(m_values.begin(), m_values.end(), gap);
    ++m_edits;
    m_head = 0;
    m_count = 0;
    m_lastTime = 0;
}

} // namespace cd
