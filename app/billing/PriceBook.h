#pragma once

#include "core/Money.h"
#include "core/Offering.h"

#include <QString>

#include <functional>

namespace cd {

// The prices the ledger is priced with: the catalog's offerings (by id) and the storage and
// egress rates. Kept apart from the catalog so a test can price a ledger by hand.
struct PriceBook {
    std::function<const Offering*(const QString& offeringId)> offering;

    // Per decimal GB (10^9 bytes), for a calendar month of storage and for data sent out.
    static Money storagePerGbMonth(Currency currency);
    static Money egressPerGb(Currency currency);
};

} // namespace cd
