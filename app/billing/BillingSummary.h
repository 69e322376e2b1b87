#pragma once

#include "Budget.h"

#include "core/Money.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace cd {

// Where the month's spending goes and is heading (GET /v1/billing/summary).
struct CostForecast {
    Money monthToDate;
    Money expected; // at the month's end
    Money low;
    Money high;
    Money dailyRate; // what a day has cost lately
    bool operator==(const CostForecast&) const = default;
};

// A change of a cluster's size: at, and how many GPUs it then had.
struct SizeChange {
    QDateTime at;
    int gpus = 0;
    bool operator==(const SizeChange&) const = default;
};

// For one cluster: what the launch dialog quoted for the time it ran, what was billed, and the
// differences that explain the gap. quoted + sum(differences) == billed, to the cent.
struct QuoteComparison {
    struct Difference {
        QString reason; // node_time, off_peak, billing_mode
        Money amount;
        QString detail;
        bool operator==(const Difference&) const = default;
    };
    QString clusterId;
    QString clusterName;
    Money quotedHourly;
    double billedHours = 0; // hours the cluster ran since launch
    Money quoted;
    Money billed;
    QString quotedMode; // billing mode ids
    QString billedMode;
    QList<SizeChange> resizes;
    int failures = 0; // nodes that failed (their time after the failure is not billed)
    QList<Difference> differences;
    bool operator==(const QuoteComparison&) const = default;
};

struct Spender {
    QString clusterId;
    QString clusterName;
    Money cost;
    bool operator==(const Spender&) const = default;
};

struct BillingSummary {
    QDateTime asOf;
    QDateTime periodStart; // this calendar month, UTC
    QDateTime periodEnd;
    CostForecast forecast;
    Money idleCost;
    Money credits; // discounts and credits this month, negative
    bool hasTenantBudget = false;
    Money budgetRemaining;
    QList<Spender> topSpenders;
    QList<BudgetStatus> budgets;
    QList<QuoteComparison> quotes;
    bool operator==(const BillingSummary&) const = default;
};

// A month's bill: the sum of its lines.
struct Invoice {
    QString id;
    QDateTime periodStart;
    QDateTime periodEnd;
    Money total;
    Money usage;
    Money credits;
    int lineCount = 0;
    bool issued = false; // the month is over; an open invoice still grows
    bool operator==(const Invoice&) const = default;
};

} // namespace cd
