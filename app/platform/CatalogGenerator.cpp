#include "CatalogGenerator.h"

#include "GpuCatalog.h"
#include "RegionCatalog.h"
#include "SimRandom.h"

#include <algorithm>

namespace cd::sim {

namespace {

constexpr int offPeakDiscountPercent = 40; // anchors.md: off-peak capacity at 40 % off
constexpr int dedicatedSurchargePercent = 20;

// Commitment discounts against on-demand (anchors.md: monthly or yearly 30-60 % below hourly), and
// the hours in each mode's unit.
struct ModeTerms {
    BillingMode mode;
    double factor;
    int hoursPerUnit;
};
constexpr ModeTerms commitmentTerms[] = {
    {BillingMode::Hourly, 1.00, 1},
    {BillingMode::Daily, 0.90, 24},
    {BillingMode::Monthly, 0.65, 730},
    {BillingMode::Yearly, 0.50, 8760},
};
// TFLOPS-hours: pay for the compute used. At full peak it costs 15 % less than on-demand; at the
// 35-55 % MFU that real runs reach, much less.
constexpr double tflopsFactor = 0.85;

QString slug(const QString& model) {
    QString out;
    for (QChar c : model.toLower()) {
        if (c.isLetterOrNumber())
            out += c;
        else if (!out.endsWith(u'-'))
            out += u'-';
    }
    return out;
}

QList<Price> pricesFor(double usdPerGpuHour, double tflops) {
    QList<Price> prices;
    for (Currency currency : {Currency::USD, Currency::CNY}) {
        const double hourly =
            currency == Currency::USD ? usdPerGpuHour : usdPerGpuHour * CatalogGenerator::cnyPerUsd;
        for (const ModeTerms& terms : commitmentTerms) {
            const Money perGpuHour = Money::fromDouble(hourly * terms.factor, currency, 4);
            const Money perUnit(perGpuHour.micros() * terms.hoursPerUnit, currency);
            prices.append({terms.mode, perUnit, perGpuHour});
        }
        const Money perTflopsHour = Money::fromDouble(hourly * tflopsFactor / tflops, currency, 6);
        prices.append({BillingMode::TflopsHours, perTflopsHour, perTflopsHour.multipliedBy(tflops, 4)});
    }
    return prices;
}

} // namespace

QList<Offering> CatalogGenerator::generate() const {
    const SimRandom root(m_seed);
    QList<Offering> catalog;
    for (const GpuModelSupply& supply : gpuSupply()) {
        for (int gpus : supply.gpusPerNode) {
            for (const QString& regionId : supply.regions) {
                const RegionPricing* region = findRegion(regionId);
                Q_ASSERT(region);
                Offering o;
                o.id = slug(supply.spec.model) + u'-' + QString::number(gpus) + u"x." + regionId;
                o.name = QString::number(gpus) + u"\u00d7 " + supply.spec.vendor + u' ' + supply.spec.model;
                o.region = regionId;
                o.gpu = supply.spec;
                o.gpusPerNode = gpus;
                o.vcpus = supply.vcpusPerGpu * gpus;
                o.ramGb = supply.ramGbPerGpu * gpus;
                o.localNvmeGb = supply.nvmeGbPerGpu * gpus;
                o.intraNode = {gpus > 1 ? supply.intraKind : QStringLiteral("PCIe"),
                               gpus > 1 ? supply.intraBandwidthGBs : 32};
                o.interNode = {supply.interKind, std::max(25, supply.interGbitPerGpu * gpus)};
                o.prices = pricesFor(supply.listUsdPerGpuHour * region->priceFactor, supply.spec.bf16Tflops);
                o.offPeak = {offPeakDiscountPercent, region->offPeakStart, region->offPeakEnd,
                             region->region.timeZone};
                o.dedicatedAvailable = supply.dedicated && gpus >= 4;
                o.dedicatedSurchargePercent = o.dedicatedAvailable ? dedicatedSurchargePercent : 0;
                o.images = supply.images;

                // Capacity: large training nodes come in bigger fleets; some shapes are sold out.
                SimRandom rng = root.fork(stableHash(o.id.toUtf8().constData()));
                const bool largeFleet = gpus == 8 && supply.spec.bf16Tflops >= 300;
                o.totalNodes = largeFleet ? rng.between(32, 256) : rng.between(8, 64);
                o.availableNodes = rng.unit() < 0.15 ? 0 : int(o.totalNodes * (0.1 + 0.6 * rng.unit()));
                catalog.append(o);
            }
        }
    }
    return catalog;
}

} // namespace cd::sim
