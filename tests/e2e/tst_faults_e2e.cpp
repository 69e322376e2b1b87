// The console's flows through tests/support/fault_proxy.py in front of a real clusterdesk-sim:
// connections dropped, stalled, delayed, truncated and corrupted, on fixed seeds. Whatever the
// network does: no duplicate cluster, every upload byte-identical after decryption, every failure
// a person sees is a sentence, and every flow ends within a bound.
#include "api/CurlTransport.h"
#include "api/PlatformClient.h"
#include "api/SseFeed.h"
#include "core/ErrorText.h"
#include "crypto/TenantKey.h"
#include "support/FaultProxy.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"
#include "upload/DatasetDownload.h"
#include "upload/UploadEngine.h"

#include <QFile>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace cd::test;

namespace {

// About one answer in three has a fault, drawn for every answer (clients keep connections alive,
// so faults drawn per connection would hit only a few first answers). The console's retries
// (RetryPolicy, the upload's back-off) and a person pressing "retry" a few times must get through.
// Stalls and delays stay well under the client's timeout: a stall is a slow network, not a dead one.
FaultProxy::Faults faultsFor(quint32 seed) {
    FaultProxy::Faults f;
    f.seed = seed;
    f.perAnswer = true;
    f.drop = 0.08;
    f.stall = 0.08;
    f.delay = 0.08;
    f.truncate = 0.08;
    f.corrupt = 0.10;
    f.stallMs = 500;
    f.faultDelayMs = 250;
    return f;
}

// Short timeouts so a damaged Content-Length costs seconds, and the console's own retries.
const ClientOptions throughFaults{2000, 4000, 4, false};
constexpr int personRetries = 6; // how often the test, as a person would, presses "retry"
// Each test's flows must have met at least this many faults, or the test proves nothing.
constexpr int minimumFaults = 3;

// What a person reads for a failure: a whole sentence, never a bare code.
bool isSentence(const QString& text) {
    const QString t = text.trimmed();
    return t.size() > 12 && t.contains(u' ') && (t.endsWith(u'.') || t.endsWith(u'?')) &&
           !t.contains(QStringLiteral("CURLE")) && !t.startsWith(u'(') && !t.contains(QStringLiteral("curl"));
}

QByteArray payload(qsizetype size, quint32 seed) {
    QByteArray data(size, Qt::Uninitialized);
    QRandomGenerator rng(seed);
    for (qsizetype i = 0; i < size; ++i)
        data[i] = char(rng.generate() & 0xff);
    return data;
}

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestFaultsE2E final : public QObject {
    Q_OBJECT

    SimProcess m_sim{{QStringLiteral("--rate-limit"), QStringLiteral("0"), QStringLiteral("--clock-speed"),
                      QStringLiteral("100")}}; // nodes boot in 1.2 to 3 s
    FaultProxy m_proxy;
    std::unique_ptr<PlatformClient> m_direct; // the truth, past the proxy
    QTemporaryDir m_work;
    QStringList m_failures;       // every failure text seen, for the log
    QHash<QString, int> m_landed; // faults landed over the whole suite, by kind

    std::unique_ptr<PlatformClient> throughProxy(quint32 seed) {
        QString error;
        if (!m_proxy.start(quint16(m_sim.port()), faultsFor(seed), &error)) {
            qWarning("%s", qPrintable(error));
            return nullptr;
        }
        return httpClient(m_proxy.baseUrl(), m_sim.key(QStringLiteral("0/owner")), throughFaults);
    }

    // A call through the faults: it ends in bounded time; a failure reads as a sentence.
    template <typename Call>
    bool endsWell(Call* call) {
        if (!finish(call, 40000)) {
            qWarning("a call did not finish within 40 s");
            return false;
        }
        if (call->succeeded())
            return true;
        const QString text = ErrorText::sentence(call->error());
        m_failures.append(text);
        if (!isSentence(text))
            qWarning("not a sentence: \"%s\" (%s)", qPrintable(text), qPrintable(call->error().detail));
        return false;
    }

    // A person watching the cluster's page: every look goes through the faults too.
    std::optional<Cluster> look(PlatformClient* client, const QString& id) {
        std::unique_ptr<TypedCall<Cluster>> call(client->cluster(id));
        if (!endsWell(call.get()))
            return std::nullopt;
        return call->value();
    }

    std::optional<Cluster> directCluster(const QString& id) {
        std::unique_ptr<TypedCall<Cluster>> call(m_direct->cluster(id));
        if (!finish(call.get()) || !call->succeeded())
            return std::nullopt;
        return call->value();
    }

    int clustersNamed(const QString& name) {
        std::unique_ptr<PagedCall<Cluster>> list(m_direct->clusters());
        if (!finish(list.get()) || !list->succeeded())
            return -1;
        int n = 0;
        for (const Cluster& c : list->items())
            n += c.name == name ? 1 : 0;
        return n;
    }

    Offering smallOffering() {
        std::unique_ptr<PagedCall<Offering>> call(m_direct->offerings({}));
        finish(call.get());
        for (const Offering& o : call->items()) {
            if (o.availableNodes >= 3 && o.gpusPerNode <= 4)
                return o;
        }
        return {};
    }

    void checkFailuresAreSentences() {
        for (const QString& text : std::as_const(m_failures))
            QVERIFY2(isSentence(text), qPrintable(text));
    }

    // The flows really went through faults: a seed that drew none would pass without testing.
    void checkFaultsLanded() {
        qInfo("faults: %s", qPrintable(m_proxy.log().simplified()));
        for (const QString& kind : {QStringLiteral("drop"), QStringLiteral("stall"), QStringLiteral("delay"),
                                    QStringLiteral("truncate"), QStringLiteral("corrupt")})
            m_landed[kind] += m_proxy.landed(kind);
        QVERIFY2(m_proxy.landed() >= minimumFaults, qPrintable(m_proxy.log()));
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        m_direct = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("0/owner")));
    }

    void init() { m_failures.clear(); }
    void cleanup() { m_proxy.stop(); }

    // Over the suite, every kind of fault met the flows at least once.
    void cleanupTestCase() {
        for (const QString& kind : {QStringLiteral("drop"), QStringLiteral("stall"), QStringLiteral("delay"),
                                    QStringLiteral("truncate"), QStringLiteral("corrupt")})
            QVERIFY2(m_landed.value(kind) >= 1, qPrintable(kind));
    }

    // A launch retried (by the client, then by a person pressing Launch again with the same
    // idempotency key) makes one cluster; a resize retried after a cut answer lands once.
    void launchAndResize_data() {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed : {3u, 17u})
            QTest::addRow("seed %u", seed) << seed;
    }
    void launchAndResize() {
        QFETCH(quint32, seed);
        auto client = throughProxy(seed);
        QVERIFY(client);
        const Offering offering = smallOffering();
        QVERIFY(!offering.id.isEmpty());
        const QString name = QStringLiteral("faults-%1").arg(seed);
        ClusterSpec spec;
        spec.name = name;
        spec.pools = {{QStringLiteral("main"), offering.id, 1}};
        spec.stage = WorkloadStage::Finetune;
        const QByteArray key = "faults-launch-" + QByteArray::number(seed);
        QString id;
        for (int attempt = 0; attempt < personRetries && id.isEmpty(); ++attempt) {
            std::unique_ptr<TypedCall<Cluster>> launch(client->launchCluster(spec, key));
            if (endsWell(launch.get()))
                id = launch->value().id;
        }
        QVERIFY2(!id.isEmpty(), qPrintable(m_failures.join(u'\n')));
        QCOMPARE(clustersNamed(name), 1);

        // QTRY_VERIFY evaluates its condition once more at the end: a look that met a fault then
        // must not undo the one that saw the cluster running.
        bool seenRunning = false;
        const auto running = [&](int nodes) {
            const auto c = look(client.get(), id);
            seenRunning =
                seenRunning || (c && c->state == ClusterState::Running && c->pools[0].nodeCount == nodes);
            return seenRunning;
        };
        QTRY_VERIFY_WITH_TIMEOUT(running(1), 20000);
        bool resized = false;
        for (int attempt = 0; attempt < personRetries && !resized; ++attempt) {
            // A person looks again (through the same faults) before trying again.
            std::unique_ptr<TypedCall<Cluster>> look(client->cluster(id));
            if (!endsWell(look.get()))
                continue;
            if (look->value().pools[0].nodeCount == 2) {
                resized = true; // an earlier attempt landed though its answer was lost
                break;
            }
            if (look->value().state != ClusterState::Running) {
                QTest::qWait(200);
                continue;
            }
            std::unique_ptr<TypedCall<Cluster>> call(
                client->resizeCluster(id, {{look->value().pools[0].id, 2}}, look->value().etag));
            resized = endsWell(call.get());
        }
        QVERIFY2(resized, qPrintable(m_failures.join(u'\n')));
        seenRunning = false;
        QTRY_VERIFY_WITH_TIMEOUT(running(2), 20000);
        QCOMPARE(directCluster(id)->pools[0].nodeCount, 2);
        QCOMPARE(clustersNamed(name), 1);
        checkFailuresAreSentences();
        checkFaultsLanded();
    }

    // Several files up, then down again and decrypted through the same faults: byte-identical.
    void uploadAndDownload_data() {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed : {6u})
            QTest::addRow("seed %u", seed) << seed;
    }
    void uploadAndDownload() {
        QFETCH(quint32, seed);
        auto client = throughProxy(seed);
        QVERIFY(client);
        const crypto::TenantKey key = crypto::TenantKey::generate();
        UploadEngine engine;
        QString error;
        QVERIFY2(engine.openJournal(m_work.filePath(QStringLiteral("journal-%1.sqlite").arg(seed)), &error),
                 qPrintable(error));
        engine.setConnection(client.get(), QStringLiteral("faults"), m_proxy.baseUrl().toEncoded());
        engine.setKey(key);

        QHash<qint64, QByteArray> originals;
        for (qsizetype size : {qsizetype(300 * 1024), qsizetype((3 << 20) / 2) + 7}) {
            const QByteArray data = payload(size, seed + quint32(size));
            const QString path = m_work.filePath(QStringLiteral("up-%1-%2.bin").arg(seed).arg(size));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(data) == data.size());
            f.close();
            const qint64 id = engine.add(path, QStringLiteral("faults-%1-%2").arg(seed).arg(size), &error);
            QVERIFY2(id > 0, qPrintable(error));
            originals.insert(id, data);
        }
        for (auto it = originals.cbegin(); it != originals.cend(); ++it) {
            const qint64 id = it.key();
            for (int attempt = 0; attempt < personRetries; ++attempt) {
                QTRY_VERIFY_WITH_TIMEOUT(isFinal(engine.job(id).state), 60000);
                const UploadJob job = engine.job(id);
                if (job.state == UploadState::Done)
                    break;
                m_failures.append(job.error);
                engine.retry(id);
            }
            const UploadJob job = engine.job(id);
            QVERIFY2(job.state == UploadState::Done, qPrintable(m_failures.join(u'\n')));

            // Down again through the faults, as the Storage page's "download and check" does.
            const QString destination = m_work.filePath(QStringLiteral("down-%1-%2.bin").arg(seed).arg(id));
            QString message = QStringLiteral("not run");
            for (int attempt = 0; attempt < personRetries && !message.isEmpty(); ++attempt) {
                DatasetDownload::Job d;
                d.transport = &client->transport();
                d.authorize = [&client](Request r) { return client->authorized(std::move(r)); };
                d.datasetId = job.datasetId;
                d.sizeBytes = job.uploadLength;
                d.keys = {key};
                d.destination = destination;
                message = DatasetDownload::run(d);
                if (!message.isEmpty())
                    m_failures.append(message);
            }
            QVERIFY2(message.isEmpty(), qPrintable(m_failures.join(u'\n')));
            QVERIFY(fileBytes(destination) == it.value());
        }
        checkFailuresAreSentences();
        checkFaultsLanded();
    }

    // A range query and the live stream of a running cluster, and the month's bill.
    void monitoringAndBilling_data() {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed : {12u})
            QTest::addRow("seed %u", seed) << seed;
    }
    void monitoringAndBilling() {
        QFETCH(quint32, seed);
        auto client = throughProxy(seed);
        QVERIFY(client);
        std::unique_ptr<PagedCall<Cluster>> list(m_direct->clusters());
        QVERIFY(finish(list.get()));
        QString running;
        for (const Cluster& c : list->items()) {
            if (c.state == ClusterState::Running)
                running = c.id;
        }
        QVERIFY(!running.isEmpty());

        // The monitoring page's charts: a few range queries, each of which must get through.
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        for (const char* metric : {"DCGM_FI_DEV_GPU_UTIL", "DCGM_FI_DEV_FB_USED", "DCGM_FI_DEV_GPU_TEMP",
                                   "DCGM_FI_DEV_POWER_USAGE"}) {
            bool queried = false;
            for (int attempt = 0; attempt < personRetries && !queried; ++attempt) {
                std::unique_ptr<TypedCall<MetricMatrix>> call(client->queryRange(
                    PlatformClient::clusterMetricsPath(running, "query_range"),
                    QStringLiteral("avg(%1)").arg(QLatin1String(metric)), now - 600, now, 15));
                queried = endsWell(call.get());
            }
            QVERIFY2(queried, qPrintable(m_failures.join(u'\n')));
        }

        // The stream reconnects across cut, stalled and corrupted connections by itself.
        SseFeed feed(client.get(),
                     PlatformClient::clusterMetricsPath(running, "stream") + "?metrics=DCGM_FI_DEV_GPU_UTIL");
        feed.setTimings(100, 3000);
        int samples = 0;
        connect(&feed, &SseFeed::received, this, [&samples](const SseEvent& e) {
            if (e.type == "samples")
                ++samples;
        });
        connect(&feed, &SseFeed::refused, this,
                [this](const Error& e) { m_failures.append(ErrorText::sentence(e)); });
        feed.start();
        QTRY_VERIFY_WITH_TIMEOUT(samples >= 4, 30000);
        feed.stop();

        bool billed = false;
        for (int attempt = 0; attempt < personRetries && !billed; ++attempt) {
            std::unique_ptr<TypedCall<BillingSummary>> call(client->billingSummary(Currency::USD));
            billed = endsWell(call.get());
        }
        QVERIFY2(billed, qPrintable(m_failures.join(u'\n')));
        checkFailuresAreSentences();
        checkFaultsLanded();
    }
};

QTEST_GUILESS_MAIN(TestFaultsE2E)
#include "tst_faults_e2e.moc"
