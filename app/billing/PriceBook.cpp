#include "PriceBook.h"

namespace cd {

Money PriceBook::storagePerGbMonth(Currency currency) {
    return currency == Currency::CNY ? Money(150'000, currency) : Money(20'000, currency);
}

Money PriceBook::egressPerGb(Currency currency) {
    return currency == Currency::CNY ? Money(350'000, currency) : Money(50'000, currency);
}

} // namespace cd
