#include "api/PlatformClient.h"
#include "crypto/TenantKey.h"
#include "session/BillingSession.h"
#include "session/ClustersSession.h"
#include "session/LaunchSession.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"
#include "upload/BlockingCall.h"
#include "upload/UploadEngine.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace cd::test;

namespace {

// An offering with free nodes and an hourly price in both currencies.
std::optional<Offering> pricedOffering(PlatformClient& client) {
    std::unique_ptr<PagedCall<Offering>> call(client.offerings({}));
    if (!finish(call.get()) || !call->succeeded())
        return std::nullopt;
    for (const Offering& o : call->items()) {
        if (o.availableNodes >= 2 && o.gpusPerNode <= 4 && o.price(BillingMode::Hourly, Currency::USD) &&
            o.price(BillingMode::Hourly, Currency::CNY))
            return o;
    }
    return std::nullopt;
}

ClusterSpec specFor(const QString& name, const Offering& o, Currency currency) {
    ClusterSpec spec;
    spec.name = name;
    spec.pools = {{QStringLiteral("main"), o.id, 1}};
    spec.stage = WorkloadStage::Finetune;
    spec.currency = currency;
    return spec;
}

// Every line of the tenant's current month, all metered up to the same instant.
QList<LineItem> monthLines(PlatformClient& client, const BillingSummary& summary) {
    std::unique_ptr<PagedCall<LineItem>> call(
        client.lineItems(summary.periodStart, summary.periodEnd, nullptr, 5000, summary.asOf));
    if (!finish(call.get()))
        return {};
    if (!call->succeeded())
        qWarning("line items: %s", qPrintable(call->error().detail));
    return call->items();
}

} // namespace

// A tenant is billed in one currency, its account's: clusterdesk-sim says which in GET /v1/me,
// quotes and launches in it, and refuses a launch in another; the console's launch session uses
// it whatever currency the Offerings page compared prices in.
class TestCurrencyE2E final : public QObject {
    Q_OBJECT

    SimProcess m_sim;

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
    }

    void meSaysTheTenantsCurrency() {
        auto cny = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("2/owner")));
        std::unique_ptr<TypedCall<Identity>> me(cny->me());
        QVERIFY(finish(me.get()));
        QVERIFY2(me->succeeded(), qPrintable(me->error().detail));
        QCOMPARE(me->value().tenantId, QStringLiteral("tn-chenguang"));
        QCOMPARE(me->value().currency, Currency::CNY);

        auto usd = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("0/viewer")));
        std::unique_ptr<TypedCall<Identity>> other(usd->me());
        QVERIFY(finish(other.get()));
        QCOMPARE(other->value().currency, Currency::USD);

        // Support staff acting as the tenant see that tenant's currency.
        auto support = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("support")));
        support->setActingTenant(QStringLiteral("tn-chenguang"));
        std::unique_ptr<TypedCall<Identity>> acting(support->me());
        QVERIFY(finish(acting.get()));
        QVERIFY2(acting->succeeded(), qPrintable(acting->error().detail));
        QCOMPARE(acting->value().currency, Currency::CNY);
    }

    // A dataset's storage and what is downloaded from it are billed in the tenant's currency too,
    // and the month's summary in that currency counts them. Runs before any launch of this tenant,
    // so the dataset is all the month holds.
    void storageAndEgressAreBilledInTheAccountCurrency() {
        auto client = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("2/owner")));
        QTemporaryDir work;
        UploadEngine engine;
        QString error;
        QVERIFY2(engine.openJournal(work.filePath(QStringLiteral("journal.sqlite")), &error),
                 qPrintable(error));
        engine.setConnection(client.get(), QStringLiteral("e2e"), m_sim.baseUrl().toEncoded());
        engine.setKey(crypto::TenantKey::generate());
        const QString path = work.filePath(QStringLiteral("yuan.bin"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(QByteArray(1 << 20, 'y')), qint64(1 << 20));
        }
        QSignalSpy finished(&engine, &UploadEngine::jobFinished);
        const qint64 id = engine.add(path, QStringLiteral("yuan-data"), &error);
        QVERIFY2(id > 0, qPrintable(error));
        QVERIFY(finished.wait(30000));
        const UploadJob job = engine.job(id);
        QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));

        // About 21 MB sent out at ¥0.35 a GB: ¥0.0073, billed as ¥0.01. Storage of 1 MiB for
        // seconds rounds to nothing, so the month to date is exactly the egress.
        Request get;
        get.path = "/v1/datasets/" + job.datasetId.toUtf8() + "/content";
        qint64 sent = 0;
        for (int i = 0; i < 20; ++i) {
            const Response r = BlockingCall::send(client->transport(), client->authorized(get), nullptr);
            QCOMPARE(r.status, 200);
            QVERIFY(r.body.size() > 1 << 20);
            sent += r.body.size();
        }

        // A summary is metered up to a whole second, so it may end just before the last
        // transfers: ask again until its line items hold every byte sent (in kB, millionths of GB).
        BillingSummary summary;
        QList<LineItem> lines;
        const auto egressMeasured = [&] {
            std::unique_ptr<TypedCall<BillingSummary>> call(client->billingSummary(Currency::CNY));
            if (!finish(call.get()) || !call->succeeded())
                return qint64(-1);
            summary = call->value();
            lines = monthLines(*client, summary);
            for (const LineItem& l : lines) {
                if (l.resourceId == job.datasetId && l.serviceCategory == u"Networking")
                    return l.consumedQuantity;
            }
            return qint64(0);
        };
        QTRY_COMPARE_WITH_TIMEOUT(egressMeasured(), (sent + 500) / 1000, 10000);
        int storage = 0;
        int egress = 0;
        for (const LineItem& l : lines) {
            QVERIFY2(l.resourceId == job.datasetId, qPrintable(l.resourceId)); // no cluster, no history
            QCOMPARE(l.billedCost.currency(), Currency::CNY);
            QCOMPARE(l.listUnitPrice.currency(), Currency::CNY);
            if (l.serviceCategory == u"Storage") {
                ++storage;
                QCOMPARE(l.listUnitPrice.micros(), qint64(150'000)); // ¥0.15 a GB-month
            } else if (l.serviceCategory == u"Networking") {
                ++egress;
                QCOMPARE(l.listUnitPrice.micros(), qint64(350'000)); // ¥0.35 a GB
                QCOMPARE(l.billedCost.micros(), qint64(10'000));
            }
        }
        QVERIFY(storage >= 1);
        QCOMPARE(egress, 1);
        QCOMPARE(summary.forecast.monthToDate.currency(), Currency::CNY);
        QCOMPARE(summary.forecast.monthToDate.micros(), qint64(10'000));
    }

    void aLaunchInAnotherCurrencyIsRefused() {
        auto client = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("2/owner")), {3000, 30000, 1});
        const auto offering = pricedOffering(*client);
        QVERIFY(offering);
        const ClusterSpec dollars = specFor(QStringLiteral("in-dollars"), *offering, Currency::USD);

        std::unique_ptr<TypedCall<Estimate>> estimate(client->estimate(dollars, 1));
        QVERIFY(finish(estimate.get()));
        QCOMPARE(estimate->error().kind, ErrorKind::Unprocessable);
        QCOMPARE(estimate->error().code, QStringLiteral("invalid_field"));
        QVERIFY2(estimate->error().detail.contains(QStringLiteral("billed in CNY")),
                 qPrintable(estimate->error().detail));

        std::unique_ptr<TypedCall<Cluster>> launch(client->launchCluster(dollars, "usd-1"));
        QVERIFY(finish(launch.get()));
        QCOMPARE(launch->error().kind, ErrorKind::Unprocessable);
        QCOMPARE(launch->error().code, QStringLiteral("invalid_field"));
        QVERIFY2(launch->error().detail.contains(QStringLiteral("billed in CNY")),
                 qPrintable(launch->error().detail));

        // Nothing was launched.
        std::unique_ptr<PagedCall<Cluster>> list(client->clusters());
        QVERIFY(finish(list.get()));
        QVERIFY(list->items().isEmpty());
    }

    // The dialog's session quotes and launches in the account's currency even when the form (the
    // Offerings page's choice) says dollars: the cluster is priced and billed in yuan.
    void theLaunchSessionLaunchesInTheAccountCurrency() {
        auto client = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("2/owner")));
        const auto offering = pricedOffering(*client);
        QVERIFY(offering);
        ClustersSession clusters;
        clusters.setClient(client.get());
        clusters.setAccountCurrency(Currency::CNY);
        LaunchSession session(clusters);
        QCOMPARE(session.currency(), Currency::CNY);

        QSignalSpy estimated(&session, &LaunchSession::estimated);
        session.estimate(specFor(QStringLiteral("yuan"), *offering, Currency::USD), 2);
        QVERIFY(estimated.wait(20000));
        const auto estimate = estimated.takeFirst().at(0).value<Estimate>();
        QCOMPARE(estimate.hourly.currency(), Currency::CNY);
        QCOMPARE(estimate.hourly.micros(),
                 offering->nodeHourPrice(BillingMode::Hourly, Currency::CNY)->micros());

        QSignalSpy launched(&session, &LaunchSession::launched);
        QSignalSpy failed(&session, &LaunchSession::launchFailed);
        session.launch(specFor(QStringLiteral("yuan"), *offering, Currency::USD));
        QVERIFY(launched.wait(20000));
        QCOMPARE(failed.count(), 0);
        const auto cluster = launched.takeFirst().at(0).value<Cluster>();
        QCOMPARE(cluster.quotedHourlyCost.currency(), Currency::CNY);
        QCOMPARE(cluster.hourlyCost.currency(), Currency::CNY);

        // And the platform keeps billing it in yuan.
        std::unique_ptr<TypedCall<Cluster>> again(client->cluster(cluster.id));
        QVERIFY(finish(again.get()));
        QVERIFY2(again->succeeded(), qPrintable(again->error().detail));
        QCOMPARE(again->value().costSoFar.currency(), Currency::CNY);
        QCOMPARE(again->value().quotedHourlyCost.currency(), Currency::CNY);
    }

    // The Billing page's figures are asked in the tenant's currency, not in dollars.
    void theBillingSummaryIsInTheAccountCurrency() {
        auto client = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("2/owner")));
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        BillingSession billing(settings);
        billing.setCurrency(Currency::CNY);
        QSignalSpy summary(&billing, &BillingSession::summaryChanged);
        billing.setClient(client.get());
        QVERIFY(summary.wait(20000));
        QCOMPARE(billing.summary().forecast.monthToDate.currency(), Currency::CNY);
    }

    // A dollar tenant is unchanged: a spec without a currency is quoted in dollars.
    void aDollarTenantIsQuotedInDollars() {
        auto client = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("1/owner")));
        const auto offering = pricedOffering(*client);
        QVERIFY(offering);
        std::unique_ptr<TypedCall<Estimate>> yuan(
            client->estimate(specFor(QStringLiteral("x"), *offering, Currency::CNY), 1));
        QVERIFY(finish(yuan.get()));
        QCOMPARE(yuan->error().kind, ErrorKind::Unprocessable);
        QVERIFY(yuan->error().detail.contains(QStringLiteral("billed in USD")));
        std::unique_ptr<TypedCall<Estimate>> dollars(
            client->estimate(specFor(QStringLiteral("x"), *offering, Currency::USD), 1));
        QVERIFY(finish(dollars.get()));
        QVERIFY2(dollars->succeeded(), qPrintable(dollars->error().detail));
        QCOMPARE(dollars->value().hourly.currency(), Currency::USD);
    }
};

QTEST_GUILESS_MAIN(TestCurrencyE2E)
#include "tst_currency_e2e.moc"
