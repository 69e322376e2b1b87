#pragma once

#include "Page.h"

#include "billing/BillingSummary.h"
#include "billing/Budget.h"
#include "billing/LineItem.h"
#include "core/Result.h"

#include <QByteArray>

namespace cd {

class JsonObject;
class JsonReader;

// The billing API's answers (api.md "billing"): pages of FOCUS line items, the month's summary,
// invoices and budgets. A page holds up to 5,000 lines, so line items are read with the day
// stamps they share parsed once per page.
class BillingDecoder {
public:
    static Result<Page<LineItem>> lineItemPage(const QByteArray& body);
    static Result<BillingSummary> summary(const QByteArray& body);
    static Result<Page<Invoice>> invoicePage(const QByteArray& body);
    static Result<Page<Budget>> budgetPage(const QByteArray& body);
    // The body of PUT /v1/billing/budgets.
    static QByteArray budgetsBody(const QList<Budget>& budgets);
};

} // namespace cd
