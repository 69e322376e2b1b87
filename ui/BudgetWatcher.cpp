#include "BudgetWatcher.h"

#include "core/MoneyFormat.h"
#include "session/BillingSession.h"

#include <QMessageBox>
#include <QWidget>

namespace cd {

BudgetWatcher::BudgetWatcher(BillingSession& session, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_dialogParent(dialogParent) {
    connect(&session, &BillingSession::budgetAlert, this, &BudgetWatcher::alert);
    connect(&session, &BillingSession::budgetActionAsked, this, &BudgetWatcher::ask);
    connect(&session, &BillingSession::budgetActed, this, &BudgetWatcher::acted);
    connect(&session, &BillingSession::clientChanged, this, &BudgetWatcher::closeQuestions);
}

void BudgetWatcher::closeQuestions() {
    // A question about the last platform's budget must not act on the next one's clusters.
    for (QMessageBox* box :
         m_dialogParent->findChildren<QMessageBox*>(QStringLiteral("budgetActionQuestion")))
        box->close();
}

void BudgetWatcher::alert(const BudgetStatus& s, const Budget::Threshold& t) {
    Q_EMIT notification(tr("Budget %1").arg(s.budget.name),
                        t.basis == Budget::Basis::Actual
                            ? tr("Spending this month has passed %1 % of %2: %3 so far.")
                                  .arg(t.percent)
                                  .arg(MoneyFormat::format(s.budget.amount), MoneyFormat::format(s.spent))
                            : tr("The forecast for this month, %1, passes %2 % of %3.")
                                  .arg(MoneyFormat::format(s.forecast))
                                  .arg(t.percent)
                                  .arg(MoneyFormat::format(s.budget.amount)),
                        true);
}

void BudgetWatcher::ask(const BudgetStatus& s, quint64 serial) {
    const bool stop = s.budget.action == Budget::Action::Stop;
    const QString spent = MoneyFormat::format(s.spent);
    const QString amount = MoneyFormat::format(s.budget.amount);
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Budget %1 reached").arg(s.budget.name),
                        stop ? tr("The budget \u201c%1\u201d is spent (%2 of %3). Stop its cluster now?")
                                   .arg(s.budget.name, spent, amount)
                             : tr("The budget \u201c%1\u201d is spent (%2 of %3). Shrink its cluster to one "
                                  "node per pool now?")
                                   .arg(s.budget.name, spent, amount),
                        QMessageBox::Yes | QMessageBox::No, m_dialogParent);
    box->setObjectName(QStringLiteral("budgetActionQuestion"));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, s, serial](int result) {
        if (result == QMessageBox::Yes)
            m_session.actOnBudget(s, serial);
    });
    box->open();
}

void BudgetWatcher::acted(const QString& budget, const QString& cluster, bool stop) {
    Q_EMIT notification(
        tr("Budget %1").arg(budget),
        stop ? tr("Cluster %1 is stopping: its budget is spent.").arg(cluster)
             : tr("Cluster %1 is shrinking to one node per pool: its budget is spent.").arg(cluster),
        true);
}

} // namespace cd
