#include "BillingBreakdown.h"

#include <QHash>

#include <algorithm>
#include <array>

namespace cd {

Currency BillingBreakdown::mainCurrency(const QList<LineItem>& lines) {
    std::array<qsizetype, currencyCount> counts{};
    for (const LineItem& l : lines)
        ++counts[std::size_t(l.currency())];
    return counts[std::size_t(Currency::CNY)] > counts[std::size_t(Currency::USD)] ? Currency::CNY
                                                                                   : Currency::USD;
}

BillingBreakdown::DailyStacks BillingBreakdown::daily(const QList<LineItem>& lines, FocusColumn stackBy,
                                                      const QDate& from, const QDate& to) {
    DailyStacks d;
    d.currency = mainCurrency(lines);
    const qint64 dayCount = std::max<qint64>(0, from.daysTo(to));
    for (qint64 i = 0; i < dayCount; ++i)
        d.days.append(from.addDays(i));
    // The biggest series by total over the whole range get their own colour.
    QHash<QString, qint64> totals;
    for (const LineItem& l : lines) {
        if (l.category != ChargeCategory::Credit && l.currency() == d.currency)
            totals[l.text(stackBy)] += l.billedCost.micros();
    }
    QStringList keys = totals.keys();
    std::sort(keys.begin(), keys.end(), [&](const QString& a, const QString& b) {
        return totals[a] != totals[b] ? totals[a] > totals[b] : a < b;
    });
    const bool overflow = keys.size() > maxSeries;
    if (overflow)
        keys.resize(maxSeries - 1);
    QHash<QString, int> seriesOf;
    for (int i = 0; i < keys.size(); ++i)
        seriesOf.insert(keys[i], i);
    d.series = keys;
    if (overflow) {
        d.otherSeries = int(d.series.size());
        d.series.append(QString());
    }
    d.values.assign(std::size_t(d.series.size()), std::vector<qint64>(std::size_t(dayCount), 0));
    d.credits.assign(std::size_t(dayCount), 0);
    for (const LineItem& l : lines) {
        if (l.currency() != d.currency)
            continue;
        const qint64 day = from.daysTo(l.chargePeriodStart.toUTC().date());
        if (day < 0 || day >= dayCount)
            continue;
        if (l.category == ChargeCategory::Credit) {
            d.credits[std::size_t(day)] += l.billedCost.micros();
            continue;
        }
        const int s = seriesOf.value(l.text(stackBy), d.otherSeries);
        if (s >= 0)
            d.values[std::size_t(s)][std::size_t(day)] += l.billedCost.micros();
    }
    return d;
}

QList<BillingBreakdown::Share> BillingBreakdown::shares(const QList<LineItem>& lines, FocusColumn column) {
    QHash<QString, qint64> totals;
    qint64 all = 0;
    const Currency currency = mainCurrency(lines);
    for (const LineItem& l : lines) {
        if (l.category == ChargeCategory::Credit || l.currency() != currency)
            continue;
        totals[l.text(column)] += l.billedCost.micros();
        all += l.billedCost.micros();
    }
    QList<Share> out;
    for (auto it = totals.cbegin(); it != totals.cend(); ++it)
        out.append({it.key(), it.value(), all > 0 ? double(it.value()) / double(all) : 0.0});
    std::sort(out.begin(), out.end(), [](const Share& a, const Share& b) {
        return a.micros != b.micros ? a.micros > b.micros : a.key < b.key;
    });
    return out;
}

QList<BillingBreakdown::GpuCost> BillingBreakdown::gpuCosts(const QList<LineItem>& lines) {
    QHash<QString, GpuCost> byModel;
    QHash<QString, double> weighted;
    const Currency currency = mainCurrency(lines);
    for (const LineItem& l : lines) {
        if (l.gpuModel.isEmpty() || l.currency() != currency)
            continue;
        GpuCost& g = byModel[l.gpuModel];
        g.gpuModel = l.gpuModel;
        g.micros += l.billedCost.micros();
        if (l.category == ChargeCategory::Usage && l.hasUtilization()) {
            const double hours = double(l.consumedQuantity) / 1e6;
            g.gpuHours += hours;
            weighted[l.gpuModel] += hours * l.gpuUtilization;
        }
    }
    QList<GpuCost> out;
    for (GpuCost g : std::as_const(byModel)) {
        g.utilization = g.gpuHours > 0 ? weighted.value(g.gpuModel) / g.gpuHours : 0.0;
        out.append(g);
    }
    std::sort(out.begin(), out.end(), [](const GpuCost& a, const GpuCost& b) { return a.micros > b.micros; });
    return out;
}

} // namespace cd
