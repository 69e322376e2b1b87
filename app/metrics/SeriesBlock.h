#pragma once

#include <QtGlobal>

#include <algorithm>
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
    // A series' columns in order, as the ring holds them: the first part, then the second (empty
    // unless the window has wrapped). Reading a whole row this way costs no division per value,
    // which value() pays for its slot: a live tick reads every value of the window.
    struct Row {
        std::span<const float> first;
        std::span<const float> second;
    };
    Row row(int series) const {
        const float* start = m_values.data() + rowStart(series);
        const int firstLength = std::min(m_count, m_capacity - m_head);
        return {{start + m_head, std::size_t(firstLength)}, {start, std::size_t(m_count - firstLength)}};
    }
    // Columns [from, to) of a series into `out`, in order (at most two copies).
    void copyRow(int series, int from, int to, float* out) const {
        const Row r = row(series);
        const int split = int(r.first.size());
        if (from < split)
            out = std::copy(r.first.begin() + from, r.first.begin() + std::min(to, split), out);
        if (to > split)
            std::copy(r.second.begin() + std::max(0, from - split), r.second.begin() + (to - split), out);
    }
    // Sets one sample. A time after the newest column opens columns up to it (older ones fall
    // out); a time before the window is dropped. Returns false when dropped.
    bool set(int series, qint64 t, float value);
    // Sets a whole column at once, the shape of a live tick: `values` has one entry per series.
    void setColumn(qint64 t, std::span<const float> values);
    // Grows to `seriesCount` rows (new rows are NaN); never shrinks.
    void growSeries(int seriesCount);
    void clear();

    qsizetype memoryBytes() const { return qsizetype(m_values.capacity() * sizeof(float)); }

    // Which block this is, and how many times a column it already had changed (a value set into
    // it, columns added before the oldest, rows grown, cleared). Columns added after the newest do
    // not count: what was computed from the others still holds (ClusterTrendCache).
    quint64 identity() const { return m_identity; }
    quint64 edits() const { return m_edits; }

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
    quint64 m_identity;
    quint64 m_edits = 0;
};

} // namespace cd
