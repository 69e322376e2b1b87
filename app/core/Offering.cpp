#include "Offering.h"

namespace cd {

std::optional<Price> Offering::price(BillingMode mode, Currency currency) const {
    for (const Price& p : prices) {
        if (p.mode == mode && p.currency() == currency)
            return p;
    }
    return std::nullopt;
}

std::optional<Money> Offering::nodeHourPrice(BillingMode mode, Currency currency) const {
    const auto p = price(mode, currency);
    if (!p)
        return std::nullopt;
    return p->gpuHourPrice.times(gpusPerNode);
}

} // namespace cd
