#pragma once

#include "MetricCatalog.h"
#include "SeriesBlock.h"

#include <QHash>
#include <QList>
#include <QString>

#include <array>
#include <memory>

namespace cd {

// Who a series belongs to: a GPU (node and index) or, for node metrics, a node (gpu = -1), with
// the labels a person reads.
struct SeriesKey {
    QString node;
    int gpu = -1;
    bool operator==(const SeriesKey&) const = default;
};
size_t qHash(const SeriesKey& key, size_t seed = 0);

struct SeriesInfo {
    SeriesKey key;
    QString hostname;
    QString modelName;
    QString uuid;
    QString pool;
};

// What the console holds of one cluster's telemetry on one time grid: a SeriesBlock per metric,
// GPU metrics sharing the GPU series' rows and node metrics the nodes'. Its memory is bounded by
// series x metrics x capacity x 4 bytes; nothing in it grows with time.
class MetricStore {
public:
    MetricStore(qint64 step, int capacity);

    qint64 step() const { return m_step; }
    int capacity() const { return m_capacity; }

    // Adds (or finds) a series and returns its row in every block of its scope.
    int addSeries(const SeriesInfo& info);
    int indexOf(const SeriesKey& key) const { return m_index.value(key, -1); }
    const QList<SeriesInfo>& series(MetricScope scope) const {
        return scope == MetricScope::Gpu ? m_gpus : m_nodes;
    }

    // The block of `metric`, made on first use; null from the const overload until then.
    SeriesBlock& block(Metric metric);
    const SeriesBlock* block(Metric metric) const { return m_blocks[std::size_t(metric)].get(); }
    bool set(Metric metric, int series, qint64 t, float value) { return block(metric).set(series, t, value); }

    qsizetype memoryBytes() const;
    void clear();

private:
    qint64 m_step;
    int m_capacity;
    QList<SeriesInfo> m_gpus;
    QList<SeriesInfo> m_nodes;
    QHash<SeriesKey, int> m_index;
    std::array<std::unique_ptr<SeriesBlock>, metricCount> m_blocks;
};

} // namespace cd
