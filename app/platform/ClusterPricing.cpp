#include "ClusterPricing.h"

#include <QTimeZone>

namespace cd::sim {

std::optional<Money> ClusterPricing::poolHourly(const QString& offeringId, int nodes, BillingMode mode,
                                                Currency currency, bool dedicated, bool offPeak) const {
    const qsizetype index = m_catalog.indexOf(offeringId);
    if (index < 0)
        return std::nullopt;
    const Offering& o = m_catalog.offerings()[index];
    const auto nodeHour = o.nodeHourPrice(mode, currency);
    if (!nodeHour)
        return std::nullopt;
    Money hourly = nodeHour->times(nodes);
    if (dedicated)
        hourly = hourly.multipliedBy(1.0 + o.dedicatedSurchargePercent / 100.0);
    if (offPeak)
        hourly = hourly.multipliedBy(1.0 - o.offPeak.discountPercent / 100.0);
    return hourly;
}

Money ClusterPricing::clusterHourly(const Cluster& c, Currency currency) const {
    std::int64_t micros = 0;
    for (const NodePool& p : c.pools) {
        if (const auto h =
                poolHourly(p.offeringId, p.nodeCount, c.billingMode, currency, c.dedicated, c.offPeakOnly))
            micros += h->micros();
    }
    return Money(micros, currency);
}

Estimate ClusterPricing::estimate(const ClusterSpec& spec, double hours) const {
    Estimate e;
    e.hours = hours;
    std::int64_t hourly = 0;
    for (const PoolSpec& p : spec.pools) {
        const qsizetype index = m_catalog.indexOf(p.offeringId);
        const auto h = poolHourly(p.offeringId, p.nodeCount, spec.billingMode, spec.currency, spec.dedicated,
                                  spec.offPeakOnly);
        if (index < 0 || !h)
            continue;
        const Offering& o = m_catalog.offerings()[index];
        EstimateLine line;
        line.poolName = p.name;
        line.offeringId = p.offeringId;
        line.nodeCount = p.nodeCount;
        line.gpuCount = p.nodeCount * o.gpusPerNode;
        line.nodeHourPrice =
            p.nodeCount > 0 ? Money(h->micros() / p.nodeCount, spec.currency) : Money(0, spec.currency);
        line.hourly = *h;
        e.lines.append(line);
        hourly += h->micros();
    }
    e.hourly = Money(hourly, spec.currency);
    e.total = e.hourly.multipliedBy(hours).rounded(2);
    return e;
}

QDateTime ClusterPricing::offPeakStart(const Offering& o, const QDateTime& now) {
    const QTime start = QTime::fromString(o.offPeak.start, QStringLiteral("HH:mm"));
    const QTime end = QTime::fromString(o.offPeak.end, QStringLiteral("HH:mm"));
    if (!start.isValid() || !end.isValid() || start == end)
        return now;
    QTimeZone zone(o.offPeak.timeZone.toUtf8());
    if (!zone.isValid())
        zone = QTimeZone::utc();
    const QDateTime local = now.toTimeZone(zone);
    const QTime t = local.time();
    // A window may run past midnight (22:00 to 06:00).
    const bool inside = start < end ? (t >= start && t < end) : (t >= start || t < end);
    if (inside)
        return now;
    QDateTime opening(local.date(), start, zone);
    if (opening <= local)
        opening = opening.addDays(1);
    return opening.toUTC();
}

} // namespace cd::sim
