#include "platform/Catalog.h"
#include "platform/CatalogGenerator.h"
#include "platform/PlatformJson.h"
#include "platform/RegionCatalog.h"

#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace cd;
using namespace cd::sim;

class TestCatalog final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void coversEveryGpuOfTheAnchorsInAtLeastFourRegions() {
        const QList<Offering> catalog = CatalogGenerator(42).generate();
        QVERIFY(catalog.size() >= 24);
        QSet<QString> models;
        QSet<QString> regions;
        QSet<QString> ids;
        for (const Offering& o : catalog) {
            models.insert(o.gpu.model);
            regions.insert(o.region);
            QVERIFY2(!ids.contains(o.id), qPrintable(o.id));
            ids.insert(o.id);
            QVERIFY(findRegion(o.region));
        }
        QVERIFY(regions.size() >= 4);
        for (const char* model : {"H200 SXM", "H100 SXM", "A100 SXM 80GB", "A100 40GB", "L40S", "A30", "A10",
                                  "T4", "RTX 4090", "RTX 3090", "MI300X", "Ascend 910B"})
            QVERIFY2(models.contains(QString::fromLatin1(model)), model);
    }

    void specsMatchTheDatasheets() {
        const QList<Offering> catalog = CatalogGenerator(42).generate();
        auto find = [&](const char* model) {
            for (const Offering& o : catalog) {
                if (o.gpu.model == QLatin1String(model))
                    return o;
            }
            return Offering{};
        };
        const Offering h200 = find("H200 SXM");
        QCOMPARE(h200.gpu.memoryGb, 141);
        QCOMPARE(h200.gpu.memoryBandwidthGBs, 4800);
        QCOMPARE(h200.gpu.bf16Tflops, 989.0);
        QCOMPARE(h200.intraNode.kind, QStringLiteral("NVLink"));
        QCOMPARE(h200.intraNode.bandwidth, 900);
        QCOMPARE(h200.interNode.bandwidth, 3200); // 8 x 400 Gb/s NDR
        const Offering mi300x = find("MI300X");
        QCOMPARE(mi300x.gpu.memoryGb, 192);
        QCOMPARE(mi300x.gpu.vendor, QStringLiteral("AMD"));
        QCOMPARE(mi300x.gpu.bf16Tflops, 1307.0);
        QCOMPARE(find("T4").gpu.memoryGb, 16);
        QCOMPARE(find("Ascend 910B").gpu.vendor, QStringLiteral("Huawei"));
    }

    void pricesAreConsistentAcrossModesAndCurrencies() {
        const QList<Offering> offerings = CatalogGenerator(42).generate();
        QVERIFY(!offerings.isEmpty());
        for (const Offering& o : offerings) {
            QCOMPARE(o.prices.size(), 10);
            for (Currency c : {Currency::USD, Currency::CNY}) {
                const Price hourly = *o.price(BillingMode::Hourly, c);
                const Price daily = *o.price(BillingMode::Daily, c);
                const Price monthly = *o.price(BillingMode::Monthly, c);
                const Price yearly = *o.price(BillingMode::Yearly, c);
                const Price tflops = *o.price(BillingMode::TflopsHours, c);
                QCOMPARE(hourly.unitPrice, hourly.gpuHourPrice);
                QCOMPARE(daily.unitPrice.micros(), daily.gpuHourPrice.micros() * 24);
                QCOMPARE(monthly.unitPrice.micros(), monthly.gpuHourPrice.micros() * 730);
                QCOMPARE(yearly.unitPrice.micros(), yearly.gpuHourPrice.micros() * 8760);
                // Commitments are cheaper: monthly and yearly 30-60 % below hourly (anchors.md).
                QVERIFY(daily.gpuHourPrice < hourly.gpuHourPrice);
                const double monthlyOff =
                    1 - monthly.gpuHourPrice.toDouble() / hourly.gpuHourPrice.toDouble();
                const double yearlyOff = 1 - yearly.gpuHourPrice.toDouble() / hourly.gpuHourPrice.toDouble();
                QVERIFY(monthlyOff >= 0.30 && monthlyOff <= 0.60);
                QVERIFY(yearlyOff >= 0.30 && yearlyOff <= 0.60);
                QVERIFY(tflops.gpuHourPrice < hourly.gpuHourPrice);
            }
            const double usd = o.price(BillingMode::Hourly, Currency::USD)->gpuHourPrice.toDouble();
            const double cny = o.price(BillingMode::Hourly, Currency::CNY)->gpuHourPrice.toDouble();
            QVERIFY(qAbs(cny / usd - 7.2) < 0.01);
            QCOMPARE(o.offPeak.discountPercent, 40);
            QVERIFY(o.availableNodes <= o.totalNodes);
        }
    }

    void listPricesFollowTheMarket() {
        // H100 in the base region at the anchors' 2.5 USD per GPU-hour; T4 at 0.35.
        int checked = 0;
        for (const Offering& o : CatalogGenerator(1).generate()) {
            if (o.id == u"h100-sxm-8x.cn-north-1") {
                QCOMPARE(o.price(BillingMode::Hourly, Currency::USD)->gpuHourPrice.toDecimal(2),
                         QStringLiteral("2.50"));
                ++checked;
            }
            if (o.id == u"t4-1x.cn-north-1") {
                QCOMPARE(o.price(BillingMode::Hourly, Currency::USD)->gpuHourPrice.toDecimal(2),
                         QStringLiteral("0.35"));
                ++checked;
            }
        }
        QCOMPARE(checked, 2); // both offerings exist
    }

    void sameSeedSameCatalogOtherSeedOtherCapacity() {
        QCOMPARE(CatalogGenerator(7).generate(), CatalogGenerator(7).generate());
        const auto a = CatalogGenerator(7).generate();
        const auto b = CatalogGenerator(8).generate();
        QCOMPARE(a.size(), b.size());
        int differences = 0;
        for (qsizetype i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].id, b[i].id);
            QCOMPARE(a[i].prices, b[i].prices); // prices do not depend on the seed
            differences += a[i].availableNodes != b[i].availableNodes;
        }
        QVERIFY(differences > a.size() / 2);
    }

    // Listing offerings that clusters hold nodes of puts the free-node count into the cached JSON
    // instead of encoding the offering again: byte for byte the same as encoding it.
    void anOfferingInUseReadsAsIfEncodedAgain() {
        const Catalog catalog(CatalogGenerator(42).generate());
        QVERIFY(!catalog.offerings().isEmpty());
        for (qsizetype i = 0; i < catalog.offerings().size(); ++i) {
            Offering o = catalog.offerings()[i];
            QCOMPARE(catalog.encoded(i, o.availableNodes), catalog.encoded(i));
            for (int free : {0, 7, o.availableNodes > 0 ? o.availableNodes - 1 : 0, 12345}) {
                o.availableNodes = free;
                QCOMPARE(catalog.encoded(i, free),
                         QJsonDocument(offeringToJson(o)).toJson(QJsonDocument::Compact));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
