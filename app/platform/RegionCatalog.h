#pragma once

#include "core/Region.h"

#include <QList>

namespace cd::sim {

struct RegionPricing {
    Region region;
    double priceFactor = 1.0; // list prices in this region relative to the base
    QString offPeakStart;     // local time
    QString offPeakEnd;
};

const QList<RegionPricing>& regionCatalog();
const RegionPricing* findRegion(const QString& id);

} // namespace cd::sim
