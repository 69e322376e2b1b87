#pragma once

#include "BillingSummary.h"
#include "LineItem.h"

#include <QList>

#include <functional>

namespace cd {

// Totals, forecasts, budget states and invoices, each computed from lines so every figure is a
// sum of lines (never a separate count that could drift from them).
class BillingReport {
public:
    using LineFilter = std::function<bool(const LineItem&)>;

    // `lines` must cover at least the month so far and the week before `now`; `nextDay` is what
    // is running now priced over the next 24 hours (the burn rate, off-peak hours included). The
    // month's end is expected at that rate; the range reaches from the cheapest to the dearest of
    // the rate and the last seven whole days.
    static CostForecast forecast(const QList<LineItem>& lines, const QList<LineItem>& nextDay,
                                 const QDateTime& now, Currency currency, const LineFilter& filter = {});
    static BudgetStatus budgetStatus(const Budget& budget, const QList<LineItem>& lines,
                                     const QList<LineItem>& nextDay, const QDateTime& now);
    static BillingSummary summary(const QList<LineItem>& lines, const QList<LineItem>& nextDay,
                                  const QList<Budget>& budgets, const QDateTime& now, Currency currency);
    // One invoice per calendar month that has lines, oldest first.
    static QList<Invoice> invoices(const QList<LineItem>& lines, const QDateTime& now, Currency currency);
    static Money total(const QList<LineItem>& lines, Currency currency, const LineFilter& filter = {});
};

} // namespace cd
