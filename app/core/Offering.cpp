#include "Offering.h"

namespace cd {

std::optional<Price> Offering::price(BillingMode mode, Currency currency) const {
    for (const Price& p : prices) {
        if (p.mode == mode && p.currency() == currency)
            return p;
    }
    return std::nullopt;
}

} // namespace cd
