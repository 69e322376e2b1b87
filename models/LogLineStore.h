#pragma once

#include "core/LogLine.h"

#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <deque>
#include <memory>
#include <vector>

namespace cd {

// A cluster's log lines as the Logs tab holds them, compact enough for millions: the UTF-8 text
// of every line in large chunks, and beside it a small fixed record per line (seq, time, node
// index, rank, level, where its text is). Node ids are interned. Lines are addressed by an
// absolute index that never changes: the oldest are dropped past the cap (a runaway job must not
// eat the machine's memory), and indices below firstIndex() are then gone.
class LogLineStore {
public:
    static constexpr qsizetype defaultCap = 2'000'000;
    // A longer line is cut: one line must not need a chunk of its own.
    static constexpr qsizetype maxLineBytes = 64 * 1024;

    explicit LogLineStore(qsizetype cap = defaultCap);
    ~LogLineStore();
    LogLineStore(const LogLineStore&) = delete;
    LogLineStore& operator=(const LogLineStore&) = delete;

    void append(const QList<LogLine>& lines);
    // A line of the console's own (seq 0, no node) where lines are missing: "N lines were dropped".
    void appendMarker(const QString& text);
    void clear();

    qint64 firstIndex() const { return m_dropped; }
    qint64 endIndex() const { return m_dropped + qint64(m_records.size() - m_head); }
    qsizetype size() const { return qsizetype(m_records.size() - m_head); }
    // Lines dropped by the cap, oldest first.
    qint64 droppedByCap() const { return m_dropped; }
    qsizetype cap() const { return m_cap; }

    // For an index in [firstIndex(), endIndex()).
    qint64 seq(qint64 index) const { return at(index).seq; }
    qint64 timeMs(qint64 index) const { return at(index).timeMs; }
    int nodeIndex(qint64 index) const { return at(index).node; }
    QString node(qint64 index) const { return m_nodes.at(at(index).node); }
    int rank(qint64 index) const { return at(index).rank; }
    LogLevel level(qint64 index) const { return LogLevel(at(index).level); }
    bool isMarker(qint64 index) const { return at(index).marker != 0; }
    QByteArrayView utf8(qint64 index) const;
    QString text(qint64 index) const { return QString::fromUtf8(utf8(index)); }

    // Every node id seen, by node index (0 is "", the platform's own lines).
    const QStringList& nodes() const { return m_nodes; }
    // -1 when never seen.
    int findNode(const QString& node) const { return m_nodeIndex.value(node, -1); }
    // The ranks seen, ascending.
    QList<int> ranks() const;

    // Indices of the lines in [from, endIndex()) whose text contains `needle`, ignoring the case
    // of ASCII letters, ascending. Runs over the chunks on every core.
    std::vector<qint64> search(const QString& needle, qint64 from = 0) const;
    // Bytes of text and records held, for figures.
    qsizetype bytesHeld() const;

private:
    struct Record {
        qint64 seq;
        qint64 timeMs;
        quint32 chunk; // absolute chunk number
        quint32 offset;
        quint32 length;
        qint32 rank;
        quint16 node;
        quint8 level;
        quint8 marker;
    };
    struct Chunk {
        std::unique_ptr<char[]> bytes;
        quint32 used = 0;
    };
    static constexpr quint32 chunkBytes = 4 * 1024 * 1024;

    const Record& at(qint64 index) const { return m_records[size_t(index - m_dropped) + m_head]; }
    void add(qint64 seq, qint64 timeMs, int node, int rank, LogLevel level, bool marker, QByteArrayView text);
    int internNode(const QString& node);
    void enforceCap();
    // Lines of one chunk from `fromRecord` (an offset into m_records) that contain the folded needle.
    void searchChunk(size_t chunkSlot, size_t fromRecord, const QByteArray& folded,
                     std::vector<qint64>& out) const;

    qsizetype m_cap;
    std::vector<Record> m_records;
    size_t m_head = 0; // records before it are dropped, not yet compacted away
    qint64 m_dropped = 0;
    std::deque<Chunk> m_chunks;
    quint32 m_firstChunk = 0; // absolute number of m_chunks.front()
    QStringList m_nodes;
    QHash<QString, int> m_nodeIndex;
    QList<int> m_ranks;
};

} // namespace cd
