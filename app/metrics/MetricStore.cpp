#include "MetricStore.h"

#include <QHashFunctions>

namespace cd {

size_t qHash(const SeriesKey& key, size_t seed) {
    return qHashMulti(seed, key.node, key.gpu);
}

MetricStore::MetricStore(qint64 step, int capacity)
    : m_step(step)
    , m_capacity(capacity) {}

int MetricStore::addSeries(const SeriesInfo& info) {
    if (const int existing = indexOf(info.key); existing >= 0)
        return existing;
    const bool gpu = info.key.gpu >= 0;
    QList<SeriesInfo>& list = gpu ? m_gpus : m_nodes;
    const int index = int(list.size());
    list.append(info);
    m_index.insert(info.key, index);
    for (const MetricInfo& m : MetricCatalog::all()) {
        if ((m.scope == MetricScope::Gpu) == gpu && m_blocks[std::size_t(m.metric)])
            m_blocks[std::size_t(m.metric)]->growSeries(int(list.size()));
    }
    return index;
}

SeriesBlock& MetricStore::block(Metric metric) {
    auto& slot = m_blocks[std::size_t(metric)];
    if (!slot)
        slot = std::make_unique<SeriesBlock>(int(series(MetricCatalog::info(metric).scope).size()),
                                             m_capacity, m_step);
    return *slot;
}

qsizetype MetricStore::memoryBytes() const {
    qsizetype bytes = 0;
    for (const auto& b : m_blocks) {
        if (b)
            bytes += b->memoryBytes();
    }
    return bytes;
}

void MetricStore::clear() {
    for (auto& b : m_blocks)
        b.reset();
    m_gpus.clear();
    m_nodes.clear();
    m_index.clear();
}

} // namespace cd
