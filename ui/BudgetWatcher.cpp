#include "BudgetWatcher.h"

#include "api/PlatformClient.h"
#include "models/MoneyFormat.h"

#include <QMessageBox>
#include <QSettings>
#include <QWidget>

namespace cd {

namespace {
const QString doneKey = QStringLiteral("billing/notified");
}

BudgetWatcher::BudgetWatcher(QSettings& settings, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_settings(settings)
    , m_dialogParent(dialogParent) {
    const QStringList done = m_settings.value(doneKey).toStringList();
    m_done = QSet<QString>(done.cbegin(), done.cend());
}

void BudgetWatcher::setClient(PlatformClient* client) {
    // A question about the last platform's budget must not act on the next one's clusters.
    for (QMessageBox* box :
         m_dialogParent->findChildren<QMessageBox*>(QStringLiteral("budgetActionQuestion")))
        box->close();
    m_client = client;
}

void BudgetWatcher::check(const BillingSummary& summary) {
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
            Q_EMIT notification(
                tr("Budget %1").arg(s.budget.name),
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
        const QString actKey = QStringLiteral("act/%1/%2").arg(s.budget.id, month);
        // Only someone who may stop and resize clusters is asked (or acted for); once a month.
        if (s.reached && s.budget.action != Budget::Action::None && m_canAct && m_client &&
            !m_done.contains(actKey)) {
            m_done.insert(actKey);
            changed = true;
            act(s);
        }
    }
    if (changed)
        m_settings.setValue(doneKey, QStringList(m_done.cbegin(), m_done.cend()));
}

void BudgetWatcher::act(const BudgetStatus& s) {
    const bool stop = s.budget.action == Budget::Action::Stop;
    // Only on the platform that reported the budget: cluster ids repeat between platforms.
    const QPointer<PlatformClient> asked = m_client;
    if (s.budget.automatic) {
        apply(asked, s.budget.target, stop, s.budget.name);
        return;
    }
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
    connect(box, &QMessageBox::finished, this,
            [this, asked, target = s.budget.target, stop, name = s.budget.name](int result) {
                if (result == QMessageBox::Yes)
                    apply(asked, target, stop, name);
            });
    box->open();
}

void BudgetWatcher::apply(const QPointer<PlatformClient>& asked, const QString& clusterId, bool stop,
                          const QString& budget) {
    if (!m_client || m_client != asked)
        return;
    // The cluster as it is now, for its pools and its ETag.
    auto* fetch = m_client->cluster(clusterId, this);
    connect(fetch, &ApiCall::finished, this, [this, fetch, stop, budget, asked] {
        fetch->deleteLater();
        if (!m_client || m_client != asked)
            return;
        if (!fetch->succeeded()) {
            Q_EMIT failed(fetch->error());
            return;
        }
        const Cluster c = fetch->value();
        QHash<QString, int> one;
        for (const NodePool& p : c.pools)
            one.insert(p.id, 1);
        auto* change = stop ? m_client->stopCluster(c.id, c.etag, this)
                            : m_client->resizeCluster(c.id, one, c.etag, this);
        connect(change, &ApiCall::finished, this, [this, change, stop, budget, cluster = c.name] {
            change->deleteLater();
            if (!change->succeeded()) {
                Q_EMIT failed(change->error());
                return;
            }
            Q_EMIT notification(
                tr("Budget %1").arg(budget),
                stop ? tr("Cluster %1 is stopping: its budget is spent.").arg(cluster)
                     : tr("Cluster %1 is shrinking to one node per pool: its budget is spent.").arg(cluster),
                true);
        });
    });
}

} // namespace cd
