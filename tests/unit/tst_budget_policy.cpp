#include "billing/BudgetPolicy.h"

#include <QDate>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <memory>

using namespace cd;

namespace {

using Threshold = Budget::Threshold;
using Basis = Budget::Basis;

Budget budget(const QString& id, Budget::Scope scope, Budget::Action action = Budget::Action::None) {
    Budget b;
    b.id = id;
    b.name = id;
    b.scope = scope;
    if (scope == Budget::Scope::Cluster)
        b.target = QStringLiteral("cl-") + id;
    b.amount = Money(1'000'000'000, Currency::USD); // 1,000 USD
    b.thresholds = {{50, Basis::Actual}, {80, Basis::Actual}, {80, Basis::Forecast}, {100, Basis::Actual}};
    b.action = action;
    return b;
}

BudgetStatus status(const Budget& b, const QList<Threshold>& crossed, bool reached = false) {
    BudgetStatus s;
    s.budget = b;
    s.crossed = crossed;
    s.reached = reached;
    return s;
}

// A summary of the month that starts on `monthStart` (UTC).
BillingSummary summary(QDate monthStart, const QList<BudgetStatus>& budgets) {
    BillingSummary s;
    s.periodStart = QDateTime(monthStart, QTime(0, 0), QTimeZone::utc());
    s.periodEnd = s.periodStart.addMonths(1);
    s.asOf = s.periodStart.addDays(20);
    s.budgets = budgets;
    return s;
}

// The alerts as "budget percent basis", in the order they were decided.
QStringList alerts(const BudgetPolicy::Decisions& d) {
    QStringList out;
    for (const BudgetPolicy::Alert& a : d.alerts)
        out.append(QStringLiteral("%1 %2 %3")
                       .arg(a.status.budget.id)
                       .arg(a.threshold.percent)
                       .arg(a.threshold.basis == Basis::Actual ? QStringLiteral("actual")
                                                               : QStringLiteral("forecast")));
    return out;
}

QStringList actions(const BudgetPolicy::Decisions& d) {
    QStringList out;
    for (const BudgetStatus& s : d.actions)
        out.append(s.budget.id);
    return out;
}

const QDate march(2026, 3, 1);
const QDate april(2026, 4, 1);

} // namespace

class TestBudgetPolicy final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::unique_ptr<QSettings> settings() {
        return std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("clusterdesk.ini")),
                                           QSettings::IniFormat);
    }

private Q_SLOTS:
    void init() {
        QVERIFY(m_dir.isValid());
        QFile::remove(m_dir.filePath(QStringLiteral("clusterdesk.ini")));
    }

    void eachThresholdIsSaidOnceAMonth() {
        auto store = settings();
        BudgetPolicy policy(*store);
        const Budget tenant = budget(QStringLiteral("tenant"), Budget::Scope::Tenant);
        const Budget train = budget(QStringLiteral("train"), Budget::Scope::Tag);

        BudgetPolicy::Decisions d =
            policy.check(summary(march, {status(tenant, {{50, Basis::Actual}, {80, Basis::Forecast}}),
                                         status(train, {{50, Basis::Actual}})}),
                         true);
        QCOMPARE(alerts(d),
                 (QStringList{QStringLiteral("tenant 50 actual"), QStringLiteral("tenant 80 forecast"),
                              QStringLiteral("train 50 actual")}));
        QCOMPARE(d.alerts.at(0).status.budget.name, QStringLiteral("tenant"));
        QVERIFY(d.actions.isEmpty());

        // The same states again, later in the month: nothing new to say.
        d = policy.check(summary(march, {status(tenant, {{50, Basis::Actual}, {80, Basis::Forecast}}),
                                         status(train, {{50, Basis::Actual}})}),
                         true);
        QCOMPARE(alerts(d), QStringList());

        // Spending passes 80 % as well: only that is new (80 % of the forecast was said already).
        d = policy.check(
            summary(march,
                    {status(tenant, {{50, Basis::Actual}, {80, Basis::Forecast}, {80, Basis::Actual}})}),
            true);
        QCOMPARE(alerts(d), QStringList{QStringLiteral("tenant 80 actual")});
    }

    void aNewMonthSaysItAgain() {
        auto store = settings();
        BudgetPolicy policy(*store);
        const Budget tenant = budget(QStringLiteral("tenant"), Budget::Scope::Tenant);
        QCOMPARE(alerts(policy.check(summary(march, {status(tenant, {{50, Basis::Actual}})}), true)),
                 QStringList{QStringLiteral("tenant 50 actual")});
        QCOMPARE(alerts(policy.check(summary(april, {status(tenant, {{50, Basis::Actual}})}), true)),
                 QStringList{QStringLiteral("tenant 50 actual")});
        QCOMPARE(alerts(policy.check(summary(april, {status(tenant, {{50, Basis::Actual}})}), true)),
                 QStringList());
    }

    void nothingForAThresholdNotPassed() {
        auto store = settings();
        BudgetPolicy policy(*store);
        // Four thresholds each, one budget past none of them and one past the first only.
        const Budget tenant = budget(QStringLiteral("tenant"), Budget::Scope::Tenant);
        const Budget cluster = budget(QStringLiteral("llm"), Budget::Scope::Cluster, Budget::Action::Stop);
        const BudgetPolicy::Decisions d =
            policy.check(summary(march, {status(tenant, {}), status(cluster, {{50, Basis::Actual}})}), true);
        QCOMPARE(alerts(d), QStringList{QStringLiteral("llm 50 actual")});
        QCOMPARE(actions(d), QStringList()); // not reached: nothing to stop
        QCOMPARE(store->value(QStringLiteral("billing/notified")).toStringList(),
                 QStringList{QStringLiteral("llm/50/actual/2026-03")});
    }

    void actsOnAReachedBudgetOnlyForWhoMayChangeClusters() {
        auto store = settings();
        BudgetPolicy policy(*store);
        const Budget stop = budget(QStringLiteral("llm"), Budget::Scope::Cluster, Budget::Action::Stop);
        const Budget shrink =
            budget(QStringLiteral("eval"), Budget::Scope::Cluster, Budget::Action::Downsize);
        const Budget watch = budget(QStringLiteral("watch"), Budget::Scope::Cluster, Budget::Action::None);
        const QList<Threshold> all = {{100, Basis::Actual}};
        const BillingSummary reached =
            summary(march, {status(stop, all, true), status(shrink, all, true), status(watch, all, true)});

        // A viewer is told, and nothing is done or asked.
        BudgetPolicy::Decisions d = policy.check(reached, false);
        QCOMPARE(alerts(d), (QStringList{QStringLiteral("llm 100 actual"), QStringLiteral("eval 100 actual"),
                                         QStringLiteral("watch 100 actual")}));
        QCOMPARE(actions(d), QStringList());

        // Someone who may act comes later in the month: the action is theirs, once, and only for
        // budgets that have one.
        d = policy.check(reached, true);
        QCOMPARE(alerts(d), QStringList());
        QCOMPARE(actions(d), (QStringList{QStringLiteral("llm"), QStringLiteral("eval")}));
        QCOMPARE(d.actions.at(0).budget.action, Budget::Action::Stop);
        QCOMPARE(d.actions.at(0).budget.target, QStringLiteral("cl-llm"));
        QCOMPARE(d.actions.at(1).budget.action, Budget::Action::Downsize);
        QCOMPARE(actions(policy.check(reached, true)), QStringList());

        // Next month it is due again.
        const BillingSummary nextMonth = summary(april, {status(stop, all, true)});
        QCOMPARE(actions(policy.check(nextMonth, true)), QStringList{QStringLiteral("llm")});
    }

    void whatWasSaidSurvivesARestart() {
        const Budget tenant = budget(QStringLiteral("tenant"), Budget::Scope::Tenant);
        const Budget stop = budget(QStringLiteral("llm"), Budget::Scope::Cluster, Budget::Action::Stop);
        const BillingSummary month = summary(
            march, {status(tenant, {{80, Basis::Forecast}}), status(stop, {{100, Basis::Actual}}, true)});
        {
            auto store = settings();
            BudgetPolicy policy(*store);
            const BudgetPolicy::Decisions d = policy.check(month, false); // a viewer
            QCOMPARE(alerts(d),
                     (QStringList{QStringLiteral("tenant 80 forecast"), QStringLiteral("llm 100 actual")}));
            QCOMPARE(actions(d), QStringList());
        }
        {
            // A new run reads the same file: the alerts are not said again; the action nobody could
            // take yet is still due.
            auto store = settings();
            BudgetPolicy policy(*store);
            const BudgetPolicy::Decisions d = policy.check(month, true);
            QCOMPARE(alerts(d), QStringList());
            QCOMPARE(actions(d), QStringList{QStringLiteral("llm")});
        }
        {
            auto store = settings();
            BudgetPolicy policy(*store);
            const BudgetPolicy::Decisions d = policy.check(month, true);
            QCOMPARE(alerts(d), QStringList());
            QCOMPARE(actions(d), QStringList());
            QStringList stored = store->value(QStringLiteral("billing/notified")).toStringList();
            stored.sort();
            QCOMPARE(stored,
                     (QStringList{QStringLiteral("act/llm/2026-03"), QStringLiteral("llm/100/actual/2026-03"),
                                  QStringLiteral("tenant/80/forecast/2026-03")}));
        }
    }
};

QTEST_GUILESS_MAIN(TestBudgetPolicy)
#include "tst_budget_policy.moc"
