// clusterdesk-sim killed with SIGKILL 20 times in the middle of a mixed load of launches, resizes
// and upload PATCHes, and started again on the same SQLite file each time. After every kill the
// database passes PRAGMA integrity_check, and every change a client saw acknowledged (a 2xx) is
// still there: the clusters launched, the last resize target, the upload offsets.
#include "api/PlatformClient.h"
#include "core/TusMetadata.h"
#include "sqlite/SqliteDb.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"
#include "upload/BlockingCall.h"
#include "upload/TusProtocol.h"

#include <QPointer>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace cd;
using namespace cd::test;

namespace {

constexpr int rounds = 20;
constexpr qint64 uploadLength = qint64(512) << 20; // never completes: every round appends more
constexpr qsizetype piece = 128 * 1024;
constexpr int resizedClusters = 3;

struct Resized {
    int acked = 1;       // the last target a 2xx confirmed
    QSet<int> sentSince; // targets sent after it whose answer never came
};

} // namespace

class TestSimKill9 final : public QObject {
    Q_OBJECT

    SimProcess m_sim{{QStringLiteral("--rate-limit"), QStringLiteral("0"), QStringLiteral("--clock-speed"),
                      QStringLiteral("300"), QStringLiteral("--node-failure-rate"), QStringLiteral("0")}};
    std::unique_ptr<PlatformClient> m_load;  // one attempt per call: a 2xx is an acknowledgement
    std::unique_ptr<PlatformClient> m_check; // reads back after a restart
    QString m_offering;
    QStringList m_launched;            // acknowledged cluster ids
    QHash<QString, Resized> m_resized; // by cluster id
    QHash<QString, QString> m_poolIds; // cluster id -> its pool's id
    QByteArray m_upload;               // "/v1/uploads/up-..."
    qint64 m_uploadAcked = 0;          // the highest offset a 204 confirmed
    int m_outstanding = 0;             // calls of this round still without an answer
    int m_resizesAcked = 0;

    void launch(int round) {
        ClusterSpec spec;
        spec.name = QStringLiteral("k9-%1").arg(round);
        spec.pools = {{QStringLiteral("main"), m_offering, 1}};
        spec.stage = WorkloadStage::Finetune;
        auto* call = m_load->launchCluster(spec, "k9-" + QByteArray::number(round), this);
        ++m_outstanding;
        connect(call, &ApiCall::finished, this, [this, call] {
            --m_outstanding;
            if (call->succeeded()) {
                m_launched.append(call->value().id);
                m_poolIds.insert(call->value().id, call->value().pools[0].id);
            }
            call->deleteLater();
        });
    }

    void resize(const QString& id, int target, const QString& etag) {
        m_resized[id].sentSince.insert(target);
        auto* call = m_load->resizeCluster(id, {{m_poolIds.value(id), target}}, etag, this);
        ++m_outstanding;
        connect(call, &ApiCall::finished, this, [this, call, id, target] {
            --m_outstanding;
            if (call->succeeded()) {
                m_resized[id] = Resized{target, {}};
                ++m_resizesAcked;
            }
            call->deleteLater();
        });
    }

    // PATCHes one after the other until one fails (the server died).
    void patchNext(qint64 offset) {
        QByteArray body(piece, char(offset & 0x7f));
        Request r = m_load->authorized(TusProtocol::patch(m_upload, offset, body, {}));
        ++m_outstanding;
        QPointer<TestSimKill9> self(this);
        m_load->transport().start(std::move(r), [self, offset](Response response) {
            QMetaObject::invokeMethod(
                self.data(),
                [self, offset, response] {
                    --self->m_outstanding;
                    const auto acked =
                        response.status == 204 ? TusProtocol::readOffset(response) : std::nullopt;
                    // Anything else (the server died): the chain stops until the next round.
                    if (acked && acked->offset == offset + piece) {
                        self->m_uploadAcked = std::max(self->m_uploadAcked, acked->offset);
                        self->patchNext(acked->offset);
                    }
                },
                Qt::QueuedConnection);
        });
    }

    std::optional<Cluster> cluster(const QString& id) {
        std::unique_ptr<TypedCall<Cluster>> call(m_check->cluster(id));
        if (!finish(call.get()) || !call->succeeded())
            return std::nullopt;
        return call->value();
    }

    qint64 serverOffset() {
        const Response r = BlockingCall::send(m_check->transport(),
                                              m_check->authorized(TusProtocol::head(m_upload)), nullptr);
        const auto o = TusProtocol::readOffset(r);
        return o ? o->offset : -1;
    }

    QString integrity() {
        SqliteDb db;
        QString error;
        if (!db.open(m_sim.databasePath(), &error))
            return error;
        QStringList rows;
        if (!db.query(
                QStringLiteral("PRAGMA integrity_check"), {},
                [&rows](const QVariantList& r) { rows.append(r.value(0).toString()); }, &error))
            return error;
        return rows.join(u'\n');
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        m_load = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("0/owner")), {2000, 5000, 1, false});
        m_check = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("0/owner")));
        std::unique_ptr<PagedCall<Offering>> offerings(m_check->offerings({}));
        QVERIFY(finish(offerings.get()));
        int room = 0;
        for (const Offering& o : offerings->items()) {
            if (o.availableNodes > room) {
                room = o.availableNodes;
                m_offering = o.id;
            }
        }
        // One node per launch, and up to two more for each of the resized few.
        QVERIFY2(room >= rounds + 2 * resizedClusters, qPrintable(QString::number(room)));
        TusMetadata meta;
        meta.set("dataset", QStringLiteral("kill9"));
        meta.set("filename", QStringLiteral("kill9.bin"));
        meta.set("encryption", QStringLiteral("none"));
        const Response created = BlockingCall::send(
            m_check->transport(),
            m_check->authorized(TusProtocol::create("/v1/uploads", uploadLength, meta, "k9-upload")),
            nullptr);
        QCOMPARE(created.status, 201);
        m_upload = TusProtocol::readLocation(created, m_sim.baseUrl().toEncoded()).value_or(QByteArray());
        QVERIFY(m_upload.startsWith("/v1/uploads/"));
    }

    void killedTwentyTimes() {
        QRandomGenerator rng(2026);
        for (int round = 0; round < rounds; ++round) {
            // The load: a launch, a resize of each running cluster, and PATCHes back to back.
            launch(round);
            for (const QString& id : m_launched.mid(0, resizedClusters)) {
                const auto c = cluster(id);
                if (c && c->state == ClusterState::Running)
                    resize(id, 1 + (round + int(qHash(id))) % 3, c->etag);
            }
            patchNext(serverOffset());
            QTest::qWait(int(rng.bounded(150, 450))); // the kill lands somewhere in the load
            m_sim.kill9();
            QTRY_VERIFY_WITH_TIMEOUT(m_outstanding == 0, 15000);

            QCOMPARE(integrity(), QStringLiteral("ok"));
            QString error;
            QVERIFY2(m_sim.start(&error), qPrintable(error));

            for (const QString& id : std::as_const(m_launched)) {
                const auto c = cluster(id);
                QVERIFY2(c, qPrintable(QStringLiteral("round %1: cluster %2 was acknowledged, then lost")
                                           .arg(round)
                                           .arg(id)));
                const Resized& r = m_resized.value(id);
                const int nodes = c->pools[0].nodeCount;
                QVERIFY2(nodes == r.acked || r.sentSince.contains(nodes),
                         qPrintable(QStringLiteral("round %1: cluster %2 has %3 nodes, acknowledged %4")
                                        .arg(round)
                                        .arg(id)
                                        .arg(nodes)
                                        .arg(r.acked)));
            }
            const qint64 offset = serverOffset();
            QVERIFY2(offset >= m_uploadAcked,
                     qPrintable(QStringLiteral("round %1: upload at %2, acknowledged %3")
                                    .arg(round)
                                    .arg(offset)
                                    .arg(m_uploadAcked)));
        }
        qInfo("%lld clusters launched, %d resizes and %lld upload bytes acknowledged",
              qint64(m_launched.size()), m_resizesAcked, m_uploadAcked);
        QVERIFY(m_launched.size() >= rounds / 2);
        QVERIFY(m_resizesAcked >= 3);
        QVERIFY(m_uploadAcked > 0);
    }
};

QTEST_GUILESS_MAIN(TestSimKill9)
#include "tst_sim_kill9.moc"
