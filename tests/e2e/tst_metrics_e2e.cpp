// The metrics API of a real clusterdesk-sim over HTTP, read with the console's own client: range
// queries and their errors, tenant isolation and roles, the live stream surviving a kill -9 of the
// server with no gap and no repeat, and an exposition that Prometheus's own checker accepts.
#include "api/CurlTransport.h"
#include "api/MetricsDecoder.h"
#include "api/PlatformClient.h"
#include "api/SseFeed.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"

#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace cd;
using namespace cd::test;

// Refusals are the subject here: no retries hiding them.
const ClientOptions noRetries{3000, 30000, 1, false};

class TestMetricsE2E final : public QObject {
    Q_OBJECT

    SimProcess m_sim;
    std::unique_ptr<PlatformClient> m_owner;
    Cluster m_training;
    qint64 m_now = 0;

    std::unique_ptr<TypedCall<MetricMatrix>> query(PlatformClient& client, const QString& cluster,
                                                   const QString& q, qint64 start, qint64 end, qint64 step) {
        std::unique_ptr<TypedCall<MetricMatrix>> call(client.queryRange(
            PlatformClient::clusterMetricsPath(cluster, "query_range"), q, start, end, step));
        finish(call.get());
        return call;
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        m_owner = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("0/owner")), noRetries);
        std::unique_ptr<PagedCall<Cluster>> list(m_owner->clusters());
        QVERIFY(finish(list.get()));
        for (const Cluster& c : list->items()) {
            if (c.name == u"llama-pretrain")
                m_training = c;
        }
        QCOMPARE(m_training.state, ClusterState::Running);
        std::unique_ptr<TypedCall<QDateTime>> health(m_owner->health());
        QVERIFY(finish(health.get()));
        m_now = health->value().toSecsSinceEpoch();
    }

    void everyGpuOfTheClusterHasItsSeries() {
        const auto call =
            query(*m_owner, m_training.id, QStringLiteral("DCGM_FI_DEV_GPU_UTIL"), m_now - 900, m_now, 1);
        QVERIFY2(call->succeeded(), qPrintable(call->error().detail));
        const MetricMatrix& m = call->value();
        QCOMPARE(m.size(), m_training.gpuCount());
        for (const MatrixSeries& s : m) {
            QCOMPARE(s.labels.value(QStringLiteral("cluster")), m_training.id);
            QVERIFY(!s.labels.value(QStringLiteral("uuid")).isEmpty());
            QCOMPARE(s.times.size(), std::size_t(901));
            QCOMPARE(s.times.front(), m_now - 900);
            for (float v : s.values)
                QVERIFY(v >= 0 && v <= 100);
        }
        // The same figures again: nothing is random between requests.
        const auto again =
            query(*m_owner, m_training.id, QStringLiteral("DCGM_FI_DEV_GPU_UTIL"), m_now - 900, m_now, 1);
        QCOMPARE(again->value().first().values, m.first().values);
    }

    void aggregationsAndMatchers() {
        const auto byNode =
            query(*m_owner, m_training.id, QStringLiteral("avg by (node) (DCGM_FI_DEV_GPU_UTIL)"),
                  m_now - 3600, m_now, 60);
        QVERIFY(byNode->succeeded());
        QCOMPARE(byNode->value().size(), m_training.nodeCount());
        const auto train =
            query(*m_owner, m_training.id, QStringLiteral("max(DCGM_FI_DEV_GPU_TEMP{pool=\"train\"})"),
                  m_now - 600, m_now, 15);
        QVERIFY(train->succeeded());
        QCOMPARE(train->value().size(), 1);
        QVERIFY(train->value().first().labels.isEmpty());
    }

    void badQueriesAreRefusedClearly_data() {
        QTest::addColumn<QString>("q");
        QTest::addColumn<qint64>("span");
        QTest::addColumn<qint64>("step");
        QTest::addColumn<QString>("says");
        QTest::newRow("syntax") << "DCGM_FI_DEV_GPU_UTIL{" << qint64(60) << qint64(1)
                                << "parse error at char 22";
        QTest::newRow("function") << "rate(DCGM_FI_DEV_GPU_UTIL[5m])" << qint64(60) << qint64(1)
                                  << "not in the supported subset";
        QTest::newRow("inverted") << "DCGM_FI_DEV_GPU_UTIL" << qint64(-60) << qint64(1)
                                  << "must not be before";
        QTest::newRow("zero step") << "DCGM_FI_DEV_GPU_UTIL" << qint64(60) << qint64(0) << "zero or negative";
        QTest::newRow("11,001 points")
            << "DCGM_FI_DEV_GPU_UTIL" << qint64(11000) << qint64(1) << "11,000 points";
    }
    void badQueriesAreRefusedClearly() {
        QFETCH(QString, q);
        QFETCH(qint64, span);
        QFETCH(qint64, step);
        QFETCH(QString, says);
        const auto call =
            query(*m_owner, m_training.id, q, m_now - std::abs(span), m_now - std::abs(span) + span, step);
        QVERIFY(!call->succeeded());
        QCOMPARE(call->error().kind, ErrorKind::InvalidRequest);
        QCOMPARE(call->error().httpStatus, 400);
        QVERIFY2(call->error().detail.contains(says), qPrintable(call->error().detail));
        QCOMPARE(call->error().code,
                 span == 11000 ? QStringLiteral("too_many_points") : QStringLiteral("bad_query"));
    }

    void tenantsAndRolesAreEnforced() {
        auto other = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("1/owner")));
        const auto foreign =
            query(*other, m_training.id, QStringLiteral("DCGM_FI_DEV_GPU_UTIL"), m_now - 60, m_now, 1);
        QCOMPARE(foreign->error().kind, ErrorKind::NotFound);
        const auto nowhere = query(*other, QStringLiteral("cl-99999"), QStringLiteral("DCGM_FI_DEV_GPU_UTIL"),
                                   m_now - 60, m_now, 1);
        QCOMPARE(nowhere->error().kind, ErrorKind::NotFound);
        QString unknown = nowhere->error().detail;
        QCOMPARE(unknown.replace(QStringLiteral("cl-99999"), m_training.id),
                 foreign->error().detail); // the same answer: nothing learned about tenant 0
        auto billing = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("0/billing")));
        const auto refused =
            query(*billing, m_training.id, QStringLiteral("DCGM_FI_DEV_GPU_UTIL"), m_now - 60, m_now, 1);
        QCOMPARE(refused->error().kind, ErrorKind::Forbidden);
        auto viewer = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("0/viewer")));
        QVERIFY(query(*viewer, m_training.id, QStringLiteral("DCGM_FI_DEV_GPU_UTIL"), m_now - 60, m_now, 1)
                    ->succeeded());
    }

    // Prometheus's own checker reads what a real Prometheus would scrape.
    void expositionPassesPromtool() {
        const QString promtool = QStandardPaths::findExecutable(QStringLiteral("promtool"));
        QProcess curl;
        curl.start(QStringLiteral("curl"), {QStringLiteral("-sS"), QStringLiteral("-f"), QStringLiteral("-H"),
                                            QStringLiteral("Authorization: Bearer ") +
                                                QString::fromUtf8(m_sim.key(QStringLiteral("0/owner"))),
                                            m_sim.baseUrl().toString() + QStringLiteral("/v1/metrics")});
        QVERIFY(curl.waitForFinished(20000));
        const QByteArray text = curl.readAllStandardOutput();
        QCOMPARE(curl.exitCode(), 0);
        QVERIFY(text.contains("# TYPE DCGM_FI_DEV_GPU_UTIL gauge"));
        QVERIFY(text.contains(QByteArray("cluster=\"" + m_training.id.toUtf8() + '"')));
        // Tenant 1's clusters (vision-train, sim-preprocess) are not in tenant 0's scrape.
        QVERIFY(!text.contains("vision-train"));
        QVERIFY(!text.contains("sim-preprocess"));
        QVERIFY(text.contains("llama-pretrain-train-"));
        if (promtool.isEmpty())
            QSKIP("promtool (Debian package prometheus) is not installed");
        QProcess check;
        check.start(promtool, {QStringLiteral("check"), QStringLiteral("metrics")});
        QVERIFY(check.waitForStarted());
        check.write(text);
        check.closeWriteChannel();
        QVERIFY(check.waitForFinished(20000));
        QVERIFY2(check.exitCode() == 0, check.readAllStandardError().constData());
    }

    // The live stream, across a kill -9 and restart of the server: the feed reconnects with
    // Last-Event-ID and every second arrives exactly once, with the same values a range query
    // gives for that second afterwards.
    void streamResumesAfterRestartWithoutGapOrRepeat() {
        SseFeed feed(m_owner.get(), PlatformClient::clusterMetricsPath(m_training.id, "stream") +
                                        "?metrics=DCGM_FI_DEV_GPU_UTIL");
        feed.setTimings(200, 4000);
        QList<qint64> ids;
        QHash<qint64, std::vector<float>> values;
        QList<StreamSeries> seriesEvents;
        connect(&feed, &SseFeed::received, this, [&](const SseEvent& e) {
            if (e.type == "series") {
                seriesEvents.append(MetricsDecoder::series(e.data).value());
                return;
            }
            if (e.type != "samples")
                return;
            const auto s = MetricsDecoder::samples(e.data);
            QVERIFY(s.ok());
            QCOMPARE(QByteArray::number(s.value().time), e.id);
            ids.append(s.value().time);
            values.insert(s.value().time, s.value().values.value(int(Metric::GpuUtil)));
        });
        QSignalSpy resets(&feed, &SseFeed::resyncNeeded);
        feed.start();
        QVERIFY(QTest::qWaitFor([&] { return ids.size() >= 3; }, 15000));
        m_sim.kill9();
        const qsizetype before = ids.size();
        // Deliberately let seconds pass while the server is down: the feed must replay them.
        QTest::qWait(2500);
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return ids.size() >= before + 5; }, 20000));
        feed.stop();
        QVERIFY(feed.reconnects() >= 1);
        QCOMPARE(resets.count(), 0);
        QVERIFY(seriesEvents.size() >= 2); // each connection names its series first
        QCOMPARE(seriesEvents.first().gpus.size(), m_training.gpuCount());
        for (qsizetype i = 1; i < ids.size(); ++i)
            QVERIFY2(ids[i] == ids[i - 1] + 1,
                     qPrintable(QStringLiteral("second %1 followed by %2").arg(ids[i - 1]).arg(ids[i])));
        // Seconds sent by the restarted server are the platform's figures for those seconds.
        const qint64 last = ids.last();
        const auto check =
            query(*m_owner, m_training.id, QStringLiteral("DCGM_FI_DEV_GPU_UTIL"), ids.first(), last, 1);
        QVERIFY(check->succeeded());
        QHash<QString, int> order;
        for (qsizetype i = 0; i < seriesEvents.first().gpus.size(); ++i) {
            const SeriesInfo& s = seriesEvents.first().gpus[i];
            order.insert(s.key.node + u'/' + QString::number(s.key.gpu), int(i));
        }
        QVERIFY(!check->value().empty());
        for (const MatrixSeries& s : check->value()) {
            const int index = order.value(
                s.labels.value(QStringLiteral("node")) + u'/' + s.labels.value(QStringLiteral("gpu")), -1);
            QVERIFY(index >= 0);
            for (std::size_t j = 0; j < s.times.size(); ++j)
                QCOMPARE(values.value(s.times[j]).at(std::size_t(index)), s.values[j]);
        }
    }

    void staleLastEventIdGetsAReset() {
        SseFeed feed(m_owner.get(), PlatformClient::clusterMetricsPath(m_training.id, "stream") +
                                        "?metrics=DCGM_FI_DEV_GPU_TEMP");
        feed.setLastEventId(QByteArray::number(m_now - 7200));
        QSignalSpy resets(&feed, &SseFeed::resyncNeeded);
        feed.start();
        QVERIFY(resets.wait(10000));
        feed.stop();
    }
};

QTEST_GUILESS_MAIN(TestMetricsE2E)
#include "tst_metrics_e2e.moc"
