#pragma once

#include "Principal.h"

#include "core/AuditRecord.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <mutex>
#include <optional>

namespace cd {
class SqliteDb;
}

namespace cd::sim {

class SimClock;

// The audit log, in SQLite: who did what to a tenant, when, as whom (api.md). Append-only: nothing
// in the API changes or removes an entry. Repeats of the same access by the same person within a
// ten minutes are one entry with a count, so a support engineer watching a live chart for an hour
// is six lines, not thousands. Entries are the console's AuditRecord; their ids count up.
class AuditLog {
public:
    static constexpr qint64 repeatWindowMs = 10 * 60 * 1000;
    static constexpr qsizetype maxRecent = 4096;
    static constexpr qsizetype maxResourceLength = 512;

    AuditLog(SqliteDb& db, SimClock& clock);
    bool createSchema(QString* error);

    // Records `principal`'s access to its tenant (for support, the tenant it views). False if it
    // could not be written; the request it records has already been answered either way.
    // `details` says what a change changed (a role's from and to); an entry with details is never
    // folded into another.
    bool record(const Principal& principal, const QString& action, const QString& path, bool denied,
                QString* error, const QJsonObject& details = {});

    // An entry from the tenant's past, as record() would have written it then (first start only:
    // the history the demo's story tells). `count` accesses from `at` on, one a minute.
    bool seedPast(const Principal& principal, const QString& action, const QString& path, const QDateTime& at,
                  int count, QString* error);

    struct Filter {
        QDateTime start; // inclusive; invalid: unbounded
        QDateTime end;   // exclusive
        QString actor;   // a user id
        bool supportOnly = false;
    };
    // The tenant's entries, newest first, with ids below `beforeId` (0: from the newest).
    std::optional<QList<AuditRecord>> list(const QString& tenantId, const Filter& filter, qint64 beforeId,
                                           int limit, QString* error) const;

    // The action name of a request: its resource path without ids, and what it did to it.
    static QString actionFor(const QByteArray& method, const QStringList& segments);

private:
    bool addDetailsColumn(QString* error);
    struct Recent {
        qint64 id;
        qint64 firstMs;
    };
    SqliteDb& m_db;
    SimClock& m_clock;
    std::mutex m_mutex;
    QHash<QString, Recent> m_recent; // key: tenant, user, action, resource, outcome
};

} // namespace cd::sim
