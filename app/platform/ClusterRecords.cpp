#include "ClusterRecords.h"

#include "ClusterJson.h"
#include "ClusterMetering.h"
#include "ClusterStateMachine.h"
#include "MeterLedger.h"
#include "PlatformJson.h"
#include "SimClock.h"

#include <QJsonDocument>

namespace cd::sim {

ClusterRecords::ClusterRecords(ClusterStore& store, EventLog& events, MeterLedger& ledger,
                               const SimClock& clock, const ClusterMetering& metering)
    : m_store(store)
    , m_events(events)
    , m_ledger(ledger)
    , m_clock(clock)
    , m_metering(metering) {}

bool ClusterRecords::load(QString* error) {
    QList<ClusterRecord> records;
    QList<StoredEvent> recent;
    if (!m_store.loadClusters(&records, error) ||
        !m_store.loadRecentEvents(int(EventLog::retained), &recent, error))
        return false;
    // Records from before metering: ready nodes are metered from when they became ready.
    for (ClusterRecord& r : records) {
        for (NodeRecord& n : r.nodes) {
            if (!n.meteredSince.isValid() &&
                (n.node.state == NodeState::Ready || n.node.state == NodeState::Degraded) &&
                r.cluster.state != ClusterState::Stopping && r.cluster.state != ClusterState::Terminating)
                n.meteredSince = n.node.since;
        }
    }
    m_records = records;
    m_index.clear();
    for (qsizetype i = 0; i < m_records.size(); ++i)
        m_index.insert(m_records[i].cluster.id, i);
    m_events.restore(recent);
    m_lastEventId = m_events.lastId();
    refreshNextDue();
    return true;
}

qsizetype ClusterRecords::find(const QString& tenantId, const QString& id) const {
    const qsizetype i = m_index.value(id, -1);
    // Another tenant's cluster is answered exactly like one that does not exist.
    return i >= 0 && m_records[i].tenantId == tenantId ? i : -1;
}

bool ClusterRecords::commit(qsizetype index, ClusterRecord next, QList<ClusterEvent> events, QString* error,
                            const ClusterStore::KeyedLaunch* keyed) {
    ++next.version;
    // Every change goes through here under the lock, so event ids are simply the next numbers;
    // they are taken only if the store accepts them.
    qint64 id = m_lastEventId;
    QList<StoredEvent> stored;
    for (ClusterEvent& e : events) {
        // Each event carries the cluster as it is after the change, so a console updates its row
        // without asking again.
        e.id = ++id;
        if (!e.cluster)
            e.cluster = m_metering.view(next, e.time);
        stored.append({e.id, next.tenantId, next.cluster.id, rfc3339(e.time),
                       QJsonDocument(ClusterJson::event(e, next.currency)).toJson(QJsonDocument::Compact)});
    }
    if (m_deferred && index >= 0 && !keyed) {
        if (!m_deferred->records.contains(index))
            m_deferred->records.append(index);
        m_deferred->events += stored;
        m_ledger.number(next.closedMeter); // the ids they will be stored with
        m_deferred->meter += next.closedMeter;
    } else if (!m_store.save(next, stored, m_clock.now(), error, keyed,
                             [&](QString* err) { return m_ledger.write(next.closedMeter, err); })) {
        return false;
    }
    m_ledger.remember(next.closedMeter);
    next.closedMeter.clear();
    m_lastEventId = id;
    if (index < 0) {
        m_index.insert(next.cluster.id, m_records.size());
        m_records.append(std::move(next));
    } else {
        m_records[index] = std::move(next);
    }
    refreshNextDue();
    m_events.publish(stored);
    return true;
}

void ClusterRecords::snapshot(qsizetype index, const ClusterRecord& next, QList<ClusterEvent>& events) const {
    const QString etag = ClusterMetering::etag(m_records[index].version + 1);
    for (ClusterEvent& e : events) {
        e.cluster = m_metering.view(next, e.time);
        e.cluster->etag = etag;
    }
}

bool ClusterRecords::saveDeferred(QString* error) {
    if (!m_deferred)
        return true;
    const Deferred deferred = std::move(*m_deferred);
    m_deferred.reset();
    bool meterWritten = false;
    for (const qsizetype i : deferred.records) {
        const ClusterRecord& r = m_records[i];
        QList<StoredEvent> events;
        for (const StoredEvent& e : deferred.events) {
            if (e.clusterId == r.cluster.id)
                events.append(e);
        }
        const bool ok = m_store.save(r, events, m_clock.now(), error, nullptr, [&](QString* err) {
            if (meterWritten)
                return true;
            meterWritten = true;
            return m_ledger.insert(deferred.meter, err);
        });
        if (!ok)
            return false;
    }
    return true;
}

void ClusterRecords::refreshNextDue() {
    qint64 due = std::numeric_limits<qint64>::max();
    for (const ClusterRecord& r : m_records) {
        if (const auto step = ClusterStateMachine::earliestStep(r))
            due = std::min(due, step->at.toMSecsSinceEpoch());
    }
    m_nextDueMs.store(due);
}

Problem ClusterRecords::storageProblem(const QString& error) {
    qWarning("clusterdesk-sim: storage failed: %s", qPrintable(error));
    return Problem{503,
                   QStringLiteral("storage_unavailable"),
                   QStringLiteral("Could not save"),
                   QStringLiteral("The platform could not save this change; nothing was changed. Try again "
                                  "in a moment."),
                   {},
                   5};
}

} // namespace cd::sim
