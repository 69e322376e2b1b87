#pragma once

#include "billing/BillingSummary.h"

#include <QObject>

class QWidget;

namespace cd {

class BillingSession;

// The console's side of what a budget's state calls for (the session decides and acts): the
// notifications a person reads, and the question before a reached budget stops or shrinks its
// cluster, unless the budget says to act alone.
class BudgetWatcher final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BudgetWatcher)

public:
    // Questions are asked over `dialogParent`.
    BudgetWatcher(BillingSession& session, QWidget* dialogParent);

Q_SIGNALS:
    void notification(const QString& title, const QString& text, bool problem);

private:
    void alert(const BudgetStatus& s, const Budget::Threshold& t);
    void ask(const BudgetStatus& s, quint64 serial);
    void acted(const QString& budget, const QString& cluster, bool stop);
    void closeQuestions();

    BillingSession& m_session;
    QWidget* m_dialogParent;
};

} // namespace cd
