#include "BudgetPolicy.h"

#include <QSettings>

namespace cd {

namespace {
const QString doneKey = QStringLiteral("billing/notified");
}

BudgetPolicy::BudgetPolicy(QSettings& settings)
    : m_settings(settings) {
    const QStringList done = m_settings.value(doneKey).toStringList();
    m_done = QSet<QString>(done.cbegin(), done.cend());
}

BudgetPolicy::Decisions BudgetPolicy::check(const BillingSummary& summary, bool canAct) {
    Decisions decisions;
    const QString month = summary.periodStart.toString(QStringLiteral("yyyy-MM"));
    bool changed = false;
    for (const BudgetStatus& s : summary.budgets) {
        for (const Budget::Threshold& t : s.crossed) {
            const QString key =
                QStringLiteral("%1/%2/%3/%4")
                    .arg(s.budget.id, QString::number(t.percent), Budget::basisId(t.basis), month);
            if (m_done.contains(key))
                continue;
            m_done.insert(key);
            changed = true;
            decisions.alerts.append({s, t});
        }
        const QString actKey = QStringLiteral("act/%1/%2").arg(s.budget.id, month);
        // Only someone who may stop and resize clusters is asked (or acted for); once a month.
        if (s.reached && s.budget.action != Budget::Action::None && canAct && !m_done.contains(actKey)) {
            m_done.insert(actKey);
            changed = true;
            decisions.actions.append(s);
        }
    }
    if (changed)
        m_settings.setValue(doneKey, QStringList(m_done.cbegin(), m_done.cend()));
    return decisions;
}

} // namespace cd
