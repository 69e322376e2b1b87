#include "BillingBudgetsTab.h"

#include "BillingTable.h"
#include "BudgetDialog.h"
#include "Theme.h"

#include "billing/BillingText.h"
#include "core/MoneyFormat.h"
#include "session/BillingSession.h"

#include <QHBoxLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cd {

BillingBudgetsTab::BillingBudgetsTab(const BillingSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session) {
    auto* layout = new QVBoxLayout(this);
    m_budgets = BillingTable::make({tr("Budget"), tr("Covers"), tr("Per month"), tr("Spent"), tr("Forecast"),
                                    tr("Alerts at"), tr("When reached"), tr("State")},
                                   this, "billingBudgets", tr("Budgets"));
    layout->addWidget(m_budgets, 1);
    auto* buttons = new QHBoxLayout;
    m_addBudget = new QPushButton(tr("&New budget\u2026"), this);
    m_editBudget = new QPushButton(tr("&Edit\u2026"), this);
    m_removeBudget = new QPushButton(tr("Re&move"), this);
    m_addBudget->setObjectName(QStringLiteral("budgetAdd"));
    m_editBudget->setObjectName(QStringLiteral("budgetEdit"));
    m_removeBudget->setObjectName(QStringLiteral("budgetRemove"));
    buttons->addWidget(m_addBudget);
    buttons->addWidget(m_editBudget);
    buttons->addWidget(m_removeBudget);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(m_addBudget, &QPushButton::clicked, this, [this] { editBudget(-1); });
    connect(m_editBudget, &QPushButton::clicked, this, [this] { editBudget(m_budgets->currentRow()); });
    connect(m_removeBudget, &QPushButton::clicked, this, [this] { removeBudget(m_budgets->currentRow()); });
    connect(m_budgets, &QTableWidget::itemSelectionChanged, this, [this] { setCanChange(m_canChange); });
    connect(m_budgets, &QTableWidget::itemDoubleClicked, this, [this](QTableWidgetItem* item) {
        if (m_canChange)
            editBudget(item->row());
    });
    connect(&session, &BillingSession::clientChanged, this, &BillingBudgetsTab::showBudgets);
    connect(&session, &BillingSession::summaryChanged, this, &BillingBudgetsTab::showBudgets);
    showBudgets();
}

void BillingBudgetsTab::setCanChange(bool canChange) {
    m_canChange = canChange;
    const QString why = canChange ? QString() : tr("Your role can see costs but not change budgets.");
    const bool selected = m_budgets->currentRow() >= 0;
    m_addBudget->setEnabled(canChange);
    m_editBudget->setEnabled(canChange && selected);
    m_removeBudget->setEnabled(canChange && selected);
    for (QPushButton* b : {m_addBudget, m_editBudget, m_removeBudget})
        b->setToolTip(why);
}

void BillingBudgetsTab::showBudgets() {
    const auto money = [](const Money& m) { return MoneyFormat::format(m); };
    const BillingSummary& summary = m_session.summary();
    const int selected = m_budgets->currentRow();
    m_budgets->setRowCount(0);
    for (const BudgetStatus& b : summary.budgets) {
        const int row = m_budgets->rowCount();
        m_budgets->insertRow(row);
        m_budgets->setItem(row, 0, BillingTable::cell(b.budget.name));
        QString scope = BillingText::budgetScope(b.budget);
        for (const QuoteComparison& q : summary.quotes) {
            if (b.budget.scope == Budget::Scope::Cluster && q.clusterId == b.budget.target)
                scope = tr("Cluster %1").arg(q.clusterName);
        }
        m_budgets->setItem(row, 1, BillingTable::cell(scope));
        m_budgets->setItem(row, 2, BillingTable::cell(money(b.budget.amount), true));
        m_budgets->setItem(row, 3, BillingTable::cell(money(b.spent), true));
        m_budgets->setItem(row, 4, BillingTable::cell(money(b.forecast), true));
        m_budgets->setItem(row, 5, BillingTable::cell(BillingText::thresholds(b.budget.thresholds)));
        m_budgets->setItem(
            row, 6,
            BillingTable::cell(b.budget.action == Budget::Action::None
                                   ? BillingText::action(b.budget.action)
                                   : (b.budget.automatic ? tr("%1, without asking") : tr("%1, after asking"))
                                         .arg(BillingText::action(b.budget.action))));
        auto* state = BillingTable::cell(BillingText::budgetState(b));
        if (b.reached || !b.crossed.isEmpty())
            state->setForeground(Theme::bad());
        m_budgets->setItem(row, 7, state);
    }
    if (selected >= 0 && selected < m_budgets->rowCount())
        m_budgets->selectRow(selected);
    setCanChange(m_canChange);
}

void BillingBudgetsTab::editBudget(int row) {
    const BillingSummary& summary = m_session.summary();
    QList<Budget> budgets = m_session.allBudgets();
    Budget budget;
    const QString id = row >= 0 && row < summary.budgets.size() ? summary.budgets[row].budget.id : QString();
    const auto at = std::find_if(budgets.begin(), budgets.end(), [&](const Budget& b) { return b.id == id; });
    row = id.isEmpty() || at == budgets.end() ? -1 : int(at - budgets.begin());
    if (row >= 0) {
        budget = budgets[row];
    } else {
        budget.name = tr("Monthly budget");
        budget.amount = Money(10'000 * Money::microsPerUnit, Currency::USD);
        budget.thresholds = {{80, Budget::Basis::Actual}, {100, Budget::Basis::Forecast}};
        row = -1;
    }
    QList<QPair<QString, QString>> clusters;
    for (const QuoteComparison& q : summary.quotes)
        clusters.append({q.clusterId, q.clusterName});
    BudgetDialog dialog(budget, clusters, budget.amount.currency(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (row < 0)
        budgets.append(dialog.budget());
    else
        budgets[row] = dialog.budget();
    Q_EMIT saveRequested(budgets);
}

void BillingBudgetsTab::removeBudget(int shownRow) {
    const BillingSummary& summary = m_session.summary();
    QList<Budget> budgets = m_session.allBudgets();
    const QString id =
        shownRow >= 0 && shownRow < summary.budgets.size() ? summary.budgets[shownRow].budget.id : QString();
    const auto at = std::find_if(budgets.begin(), budgets.end(), [&](const Budget& b) { return b.id == id; });
    if (id.isEmpty() || at == budgets.end())
        return;
    const int row = int(at - budgets.begin());
    if (QMessageBox::question(
            this, tr("Remove budget"),
            tr("Remove the budget \u201c%1\u201d? Its alerts stop.").arg(budgets[row].name)) !=
        QMessageBox::Yes)
        return;
    budgets.removeAt(row);
    Q_EMIT saveRequested(budgets);
}

} // namespace cd
