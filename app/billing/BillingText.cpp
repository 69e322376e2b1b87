#include "BillingText.h"

#include "core/ClusterText.h"
#include "core/MoneyFormat.h"

#include "core/ClusterState.h"

#include <QLocale>

namespace cd {

QString BillingText::category(ChargeCategory category, Allocation allocation) {
    switch (category) {
    case ChargeCategory::Usage:
        if (allocation == Allocation::Idle)
            return tr("Usage (idle)");
        if (allocation == Allocation::Workload)
            return tr("Usage (busy)");
        return tr("Usage");
    case ChargeCategory::Purchase:
        return tr("Purchase");
    case ChargeCategory::Tax:
        return tr("Tax");
    case ChargeCategory::Credit:
        return tr("Credit");
    case ChargeCategory::Adjustment:
        return tr("Adjustment");
    }
    return {};
}

QString BillingText::unit(const QString& pricingUnit) {
    if (pricingUnit == u"GPU-Hours")
        return tr("GPU-h");
    if (pricingUnit == u"TFLOPS-Hours")
        return tr("TFLOPS-h");
    if (pricingUnit == u"GB-Months")
        return tr("GB-month");
    if (pricingUnit == u"GB")
        return tr("GB");
    return pricingUnit;
}

QString BillingText::none() {
    return tr("(none)");
}

QString BillingText::percent(double value) {
    return tr("%1 %").arg(QLocale().toString(value, 'f', 1));
}

QString BillingText::lineCount(int lines) {
    return tr("%n line(s)", nullptr, lines);
}

QString BillingText::groupTip(const QString& column, const QString& value, int lines) {
    return tr("%1 = %2: %n line(s)", nullptr, lines).arg(column, value.isEmpty() ? none() : value);
}

QString BillingText::lineTip(const LineItem& l) {
    return tr("%1\n%2 %3 to %4 (UTC)\nResource: %5 (%6)\nSKU: %7")
        .arg(l.chargeDescription, chargeCategoryId(l.category),
             l.chargePeriodStart.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
             l.chargePeriodEnd.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")), l.resourceName,
             l.resourceId, l.skuPriceId.isEmpty() ? none() : l.skuPriceId);
}

QString BillingText::idleDescription(const LineItem& l) {
    return tr("%1, idle GPU time").arg(l.resourceName);
}

QString BillingText::dimension(FocusColumn column) {
    switch (column) {
    case FocusColumn::ClusterName:
        return tr("Cluster");
    case FocusColumn::PoolName:
        return tr("Pool");
    case FocusColumn::ResourceName:
        return tr("Node or dataset");
    case FocusColumn::GpuModel:
        return tr("GPU model");
    case FocusColumn::Stage:
        return tr("Stage");
    case FocusColumn::ServiceName:
        return tr("Service");
    case FocusColumn::ChargeCategory:
        return tr("Charge category");
    case FocusColumn::AllocationType:
        return tr("Busy or idle");
    case FocusColumn::RegionId:
        return tr("Region");
    case FocusColumn::ChargePeriodStart:
        return tr("Day");
    case FocusColumn::BillingPeriodStart:
        return tr("Month");
    case FocusColumn::BillingMode:
        return tr("Billing mode");
    default:
        return FocusColumns::name(column);
    }
}

QString BillingText::stage(const QString& stageId) {
    const auto stage = workloadStageFromId(stageId);
    return stage ? ClusterText::stage(*stage) : tr("Storage and data transfer");
}

QString BillingText::reason(const QuoteComparison::Difference& d, const QuoteComparison& q) {
    if (d.reason == u"off_peak")
        return tr("Time in the off-peak window, billed at its discount");
    if (d.reason == u"billing_mode")
        return tr("Billing mode changed from %1 to %2").arg(q.quotedMode, q.billedMode);
    if (d.reason == u"node_time") {
        QStringList parts;
        for (const SizeChange& c : q.resizes)
            parts.append(tr("resized to %n GPU(s) at %1 UTC", nullptr, c.gpus)
                             .arg(c.at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm"))));
        if (q.failures > 0)
            parts.append(tr("%n failed node(s) not billed from their failure", nullptr, q.failures));
        parts.append(tr("each node is billed from when it is ready"));
        return tr("Node time differed from the quote: %1").arg(parts.join(QStringLiteral("; ")));
    }
    return d.detail;
}

QString BillingText::budgetScope(const Budget& b) {
    switch (b.scope) {
    case Budget::Scope::Tenant:
        return tr("Whole tenant");
    case Budget::Scope::Cluster:
        return tr("Cluster %1").arg(b.target);
    case Budget::Scope::Tag:
        return tr("Tag %1").arg(b.target);
    }
    return {};
}

QString BillingText::basis(Budget::Basis basis) {
    return basis == Budget::Basis::Actual ? tr("actual") : tr("forecast");
}

QString BillingText::action(Budget::Action action) {
    switch (action) {
    case Budget::Action::None:
        return tr("Alert only");
    case Budget::Action::Stop:
        return tr("Stop the cluster");
    case Budget::Action::Downsize:
        return tr("Downsize the cluster to one node per pool");
    }
    return {};
}

QString BillingText::budgetState(const BudgetStatus& s) {
    if (s.reached)
        return tr("Reached");
    if (!s.crossed.isEmpty()) {
        const Budget::Threshold& t = s.crossed.last();
        return tr("Over %1 % (%2)").arg(t.percent).arg(basis(t.basis));
    }
    if (s.exhaustedAt.isValid())
        return tr("Runs out %1")
            .arg(QLocale().toString(s.exhaustedAt.toLocalTime().date(), QLocale::ShortFormat));
    return tr("On track");
}

QString BillingText::thresholds(const QList<Budget::Threshold>& thresholds) {
    QStringList parts;
    for (const Budget::Threshold& t : thresholds)
        parts.append(tr("%1 % %2").arg(t.percent).arg(basis(t.basis)));
    return parts.isEmpty() ? none() : parts.join(QStringLiteral(", "));
}

} // namespace cd
