#include "BillingHistorySeeder.h"

#include "BillingService.h"
#include "Catalog.h"
#include "MeterLedger.h"
#include "SimRandom.h"

#include "billing/BillingReport.h"
#include "billing/LineItemBuilder.h"

namespace cd::sim {

namespace {

// A past cluster: one pool of identical nodes, metered day by day between two day offsets.
struct PastRun {
    const char* id;
    const char* name;
    const char* pool;
    const char* gpuModel;
    int gpusPerNode;
    int nodes;
    WorkloadStage stage;
    BillingMode mode;
    int fromDay; // days before now
    int toDay;
    int startHour; // daily window (UTC) for runs that only work part of the day; 0 and 24: all day
    int endHour;
    int everyDays; // 1: daily; n: a run of `toDay - fromDay` days... every n days (a sweep)
    double utilization;
};

constexpr PastRun runs[] = {
    {"cl-h0001", "chat-inference-v1", "serve", "L40S", 4, 2, WorkloadStage::Inference, BillingMode::Hourly,
     90, 1, 0, 24, 1, 52},
    {"cl-h0002", "llama-pretrain-v0", "train", "H100 SXM", 8, 4, WorkloadStage::Pretrain,
     BillingMode::Monthly, 84, 52, 0, 24, 1, 92},
    {"cl-h0003", "bert-finetune-sweep", "train", "A100 SXM 80GB", 8, 1, WorkloadStage::Finetune,
     BillingMode::Hourly, 88, 4, 0, 24, 12, 78},
    {"cl-h0004", "nightly-eval-v1", "eval", "A10", 1, 1, WorkloadStage::Eval, BillingMode::Hourly, 90, 1, 1,
     7, 1, 35},
    {"cl-h0005", "frontier-ablation", "train", "H200 SXM", 8, 16, WorkloadStage::Pretrain, BillingMode::Daily,
     30, 21, 0, 24, 1, 90},
    {"cl-h0006", "data-prep-t4", "prep", "T4", 4, 4, WorkloadStage::Preprocess, BillingMode::Hourly, 60, 55,
     0, 24, 1, 24},
};

const Offering* findOffering(const Catalog& catalog, const char* model, int gpusPerNode) {
    for (const Offering& o : catalog.offerings()) {
        if (o.gpu.model == QLatin1String(model) && o.gpusPerNode == gpusPerNode &&
            o.price(BillingMode::Hourly, Currency::USD) && o.price(BillingMode::Monthly, Currency::USD) &&
            o.price(BillingMode::Daily, Currency::USD))
            return &o;
    }
    return nullptr;
}

} // namespace

bool BillingHistorySeeder::seed(const QString& tenantId, const QDateTime& now, QString* error) {
    SimRandom rng = SimRandom(m_seed).fork(stableHash("billing-history"));
    const QDateTime today = LineItemBuilder::dayStart(now);
    QList<MeterSegment> ledger;
    for (const PastRun& run : runs) {
        const Offering* o = findOffering(m_catalog, run.gpuModel, run.gpusPerNode);
        if (!o)
            continue; // this seed's catalog lacks the shape: the lab did without
        MeterSegment base;
        base.tenantId = tenantId;
        base.kind = MeterKind::NodeTime;
        base.clusterId = QString::fromLatin1(run.id);
        base.clusterName = QString::fromLatin1(run.name);
        base.poolName = QString::fromLatin1(run.pool);
        base.offeringId = o->id;
        base.region = o->region;
        base.stage = run.stage;
        base.mode = run.mode;
        base.gpus = run.gpusPerNode;
        const int sweepLength = 2;
        for (int day = run.fromDay; day > run.toDay; --day) {
            if (run.everyDays > 1 && (run.fromDay - day) % run.everyDays >= sweepLength)
                continue;
            const QDateTime date = today.addDays(-day);
            for (int n = 0; n < run.nodes; ++n) {
                MeterSegment s = base;
                s.resourceId =
                    QStringLiteral("%1-n%2").arg(base.clusterId).arg(n + 1, 2, 10, QLatin1Char('0'));
                s.resourceName = QStringLiteral("%1-%2-%3").arg(base.clusterName, base.poolName).arg(n + 1);
                s.start = date.addSecs(qint64(run.startHour) * 3600);
                s.end = date.addSecs(qint64(run.endHour) * 3600);
                s.utilization = std::clamp(run.utilization + (rng.unit() - 0.5) * 12.0, 1.0, 99.0);
                // Day 41: the first inference node failed at 13:05; its replacement served from 13:27.
                if (run.id == runs[0].id && day == 41 && n == 0) {
                    MeterSegment failed = s;
                    failed.end = date.addSecs(13 * 3600 + 5 * 60);
                    ledger.append(failed);
                    s.resourceId += QStringLiteral("r");
                    s.resourceName += QStringLiteral("r");
                    s.start = date.addSecs(13 * 3600 + 27 * 60);
                }
                ledger.append(s);
            }
        }
    }
    auto dataset = [&](const char* id, const char* name, qint64 gigabytes, int fromDay, int toDay) {
        MeterSegment s;
        s.tenantId = tenantId;
        s.kind = MeterKind::Storage;
        s.resourceId = QString::fromLatin1(id);
        s.resourceName = QString::fromLatin1(name);
        s.region = QStringLiteral("eu-central-1");
        s.start = today.addDays(-fromDay).addSecs(9 * 3600);
        s.end = today.addDays(-toDay).addSecs(17 * 3600);
        s.quantity = gigabytes * 1'000'000'000;
        ledger.append(s);
        return s;
    };
    dataset("ds-h0001", "common-crawl-tokens", 1800, 86, 30);
    const MeterSegment wiki = dataset("ds-h0002", "wiki-dedup", 240, 70, 10);
    for (int day = 84; day > 0; day -= 7) {
        MeterSegment e = wiki;
        e.kind = MeterKind::Egress;
        e.resourceId = QStringLiteral("ds-h0003");
        e.resourceName = QStringLiteral("eval-results");
        e.start = e.end = today.addDays(-day).addSecs(15 * 3600);
        e.quantity = qint64(rng.between(120, 400)) * 1'000'000'000;
        ledger.append(e);
    }
    auto credit = [&](const char* id, const char* description, qint64 dollars, int day) {
        MeterSegment c;
        c.tenantId = tenantId;
        c.kind = MeterKind::Credit;
        c.resourceId = QString::fromLatin1(id);
        c.resourceName = QString::fromLatin1(description);
        c.start = c.end = today.addDays(-day).addSecs(12 * 3600);
        c.quantity = dollars * Money::microsPerUnit;
        ledger.append(c);
    };
    credit("cr-0001", "Research credit", 5000, 60);
    credit("cr-0002", "Service credit: node failure on chat-inference-v1", 48, 40);
    if (!m_ledger.append(ledger, error))
        return false;

    // Budgets a lab would set: the total sized for the month's forecast with the big run in it
    // (clusters are seeded before this), inference from what it has lately cost, and pretraining
    // from before the frontier run grew: its forecast passes it, so the story opens on an alert,
    // whatever the day of the month.
    const QList<LineItem> month = m_billing.lines(tenantId, today.addDays(-30), now, false);
    const qint64 spent = BillingReport::total(month, Currency::USD).micros();
    const qint64 inference = BillingReport::total(month, Currency::USD, [](const LineItem& l) {
                                 return l.stage == u"inference";
                             }).micros();
    auto roundedUp = [](qint64 micros, qint64 step) {
        const qint64 unit = step * Money::microsPerUnit;
        return Money(std::max<qint64>(1, (micros + unit - 1) / unit) * unit, Currency::USD);
    };
    Budget serving;
    serving.name = QStringLiteral("Inference");
    serving.scope = Budget::Scope::Tag;
    serving.target = QStringLiteral("stage=inference");
    serving.amount = roundedUp(inference * 6 / 5, 1'000);
    serving.thresholds = {{80, Budget::Basis::Actual}, {100, Budget::Basis::Forecast}};
    Budget pretraining;
    pretraining.name = QStringLiteral("Pretraining");
    pretraining.scope = Budget::Scope::Tag;
    pretraining.target = QStringLiteral("stage=pretrain");
    pretraining.amount = Money(Money::microsPerUnit, Currency::USD); // its own forecast decides, below
    pretraining.thresholds = {{80, Budget::Basis::Actual}, {100, Budget::Basis::Forecast}};
    auto store = [&](const QList<Budget>& budgets) {
        const auto saved = m_billing.setBudgets(tenantId, budgets);
        if (const auto* p = std::get_if<Problem>(&saved)) {
            *error = p->detail;
            return false;
        }
        return true;
    };
    // One look at the month: its forecast sizes the total, the pretraining budget's own forecast
    // sizes that one.
    if (!store({pretraining}))
        return false;
    const BillingSummary summary = m_billing.summary(tenantId, Currency::USD);
    for (const BudgetStatus& status : summary.budgets) {
        if (status.budget.name == pretraining.name)
            pretraining.amount = roundedUp(status.forecast.micros() * 9 / 10, 10'000);
    }
    Budget total;
    total.name = QStringLiteral("Monthly total");
    total.scope = Budget::Scope::Tenant;
    total.amount =
        roundedUp(std::max<qint64>(spent * 3 / 2, summary.forecast.expected.micros() * 5 / 4), 10'000);
    total.thresholds = {
        {50, Budget::Basis::Actual}, {80, Budget::Basis::Actual}, {100, Budget::Basis::Forecast}};
    return store({total, serving, pretraining});
}

} // namespace cd::sim
