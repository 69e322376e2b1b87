#include "api/PlatformClient.h"
#include "demo/DemoPlatform.h"
#include "platform/CatalogGenerator.h"

#include <QPointer>
#include <QSignalSpy>
#include <QTest>

using namespace cd;

// The offline demo path: the real client over LocalTransport into the in-process simulator.
class TestLocalTransport final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void demoServesTheSeededCatalogThroughTheRealClient() {
        QString error;
        auto demo = DemoPlatform::create(21, &error);
        QVERIFY2(demo, qPrintable(error));
        PlatformClient client(demo->makeTransport());
        client.setApiKey(demo->ownerKey());
        std::unique_ptr<PagedCall<Offering>> call(client.offerings({}, nullptr, 10));
        QSignalSpy done(call.get(), &ApiCall::finished);
        QVERIFY(done.wait(5000));
        QVERIFY2(call->succeeded(), qPrintable(call->error().detail));
        QVERIFY(call->pages() > 1); // pages of 10 were followed to the end
        QList<Offering> got = call->items();
        QList<Offering> expected = sim::CatalogGenerator(21).generate();
        // Free nodes are the catalog's less what the seeded clusters hold.
        const QHash<QString, int> inUse = demo->platform().clusters().nodesInUse();
        QVERIFY(!inUse.isEmpty());
        for (Offering& o : expected)
            o.availableNodes = std::max(0, o.availableNodes - inUse.value(o.id));
        auto byId = [](const Offering& a, const Offering& b) { return a.id < b.id; };
        std::sort(got.begin(), got.end(), byId);
        std::sort(expected.begin(), expected.end(), byId);
        QCOMPARE(got, expected);
    }

    void wrongKeyIsATypedAuthError() {
        QString error;
        auto demo = DemoPlatform::create(21, &error);
        PlatformClient client(demo->makeTransport());
        client.setApiKey("cdk_wrong");
        std::unique_ptr<TypedCall<Identity>> call(client.me());
        QSignalSpy done(call.get(), &ApiCall::finished);
        QVERIFY(done.wait(5000));
        QCOMPARE(call->error().kind, ErrorKind::Auth);
        QCOMPARE(call->error().httpStatus, 401);
    }

    void deletingAHandleCancelsQuietly() {
        QString error;
        auto demo = DemoPlatform::create(21, &error);
        PlatformClient client(demo->makeTransport());
        client.setApiKey(demo->ownerKey());
        QSignalSpy failed(&client, &PlatformClient::callFailed);
        QSignalSpy succeeded(&client, &PlatformClient::callSucceeded);
        for (int i = 0; i < 50; ++i)
            delete client.regions();
        auto* kept = client.regions(this);
        QSignalSpy done(kept, &ApiCall::finished);
        QVERIFY(done.wait(5000));
        QVERIFY(kept->succeeded());
        // Deliberately let time pass for a deleted call that wrongly went on to finish.
        QTest::qWait(50);
        QCOMPARE(succeeded.count(), 1); // the deleted ones never finished
        QCOMPARE(failed.count(), 0);
        delete kept;
    }

    void deletingACallFromItsOwnProgressSignalIsSafe() {
        QString error;
        auto demo = DemoPlatform::create(21, &error);
        PlatformClient client(demo->makeTransport());
        client.setApiKey(demo->ownerKey());
        auto* call = client.offerings({}, nullptr, 5);
        QPointer<ApiCall> watch(call);
        bool finished = false;
        connect(call, &ApiCall::finished, this, [&] { finished = true; });
        connect(call, &ApiCall::progressed, this, [call](int) { delete call; });
        QTRY_VERIFY_WITH_TIMEOUT(watch.isNull(), 5000);
        // Deliberately let time pass: a finished() still queued for the deleted call must not come.
        QTest::qWait(100);
        QVERIFY(!finished);
        // The client is still usable afterwards.
        std::unique_ptr<TypedCall<QList<Region>>> regions(client.regions());
        QSignalSpy done(regions.get(), &ApiCall::finished);
        QVERIFY(done.wait(5000));
        QVERIFY(regions->succeeded());
    }

    void explicitCancelFinishesWithCancelled() {
        QString error;
        auto demo = DemoPlatform::create(21, &error);
        PlatformClient client(demo->makeTransport());
        client.setApiKey(demo->ownerKey());
        std::unique_ptr<PagedCall<Offering>> call(client.offerings({}));
        QSignalSpy done(call.get(), &ApiCall::finished);
        call->cancel();
        QCOMPARE(done.count(), 1);
        QCOMPARE(call->error().kind, ErrorKind::Cancelled);
        // Deliberately let time pass: the transport's own answer must not finish it a second time.
        QTest::qWait(50);
        QCOMPARE(done.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestLocalTransport)
#include "tst_localtransport.moc"
