#pragma once

#include "Catalog.h"

#include "core/Cluster.h"
#include "core/ClusterSpec.h"
#include "core/Estimate.h"

#include <optional>

namespace cd::sim {

// What clusters cost: the offering's node-hour price in the cluster's billing mode and currency,
// times its nodes, plus the dedicated surcharge, minus the off-peak discount.
class ClusterPricing {
public:
    explicit ClusterPricing(const Catalog& catalog)
        : m_catalog(catalog) {}

    // Nothing when the offering is unknown or has no price in that mode and currency.
    std::optional<Money> poolHourly(const QString& offeringId, int nodes, BillingMode mode, Currency currency,
                                    bool dedicated, bool offPeak) const;
    Money clusterHourly(const Cluster& cluster, Currency currency) const;
    // Lines per pool and the totals for `hours`; unknown offerings are left for the caller to report.
    Estimate estimate(const ClusterSpec& spec, double hours) const;
    // When an off-peak-only cluster of this offering may start: `now` inside the window, else the
    // window's next opening (in the region's own time zone).
    static QDateTime offPeakStart(const Offering& offering, const QDateTime& now);

private:
    const Catalog& m_catalog;
};

} // namespace cd::sim
