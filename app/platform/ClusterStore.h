#pragma once

#include "ClusterRecord.h"
#include "EventLog.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace cd {
class SqliteDb;
}

namespace cd::sim {

struct TenantQuota {
    int maxGpus = 0;
    int maxClusters = 0;
};

// Where the cluster lifecycle keeps its state in SQLite: one row per cluster (the whole record as
// JSON), the event history, idempotency keys and quotas. Each change of a cluster is written with
// its events in one transaction, so a kill -9 loses nothing that a client was told about.
class ClusterStore {
public:
    explicit ClusterStore(SqliteDb& db);

    bool createSchema(QString* error);
    bool loadClusters(QList<ClusterRecord>* out, QString* error);
    bool loadRecentEvents(int limit, QList<StoredEvent>* out, QString* error);
    bool loadQuotas(QHash<QString, TenantQuota>* out, QString* error);
    bool setQuota(const QString& tenantId, const TenantQuota& quota, QString* error);

    struct IdempotentLaunch {
        QByteArray bodyHash;
        QString clusterId;
        QByteArray response;
    };
    struct KeyedLaunch {
        QString key;
        IdempotentLaunch launch;
    };
    // Writes the record and appends the events, in one transaction
    // together with the simulated time, so a restart's clock never runs behind its history, and
    // with the launch's Idempotency-Key if it had one, so a retry never makes a second cluster,
    // and with whatever `alsoWrite` writes (the metering segments the change closed).
    bool save(const ClusterRecord& record, const QList<StoredEvent>& events, const QDateTime& now,
              QString* error, const KeyedLaunch* keyed = nullptr,
              const std::function<bool(QString*)>& alsoWrite = {});
    bool saveClock(const QDateTime& now, QString* error);
    std::optional<QDateTime> storedClock(QString* error);
    int nextClusterSerial(QString* error);

    std::optional<IdempotentLaunch> idempotentLaunch(const QString& tenantId, const QString& key,
                                                     QString* error);

private:
    bool appendEvents(const QList<StoredEvent>& events, QString* error);
    SqliteDb& m_db;
};

} // namespace cd::sim
