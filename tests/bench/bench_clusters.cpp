// The Clusters page's figures (issue 3): loading 1,000 clusters with 20,000 nodes into the model,
// one event changing one cluster, and the time from a state change in a real clusterdesk-sim to
// the model showing it over loopback.
#include "BenchStats.h"

#include "api/ClusterDecoder.h"
#include "api/CurlTransport.h"
#include "api/EventFeed.h"
#include "api/PlatformClient.h"
#include "models/ClusterListModel.h"
#include "platform/ClusterJson.h"
#include "support/SimProcess.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include <cstdio>

using namespace cd;

namespace {

QByteArray thousandClusters() {
    QJsonArray items;
    const QDateTime t0 = QDateTime::fromString(QStringLiteral("2026-11-01T00:00:00Z"), Qt::ISODate);
    for (int i = 0; i < 1000; ++i) {
        Cluster c;
        c.id = QStringLiteral("cl-%1").arg(i, 5, 10, QLatin1Char('0'));
        c.name = QStringLiteral("cluster-%1").arg(i);
        c.state = ClusterState::Running;
        c.createdAt = t0.addSecs(i * 60);
        c.stateSince = c.createdAt;
        c.asOf = t0.addDays(20);
        c.region = QStringLiteral("cn-north-1");
        // 20 nodes per cluster in two pools: 20,000 nodes in all.
        c.pools = {{QStringLiteral("pool-1"), QStringLiteral("train"),
                    QStringLiteral("h100-sxm-8x.cn-north-1"), QStringLiteral("H100 SXM"), 8, 16, 16},
                   {QStringLiteral("pool-2"), QStringLiteral("prep"), QStringLiteral("t4-4x.cn-north-1"),
                    QStringLiteral("T4"), 4, 4, 4}};
        c.image = QStringLiteral("pytorch-2.5-cuda12.4");
        c.hourlyCost = Money(41'000'000 + i, Currency::USD);
        c.quotedHourlyCost = c.hourlyCost;
        c.costSoFar = Money(1'000'000'000LL + i, Currency::USD);
        c.etag = QStringLiteral("\"3\"");
        items.append(sim::ClusterJson::cluster(c, Currency::USD));
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("items"), items},
                                     {QStringLiteral("next_page_token"), QJsonValue(QJsonValue::Null)}})
        .toJson(QJsonDocument::Compact);
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QByteArray body = thousandClusters();

    ClusterListModel model;
    const bench::Timing load = bench::timeIt(15, [&](int) {
        const auto page = ClusterDecoder::clusterPage(body);
        model.setClusters(page.value().items);
    });
    std::printf("%s\n", qPrintable(bench::row(QStringLiteral("1,000 clusters / 20,000 nodes: decode + model"),
                                              load, QStringLiteral("<= 150 ms"))));

    int changes = 0;
    QObject::connect(&model, &QAbstractItemModel::dataChanged, [&] { ++changes; });
    Cluster changed = model.cluster(500);
    const bench::Timing event = bench::timeIt(200, [&](int run) {
        changed.state = run % 2 ? ClusterState::Resizing : ClusterState::Running;
        changed.etag = QStringLiteral("\"%1\"").arg(run + 10);
        model.apply(changed);
    });
    std::printf("%s\n", qPrintable(bench::row(QStringLiteral("one event -> one row updated"), event,
                                              QStringLiteral("<= 2 ms"))));
    std::printf("dataChanged signals per event: %.2f (expect 1)\n", double(changes) / 200.0);

    // Loopback: stop requests against a real simulator; the time until the stream's "stopping"
    // event reaches the model (an upper bound of state change -> UI: it includes the request).
    test::SimProcess sim({QStringLiteral("--clock-speed"), QStringLiteral("3600"),
                          QStringLiteral("--node-failure-rate"), QStringLiteral("0")});
    QString error;
    if (!sim.start(&error)) {
        std::fprintf(stderr, "cannot start clusterdesk-sim: %s\n", qPrintable(error));
        return 1;
    }
    TransportSettings s;
    s.baseUrl = sim.baseUrl();
    PlatformClient client(std::make_unique<CurlTransport>(s));
    client.setApiKey(sim.key(QStringLiteral("0/member")));
    EventFeed feed(&client);
    ClusterListModel live;
    QList<double> latencies;
    QElapsedTimer sent;
    QString waitingFor;
    QObject::connect(&feed, &EventFeed::eventReceived, [&](const ClusterEvent& e) {
        if (e.cluster)
            live.apply(*e.cluster);
        if (e.clusterId == waitingFor && e.toState == u"stopping") {
            latencies.append(double(sent.nsecsElapsed()) / 1e6);
            waitingFor.clear();
        }
    });
    feed.start();
    if (!QTest::qWaitFor([&] { return feed.isLive(); }, 10000))
        return 1;
    std::unique_ptr<PagedCall<Offering>> offerings(client.offerings({}));
    QSignalSpy(offerings.get(), &ApiCall::finished).wait(10000);
    QString offeringId;
    for (const Offering& o : offerings->items()) {
        if (o.availableNodes >= 30 && o.gpusPerNode == 1 && o.price(BillingMode::Hourly, Currency::USD))
            offeringId = o.id;
    }
    for (int i = 0; i < 25 && !offeringId.isEmpty(); ++i) {
        ClusterSpec spec;
        spec.name = QStringLiteral("latency-%1").arg(i);
        spec.pools = {{QStringLiteral("main"), offeringId, 1}};
        std::unique_ptr<TypedCall<Cluster>> launch(client.launchCluster(spec, spec.name.toUtf8()));
        QSignalSpy(launch.get(), &ApiCall::finished).wait(10000);
        const QString id = launch->value().id;
        (void)QTest::qWaitFor(
            [&] {
                const int row = live.rowOf(id);
                return row >= 0 && live.cluster(row).state == ClusterState::Running;
            },
            20000);
        waitingFor = id;
        sent.start();
        std::unique_ptr<TypedCall<Cluster>> stop(client.stopCluster(id, live.cluster(live.rowOf(id)).etag));
        (void)QTest::qWaitFor([&] { return waitingFor.isEmpty(); }, 10000);
    }
    bench::Timing t;
    t.runs = int(latencies.size());
    t.medianMs = bench::median(latencies);
    std::sort(latencies.begin(), latencies.end());
    t.p95Ms = latencies.isEmpty() ? 0 : latencies[qsizetype(double(latencies.size() - 1) * 0.95)];
    std::printf("%s\n", qPrintable(bench::row(QStringLiteral("stop request -> event in the model (loopback)"),
                                              t, QStringLiteral("median <= 50 ms"))));
    return 0;
}
