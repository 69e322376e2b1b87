// TransferPlan: how an upload is spread over partial uploads and how large its requests are, for
// the links the console meets: loopback, a nearby region, another continent.
#include "upload/ChunkLayout.h"
#include "upload/TransferPlan.h"

#include <QTest>

using namespace cd;

namespace {

constexpr qint64 mib = 1 << 20;

} // namespace

class TestTransferPlan final : public QObject {
    Q_OBJECT

private slots:
    void requestsFitTheLink_data() {
        QTest::addColumn<qint64>("plainBytes");
        QTest::addColumn<double>("roundTrip");
        QTest::addColumn<double>("rate"); // the bandwidth limit; 0: none (1 Gbit/s assumed)
        QTest::addColumn<qint64>("chunksPerRequest");
        QTest::addColumn<bool>("streamed");
        // On loopback and nearby the few chunks that hide a request's overhead, held whole (8
        // connections of 4 MiB: 32 MiB); across an ocean, requests long enough for twenty round
        // trips at 1 Gbit/s, streamed, and never beyond the largest request.
        QTest::newRow("loopback, 4 GiB") << 4096 * mib << 0.0005 << 0.0 << qint64(4) << false;
        QTest::newRow("10 ms, 4 GiB") << 4096 * mib << 0.010 << 0.0 << qint64(4) << false;
        QTest::newRow("100 ms, 1 GiB") << 1024 * mib << 0.100 << 0.0 << qint64(30) << true;
        QTest::newRow("100 ms, 4 GiB") << 4096 * mib << 0.100 << 0.0 << qint64(30) << true;
        QTest::newRow("300 ms, 4 GiB: capped at 32 MiB") << 4096 * mib << 0.300 << 0.0 << qint64(31) << true;
        QTest::newRow("100 ms, 4 GiB, limited to 10 MB/s")
            << 4096 * mib << 0.100 << 10e6 << qint64(4) << false;
        QTest::newRow("100 ms, 256 MiB: two requests a part")
            << 256 * mib << 0.100 << 0.0 << qint64(8) << true;
    }
    void requestsFitTheLink() {
        QFETCH(qint64, plainBytes);
        QFETCH(double, roundTrip);
        QFETCH(double, rate);
        QFETCH(qint64, chunksPerRequest);
        QFETCH(bool, streamed);
        const ChunkLayout layout(true, plainBytes, mib);
        const TransferPlan plan =
            TransferPlan::make(layout.chunkCount(), layout.chunkBytes(), 8, {roundTrip, rate});
        QCOMPARE(plan.parts(), 16);
        QCOMPARE(plan.connections(), 8);
        QCOMPARE(plan.chunksPerRequest(), chunksPerRequest);
        QVERIFY(plan.chunksPerRequest() * layout.chunkBytes() <= TransferPlan::maxRequestBytes);
        QCOMPARE(
            TransferPlan::streamsRequests(plan.chunksPerRequest(), layout.chunkBytes(), plan.connections()),
            streamed);
        // The parts cover the payload once, in order.
        qint64 next = 0;
        for (const TransferPlan::Range& r : plan.ranges()) {
            QCOMPARE(r.first, next);
            QVERIFY(r.end > r.first);
            next = r.end;
        }
        QCOMPARE(next, layout.chunkCount());
    }

    // One connection: one upload, one chunk a request, as before the parts.
    void oneConnectionIsOneUpload() {
        const ChunkLayout layout(true, 100 * mib, mib);
        const TransferPlan plan = TransferPlan::make(layout.chunkCount(), layout.chunkBytes(), 1, {0.1, 0});
        QCOMPARE(plan.parts(), 1);
        QCOMPARE(plan.chunksPerRequest(), qint64(1));
    }

    // With no memory allowed for requests held whole, any request is streamed.
    void memoryDecidesStreaming() {
        QVERIFY(TransferPlan::streamsRequests(1, mib, 1, 0));
        QVERIFY(!TransferPlan::streamsRequests(8, mib, 8, 64 * mib));
        QVERIFY(TransferPlan::streamsRequests(9, mib, 8, 64 * mib));
    }
};

QTEST_GUILESS_MAIN(TestTransferPlan)
#include "tst_transfer_plan.moc"
