#include "BillingService.h"

#include "BillingJson.h"
#include "Catalog.h"
#include "ClusterLifecycle.h"
#include "DatasetService.h"
#include "Directory.h"
#include "MeterLedger.h"
#include "RegionCatalog.h"
#include "SimClock.h"
#include "TelemetryModel.h"
#include "sqlite/SqliteDb.h"

#include "billing/BillingReport.h"
#include "billing/LineItemBuilder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cmath>

namespace cd::sim {

namespace {

// Per segment and day. Workloads repeat every 15 or 30 minutes (checkpoints, evaluation rounds), so
// the samples are a prime count apart, starting at an odd phase: never locked to one point of
// such a cycle.
constexpr int utilizationSamples = 97;

// The clock's present, once every cluster step due by then is applied. The ticker applies steps a
// little after they are due (longer while running workloads keep it busy: a step every few
// simulated minutes each), and a node that failed or became ready before `now` but after the last
// tick would be billed here to `now` (or not at all), while a listing asked a moment later as of
// the same instant sees it end (or start) at its step: the two would disagree by that gap.
QDateTime settledNow(const SimClock& clock, ClusterLifecycle& clusters) {
    const QDateTime now = clock.now();
    clusters.catchUp();
    return now;
}

} // namespace

BillingService::BillingService(Parts parts)
    : m_parts(parts) {}

bool BillingService::createSchema(QString* error) {
    return m_parts.db.exec(QStringLiteral(R"sql(
CREATE TABLE IF NOT EXISTS budgets (tenant_id TEXT PRIMARY KEY, body TEXT NOT NULL, serial INTEGER NOT NULL);
)sql"),
                           error);
}

bool BillingService::load(QString* error) {
    QHash<QString, QList<Budget>> budgets;
    int serial = 0;
    const bool ok = m_parts.db.query(
        QStringLiteral("SELECT tenant_id, body, serial FROM budgets"), {},
        [&](const QVariantList& row) {
            const auto stored =
                BillingJson::budgetsFrom(QJsonDocument::fromJson(row[1].toByteArray()).object());
            if (const auto* list = std::get_if<QList<Budget>>(&stored))
                budgets.insert(row[0].toString(), *list);
            serial = std::max(serial, row[2].toInt());
        },
        error);
    if (!ok)
        return false;
    std::lock_guard lock(m_mutex);
    m_budgets = std::move(budgets);
    m_budgetSerial = serial;
    return true;
}

QList<MeterSegment> BillingService::segments(const QString& tenantId) const {
    QList<MeterSegment> all = m_parts.clusters.meterSnapshot(tenantId);
    // What is stored now is metered from when it was stored.
    for (const DatasetRecord& d : m_parts.datasets.datasets(tenantId))
        all.append(datasetSegment(d, MeterKind::Storage, d.createdAt, {}, d.sizeBytes));
    return all;
}

double BillingService::utilization(const MeterSegment& s, const QDateTime& from, const QDateTime& to,
                                   ClusterCache& clusters) const {
    auto found = clusters.find(s.clusterId);
    if (found == clusters.end())
        found = clusters.insert(s.clusterId, m_parts.clusters.cluster(s.tenantId, s.clusterId));
    const std::optional<Cluster>& cluster = *found;
    if (!cluster)
        return std::nan("");
    // The node as it was while billed: ready from the segment's start, with its GPUs.
    Node node;
    node.id = s.resourceId;
    node.hostname = s.resourceName;
    node.state = NodeState::Ready;
    node.since = s.start;
    for (const NodePool& p : cluster->pools) {
        if (p.name == s.poolName)
            node.poolId = p.id;
    }
    for (int g = 0; g < s.gpus; ++g)
        node.gpus.append({g, {}, {}, GpuHealth::Healthy, 0});
    const QList<TelemetrySource> sources = m_parts.telemetry.sources(
        *cluster, {node}, m_parts.clusters.hasRunningWorkload(s.tenantId, s.clusterId));
    const qint64 a = from.toSecsSinceEpoch() + 7;
    const qint64 span = std::max<qint64>(1, from.secsTo(to) - 7);
    double sum = 0;
    int count = 0;
    for (const TelemetrySource& src : sources) {
        if (src.gpu < 0)
            continue;
        for (int k = 0; k < utilizationSamples; ++k) {
            const double v = m_parts.telemetry.sample(src, Metric::GpuUtil,
                                                      a + (span * (2 * k + 1)) / (2 * utilizationSamples));
            if (!std::isnan(v)) {
                sum += v;
                ++count;
            }
        }
    }
    return count > 0 ? sum / count : std::nan("");
}

QList<LineItem> BillingService::linesAsOf(const QString& tenantId, const QDateTime& from, const QDateTime& to,
                                          const QDateTime& asOf) const {
    const QString key = QStringLiteral("%1|%2|%3|%4")
                            .arg(tenantId)
                            .arg(from.toMSecsSinceEpoch())
                            .arg(to.toMSecsSinceEpoch())
                            .arg(asOf.toMSecsSinceEpoch());
    {
        std::lock_guard lock(m_mutex);
        for (const CachedLines& c : m_cache) {
            if (c.key == key)
                return c.lines;
        }
    }
    QList<LineItem> built = lines(tenantId, from, to, true, asOf);
    std::lock_guard lock(m_mutex);
    m_cache.prepend({key, built});
    if (m_cache.size() > 4)
        m_cache.removeLast();
    return built;
}

QList<LineItem> BillingService::lines(const QString& tenantId, const QDateTime& from, const QDateTime& to,
                                      bool withUtilization, const QDateTime& asOf) const {
    const auto tenant = m_parts.directory.tenant(tenantId);
    LineItemBuilder builder(PriceBook{[this](const QString& id) { return m_parts.catalog.find(id); }},
                            {tenantId, tenant ? tenant->name : QString()});
    builder.setRegionNames([](const QString& id) {
        const RegionPricing* region = findRegion(id);
        return region ? region->region.name : QString();
    });
    ClusterCache clusters;
    if (withUtilization)
        builder.setUtilization(
            [this, &clusters](const MeterSegment& s, const QDateTime& a, const QDateTime& b) {
                return utilization(s, a, b, clusters);
            });
    const QDateTime now = asOf.isValid() ? asOf : settledNow(m_parts.clock, m_parts.clusters);
    return builder.build(segments(tenantId), from, to, now);
}

BillingSummary BillingService::summary(const QString& tenantId, Currency currency,
                                       const QDateTime& asOf) const {
    const QDateTime now = asOf.isValid() ? asOf : settledNow(m_parts.clock, m_parts.clusters);
    const QDateTime from =
        std::min(LineItemBuilder::monthStart(now), LineItemBuilder::dayStart(now).addDays(-7));
    const QList<MeterSegment> all = segments(tenantId);
    const LineItemBuilder builder(PriceBook{[this](const QString& id) { return m_parts.catalog.find(id); }},
                                  {tenantId, {}});
    QList<LineItem> recent = lines(tenantId, from, now.addMSecs(1), true, now);
    // The burn rate: what is running and stored now, priced over the next 24 hours.
    QList<MeterSegment> open;
    for (const MeterSegment& s : all) {
        if (s.isOpen())
            open.append(s);
    }
    const QDateTime dayAhead = now.addDays(1);
    const QList<LineItem> nextDay = builder.build(open, now, dayAhead, dayAhead);
    BillingSummary s = BillingReport::summary(recent, nextDay, budgets(tenantId), now, currency);
    s.quotes = quotes(tenantId, all, now);
    return s;
}

QList<QuoteComparison> BillingService::quotes(const QString& tenantId, const QList<MeterSegment>& all,
                                              const QDateTime& now) const {
    const LineItemBuilder builder(PriceBook{[this](const QString& id) { return m_parts.catalog.find(id); }},
                                  {tenantId, {}});
    QList<QuoteComparison> out;
    for (const ClusterLifecycle::QuoteFacts& f : m_parts.clusters.quoteFacts(tenantId, now)) {
        QList<MeterSegment> mine;
        for (const MeterSegment& s : all) {
            if (s.kind == MeterKind::NodeTime && s.clusterId == f.cluster.id)
                mine.append(s);
        }
        // A cluster launched after the instant asked about was not yet quoted then.
        if ((mine.isEmpty() && f.ranMs == 0) || f.cluster.createdAt > now)
            continue;
        const Currency currency = f.cluster.quotedHourlyCost.currency();
        // The same time at the quoted billing mode: what separates a change of mode from the rest.
        QList<MeterSegment> atQuote = mine;
        for (MeterSegment& s : atQuote)
            s.mode = f.quotedMode;
        const QDateTime from = f.cluster.createdAt;
        const QDateTime to = now.addMSecs(1);
        const QList<LineItem> billedLines = builder.build(mine, from, to, now);
        const QList<LineItem> quoteLines = builder.build(atQuote, from, to, now);
        const Money billed = BillingReport::total(billedLines, currency);
        const Money atQuoteMode = BillingReport::total(quoteLines, currency);
        const Money offPeak = BillingReport::total(
            quoteLines, currency, [](const LineItem& l) { return l.category == ChargeCategory::Credit; });
        QuoteComparison q;
        q.clusterId = f.cluster.id;
        q.clusterName = f.cluster.name;
        q.quotedHourly = f.cluster.quotedHourlyCost;
        q.billedHours = double(f.ranMs) / 3'600'000.0;
        q.quoted = Money(
            LineItemBuilder::roundToCents(WideInt(q.quotedHourly.micros()) * f.ranMs, 3'600'000) * 10'000,
            currency);
        q.billed = billed;
        q.resizes = f.resizes;
        q.failures = f.failures;
        q.quotedMode = billingModeId(f.quotedMode);
        q.billedMode = billingModeId(f.cluster.billingMode);
        auto difference = [&](const char* reason, qint64 micros, const QString& detail) {
            if (micros != 0)
                q.differences.append({QString::fromLatin1(reason), Money(micros, currency), detail});
        };
        const qint64 nodeTime = atQuoteMode.micros() - offPeak.micros() - q.quoted.micros();
        QStringList why;
        for (const SizeChange& m : f.resizes)
            why.append(QStringLiteral("resized to %1 GPUs at %2 UTC")
                           .arg(m.gpus)
                           .arg(m.at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm"))));
        if (f.failures > 0)
            why.append(QStringLiteral("%1 failed node(s) not billed from their failure").arg(f.failures));
        why.append(QStringLiteral("nodes are billed from when they are ready"));
        difference("node_time", nodeTime, why.join(QStringLiteral("; ")));
        difference("off_peak", offPeak.micros(), QStringLiteral("time in the region's off-peak window"));
        difference("billing_mode", billed.micros() - atQuoteMode.micros(),
                   QStringLiteral("billed as %1, quoted as %2").arg(q.billedMode, q.quotedMode));
        out.append(q);
    }
    // By cluster id (the order they were launched in), not by where the lifecycle keeps them.
    std::sort(out.begin(), out.end(),
              [](const QuoteComparison& a, const QuoteComparison& b) { return a.clusterId < b.clusterId; });
    return out;
}

QList<Invoice> BillingService::invoices(const QString& tenantId, Currency currency,
                                        const QDateTime& asOf) const {
    const QDateTime now = asOf.isValid() ? asOf : settledNow(m_parts.clock, m_parts.clusters);
    QDateTime first = now;
    for (const MeterSegment& s : segments(tenantId))
        first = std::min(first, s.start);
    return BillingReport::invoices(
        lines(tenantId, LineItemBuilder::monthStart(first), now.addMSecs(1), true, now), now, currency);
}

QList<Budget> BillingService::budgets(const QString& tenantId) const {
    std::lock_guard lock(m_mutex);
    return m_budgets.value(tenantId);
}

std::variant<QList<Budget>, Problem> BillingService::setBudgets(const QString& tenantId,
                                                                QList<Budget> budgets) {
    if (budgets.size() > maxBudgets)
        return Problem::badParameter(QStringLiteral("budgets"),
                                     QStringLiteral("a tenant has at most %1 budgets").arg(maxBudgets));
    const QList<Budget> current = this->budgets(tenantId);
    QSet<QString> ids;
    for (const Budget& b : budgets) {
        if (b.id.isEmpty())
            continue;
        const bool known =
            std::any_of(current.cbegin(), current.cend(), [&](const Budget& c) { return c.id == b.id; });
        if (!known || ids.contains(b.id))
            return Problem::badParameter(
                QStringLiteral("budgets"),
                QStringLiteral("budget id %1 is not one of this tenant's budgets, or is "
                               "given twice; leave the id out for a new budget")
                    .arg(b.id));
        ids.insert(b.id);
    }
    for (const Budget& b : budgets) {
        if (const auto problem = b.problem())
            return Problem::badParameter(QStringLiteral("budgets"), *problem);
        if (b.scope == Budget::Scope::Cluster && !m_parts.clusters.cluster(tenantId, b.target))
            return Problem::badParameter(QStringLiteral("budgets"),
                                         QStringLiteral("there is no cluster %1").arg(b.target));
    }
    std::lock_guard lock(m_mutex);
    int serial = m_budgetSerial;
    for (Budget& b : budgets) {
        if (b.id.isEmpty())
            b.id = QStringLiteral("bud-%1").arg(++serial, 4, 10, QLatin1Char('0'));
    }
    QString error;
    QJsonArray stored;
    for (const Budget& b : budgets)
        stored.append(BillingJson::budget(b));
    const QByteArray body =
        QJsonDocument(QJsonObject{{QStringLiteral("items"), stored}}).toJson(QJsonDocument::Compact);
    if (!m_parts.db.run(
            QStringLiteral("INSERT OR REPLACE INTO budgets (tenant_id, body, serial) VALUES (?, ?, ?)"),
            {tenantId, body, serial}, &error))
        return Problem{503,
                       QStringLiteral("storage_unavailable"),
                       QStringLiteral("Could not save"),
                       QStringLiteral("The platform could not save the budgets; nothing was changed."),
                       {},
                       5};
    m_budgetSerial = serial;
    m_budgets.insert(tenantId, budgets);
    return budgets;
}

MeterSegment BillingService::datasetSegment(const DatasetRecord& d, MeterKind kind, const QDateTime& start,
                                            const QDateTime& end, qint64 bytes) const {
    MeterSegment s;
    s.tenantId = d.tenantId;
    s.kind = kind;
    s.resourceId = d.id;
    s.resourceName = d.name;
    s.region = d.region;
    s.start = start;
    s.end = end;
    s.quantity = bytes;
    // Storage and egress are billed in the tenant's one currency, like its clusters.
    if (const auto tenant = m_parts.directory.tenant(d.tenantId))
        s.currency = tenant->currency;
    return s;
}

void BillingService::record(const MeterSegment& s) {
    QString error;
    if (!m_parts.ledger.append({s}, &error))
        qWarning("clusterdesk-sim: could not meter %s of %s: %s", qPrintable(meterKindId(s.kind)),
                 qPrintable(s.resourceId), qPrintable(error));
}

void BillingService::recordDeletion(const DatasetRecord& d) {
    record(datasetSegment(d, MeterKind::Storage, d.createdAt, m_parts.clock.now(), d.sizeBytes));
}

void BillingService::recordEgress(const DatasetRecord& d, qint64 bytes) {
    if (bytes <= 0)
        return;
    const QDateTime now = m_parts.clock.now();
    record(datasetSegment(d, MeterKind::Egress, now, now, bytes));
}

} // namespace cd::sim
