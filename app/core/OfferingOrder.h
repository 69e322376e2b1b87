#pragma once

#include "BillingMode.h"
#include "Currency.h"
#include "Offering.h"

#include <QString>

#include <optional>

namespace cd {

// The orders the catalog can be sorted in (GET /v1/offerings?sort=, and the table's columns).
enum class OfferingSortKey { GpuModel, GpuMemory, GpusPerNode, Region, Price, AvailableNodes, Bf16Tflops };

struct OfferingOrder {
    OfferingSortKey key = OfferingSortKey::Price;
    bool descending = false;
    BillingMode billingMode = BillingMode::Hourly;
    Currency currency = Currency::USD;

    // "price", "-gpu_memory_gb", ... as on the wire.
    static std::optional<OfferingSortKey> keyFromId(QStringView id);
    static QString keyId(OfferingSortKey key);

    // Negative, zero or positive; ties fall back to the id so every order is total and stable.
    int compare(const Offering& a, const Offering& b) const;
    bool lessThan(const Offering& a, const Offering& b) const;
};

} // namespace cd
