#include "LogLineStore.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <thread>

namespace cd {

namespace {

// ASCII letters folded to lower case; every other byte (UTF-8 included) as it is.
constexpr std::array<unsigned char, 256> foldTable() {
    std::array<unsigned char, 256> t{};
    for (int i = 0; i < 256; ++i)
        t[size_t(i)] = (i >= 'A' && i <= 'Z') ? (unsigned char)(i - 'A' + 'a') : (unsigned char)i;
    return t;
}
constexpr std::array<unsigned char, 256> fold = foldTable();

// Boyer-Moore-Horspool over folded bytes: the first position at or after `from` in
// [hay, hay + size) where the folded needle starts, or -1.
qsizetype findFolded(const char* hay, qsizetype size, qsizetype from, const QByteArray& needle,
                     const std::array<qsizetype, 256>& shift) {
    const qsizetype n = needle.size();
    const auto* h = reinterpret_cast<const unsigned char*>(hay);
    const auto* p = reinterpret_cast<const unsigned char*>(needle.constData());
    const unsigned char last = p[n - 1];
    qsizetype i = from;
    while (i + n <= size) {
        const unsigned char c = fold[h[i + n - 1]];
        if (c == last) {
            qsizetype j = n - 2;
            while (j >= 0 && fold[h[i + j]] == p[j])
                --j;
            if (j < 0)
                return i;
        }
        i += shift[c];
    }
    return -1;
}

} // namespace

LogLineStore::LogLineStore(qsizetype cap)
    : m_cap(std::max<qsizetype>(cap, 16)) {
    m_nodes.append(QString());
    m_nodeIndex.insert(QString(), 0);
}

LogLineStore::~LogLineStore() = default;

void LogLineStore::clear() {
    m_records = {};
    m_head = 0;
    m_dropped = 0;
    m_chunks.clear();
    m_firstChunk = 0;
    m_nodes = {QString()};
    m_nodeIndex = {{QString(), 0}};
    m_ranks.clear();
}

QByteArrayView LogLineStore::utf8(qint64 index) const {
    const Record& r = at(index);
    const Chunk& c = m_chunks[r.chunk - m_firstChunk];
    return QByteArrayView(c.bytes.get() + r.offset, qsizetype(r.length));
}

QList<int> LogLineStore::ranks() const {
    return m_ranks;
}

int LogLineStore::internNode(const QString& node) {
    const auto it = m_nodeIndex.constFind(node);
    if (it != m_nodeIndex.constEnd())
        return *it;
    // More nodes than a record can name share the last index; no cluster has 65,535 nodes.
    const int index = int(std::min<qsizetype>(m_nodes.size(), 0xffff));
    if (index == m_nodes.size()) {
        m_nodes.append(node);
        m_nodeIndex.insert(node, index);
    }
    return index;
}

void LogLineStore::append(const QList<LogLine>& lines) {
    if (lines.isEmpty())
        return;
    m_records.reserve(m_records.size() + size_t(lines.size()));
    for (const LogLine& l : lines) {
        const QByteArray text = l.text.toUtf8();
        if (l.rank >= 0) {
            const auto it = std::lower_bound(m_ranks.begin(), m_ranks.end(), l.rank);
            if (it == m_ranks.end() || *it != l.rank)
                m_ranks.insert(it, l.rank);
        }
        add(l.seq, l.time.isValid() ? l.time.toMSecsSinceEpoch() : 0, internNode(l.node), l.rank, l.level,
            false, text);
    }
    enforceCap();
}

void LogLineStore::appendMarker(const QString& text) {
    const qint64 previous = size() > 0 ? timeMs(endIndex() - 1) : 0;
    add(0, previous, 0, -1, LogLevel::Warning, true, text.toUtf8());
    enforceCap();
}

void LogLineStore::add(qint64 seq, qint64 timeMs, int node, int rank, LogLevel level, bool marker,
                       QByteArrayView text) {
    if (text.size() > maxLineBytes)
        text = text.first(maxLineBytes);
    // A line's text ends in '\n' in its chunk, so a search never matches across two lines.
    const auto need = quint32(text.size() + 1);
    if (m_chunks.empty() || m_chunks.back().used + need > chunkBytes) {
        Chunk c;
        c.bytes = std::make_unique_for_overwrite<char[]>(chunkBytes);
        m_chunks.push_back(std::move(c));
    }
    Chunk& c = m_chunks.back();
    std::memcpy(c.bytes.get() + c.used, text.data(), size_t(text.size()));
    c.bytes[c.used + quint32(text.size())] = '\n';
    Record r{};
    r.seq = seq;
    r.timeMs = timeMs;
    r.chunk = m_firstChunk + quint32(m_chunks.size() - 1);
    r.offset = c.used;
    r.length = quint32(text.size());
    r.rank = rank;
    r.node = quint16(node);
    r.level = quint8(level);
    r.marker = marker ? 1 : 0;
    m_records.push_back(r);
    c.used += need;
}

void LogLineStore::enforceCap() {
    if (size() <= m_cap)
        return;
    // Drop a tenth at a time, so a job at the cap does not drop and compact on every batch.
    const size_t drop = size_t(size() - m_cap + m_cap / 10);
    m_head += std::min(drop, m_records.size() - m_head);
    m_dropped += qint64(drop);
    if (m_head > m_records.size() / 2) {
        m_records.erase(m_records.begin(), m_records.begin() + qsizetype(m_head));
        m_head = 0;
    }
    const quint32 firstUsed =
        m_head < m_records.size() ? m_records[m_head].chunk : m_firstChunk + quint32(m_chunks.size());
    while (!m_chunks.empty() && m_firstChunk < firstUsed && m_chunks.size() > 1) {
        m_chunks.pop_front();
        ++m_firstChunk;
    }
}

qsizetype LogLineStore::bytesHeld() const {
    return qsizetype(m_chunks.size()) * chunkBytes + qsizetype(m_records.capacity() * sizeof(Record));
}

void LogLineStore::searchChunk(size_t slot, size_t fromRecord, const QByteArray& folded,
                               std::vector<qint64>& out) const {
    const Chunk& c = m_chunks[slot];
    const quint32 chunkNo = m_firstChunk + quint32(slot);
    // The first wanted record of this chunk.
    auto first = std::lower_bound(m_records.begin() + qsizetype(fromRecord), m_records.end(), chunkNo,
                                  [](const Record& r, quint32 n) { return r.chunk < n; });
    if (first == m_records.end() || first->chunk != chunkNo)
        return;
    std::array<qsizetype, 256> shift;
    shift.fill(folded.size());
    for (qsizetype i = 0; i + 1 < folded.size(); ++i)
        shift[(unsigned char)folded[i]] = folded.size() - 1 - i;
    auto rec = first;
    qsizetype pos = rec->offset;
    const auto end = m_records.end();
    while (true) {
        const qsizetype hit = findFolded(c.bytes.get(), c.used, pos, folded, shift);
        if (hit < 0)
            return;
        while (rec != end && rec->chunk == chunkNo && qsizetype(rec->offset + rec->length) < hit)
            ++rec;
        if (rec == end || rec->chunk != chunkNo)
            return;
        out.push_back(m_dropped + qint64(rec - m_records.begin()) - qint64(m_head));
        pos = qsizetype(rec->offset + rec->length) + 1;
        ++rec;
        if (rec == end || rec->chunk != chunkNo)
            return;
    }
}

std::vector<qint64> LogLineStore::search(const QString& needle, qint64 from) const {
    std::vector<qint64> out;
    QByteArray folded = needle.toUtf8();
    if (folded.isEmpty() || folded.contains('\n'))
        return out;
    for (char& ch : folded)
        ch = char(fold[(unsigned char)ch]);
    from = std::max(from, firstIndex());
    if (from >= endIndex())
        return out;
    const size_t fromRecord = m_head + size_t(from - m_dropped);
    const size_t firstSlot = m_records[fromRecord].chunk - m_firstChunk;
    const size_t slotCount = m_chunks.size() - firstSlot;
    const size_t threads = std::min<size_t>(slotCount, std::max(1u, std::thread::hardware_concurrency()));
    if (threads <= 1) {
        for (size_t s = firstSlot; s < m_chunks.size(); ++s)
            searchChunk(s, fromRecord, folded, out);
        return out;
    }
    // Whole chunks to each thread, in order, so the results join already sorted.
    std::vector<std::vector<qint64>> parts(threads);
    std::vector<std::thread> workers;
    for (size_t t = 0; t < threads; ++t) {
        workers.emplace_back([&, t] {
            const size_t begin = firstSlot + slotCount * t / threads;
            const size_t stop = firstSlot + slotCount * (t + 1) / threads;
            for (size_t s = begin; s < stop; ++s)
                searchChunk(s, fromRecord, folded, parts[t]);
        });
    }
    for (std::thread& w : workers)
        w.join();
    for (const auto& p : parts)
        out.insert(out.end(), p.begin(), p.end());
    return out;
}

} // namespace cd
