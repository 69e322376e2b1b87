#pragma once

#include "billing/BillingSummary.h"

#include <QList>
#include <QSet>

class QSettings;

namespace cd {

// What a month's budget states call for, each said or done once a month: an alert when spending
// or the forecast passes a threshold, and the reached budget's action (stop or shrink its
// cluster). What has been said is kept in the settings, so a restart does not say it again. It
// only decides; the session makes the cluster calls and the console words and asks.
class BudgetPolicy final {
public:
    struct Alert {
        BudgetStatus status;
        Budget::Threshold threshold;
    };
    struct Decisions {
        QList<Alert> alerts;
        // Reached budgets whose action is due (ask first unless `budget.automatic`).
        QList<BudgetStatus> actions;
    };

    explicit BudgetPolicy(QSettings& settings);

    // What is new in `summary`; it counts as said from now on. Actions are only decided for someone
    // who may act on clusters (`canAct`): for anyone else a reached budget is left for later.
    Decisions check(const BillingSummary& summary, bool canAct);

private:
    QSettings& m_settings;
    QSet<QString> m_done;
};

} // namespace cd
