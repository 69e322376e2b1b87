#pragma once

#include <QDateTime>
#include <QString>

#include <cstdint>

namespace cd::sim {

class BillingService;
class Catalog;
class MeterLedger;

// Ninety days of a mid-size AI lab's past, written straight into the metering ledger on first
// start, so cost reports have months to show: an inference service that ran throughout (with a
// node that failed and was replaced), two pretraining runs (one on a monthly commitment, one on
// daily), a fine-tuning sweep, nightly evaluations, a five-day preprocessing burst,
// datasets stored and deleted, egress, and two credits. Plus the budgets a lab would set.
// Deterministic in the seed; the clusters are gone, so only their ledger entries remain.
class BillingHistorySeeder {
public:
    BillingHistorySeeder(const Catalog& catalog, MeterLedger& ledger, BillingService& billing,
                         std::uint64_t seed)
        : m_catalog(catalog)
        , m_ledger(ledger)
        , m_billing(billing)
        , m_seed(seed) {}

    bool seed(const QString& tenantId, const QDateTime& now, QString* error);

    static constexpr int days = 90;

private:
    const Catalog& m_catalog;
    MeterLedger& m_ledger;
    BillingService& m_billing;
    std::uint64_t m_seed;
};

} // namespace cd::sim
