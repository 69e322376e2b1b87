#include "MeterLedger.h"

#include "PlatformJson.h"
#include "sqlite/SqliteDb.h"

#include <QJsonDocument>

#include <cmath>

namespace cd::sim {

namespace {

QDateTime timeFrom(const QJsonValue& v) {
    return v.isString() ? QDateTime::fromString(v.toString(), Qt::ISODateWithMs).toUTC() : QDateTime();
}

} // namespace

MeterLedger::MeterLedger(SqliteDb& db)
    : m_db(db) {}

bool MeterLedger::createSchema(QString* error) {
    return m_db.exec(QStringLiteral(R"sql(
CREATE TABLE IF NOT EXISTS meter_segments (
    id INTEGER PRIMARY KEY, tenant_id TEXT NOT NULL, kind TEXT NOT NULL, body TEXT NOT NULL);
)sql"),
                     error);
}

bool MeterLedger::load(QString* error) {
    QHash<QString, QList<MeterSegment>> byTenant;
    qint64 last = 0;
    bool corrupt = false;
    const bool ok = m_db.query(
        QStringLiteral("SELECT id, body FROM meter_segments ORDER BY id"), {},
        [&](const QVariantList& row) {
            auto s = fromJson(QJsonDocument::fromJson(row[1].toByteArray()).object());
            if (!s) {
                corrupt = true;
                return;
            }
            s->id = row[0].toLongLong();
            last = std::max(last, s->id);
            byTenant[s->tenantId].append(*s);
        },
        error);
    if (ok && corrupt)
        *error = QStringLiteral("a metering segment in the database is unreadable");
    if (!ok || corrupt)
        return false;
    std::lock_guard lock(m_mutex);
    m_byTenant.clear();
    m_byCluster.clear();
    m_lastId = last;
    for (const QList<MeterSegment>& list : std::as_const(byTenant)) {
        for (const MeterSegment& s : list)
            add(s);
    }
    return true;
}

bool MeterLedger::write(QList<MeterSegment>& segments, QString* error) {
    number(segments);
    return insert(segments, error);
}

void MeterLedger::number(QList<MeterSegment>& segments) {
    std::lock_guard lock(m_mutex);
    for (MeterSegment& s : segments)
        s.id = ++m_lastId;
}

bool MeterLedger::insert(const QList<MeterSegment>& segments, QString* error) {
    for (const MeterSegment& s : segments) {
        const QByteArray body = QJsonDocument(toJson(s)).toJson(QJsonDocument::Compact);
        if (!m_db.run(
                QStringLiteral("INSERT INTO meter_segments (id, tenant_id, kind, body) VALUES (?, ?, ?, ?)"),
                {s.id, s.tenantId, meterKindId(s.kind), body}, error))
            return false;
    }
    return true;
}

void MeterLedger::add(const MeterSegment& s) {
    m_byTenant[s.tenantId].append(s);
    if (!s.clusterId.isEmpty())
        m_byCluster[s.tenantId + u'/' + s.clusterId].append(s);
}

void MeterLedger::remember(const QList<MeterSegment>& segments) {
    std::lock_guard lock(m_mutex);
    for (const MeterSegment& s : segments)
        add(s);
}

bool MeterLedger::append(QList<MeterSegment> segments, QString* error) {
    if (segments.isEmpty())
        return true;
    if (!m_db.transaction([&](QString* err) { return write(segments, err); }, error))
        return false;
    remember(segments);
    return true;
}

QList<MeterSegment> MeterLedger::closed(const QString& tenantId) const {
    std::lock_guard lock(m_mutex);
    return m_byTenant.value(tenantId);
}

QList<MeterSegment> MeterLedger::closedForCluster(const QString& tenantId, const QString& clusterId) const {
    std::lock_guard lock(m_mutex);
    return m_byCluster.value(tenantId + u'/' + clusterId);
}

QJsonObject MeterLedger::toJson(const MeterSegment& s) {
    QJsonObject o{
        {QStringLiteral("tenant_id"), s.tenantId},
        {QStringLiteral("kind"), meterKindId(s.kind)},
        {QStringLiteral("resource_id"), s.resourceId},
        {QStringLiteral("resource_name"), s.resourceName},
        {QStringLiteral("cluster_id"), s.clusterId},
        {QStringLiteral("cluster_name"), s.clusterName},
        {QStringLiteral("pool_name"), s.poolName},
        {QStringLiteral("offering_id"), s.offeringId},
        {QStringLiteral("region"), s.region},
        {QStringLiteral("stage"), workloadStageId(s.stage)},
        {QStringLiteral("billing_mode"), billingModeId(s.mode)},
        {QStringLiteral("currency"), currencyCode(s.currency)},
        {QStringLiteral("dedicated"), s.dedicated},
        {QStringLiteral("gpus"), s.gpus},
        // To the millisecond, as metered: a restart prices exactly what it priced before.
        {QStringLiteral("start"), s.start.toUTC().toString(Qt::ISODateWithMs)},
        {QStringLiteral("end"),
         s.end.isValid() ? QJsonValue(s.end.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue()},
        {QStringLiteral("quantity"), QString::number(s.quantity)},
    };
    if (!std::isnan(s.utilization))
        o.insert(QStringLiteral("utilization"), s.utilization);
    return o;
}

std::optional<MeterSegment> MeterLedger::fromJson(const QJsonObject& o) {
    MeterSegment s;
    const auto kind = meterKindFromId(o.value(QStringLiteral("kind")).toString());
    const auto stage = workloadStageFromId(o.value(QStringLiteral("stage")).toString());
    const auto mode = billingModeFromId(o.value(QStringLiteral("billing_mode")).toString());
    const auto currency = currencyFromCode(o.value(QStringLiteral("currency")).toString());
    s.tenantId = o.value(QStringLiteral("tenant_id")).toString();
    s.start = timeFrom(o.value(QStringLiteral("start")));
    if (!kind || !stage || !mode || !currency || s.tenantId.isEmpty() || !s.start.isValid())
        return std::nullopt;
    s.kind = *kind;
    s.stage = *stage;
    s.mode = *mode;
    s.currency = *currency;
    s.resourceId = o.value(QStringLiteral("resource_id")).toString();
    s.resourceName = o.value(QStringLiteral("resource_name")).toString();
    s.clusterId = o.value(QStringLiteral("cluster_id")).toString();
    s.clusterName = o.value(QStringLiteral("cluster_name")).toString();
    s.poolName = o.value(QStringLiteral("pool_name")).toString();
    s.offeringId = o.value(QStringLiteral("offering_id")).toString();
    s.region = o.value(QStringLiteral("region")).toString();
    s.dedicated = o.value(QStringLiteral("dedicated")).toBool();
    s.gpus = o.value(QStringLiteral("gpus")).toInt();
    s.end = timeFrom(o.value(QStringLiteral("end")));
    s.quantity = o.value(QStringLiteral("quantity")).toString().toLongLong();
    if (o.contains(QStringLiteral("utilization")))
        s.utilization = o.value(QStringLiteral("utilization")).toDouble();
    return s;
}

} // namespace cd::sim
