#pragma once

#include "billing/Budget.h"

#include <QWidget>

class QPushButton;
class QTableWidget;

namespace cd {

class BillingSession;

// Billing > Budgets: each budget with what it covers, its spending and forecast, its alerts and
// what happens when it is reached; new, edit and remove for a role that may change them.
class BillingBudgetsTab final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingBudgetsTab)

public:
    explicit BillingBudgetsTab(const BillingSession& session, QWidget* parent = nullptr);

    // The role may change budgets (billing:write).
    void setCanChange(bool canChange);

Q_SIGNALS:
    // The whole changed list, every currency's, to save.
    void saveRequested(const QList<cd::Budget>& budgets);

private:
    void showBudgets();
    void editBudget(int row);
    void removeBudget(int shownRow);

    const BillingSession& m_session;
    bool m_canChange = true;
    QTableWidget* m_budgets;
    QPushButton* m_addBudget;
    QPushButton* m_editBudget;
    QPushButton* m_removeBudget;
};

} // namespace cd
