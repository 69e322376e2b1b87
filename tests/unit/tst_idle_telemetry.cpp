#include "metrics/GpuAlertTracker.h"
#include "platform/ClusterLifecycle.h"
#include "platform/Platform.h"
#include "platform/Router.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTimeZone>

#include <cmath>
#include <vector>

using namespace cd;
using namespace cd::sim;

// A cluster just launched, with nothing running on it, is idle and cool in the simulator's
// telemetry: no utilization, no over-limit temperature, no XID. The seeded clusters, which stand
// for jobs that run, still look busy.
class TestIdleTelemetry final : public QObject {
    Q_OBJECT

    std::unique_ptr<Platform> m_platform;
    std::unique_ptr<Router> m_router;

    QByteArray ownerKey() const {
        return m_platform->issuedKeys().tenants[0].keys.value(Role::Owner).toLatin1();
    }
    QString tenantId() const { return m_platform->issuedKeys().tenants[0].tenantId; }

    // A two-node training cluster of the first offering with room, through the API; its id.
    QString launch() {
        const Offering* o = nullptr;
        for (const Offering& c : m_platform->catalog().offerings()) {
            if (c.availableNodes >= 4 && c.price(BillingMode::Hourly, Currency::USD)) {
                o = &c;
                break;
            }
        }
        if (!o)
            return {};
        Request r;
        r.method = "POST";
        r.path = "/v1/clusters";
        r.body = QJsonDocument(
                     QJsonObject{{QStringLiteral("name"), QStringLiteral("fresh")},
                                 {QStringLiteral("stage"), QStringLiteral("pretrain")},
                                 {QStringLiteral("pools"),
                                  QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("main")},
                                                         {QStringLiteral("offering_id"), o->id},
                                                         {QStringLiteral("node_count"), 2}}}}})
                     .toJson();
        r.headers.set("Authorization", "Bearer " + ownerKey());
        r.headers.set("Idempotency-Key", "fresh");
        const Response launched = m_router->handle(r);
        return launched.status == 202
                   ? QJsonDocument::fromJson(launched.body).object().value(QStringLiteral("id")).toString()
                   : QString();
    }

    struct Watched {
        double maxUtil = 0;
        double maxTemperature = 0;
        double meanUtil = 0;
        int gpus = 0;
        QList<GpuAlert> alerts;
    };
    // Every GPU of the cluster, second by second over [from, to), through the console's alerts.
    Watched watch(const QString& clusterId, qint64 from, qint64 to) const {
        Watched w;
        const auto sources = m_platform->telemetrySources(tenantId(), clusterId);
        if (!sources)
            return w;
        QList<TelemetrySource> gpus;
        for (const TelemetrySource& s : *sources) {
            if (s.gpu >= 0)
                gpus.append(s);
        }
        w.gpus = int(gpus.size());
        GpuAlertTracker tracker;
        tracker.reset(w.gpus);
        double sum = 0;
        int count = 0;
        std::vector<float> util(gpus.size()), temperature(gpus.size()), xid(gpus.size());
        for (qint64 t = from; t < to; t += 5) {
            for (qsizetype i = 0; i < gpus.size(); ++i) {
                util[i] = float(m_platform->telemetry().sample(gpus[i], Metric::GpuUtil, t));
                temperature[i] = float(m_platform->telemetry().sample(gpus[i], Metric::Temperature, t));
                xid[i] = float(m_platform->telemetry().sample(gpus[i], Metric::XidErrors, t));
                w.maxUtil = std::max(w.maxUtil, double(util[i]));
                w.maxTemperature = std::max(w.maxTemperature, double(temperature[i]));
                sum += util[i];
                ++count;
            }
            tracker.update(t, util, temperature, xid);
        }
        w.meanUtil = count > 0 ? sum / count : std::nan("");
        w.alerts = tracker.alerts();
        return w;
    }

private Q_SLOTS:
    void init() {
        PlatformOptions options;
        options.seed = 5;
        options.clockSpeed = 0;
        options.clockStart = QDateTime(QDate(2026, 3, 10), QTime(8, 0), QTimeZone::utc());
        options.nodeFailuresPerNodeHour = 0;
        options.rateLimit.ratePerSecond = 0;
        QString error;
        m_platform = Platform::open(options, &error);
        QVERIFY2(m_platform, qPrintable(error));
        m_router = std::make_unique<Router>(*m_platform);
    }

    void aFreshClusterIsIdleAndCool() {
        const QString id = launch();
        QVERIFY(!id.isEmpty());
        for (int m = 0; m < 30; m += 5) {
            m_platform->clock().advance(std::chrono::minutes(5));
            m_platform->clusters().advance();
        }
        QCOMPARE(m_platform->clusters().cluster(tenantId(), id)->state, ClusterState::Running);
        const qint64 now = m_platform->clock().now().toSecsSinceEpoch();
        const Watched w = watch(id, now - 600, now);
        QVERIFY(w.gpus >= 2);
        QVERIFY2(w.maxUtil < 5, qPrintable(QString::number(w.maxUtil)));
        QVERIFY2(w.maxTemperature <= 45, qPrintable(QString::number(w.maxTemperature)));
        for (const GpuAlert& a : w.alerts)
            QVERIFY(a.kind == GpuAlert::Kind::Idle); // idle GPUs are worth a word; hot or XID are not
    }

    void aSeededClusterStillLooksBusy() {
        QString busy;
        for (const Cluster& c : m_platform->clusters().clusters(tenantId())) {
            if (c.state == ClusterState::Running && c.stage == WorkloadStage::Pretrain)
                busy = c.id;
        }
        QVERIFY(!busy.isEmpty());
        const qint64 now = m_platform->clock().now().toSecsSinceEpoch();
        const Watched w = watch(busy, now - 600, now);
        QVERIFY(w.gpus > 0);
        QVERIFY2(w.meanUtil > 50, qPrintable(QString::number(w.meanUtil)));
    }
};

QTEST_GUILESS_MAIN(TestIdleTelemetry)
#include "tst_idle_telemetry.moc"
