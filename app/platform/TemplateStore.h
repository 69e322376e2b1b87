#pragma once

#include "Problem.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>
#include <variant>

namespace cd {
class SqliteDb;
}

namespace cd::sim {

class SimClock;

// A launch template as the platform keeps it: its spec is the wire JSON with secret values
// already removed (TemplateSpec), so nothing here could leak one.
struct TemplateRecord {
    QString id;
    QString tenantId;
    QString name;
    QString description;
    QJsonObject spec;
    QString createdBy;
    QDateTime createdAt;
    QDateTime updatedAt;
    int version = 1;
    QString etag() const; // "\"tpl-0001.3\"": changes with every update
};

// The tenant-shared launch templates in the platform's SQLite (api.md "Workloads and access").
// Names are unique in a tenant; an update or delete names the version it saw (If-Match).
class TemplateStore {
public:
    TemplateStore(SqliteDb& db, SimClock& clock);
    bool createSchema(QString* error);

    QList<TemplateRecord> templates(const QString& tenantId) const;
    std::optional<TemplateRecord> find(const QString& tenantId, const QString& id) const;

    struct Input {
        QString name;
        QString description;
        QJsonObject spec;
    };
    struct Created {
        TemplateRecord record;
        bool replayed = false; // the same Idempotency-Key and body again
    };
    std::variant<Created, Problem> create(const QString& tenantId, const Input& input,
                                          const QString& createdBy, const QString& idempotencyKey,
                                          const QByteArray& requestHash);
    // `ifMatch` is an ETag or "*"; empty is refused (428) before this is called.
    std::variant<TemplateRecord, Problem> update(const QString& tenantId, const QString& id,
                                                 const Input& input, const QString& ifMatch);
    std::optional<Problem> remove(const QString& tenantId, const QString& id, const QString& ifMatch);

private:
    SqliteDb& m_db;
    SimClock& m_clock;
};

} // namespace cd::sim
