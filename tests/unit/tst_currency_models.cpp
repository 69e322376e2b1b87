#include "models/ClusterFilterProxy.h"
#include "models/ClusterListModel.h"
#include "models/LineItemTreeModel.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QTest>

using namespace cd;

namespace {

Cluster cluster(const QString& name, qint64 hourlyMicros, Currency currency,
                ClusterState state = ClusterState::Running, int readyNodes = 1) {
    Cluster c;
    c.id = QStringLiteral("cl-") + name;
    c.name = name;
    c.state = state;
    c.pools = {{QStringLiteral("pool-1"), QStringLiteral("main"), QStringLiteral("t4"), QStringLiteral("T4"),
                1, 1, readyNodes}};
    c.hourlyCost = Money(hourlyMicros, currency);
    c.quotedHourlyCost = c.hourlyCost;
    c.costSoFar = Money(hourlyMicros * 2, currency);
    return c;
}

LineItem line(const QString& clusterName, qint64 billedMicros, Currency currency) {
    LineItem l;
    l.id = clusterName + QString::number(billedMicros);
    l.clusterName = clusterName;
    l.chargeDescription = clusterName;
    l.billedCost = Money(billedMicros, currency);
    l.listCost = Money(billedMicros, currency);
    l.chargePeriodStart = QDateTime(QDate(2026, 12, 1), QTime(0, 0), Qt::UTC);
    return l;
}

QStringList column(const QAbstractItemModel& m, int col, const QModelIndex& parent = {}) {
    QStringList out;
    for (int r = 0; r < m.rowCount(parent); ++r)
        out.append(m.index(r, col, parent).data().toString());
    return out;
}

} // namespace

// Wherever amounts in several currencies meet, nothing is added or ordered across them.
class TestCurrencyModels final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    // ¥50 is not more than $10: the Per hour column sorts by currency, then amount.
    void perHourSortsByCurrencyThenAmount() {
        ClusterListModel model;
        QAbstractItemModelTester tester(&model);
        model.setClusters({cluster(QStringLiteral("usd-10"), 10'000'000, Currency::USD),
                           cluster(QStringLiteral("cny-50"), 50'000'000, Currency::CNY),
                           cluster(QStringLiteral("usd-2"), 2'000'000, Currency::USD),
                           cluster(QStringLiteral("cny-7"), 7'000'000, Currency::CNY)});
        ClusterFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(ClusterListModel::HourlyCostColumn, Qt::AscendingOrder);
        QCOMPARE(column(proxy, ClusterListModel::HourlyCostColumn),
                 (QStringList{QStringLiteral("\u00a57.00"), QStringLiteral("\u00a550.00"),
                              QStringLiteral("$2.00"), QStringLiteral("$10.00")}));
        proxy.sort(ClusterListModel::CostSoFarColumn, Qt::DescendingOrder);
        QCOMPARE(column(proxy, ClusterListModel::CostSoFarColumn),
                 (QStringList{QStringLiteral("$20.00"), QStringLiteral("$4.00"),
                              QStringLiteral("\u00a5100.00"), QStringLiteral("\u00a514.00")}));
    }

    // A cluster winding down with no node left has no hourly price, whatever the platform quotes.
    void terminatingWithoutNodesHasNoHourlyPrice() {
        ClusterListModel model;
        model.setClusters(
            {cluster(QStringLiteral("going"), 3'000'000, Currency::USD, ClusterState::Terminating, 0),
             cluster(QStringLiteral("draining"), 4'000'000, Currency::USD, ClusterState::Terminating, 1)});
        QCOMPARE(model.index(0, ClusterListModel::HourlyCostColumn).data().toString(),
                 QStringLiteral("\u2014"));
        QCOMPARE(model.index(1, ClusterListModel::HourlyCostColumn).data().toString(),
                 QStringLiteral("$4.00"));
        QVERIFY(!cluster(QStringLiteral("s"), 1, Currency::USD, ClusterState::Stopping, 0).chargesHourly());
        QVERIFY(
            cluster(QStringLiteral("p"), 1, Currency::USD, ClusterState::Provisioning, 0).chargesHourly());
    }

    // Each line with its own symbol; one total per currency, never a sum across.
    void lineItemsTotalPerCurrency() {
        LineItemTreeModel model;
        QAbstractItemModelTester tester(&model);
        model.setLines({line(QStringLiteral("old"), 10'000'000, Currency::USD),
                        line(QStringLiteral("new"), 70'000'000, Currency::CNY),
                        line(QStringLiteral("old"), 5'000'000, Currency::USD)});
        const QList<Money> totals = model.visibleTotals();
        QCOMPARE(totals.size(), 2);
        QCOMPARE(totals[0], Money(70'000'000, Currency::CNY));
        QCOMPARE(totals[1], Money(15'000'000, Currency::USD));
        model.sort(LineItemTreeModel::BilledCost, Qt::DescendingOrder);
        QCOMPARE(
            column(model, LineItemTreeModel::BilledCost),
            (QStringList{QStringLiteral("$10.00"), QStringLiteral("$5.00"), QStringLiteral("\u00a570.00")}));
    }

    void groupsTotalPerCurrency() {
        LineItemTreeModel model;
        QAbstractItemModelTester tester(&model);
        model.setGrouping({FocusColumn::ClusterName});
        model.setLines({line(QStringLiteral("mixed"), 10'000'000, Currency::USD),
                        line(QStringLiteral("mixed"), 70'000'000, Currency::CNY),
                        line(QStringLiteral("yuan"), 20'000'000, Currency::CNY),
                        line(QStringLiteral("dollars"), 3'000'000, Currency::USD)});
        model.sort(LineItemTreeModel::BilledCost, Qt::DescendingOrder);
        // By currency first (yuan, then dollars), then amount: ¥70 beside $10, never "$80.00".
        QCOMPARE(column(model, LineItemTreeModel::Name),
                 (QStringList{QStringLiteral("dollars"), QStringLiteral("mixed"), QStringLiteral("yuan")}));
        QCOMPARE(column(model, LineItemTreeModel::BilledCost),
                 (QStringList{QStringLiteral("$3.00"), QStringLiteral("\u00a570.00 and $10.00"),
                              QStringLiteral("\u00a520.00")}));
    }
};

QTEST_GUILESS_MAIN(TestCurrencyModels)
#include "tst_currency_models.moc"
