#pragma once

#include "BillingSummary.h"
#include "Budget.h"
#include "LineItem.h"

#include <QCoreApplication>
#include <QString>

namespace cd {

// How the console words billing: column titles, charge categories, units, the reasons a bill
// differs from its quote, budget scopes and states. The FOCUS data itself stays as FOCUS writes it
// (exports, tooltips); what a person reads on screen goes through here to be translated.
class BillingText {
    Q_DECLARE_TR_FUNCTIONS(BillingText)

public:
    static QString category(ChargeCategory category, Allocation allocation);
    static QString unit(const QString& pricingUnit);
    static QString none();
    static QString percent(double value);
    static QString lineCount(int lines);
    static QString groupTip(const QString& column, const QString& value, int lines);
    static QString lineTip(const LineItem& line);
    static QString idleDescription(const LineItem& line);
    // The name of a grouping or stacking dimension.
    static QString dimension(FocusColumn column);
    static QString stage(const QString& stageId);
    static QString reason(const QuoteComparison::Difference& difference, const QuoteComparison& quote);
    static QString budgetScope(const Budget& budget);
    static QString basis(Budget::Basis basis);
    static QString action(Budget::Action action);
    static QString budgetState(const BudgetStatus& status);
    static QString thresholds(const QList<Budget::Threshold>& thresholds);
};

} // namespace cd
