#include "BillingReport.h"

#include "LineItemBuilder.h"

#include <QHash>
#include <QMap>

#include <algorithm>

namespace cd {

namespace {

constexpr int forecastDays = 7;

bool inMonth(const LineItem& l, const QDateTime& monthStart) {
    return l.billingPeriodStart == monthStart;
}

} // namespace

Money BillingReport::total(const QList<LineItem>& lines, Currency currency, const LineFilter& filter) {
    qint64 micros = 0;
    for (const LineItem& l : lines) {
        if (l.currency() == currency && (!filter || filter(l)))
            micros += l.billedCost.micros();
    }
    return Money(micros, currency);
}

CostForecast BillingReport::forecast(const QList<LineItem>& lines, const QList<LineItem>& nextDay,
                                     const QDateTime& now, Currency currency, const LineFilter& filter) {
    const QDateTime month = LineItemBuilder::monthStart(now);
    const QDateTime monthEnd = month.addMonths(1);
    const QDateTime today = LineItemBuilder::dayStart(now);
    const QDateTime window = today.addDays(-forecastDays);
    qint64 mtd = 0;
    QMap<QDateTime, qint64> days; // whole days of the last week
    for (qint64 d = 0; d < forecastDays; ++d)
        days.insert(window.addDays(d), 0);
    for (const LineItem& l : lines) {
        if (l.currency() != currency || (filter && !filter(l)))
            continue;
        const qint64 cost = l.billedCost.micros();
        if (inMonth(l, month))
            mtd += cost;
        if (auto it = days.find(l.chargePeriodStart); it != days.end())
            *it += cost;
    }
    // Days before anything was metered say nothing about the rate.
    QList<qint64> seen;
    bool started = false;
    for (auto it = days.cbegin(); it != days.cend(); ++it) {
        started = started || it.value() != 0;
        if (started)
            seen.append(it.value());
    }
    const double remainingDays = double(now.msecsTo(monthEnd)) / 86'400'000.0;
    const double rate = double(total(nextDay, currency, filter).micros());
    double low = rate;
    double high = rate;
    for (qint64 v : seen) {
        low = std::min(low, double(v));
        high = std::max(high, double(v));
    }
    // What is left of today is already partly spent: only the unspent rest of the month is projected.
    CostForecast f;
    f.monthToDate = Money(mtd, currency);
    f.dailyRate = Money::fromDouble(rate / 1e6, currency, 2);
    f.expected = Money(mtd + qint64(rate * remainingDays), currency).rounded(2);
    f.low = Money(mtd + qint64(low * remainingDays), currency).rounded(2);
    f.high = Money(mtd + qint64(high * remainingDays), currency).rounded(2);
    return f;
}

BudgetStatus BillingReport::budgetStatus(const Budget& budget, const QList<LineItem>& lines,
                                         const QList<LineItem>& nextDay, const QDateTime& now) {
    const Currency currency = budget.amount.currency();
    const CostForecast f =
        forecast(lines, nextDay, now, currency, [&](const LineItem& l) { return budget.covers(l); });
    BudgetStatus s;
    s.budget = budget;
    s.spent = f.monthToDate;
    s.forecast = f.expected;
    const qint64 amount = budget.amount.micros();
    for (const Budget::Threshold& t : budget.thresholds) {
        const qint64 basis = t.basis == Budget::Basis::Actual ? s.spent.micros() : s.forecast.micros();
        if (WideInt(basis) * 100 >= WideInt(amount) * t.percent)
            s.crossed.append(t);
    }
    s.reached = s.spent.micros() >= amount;
    const qint64 left = amount - s.spent.micros();
    if (!s.reached && f.dailyRate.micros() > 0) {
        const QDateTime at = now.addMSecs(qint64(double(left) / double(f.dailyRate.micros()) * 86'400'000.0));
        if (at < LineItemBuilder::monthStart(now).addMonths(1))
            s.exhaustedAt = at;
    }
    return s;
}

BillingSummary BillingReport::summary(const QList<LineItem>& lines, const QList<LineItem>& nextDay,
                                      const QList<Budget>& budgets, const QDateTime& now, Currency currency) {
    BillingSummary s;
    s.asOf = now;
    s.periodStart = LineItemBuilder::monthStart(now);
    s.periodEnd = s.periodStart.addMonths(1);
    s.forecast = forecast(lines, nextDay, now, currency);
    qint64 idle = 0;
    qint64 credits = 0;
    QHash<QString, Spender> spenders;
    for (const LineItem& l : lines) {
        if (l.currency() != currency || !inMonth(l, s.periodStart))
            continue;
        if (l.allocation == Allocation::Idle)
            idle += l.billedCost.micros();
        if (l.category == ChargeCategory::Credit)
            credits += l.billedCost.micros();
        if (l.clusterId.isEmpty())
            continue;
        Spender& sp = spenders[l.clusterId];
        sp.clusterId = l.clusterId;
        sp.clusterName = l.clusterName;
        sp.cost = Money(sp.cost.micros() + l.billedCost.micros(), currency);
    }
    s.idleCost = Money(idle, currency);
    s.credits = Money(credits, currency);
    s.topSpenders = spenders.values();
    std::sort(s.topSpenders.begin(), s.topSpenders.end(), [](const Spender& a, const Spender& b) {
        return a.cost != b.cost ? a.cost > b.cost : a.clusterName < b.clusterName;
    });
    if (s.topSpenders.size() > 5)
        s.topSpenders.resize(5);
    for (const Budget& b : budgets) {
        if (b.amount.currency() != currency)
            continue;
        s.budgets.append(budgetStatus(b, lines, nextDay, now));
        if (b.scope == Budget::Scope::Tenant && !s.hasTenantBudget) {
            s.hasTenantBudget = true;
            s.budgetRemaining = Money(b.amount.micros() - s.forecast.monthToDate.micros(), currency);
        }
    }
    return s;
}

QList<Invoice> BillingReport::invoices(const QList<LineItem>& lines, const QDateTime& now,
                                       Currency currency) {
    QMap<QDateTime, Invoice> months;
    for (const LineItem& l : lines) {
        if (l.currency() != currency)
            continue;
        Invoice& inv = months[l.billingPeriodStart];
        if (inv.id.isEmpty()) {
            inv.id = LineItem::invoiceIdOf(l.billingPeriodStart, currency);
            inv.periodStart = l.billingPeriodStart;
            inv.periodEnd = l.billingPeriodEnd;
            inv.total = inv.usage = inv.credits = Money(0, currency);
            inv.issued = l.billingPeriodEnd <= now;
        }
        const qint64 c = l.billedCost.micros();
        inv.total = Money(inv.total.micros() + c, currency);
        if (l.category == ChargeCategory::Credit)
            inv.credits = Money(inv.credits.micros() + c, currency);
        else
            inv.usage = Money(inv.usage.micros() + c, currency);
        ++inv.lineCount;
    }
    return months.values();
}

} // namespace cd
