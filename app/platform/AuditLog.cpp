#include "AuditLog.h"

#include "SimClock.h"

#include "sqlite/SqliteDb.h"

#include <QJsonDocument>

#include <iterator>
#include <limits>

namespace cd::sim {

namespace {

QDateTime fromMs(qint64 ms) {
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
}

} // namespace

AuditLog::AuditLog(SqliteDb& db, SimClock& clock)
    : m_db(db)
    , m_clock(clock) {}

bool AuditLog::createSchema(QString* error) {
    return m_db.exec(QStringLiteral(R"sql(
CREATE TABLE IF NOT EXISTS audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT, tenant_id TEXT NOT NULL, time_ms INTEGER NOT NULL,
    last_ms INTEGER NOT NULL, count INTEGER NOT NULL, user_id TEXT NOT NULL, user_name TEXT NOT NULL,
    role TEXT NOT NULL, acting_as TEXT, action TEXT NOT NULL, resource TEXT NOT NULL,
    outcome TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS audit_by_tenant ON audit_log (tenant_id, id);
)sql"),
                     error) &&
           addDetailsColumn(error);
}

bool AuditLog::addDetailsColumn(QString* error) {
    // A log written before entries had details: its entries have none.
    bool has = false;
    if (!m_db.query(
            QStringLiteral("SELECT name FROM pragma_table_info('audit_log')"), {},
            [&](const QVariantList& row) { has |= row.value(0).toString() == u"details"; }, error))
        return false;
    return has || m_db.exec(QStringLiteral("ALTER TABLE audit_log ADD COLUMN details TEXT"), error);
}

bool AuditLog::record(const Principal& principal, const QString& action, const QString& path, bool denied,
                      QString* error, const QJsonObject& details) {
    if (principal.tenantId.isEmpty())
        return true; // nobody's tenant: nobody to show it to
    // A path is short; a forged one of kilobytes is kept to its start.
    const QString resource = path.left(maxResourceLength);
    const qint64 now = m_clock.now().toMSecsSinceEpoch();
    const QString outcome = denied ? QStringLiteral("denied") : QStringLiteral("allowed");
    const QString key = principal.tenantId + u'\x1f' + principal.userId + u'\x1f' + action + u'\x1f' +
                        resource + u'\x1f' + outcome;
    std::lock_guard lock(m_mutex);
    // Repeats are folded into an entry for one window from its first time, so an entry never
    // spans more than that and a time filter finds every access.
    if (auto it = m_recent.find(key);
        details.isEmpty() && it != m_recent.end() && now - it->firstMs < repeatWindowMs) {
        if (!m_db.run(QStringLiteral("UPDATE audit_log SET count = count + 1, last_ms = ? WHERE id = ?"),
                      {now, it->id}, error))
            return false;
        return true;
    }
    const bool support = principal.role == Role::Support;
    qint64 id = 0;
    const bool ok = m_db.transaction(
        [&](QString* err) {
            if (!m_db.run(
                    QStringLiteral("INSERT INTO audit_log (tenant_id, time_ms, last_ms, count, user_id, "
                                   "user_name, role, acting_as, action, resource, outcome, details) "
                                   "VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)"),
                    {principal.tenantId, now, now, principal.userId, principal.userName,
                     roleId(principal.role), support ? QVariant(principal.tenantId) : QVariant(), action,
                     resource, outcome,
                     details.isEmpty() ? QVariant()
                                       : QVariant(QString::fromUtf8(
                                             QJsonDocument(details).toJson(QJsonDocument::Compact)))},
                    err))
                return false;
            return m_db.query(
                QStringLiteral("SELECT last_insert_rowid()"), {},
                [&](const QVariantList& row) { id = row[0].toLongLong(); }, err);
        },
        error);
    if (!ok)
        return false;
    if (!details.isEmpty())
        return true; // nothing folds into it
    if (m_recent.size() >= maxRecent) {
        for (auto it = m_recent.begin(); it != m_recent.end();)
            it = now - it->firstMs >= repeatWindowMs ? m_recent.erase(it) : std::next(it);
        // Still full of fresh keys (someone asking for thousands of paths): start again. Worst
        // case, repeats are not folded for a while; every access is still recorded.
        if (m_recent.size() >= maxRecent)
            m_recent.clear();
    }
    m_recent.insert(key, {id, now});
    return true;
}

std::optional<QList<AuditRecord>> AuditLog::list(const QString& tenantId, const Filter& filter,
                                                 qint64 beforeId, int limit, QString* error) const {
    QList<AuditRecord> out;
    const qint64 start =
        filter.start.isValid() ? filter.start.toMSecsSinceEpoch() : std::numeric_limits<qint64>::min();
    const qint64 end =
        filter.end.isValid() ? filter.end.toMSecsSinceEpoch() : std::numeric_limits<qint64>::max();
    const bool ok = m_db.query(
        // An entry counts when any of its accesses falls in the range.
        QStringLiteral("SELECT id, time_ms, last_ms, count, user_id, user_name, role, acting_as, action, "
                       "resource, outcome, tenant_id, details FROM audit_log WHERE tenant_id = ? AND id < ? "
                       "AND last_ms >= ? AND time_ms < ? AND (? = '' OR user_id = ?) "
                       "AND (? = 0 OR role = 'support') ORDER BY id DESC LIMIT ?"),
        {tenantId, beforeId > 0 ? beforeId : std::numeric_limits<qint64>::max(), start, end, filter.actor,
         filter.actor, filter.supportOnly ? 1 : 0, limit},
        [&](const QVariantList& row) {
            AuditRecord e;
            e.id = QString::number(row[0].toLongLong());
            e.tenantId = row[11].toString();
            e.time = fromMs(row[1].toLongLong());
            e.lastTime = fromMs(row[2].toLongLong());
            e.count = row[3].toInt();
            e.userId = row[4].toString();
            e.userName = row[5].toString();
            e.role = roleFromId(row[6].toString()).value_or(Role::Viewer);
            e.actingAs = row[7].toString();
            e.action = row[8].toString();
            e.resource = row[9].toString();
            e.denied = row[10].toString() == u"denied";
            e.details = QJsonDocument::fromJson(row[12].toString().toUtf8()).object();
            out.append(e);
        },
        error);
    if (!ok)
        return std::nullopt;
    return out;
}

bool AuditLog::seedPast(const Principal& principal, const QString& action, const QString& path,
                        const QDateTime& at, int count, QString* error) {
    const qint64 first = at.toMSecsSinceEpoch();
    const qint64 last = first + qint64(std::max(0, count - 1)) * 60'000;
    const bool support = principal.role == Role::Support;
    std::lock_guard lock(m_mutex);
    return m_db.run(QStringLiteral("INSERT INTO audit_log (tenant_id, time_ms, last_ms, count, user_id, "
                                   "user_name, role, acting_as, action, resource, outcome) "
                                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'allowed')"),
                    {principal.tenantId, first, last, std::max(1, count), principal.userId,
                     principal.userName, roleId(principal.role),
                     support ? QVariant(principal.tenantId) : QVariant(), action,
                     path.left(maxResourceLength)},
                    error);
}

QString AuditLog::actionFor(const QByteArray& method, const QStringList& segments) {
    // Collections whose next segment is an id, which the action leaves out.
    static const QStringList withIds = {QStringLiteral("clusters"),  QStringLiteral("uploads"),
                                        QStringLiteral("datasets"),  QStringLiteral("offerings"),
                                        QStringLiteral("templates"), QStringLiteral("ssh-keys"),
                                        QStringLiteral("members"),   QStringLiteral("api-keys")};
    // Changes to who belongs to a tenant go by the names the contract gives them, refused or not.
    if (segments.size() == 2 && segments[0] == u"members") {
        if (method == "POST" && segments[1] == u"invitations")
            return QStringLiteral("member.invited");
        if (method == "PATCH")
            return QStringLiteral("member.role_changed");
        if (method == "DELETE")
            return QStringLiteral("member.removed");
    }
    // Keys, too, by the names their own entries carry, so a refused try reads beside a done one.
    if (!segments.isEmpty() && segments[0] == u"api-keys") {
        if (method == "POST" && segments.size() == 1)
            return QStringLiteral("api_key.created");
        if (method == "DELETE" && segments.size() == 2)
            return QStringLiteral("api_key.revoked");
    }
    QStringList parts;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        if (i == 1 && withIds.contains(segments[0]))
            continue;
        if (segments[i] == u"actions")
            continue;
        QString part = segments[i];
        parts.append(part.replace(u'-', u'_'));
    }
    const bool isAction = segments.size() == 4 && segments[2] == u"actions";
    if (!isAction) {
        if (method == "GET" || method == "HEAD" || method == "OPTIONS")
            parts.append(QStringLiteral("read"));
        else if (method == "POST")
            parts.append(QStringLiteral("create"));
        else if (method == "PATCH" || method == "PUT")
            parts.append(QStringLiteral("update"));
        else if (method == "DELETE")
            parts.append(QStringLiteral("delete"));
        else
            parts.append(QString::fromLatin1(method).toLower());
    }
    return parts.join(u'.');
}

} // namespace cd::sim
