#pragma once

#include <QtGlobal>

#include <span>
#include <vector>

namespace cd {

// A fixed-size window of many series sampled on one time grid: `capacity` columns of `step`
// seconds, one float per series per column, NaN where nothing was sampled. New columns push the
// oldest out, so memory never grows past seriesCount x capacity x 4 bytes however long the
// console runs. Series are rows of one allocation, so reading a series (a heatmap row, a line) walks
// memory in order.
class SeriesBlock {
public:
    SeriesBlock(int seriesCount, int capacity, qint64 step);

    int seriesCount() const { return m_series; }
    int capacity() const { return m_capacity; }
    qint64 step() const { return m_step; }
    int columns() const { return m_count; }
    bool isEmpty() const { return m_count == 0; }
    // Times of the oldest and newest column (seconds since the epoch); meaningless when empty.
    qint64 firstTime() const { return m_lastTime - (m_count - 1) * m_step; }
    qint64 lastTime() const { return m_lastTime; }
    qint64 timeAt(int column) const { return firstTime() + column * m_step; }
    // Column of time `t` (rounded down to the grid), or -1 outside the window.
    int columnOf(qint64 t) const;

    float value(int series, int column) const { return m_values[rowStart(series) + slot(column)]; }
    // Sets one sample. A time after the newest column opens columns up to it (older ones fall
    // out); a time before the window is dropped. Returns false when dropped.
    bool set(int series, qint64 t, float value);
    // Sets a whole column at once, the shape of a live tick: `values` has one entry per series.
    void setColumn(qint64 t, std::span<const float> values);
    // Grows to `seriesCount` rows (new rows are NaN); never shrinks.
    void growSeries(int seriesCount);
    void clear();

    qsizetype memoryBytes() const { return qsizetype(m_values.capacity() * sizeof(float)); }

private:
    qsizetype rowStart(int series) const { return qsizetype(series) * m_capacity; }
    int slot(int column) const { return (m_head + column) % m_capacity; }
    // Makes the column for `t` exist if it is newer than the window; its index, or -1 if too old.
    int openColumn(qint64 t);

    int m_series;
    int m_capacity;
    qint64 m_step;
    int m_head = 0;  // slot of the oldest column
    int m_count = 0; // columns in use
    qint64 m_lastTime = 0;
    std::vector<float> m_values;
};

} // namespace cd
