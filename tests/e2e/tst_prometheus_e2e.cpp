// The console reading GPU metrics from a real Prometheus server (Debian's prometheus package)
// that scrapes a real clusterdesk-sim's /v1/metrics: what a platform already running DCGM
// exporters and Prometheus would have. The Monitoring session in Prometheus mode must find every
// GPU of the cluster, their live figures and a range, with no platform key sent to Prometheus.
#include "api/CurlTransport.h"
#include "api/PlatformClient.h"
#include "session/ConnectionManager.h"
#include "session/MonitoringSession.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace cd::test;

namespace {

int freePort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

} // namespace

class TestPrometheusE2E final : public QObject {
    Q_OBJECT

    SimProcess m_sim;
    QTemporaryDir m_dir;
    QProcess m_prometheus;
    QUrl m_prometheusUrl;

private Q_SLOTS:
    void initTestCase() {
        const QString binary = QStandardPaths::findExecutable(QStringLiteral("prometheus"));
        if (binary.isEmpty())
            QSKIP("prometheus (Debian package prometheus) is not installed");
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        const QString config = m_dir.filePath(QStringLiteral("prometheus.yml"));
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\n"
                   "scrape_configs:\n  - job_name: clusterdesk-sim\n    metrics_path: /v1/metrics\n"
                   "    honor_labels: true\n    authorization:\n      type: Bearer\n      credentials: " +
                   m_sim.key(QStringLiteral("0/viewer")) +
                   "\n    static_configs:\n      - targets: ['127.0.0.1:" + QByteArray::number(m_sim.port()) +
                   "']\n");
        file.close();
        const int port = freePort();
        m_prometheusUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
        m_prometheus.setProcessChannelMode(QProcess::MergedChannels);
        m_prometheus.start(binary,
                           {QStringLiteral("--config.file=") + config,
                            QStringLiteral("--storage.tsdb.path=") + m_dir.filePath(QStringLiteral("data")),
                            QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(port),
                            QStringLiteral("--log.level=warn")});
        QVERIFY(m_prometheus.waitForStarted(10000));
    }

    void cleanupTestCase() {
        if (m_prometheus.state() != QProcess::NotRunning) {
            m_prometheus.terminate();
            if (!m_prometheus.waitForFinished(10000))
                m_prometheus.kill();
        }
    }

    // A profile naming a Prometheus server gets a second client for it, which never carries the
    // platform's key.
    void profileWithPrometheusGetsItsOwnKeylessClient() {
        ConnectionManager connection;
        ConnectionProfile profile{QStringLiteral("sim"), m_sim.baseUrl(), {}, {}, m_prometheusUrl};
        QVERIFY(profile.validate().isEmpty());
        connection.connectTo(profile, m_sim.key(QStringLiteral("0/owner")));
        QVERIFY(connection.metricsFromPrometheus());
        QVERIFY(connection.metricsClient() != connection.client());
        QVERIFY(!connection.client()->authorized({}).headers.value("Authorization").isEmpty());
        QVERIFY(connection.metricsClient()->authorized({}).headers.value("Authorization").isEmpty());
        QCOMPARE(connection.metricsClient()->transport().describe().contains(
                     QString::number(m_prometheusUrl.port())),
                 true);
        ConnectionProfile bad = profile;
        bad.prometheusUrl = QUrl(QStringLiteral("prometheus:9090"));
        QVERIFY(bad.validate().contains(QStringLiteral("Prometheus")));
    }

    void consoleReadsPrometheus() {
        auto platform = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("0/owner")));
        auto prometheus = httpClient(m_prometheusUrl, {});
        std::unique_ptr<PagedCall<Cluster>> list(platform->clusters());
        QSignalSpy listed(list.get(), &ApiCall::finished);
        QVERIFY(listed.wait(20000));
        Cluster training;
        for (const Cluster& c : list->items()) {
            if (c.name == u"llama-pretrain")
                training = c;
        }
        QVERIFY(!training.id.isEmpty());

        // Prometheus scrapes once a second: wait until it holds the cluster's GPUs.
        const qint64 wanted = training.gpuCount();
        qsizetype seen = 0;
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         const qint64 now = QDateTime::currentSecsSinceEpoch();
                         std::unique_ptr<TypedCall<MetricMatrix>> call(prometheus->queryRange(
                             "/api/v1/query_range",
                             QStringLiteral("DCGM_FI_DEV_GPU_UTIL{cluster=\"%1\"}").arg(training.id),
                             now - 30, now, 1));
                         QSignalSpy done(call.get(), &ApiCall::finished);
                         if (!call->isFinished())
                             done.wait(5000);
                         seen = call->succeeded() ? call->value().size() : 0;
                         return seen == wanted;
                     },
                     30000),
                 qPrintable(QStringLiteral("Prometheus has %1 of %2 GPU series; its log: %3")
                                .arg(seen)
                                .arg(wanted)
                                .arg(QString::fromUtf8(m_prometheus.readAll()))));

        MonitoringSession session;
        session.setClients(platform.get(), prometheus.get(), true);
        QVERIFY(session.fromPrometheus());
        QSignalSpy reset(&session, &MonitoringSession::dataReset);
        session.setCluster(training);
        QVERIFY(QTest::qWaitFor(
            [&] { return !session.isLoading() && session.store().block(Metric::GpuUtil); }, 20000));
        QVERIFY2(!session.error().isError(), qPrintable(session.error().detail));
        QCOMPARE(session.store().series(MetricScope::Gpu).size(), wanted);
        // Live figures by polling (Prometheus has no stream).
        QVERIFY(QTest::qWaitFor([&] { return session.headline().reporting == wanted; }, 20000));
        QVERIFY(session.isLive());
        QVERIFY(session.headline().averageUtil > 0);
        QVERIFY(session.headline().powerWatts > 0);
        // Every GPU is the one the platform knows, by UUID.
        std::unique_ptr<TypedCall<QList<Node>>> nodes(platform->nodes(training.id));
        QSignalSpy nodesDone(nodes.get(), &ApiCall::finished);
        QVERIFY(nodesDone.wait(10000));
        QSet<QString> uuids;
        for (const Node& n : nodes->value())
            for (const GpuStatus& g : n.gpus)
                uuids.insert(g.uuid);
        QVERIFY(!session.store().series(MetricScope::Gpu).empty());
        for (const SeriesInfo& s : session.store().series(MetricScope::Gpu))
            QVERIFY2(uuids.contains(s.uuid), qPrintable(s.uuid));
    }
};

QTEST_GUILESS_MAIN(TestPrometheusE2E)
#include "tst_prometheus_e2e.moc"
