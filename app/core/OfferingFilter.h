#pragma once

#include "BillingMode.h"
#include "Money.h"
#include "Offering.h"

#include <QString>

#include <optional>

namespace cd {

// What a person narrows the catalog by (api.md offerings filters). The simulator applies it to
// GET /v1/offerings and the console's proxy model applies it locally, so both mean the same thing.
struct OfferingFilter {
    QString gpuModel; // case-insensitive substring of the GPU model
    QString vendor;   // exact, case-insensitive
    int minGpuMemoryGb = 0;
    int gpusPerNode = 0;                  // 0: any
    QString region;                       // exact
    QString interconnect;                 // case-insensitive prefix of the intra- or inter-node link kind
    std::optional<Money> maxGpuHourPrice; // in `currency`, compared in `billingMode`
    Currency currency = Currency::USD;
    BillingMode billingMode = BillingMode::Hourly;
    bool availableOnly = false;

    bool matches(const Offering& offering) const;
    bool operator==(const OfferingFilter&) const = default;
};

} // namespace cd
