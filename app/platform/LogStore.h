#pragma once

#include "core/LogLine.h"

#include <QList>
#include <QString>

#include <QDateTime>
#include <QHash>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <utility>

namespace cd {
class SqliteDb;
}

namespace cd::sim {

// What a workload's processes printed, per cluster, in bounded storage: the newest `retained`
// lines of each cluster survive, older ones are dropped (and counted). Lines are numbered per
// cluster from 1 without gaps; the number is the SSE id of the log stream. Durable in the
// platform's SQLite file; safe to call from the server's threads at once.
class LogStore {
public:
    // Per cluster. A 512-GPU start prints about 1,200 lines (one NCCL line per rank and the node
    // banners) and a run logs a step line every few seconds of training, so 200,000 lines keep
    // days of a run and dozens of restarts, at about 25 MB of SQLite per cluster.
    static constexpr qint64 retained = 200'000;

    // `db` is the connection the lines live on (its own, so that a burst of lines never holds up
    // the cluster store). `retain` is for tests; the platform keeps `retained`.
    explicit LogStore(SqliteDb& db, qint64 retain = retained);
    // Creates the tables if needed and picks up where a previous run left off: numbering continues
    // after the highest number ever given to the cluster, never reusing one.
    bool open(QString* error);

    struct Filter {
        QString node;            // empty: every node
        std::optional<int> rank; // none: every rank
        LogLevel minLevel = LogLevel::Debug;
        QDateTime since; // invalid: from the oldest line held
    };
    struct Page {
        QList<LogLine> lines;
        qint64 firstSeq = 0; // oldest held for the cluster (0: none)
        qint64 lastSeq = 0;  // newest held
        bool more = false;   // more matching lines after the last one returned
    };

    // Appends lines of one cluster (their `seq` is assigned here), trims, and wakes the streams.
    void append(const QString& tenantId, const QString& clusterId, QList<LogLine> lines);
    // Matching lines with seq > afterSeq, oldest first, at most `limit`.
    Page after(const QString& tenantId, const QString& clusterId, const Filter& filter, qint64 afterSeq,
               int limit) const;
    // The last `count` matching lines, oldest first.
    Page tail(const QString& tenantId, const QString& clusterId, const Filter& filter, int count) const;
    // For the SSE follow: waits up to `wait` for lines after `afterSeq`; returns early when
    // `closed` becomes true and wakeAll() is called. `missed` when lines after afterSeq were dropped.
    struct Batch {
        QList<LogLine> lines;
        bool missed = false; // lines were dropped: `lines` go on from the oldest held
        qint64 through = 0;  // every line up to this seq was looked at: follow on after it
    };
    Batch follow(const QString& tenantId, const QString& clusterId, const Filter& filter, qint64 afterSeq,
                 std::chrono::milliseconds wait, const std::atomic<bool>& closed);
    void wakeAll();
    // A terminated cluster's lines go when the cluster record goes.
    void remove(const QString& tenantId, const QString& clusterId);

    struct Range {
        qint64 firstSeq = 0; // 0/0: nothing held
        qint64 lastSeq = 0;
        qint64 nextSeq = 1; // the next line's number (never reused, even after remove())
    };
    Range range(const QString& tenantId, const QString& clusterId) const;
    // The clusters that have lines held, as (tenant, cluster).
    QList<std::pair<QString, QString>> held() const;

private:
    static QString keyOf(const QString& tenantId, const QString& clusterId);
    // Both with m_mutex held.
    bool select(const QString& tenantId, const QString& clusterId, const Filter& filter, qint64 afterSeq,
                qint64 upToSeq, int limit, bool newestFirst, QList<LogLine>* out) const;
    Range rangeLocked(const QString& tenantId, const QString& clusterId) const;

    SqliteDb& m_db;
    const qint64 m_retain;
    // One lock for the writes and the reads of lines: a reader never sees a half-trimmed cluster,
    // so a gap it is not told about (`missed`) cannot happen.
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    QHash<QString, Range> m_ranges;
};

} // namespace cd::sim
