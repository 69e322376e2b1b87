#pragma once

#include "BillingMode.h"
#include "Money.h"

namespace cd {

// A list price in one billing mode and currency. `unitPrice` is per the mode's unit (a GPU-day, a
// TFLOPS-hour, ...); `gpuHourPrice` is the same price brought to one GPU-hour so modes compare.
struct Price {
    BillingMode mode = BillingMode::Hourly;
    Money unitPrice;
    Money gpuHourPrice;

    Currency currency() const { return unitPrice.currency(); }
    bool operator==(const Price&) const = default;
};

} // namespace cd
