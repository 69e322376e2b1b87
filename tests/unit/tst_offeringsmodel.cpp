#include "models/OfferingFilterProxy.h"
#include "models/OfferingsModel.h"
#include "platform/CatalogGenerator.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace cd;

class TestOfferingsModel final : public QObject {
    Q_OBJECT

    QList<Offering> m_catalog = sim::CatalogGenerator(5).generate();

    static QStringList column(const QAbstractItemModel& m, int col, int role = Qt::DisplayRole) {
        QStringList out;
        for (int r = 0; r < m.rowCount(); ++r)
            out.append(m.index(r, col).data(role).toString());
        return out;
    }

private Q_SLOTS:
    void passesTheModelTester() {
        OfferingsModel model;
        OfferingFilterProxy proxy;
        proxy.setOfferingsModel(&model);
        QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setOfferings(m_catalog);
        OfferingFilter f;
        f.vendor = QStringLiteral("NVIDIA");
        proxy.setFilter(f);
        proxy.sort(OfferingsModel::GpuHourPriceColumn, Qt::DescendingOrder);
        model.setPricing(BillingMode::Monthly, Currency::CNY);
        model.setOfferings({});
        model.setOfferings(m_catalog.mid(0, 5));
        QCOMPARE(model.rowCount(), 5);
    }

    void showsPricesInTheChosenModeAndCurrency() {
        OfferingsModel model;
        model.setOfferings(m_catalog);
        const int row = model.rowOf(QStringLiteral("h100-sxm-8x.cn-north-1"));
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, OfferingsModel::GpuHourPriceColumn).data().toString(),
                 QStringLiteral("$2.50"));
        QCOMPARE(model.index(row, OfferingsModel::NodeHourPriceColumn).data().toString(),
                 QStringLiteral("$20.00"));
        model.setPricing(BillingMode::Hourly, Currency::CNY);
        QCOMPARE(model.index(row, OfferingsModel::GpuHourPriceColumn).data().toString(),
                 QStringLiteral("\u00a518.00"));
        QVERIFY(model.headerData(OfferingsModel::GpuHourPriceColumn, Qt::Horizontal)
                    .toString()
                    .startsWith(u'\u00a5'));
        model.setPricing(BillingMode::Yearly, Currency::USD);
        QCOMPARE(model.index(row, OfferingsModel::GpuHourPriceColumn).data().toString(),
                 QStringLiteral("$1.25"));
    }

    void filtersLikeThePlatform() {
        OfferingsModel model;
        OfferingFilterProxy proxy;
        proxy.setOfferingsModel(&model);
        model.setOfferings(m_catalog);
        QCOMPARE(proxy.rowCount(), int(m_catalog.size()));

        OfferingFilter f;
        f.gpuModel = QStringLiteral("h100");
        proxy.setFilter(f);
        QVERIFY(proxy.rowCount() > 0);
        for (const QString& name : column(proxy, OfferingsModel::NameColumn))
            QVERIFY2(name.contains(QStringLiteral("H100")), qPrintable(name));

        f = {};
        f.minGpuMemoryGb = 100;
        f.interconnect = QStringLiteral("InfiniBand");
        proxy.setFilter(f);
        QStringList names = column(proxy, OfferingsModel::NameColumn);
        QVERIFY(!names.isEmpty());
        for (const QString& name : names)
            QVERIFY2(name.contains(QStringLiteral("H200")), qPrintable(name)); // MI300X is on RoCE

        f = {};
        f.availableOnly = true;
        f.gpusPerNode = 8;
        f.maxGpuHourPrice = Money::fromDouble(1.0, Currency::USD);
        proxy.setFilter(f);
        QVERIFY(proxy.rowCount() > 0);
        for (int r = 0; r < proxy.rowCount(); ++r) {
            const Offering& o = model.offering(proxy.mapToSource(proxy.index(r, 0)).row());
            QVERIFY(o.availableNodes > 0);
            QCOMPARE(o.gpusPerNode, 8);
            QVERIFY(o.price(BillingMode::Hourly, Currency::USD)->gpuHourPrice.toDouble() <= 1.0);
        }
        int expected = 0;
        for (const Offering& o : m_catalog)
            expected += f.matches(o);
        QCOMPARE(proxy.rowCount(), expected);
    }

    void sortsByTypedValues() {
        OfferingsModel model;
        OfferingFilterProxy proxy;
        proxy.setOfferingsModel(&model);
        model.setOfferings(m_catalog);
        proxy.sort(OfferingsModel::GpuMemoryColumn, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, OfferingsModel::GpuMemoryColumn).data().toString(), QStringLiteral("192 GB"));
        proxy.sort(OfferingsModel::GpuHourPriceColumn, Qt::AscendingOrder);
        qint64 last = -1;
        QVERIFY(proxy.rowCount() > 1);
        for (int r = 0; r < proxy.rowCount(); ++r) {
            const qint64 v = proxy.index(r, OfferingsModel::GpuHourPriceColumn)
                                 .data(OfferingsModel::SortRole)
                                 .toLongLong();
            QVERIFY(v >= last);
            last = v;
        }
        // "10 of 13" sorts as 10, not as text.
        proxy.sort(OfferingsModel::AvailabilityColumn, Qt::AscendingOrder);
        int lastAvail = -1;
        for (int r = 0; r < proxy.rowCount(); ++r) {
            const int v =
                proxy.index(r, OfferingsModel::AvailabilityColumn).data(OfferingsModel::SortRole).toInt();
            QVERIFY(v >= lastAvail);
            lastAvail = v;
        }
    }
};

QTEST_GUILESS_MAIN(TestOfferingsModel)
#include "tst_offeringsmodel.moc"
