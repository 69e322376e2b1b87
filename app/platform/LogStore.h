#pragma once

#include "core/LogLine.h"

#include <QList>
#include <QString>

#include <atomic>
#include <chrono>
#include <optional>

namespace cd::sim {

class PlatformStore;

// What a workload's processes printed, per cluster, in bounded storage: the newest `retained`
// lines of each cluster survive, older ones are dropped (and counted). Lines are numbered per
// cluster from 1 without gaps; the number is the SSE id of the log stream. Durable in the
// platform's SQLite file; safe to call from the server's threads at once.
class LogStore {
public:
    static constexpr qint64 retained = 200'000;

    struct Filter {
        QString node;                 // empty: every node
        std::optional<int> rank;      // none: every rank
        LogLevel minLevel = LogLevel::Debug;
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
        bool missed = false;
    };
    Batch follow(const QString& tenantId, const QString& clusterId, const Filter& filter, qint64 afterSeq,
                 std::chrono::milliseconds wait, const std::atomic<bool>& closed);
    void wakeAll();
    // A terminated cluster's lines go when the cluster record goes.
    void remove(const QString& tenantId, const QString& clusterId);
};

} // namespace cd::sim
