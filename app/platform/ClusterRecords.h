#pragma once

#include "ClusterRecord.h"
#include "ClusterStore.h"
#include "EventLog.h"
#include "Problem.h"

#include "core/ClusterEvent.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include <atomic>
#include <limits>
#include <optional>

namespace cd::sim {

class ClusterMetering;
class MeterLedger;
class SimClock;

// The simulated clusters in memory, kept in step with their store: a change is stored with its
// events and the metering it closed before it becomes current and before anyone is told (the
// reply, the event stream), so a kill -9 loses nothing a client saw. Event ids are simply the
// next numbers because every change comes through commit(). Not thread-safe on its own:
// ClusterLifecycle calls it under its lock, except nextDueMs().
class ClusterRecords {
public:
    ClusterRecords(ClusterStore& store, EventLog& events, MeterLedger& ledger, const SimClock& clock,
                   const ClusterMetering& metering);

    bool load(QString* error);

    qsizetype size() const { return m_records.size(); }
    const ClusterRecord& operator[](qsizetype i) const { return m_records[i]; }
    const QList<ClusterRecord>& all() const { return m_records; }
    // The index of the tenant's cluster `id`, or -1.
    qsizetype find(const QString& tenantId, const QString& id) const;
    // The index of cluster `id` whoever's it is, or -1.
    qsizetype indexOf(const QString& id) const { return m_index.value(id, -1); }

    // Stores the record with its events and only then makes it current (`index` -1: a new
    // cluster); false if the store failed, and then nothing changed.
    bool commit(qsizetype index, ClusterRecord next, QList<ClusterEvent> events, QString* error,
                const ClusterStore::KeyedLaunch* keyed = nullptr);
    // Gives the events of a change to cluster `index` not yet committed the cluster as it is in
    // `next`, under the version commit() will store it with: for a caller that applies several
    // steps and commits them together, so each event shows its own step.
    void snapshot(qsizetype index, const ClusterRecord& next, QList<ClusterEvent>& events) const;
    // First start: the seeder plays hours of history forward, a change a step. Storing a 64-node
    // record after every step cost more than all the rest of the demo's start (the JSON of every
    // node, a hundred times over), and nobody reads those in-between records. From deferSaving()
    // on, changes to existing clusters keep their events and closed metering here, and
    // saveDeferred() stores each changed cluster's last state once, with all of them. (A new
    // cluster is stored at once: its id comes from the stored count.)
    void deferSaving() { m_deferred.emplace(); }
    bool saveDeferred(QString* error);

    // The earliest step of any cluster, ms since the epoch (max: none). Read without the lock.
    qint64 nextDueMs() const { return m_nextDueMs.load(); }
    // The answer when the store refused a change.
    static Problem storageProblem(const QString& error);

private:
    void refreshNextDue();

    ClusterStore& m_store;
    EventLog& m_events;
    MeterLedger& m_ledger;
    const SimClock& m_clock;
    const ClusterMetering& m_metering;

    QList<ClusterRecord> m_records;
    QHash<QString, qsizetype> m_index;
    qint64 m_lastEventId = 0;
    struct Deferred {
        QList<qsizetype> records;
        QList<StoredEvent> events;
        QList<MeterSegment> meter;
    };
    std::optional<Deferred> m_deferred;
    // Kept by commit() and load(), read by ClusterLifecycle::catchUp() and nextDue() without the lock.
    std::atomic<qint64> m_nextDueMs{std::numeric_limits<qint64>::max()};
};

} // namespace cd::sim
