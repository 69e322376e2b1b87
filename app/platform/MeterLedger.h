#pragma once

#include "billing/MeterSegment.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <mutex>

namespace cd {
class SqliteDb;
}

namespace cd::sim {

// The metering ledger: every closed segment of node time, storage, egress and credit, append-only
// in SQLite and kept in memory by tenant. Open segments (nodes running now, datasets stored now)
// live with what they meter and join the ledger when they close. Nothing here is a price: line
// items are derived from these entries whenever they are asked for. Thread-safe.
class MeterLedger {
public:
    explicit MeterLedger(SqliteDb& db);

    bool createSchema(QString* error);
    bool load(QString* error);
    // Gives the segments their ids and writes them, inside the caller's transaction on the same
    // database; remember() them once that transaction commits.
    bool write(QList<MeterSegment>& segments, QString* error);
    void remember(const QList<MeterSegment>& segments);
    // write() in two halves, for a caller that stores later what it numbers now (the seeder).
    void number(QList<MeterSegment>& segments);
    bool insert(const QList<MeterSegment>& segments, QString* error);
    // write() and remember() in a transaction of its own.
    bool append(QList<MeterSegment> segments, QString* error);
    QList<MeterSegment> closed(const QString& tenantId) const;
    QList<MeterSegment> closedForCluster(const QString& tenantId, const QString& clusterId) const;

    static QJsonObject toJson(const MeterSegment& s);
    static std::optional<MeterSegment> fromJson(const QJsonObject& o);

private:
    void add(const MeterSegment& s); // under the lock
    SqliteDb& m_db;
    mutable std::mutex m_mutex;
    QHash<QString, QList<MeterSegment>> m_byTenant;
    QHash<QString, QList<MeterSegment>> m_byCluster; // "tenant/cluster"
    qint64 m_lastId = 0;
};

} // namespace cd::sim
