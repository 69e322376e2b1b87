#include "TemplateStore.h"

#include "SimClock.h"

#include "sqlite/SqliteDb.h"

#include <QJsonDocument>

namespace cd::sim {

namespace {

const QString columns = QStringLiteral(
    "id, tenant_id, name, description, spec, created_by, created_ms, updated_ms, version, request_hash");

TemplateRecord recordFrom(const QVariantList& row) {
    TemplateRecord t;
    t.id = row[0].toString();
    t.tenantId = row[1].toString();
    t.name = row[2].toString();
    t.description = row[3].toString();
    t.spec = QJsonDocument::fromJson(row[4].toByteArray()).object();
    t.createdBy = row[5].toString();
    t.createdAt = QDateTime::fromMSecsSinceEpoch(row[6].toLongLong(), Qt::UTC);
    t.updatedAt = QDateTime::fromMSecsSinceEpoch(row[7].toLongLong(), Qt::UTC);
    t.version = row[8].toInt();
    return t;
}

QByteArray specBytes(const QJsonObject& spec) {
    return QJsonDocument(spec).toJson(QJsonDocument::Compact);
}

Problem nameTaken(const QString& name) {
    return Problem{409,
                   QStringLiteral("name_taken"),
                   QStringLiteral("Template name taken"),
                   QStringLiteral("Your tenant already has a template named \"%1\".").arg(name),
                   {},
                   0};
}

Problem stale() {
    return Problem{412,
                   QStringLiteral("precondition_failed"),
                   QStringLiteral("Template changed"),
                   QStringLiteral("The template was changed since you read it. Load it again and retry."),
                   {},
                   0};
}

} // namespace

QString TemplateRecord::etag() const {
    return QStringLiteral("\"%1.%2\"").arg(id).arg(version);
}

TemplateStore::TemplateStore(SqliteDb& db, SimClock& clock)
    : m_db(db)
    , m_clock(clock) {}

bool TemplateStore::createSchema(QString* error) {
    return m_db.exec(QStringLiteral(R"(
CREATE TABLE IF NOT EXISTS launch_templates (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, tenant_id TEXT NOT NULL,
    name TEXT NOT NULL, description TEXT NOT NULL, spec BLOB NOT NULL, created_by TEXT NOT NULL,
    created_ms INTEGER NOT NULL, updated_ms INTEGER NOT NULL, version INTEGER NOT NULL,
    idempotency_key TEXT, request_hash BLOB);
CREATE UNIQUE INDEX IF NOT EXISTS launch_templates_by_name ON launch_templates (tenant_id, name);
)"),
                     error);
}

QList<TemplateRecord> TemplateStore::templates(const QString& tenantId) const {
    QList<TemplateRecord> out;
    QString error;
    const_cast<SqliteDb&>(m_db).query(
        u"SELECT " + columns +
            u" FROM launch_templates WHERE tenant_id = ? ORDER BY name COLLATE NOCASE, seq",
        {tenantId}, [&](const QVariantList& row) { out.append(recordFrom(row)); }, &error);
    return out;
}

std::optional<TemplateRecord> TemplateStore::find(const QString& tenantId, const QString& id) const {
    std::optional<TemplateRecord> found;
    QString error;
    const_cast<SqliteDb&>(m_db).query(
        u"SELECT " + columns + u" FROM launch_templates WHERE tenant_id = ? AND id = ?", {tenantId, id},
        [&](const QVariantList& row) { found = recordFrom(row); }, &error);
    return found;
}

std::variant<TemplateStore::Created, Problem>
TemplateStore::create(const QString& tenantId, const Input& input, const QString& createdBy,
                      const QString& idempotencyKey, const QByteArray& requestHash) {
    std::optional<std::variant<Created, Problem>> outcome;
    QString error;
    const bool ok = m_db.transaction(
        [&](QString* err) {
            // A retried create that went through answers the same template, not name_taken.
            std::optional<TemplateRecord> earlier;
            QByteArray earlierHash;
            if (!idempotencyKey.isEmpty() &&
                !m_db.query(
                    u"SELECT " + columns +
                        u" FROM launch_templates WHERE tenant_id = ? AND idempotency_key = ?",
                    {tenantId, idempotencyKey},
                    [&](const QVariantList& row) {
                        earlier = recordFrom(row);
                        earlierHash = row[9].toByteArray();
                    },
                    err))
                return false;
            if (earlier) {
                if (earlierHash != requestHash)
                    outcome = Problem{422,
                                      QStringLiteral("idempotency_key_reused"),
                                      QStringLiteral("Idempotency key reused"),
                                      QStringLiteral("This Idempotency-Key was used to create a different "
                                                     "template."),
                                      {},
                                      0};
                else
                    outcome = Created{*earlier, true};
                return true;
            }
            bool taken = false;
            if (!m_db.query(
                    QStringLiteral("SELECT 1 FROM launch_templates WHERE tenant_id = ? AND name = ?"),
                    {tenantId, input.name}, [&](const QVariantList&) { taken = true; }, err))
                return false;
            if (taken) {
                outcome = nameTaken(input.name);
                return true;
            }
            qint64 next = 1;
            if (!m_db.query(
                    QStringLiteral("SELECT COALESCE(MAX(seq), 0) + 1 FROM launch_templates"), {},
                    [&](const QVariantList& row) { next = row[0].toLongLong(); }, err))
                return false;
            TemplateRecord t;
            t.id = QStringLiteral("tpl-%1").arg(next, 4, 10, QChar(u'0'));
            t.tenantId = tenantId;
            t.name = input.name;
            t.description = input.description;
            t.spec = input.spec;
            t.createdBy = createdBy;
            t.createdAt = m_clock.now();
            t.updatedAt = t.createdAt;
            if (!m_db.run(
                    QStringLiteral("INSERT INTO launch_templates (seq, id, tenant_id, name, description, "
                                   "spec, created_by, created_ms, updated_ms, version, idempotency_key, "
                                   "request_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)"),
                    {next, t.id, tenantId, t.name, t.description, specBytes(t.spec), createdBy,
                     t.createdAt.toMSecsSinceEpoch(), t.updatedAt.toMSecsSinceEpoch(),
                     idempotencyKey.isEmpty() ? QVariant() : QVariant(idempotencyKey), requestHash},
                    err))
                return false;
            outcome = Created{t, false};
            return true;
        },
        &error);
    if (!ok || !outcome)
        return Problem::internal(error);
    return *outcome;
}

std::variant<TemplateRecord, Problem> TemplateStore::update(const QString& tenantId, const QString& id,
                                                            const Input& input, const QString& ifMatch) {
    std::optional<std::variant<TemplateRecord, Problem>> outcome;
    QString error;
    const bool ok = m_db.transaction(
        [&](QString* err) {
            auto current = find(tenantId, id);
            if (!current) {
                outcome = Problem::notFound(QStringLiteral("template"), id);
                return true;
            }
            if (ifMatch != u"*" && ifMatch != current->etag()) {
                outcome = stale();
                return true;
            }
            bool taken = false;
            if (!m_db.query(
                    QStringLiteral(
                        "SELECT 1 FROM launch_templates WHERE tenant_id = ? AND name = ? AND id <> ?"),
                    {tenantId, input.name, id}, [&](const QVariantList&) { taken = true; }, err))
                return false;
            if (taken) {
                outcome = nameTaken(input.name);
                return true;
            }
            current->name = input.name;
            current->description = input.description;
            current->spec = input.spec;
            current->updatedAt = m_clock.now();
            current->version += 1;
            if (!m_db.run(QStringLiteral("UPDATE launch_templates SET name = ?, description = ?, spec = ?, "
                                         "updated_ms = ?, version = ? WHERE id = ?"),
                          {current->name, current->description, specBytes(current->spec),
                           current->updatedAt.toMSecsSinceEpoch(), current->version, id},
                          err))
                return false;
            outcome = *current;
            return true;
        },
        &error);
    if (!ok || !outcome)
        return Problem::internal(error);
    return *outcome;
}

std::optional<Problem> TemplateStore::remove(const QString& tenantId, const QString& id,
                                             const QString& ifMatch) {
    std::optional<Problem> outcome;
    QString error;
    const bool ok = m_db.transaction(
        [&](QString* err) {
            const auto current = find(tenantId, id);
            if (!current) {
                outcome = Problem::notFound(QStringLiteral("template"), id);
                return true;
            }
            if (!ifMatch.isEmpty() && ifMatch != u"*" && ifMatch != current->etag()) {
                outcome = stale();
                return true;
            }
            return m_db.run(QStringLiteral("DELETE FROM launch_templates WHERE id = ?"), {id}, err);
        },
        &error);
    if (!ok)
        return Problem::internal(error);
    return outcome;
}

} // namespace cd::sim
