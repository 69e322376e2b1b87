#pragma once

#include "billing/BillingSummary.h"
#include "billing/Budget.h"
#include "billing/LineItem.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>

#include <string>
#include <variant>

namespace cd::sim {

// The billing API's JSON (api.md "billing"). A line item is an object keyed by FOCUS column
// names, written by hand: a page of 5,000 lines is built on every request.
class BillingJson {
public:
    static void appendLine(std::string& out, const LineItem& line);
    static QJsonObject summary(const BillingSummary& summary);
    static QJsonObject invoice(const Invoice& invoice);
    static QJsonObject budget(const Budget& budget);
    static QJsonObject budgetStatus(const BudgetStatus& status);
    // A PUT body's budgets, or why it cannot be read.
    static std::variant<QList<Budget>, QString> budgetsFrom(const QJsonObject& body);
};

} // namespace cd::sim
