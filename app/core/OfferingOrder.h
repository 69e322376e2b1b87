#pragma once

#include "BillingMode.h"
#include "Currency.h"
#include "Offering.h"

#include <QString>

#include <optional>

namespace cd {

// The orders the catalog can be sorted in: the first seven are GET /v1/offerings?sort= on the wire,
// the rest only the console's table offers. One comparator serves the platform and the console.
enum class OfferingSortKey {
    GpuModel,
    GpuMemory,
    GpusPerNode,
    Region,
    Price,
    AvailableNodes,
    Bf16Tflops,
    // console only
    Name,
    Vendor,
    IntraNodeBandwidth,
    InterNodeBandwidth,
    NodePrice,
    Dedicated,
};

struct OfferingOrder {
    OfferingSortKey key = OfferingSortKey::Price;
    bool descending = false;
    BillingMode billingMode = BillingMode::Hourly;
    Currency currency = Currency::USD;

    // "price", "gpu_memory_gb", ... as on the wire; the console-only keys have no wire name.
    static std::optional<OfferingSortKey> keyFromId(QStringView id);
    static QString keyId(OfferingSortKey key);

    // Negative, zero or positive; ties fall back to the id so every order is total and stable.
    int compare(const Offering& a, const Offering& b) const;
    bool lessThan(const Offering& a, const Offering& b) const;
};

} // namespace cd
