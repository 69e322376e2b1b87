#pragma once

#include "FocusColumn.h"
#include "LineItem.h"

#include <QDate>
#include <QList>
#include <QStringList>

#include <vector>

namespace cd {

// The figures behind the Billing page's charts, each a sum of lines: daily cost stacked by a
// column (the biggest few by name, the rest as "other", discounts and credits below zero), the
// share of each stage, and each GPU model's cost beside its average utilization.
class BillingBreakdown {
public:
    struct DailyStacks {
        QList<QDate> days;
        QStringList series;                      // the last may be the other ones together
        std::vector<std::vector<qint64>> values; // micros, [series][day]
        std::vector<qint64> credits;             // micros (negative), [day]
        Currency currency = Currency::USD;
        int otherSeries = -1; // index of "everything else", or -1
    };
    struct Share {
        QString key;
        qint64 micros = 0;
        double fraction = 0;
    };
    struct GpuCost {
        QString gpuModel;
        qint64 micros = 0;
        double gpuHours = 0;
        double utilization = 0; // mean over GPU-hours, 0-100
    };

    static constexpr int maxSeries = 7;

    // Every figure here is in one currency, the one most lines are in (USD when there are none):
    // lines in another currency are left out, never added in.
    static Currency mainCurrency(const QList<LineItem>& lines);

    // Days from `from` to `to` (exclusive), every day present even when nothing was billed.
    static DailyStacks daily(const QList<LineItem>& lines, FocusColumn stackBy, const QDate& from,
                             const QDate& to);
    static QList<Share> shares(const QList<LineItem>& lines, FocusColumn column);
    static QList<GpuCost> gpuCosts(const QList<LineItem>& lines);
};

} // namespace cd
