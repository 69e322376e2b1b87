#pragma once

#include "Principal.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include <mutex>
#include <optional>

namespace cd {
class SqliteDb;
}

namespace cd::sim {

class SimClock;

// One line of a tenant's audit log: who did what to it, when, as whom (api.md). Repeats of the same
// access by the same person within a few minutes are one entry with a count, so a support engineer
// watching a live chart for an hour is one line, not thousands.
struct AuditEntry {
    qint64 id = 0;
    QString tenantId;
    QDateTime time; // the first time
    QDateTime lastTime;
    int count = 1;
    QString userId;
    QString userName;
    Role role = Role::Viewer;
    QString actingAs; // the tenant a support user viewed (X-Tenant-Id); empty for the tenant's own people
    QString action;   // "clusters.read", "billing.budgets.update", ...
    QString resource; // the path, e.g. /v1/clusters/cl-00001
    bool denied = false;
};

// The audit log, in SQLite. Append-only: nothing in the API changes or removes an entry.
class AuditLog {
public:
    static constexpr qint64 repeatWindowMs = 10 * 60 * 1000;

    AuditLog(SqliteDb& db, SimClock& clock);
    bool createSchema(QString* error);

    // Records `principal`'s access to its tenant (for support, the tenant it views). False if it
    // could not be written; the request it records has already been answered either way.
    bool record(const Principal& principal, const QString& action, const QString& resource, bool denied,
                QString* error);

    struct Filter {
        QDateTime start; // inclusive; invalid: unbounded
        QDateTime end;   // exclusive
        QString actor;   // a user id
        bool supportOnly = false;
    };
    // The tenant's entries, newest first, with ids below `beforeId` (0: from the newest).
    std::optional<QList<AuditEntry>> list(const QString& tenantId, const Filter& filter, qint64 beforeId,
                                          int limit, QString* error) const;

    // The action name of a request: its resource path without ids, and what it did to it.
    static QString actionFor(const QByteArray& method, const QStringList& segments);

private:
    struct Recent {
        qint64 id;
        qint64 lastMs;
    };
    SqliteDb& m_db;
    SimClock& m_clock;
    std::mutex m_mutex;
    QHash<QString, Recent> m_recent; // key: tenant, user, action, resource, outcome
};

} // namespace cd::sim
