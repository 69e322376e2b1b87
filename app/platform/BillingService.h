#pragma once

#include "Problem.h"
#include "StorageRecords.h"

#include "billing/BillingSummary.h"
#include "billing/Budget.h"
#include "billing/LineItem.h"
#include "billing/MeterSegment.h"
#include "core/Cluster.h"

#include <QDateTime>
#include <QHash>
#include <QList>

#include <mutex>
#include <optional>
#include <variant>

namespace cd {
class SqliteDb;
}

namespace cd::sim {

class Catalog;
class ClusterLifecycle;
class DatasetService;
class Directory;
class MeterLedger;
class SimClock;
class TelemetryModel;

// The platform's billing: line items derived from the metering ledger on every request (closed
// segments, plus the nodes billed and datasets stored right now), the month's summary with its
// forecast, budgets and quoted-against-billed, and monthly invoices. Budgets are stored in SQLite.
class BillingService {
public:
    struct Parts {
        const Catalog& catalog;
        SimClock& clock;
        MeterLedger& ledger;
        ClusterLifecycle& clusters;
        DatasetService& datasets;
        const TelemetryModel& telemetry;
        const Directory& directory;
        SqliteDb& db;
    };
    explicit BillingService(Parts parts);

    bool createSchema(QString* error);
    bool load(QString* error);

    QList<MeterSegment> segments(const QString& tenantId) const;
    // Lines of [from, to), metered up to now, with GPU utilization (and so idle rows) when asked.
    QList<LineItem> lines(const QString& tenantId, const QDateTime& from, const QDateTime& to,
                          bool withUtilization = true, const QDateTime& asOf = {}) const;
    // The same, metered up to `asOf`, from a small cache: the pages of one listing are cut from
    // one computation rather than pricing the ledger again for each.
    QList<LineItem> linesAsOf(const QString& tenantId, const QDateTime& from, const QDateTime& to,
                              const QDateTime& asOf) const;
    // As of `asOf` (default: now), so that one screen's figures can be asked for one instant.
    BillingSummary summary(const QString& tenantId, Currency currency, const QDateTime& asOf = {}) const;
    QList<Invoice> invoices(const QString& tenantId, Currency currency, const QDateTime& asOf = {}) const;
    QList<Budget> budgets(const QString& tenantId) const;
    // Replaces the tenant's budgets; new ones (no id) get one. Refused whole if any is wrong.
    std::variant<QList<Budget>, Problem> setBudgets(const QString& tenantId, QList<Budget> budgets);

    // Storage and egress are metered as datasets are deleted and read.
    void recordDeletion(const DatasetRecord& dataset);
    void recordEgress(const DatasetRecord& dataset, qint64 bytes);

    static constexpr int maxBudgets = 50;

private:
    MeterSegment datasetSegment(const DatasetRecord& d, MeterKind kind, const QDateTime& start,
                                const QDateTime& end, qint64 bytes) const;
    void record(const MeterSegment& segment);
    QList<QuoteComparison> quotes(const QString& tenantId, const QList<MeterSegment>& segments,
                                  const QDateTime& now) const;
    using ClusterCache = QHash<QString, std::optional<Cluster>>;
    double utilization(const MeterSegment& s, const QDateTime& from, const QDateTime& to,
                       ClusterCache& clusters) const;

    Parts m_parts;
    mutable std::mutex m_mutex;
    QHash<QString, QList<Budget>> m_budgets;
    struct CachedLines {
        QString key;
        QList<LineItem> lines;
    };
    mutable QList<CachedLines> m_cache; // most recent first
    int m_budgetSerial = 0;
};

} // namespace cd::sim
