// The console's log follow against a real clusterdesk-sim: LogsSession loads the end of a running
// workload's log, follows it live over SSE, has the connection cut twice, and resumes with
// Last-Event-ID: every seq from the first line shown on arrives once, in order, without a gap.
#include "api/LogFeed.h"
#include "api/PlatformClient.h"
#include "session/LogsSession.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"

#include <QSignalSpy>
#include <QTest>

using namespace cd;
using namespace cd::test;

class TestLogsFollowE2E final : public QObject {
    Q_OBJECT

    // A fast clock, so the workload prints step lines while the test watches.
    SimProcess m_sim{{QStringLiteral("--clock-speed"), QStringLiteral("600")}};
    std::unique_ptr<PlatformClient> m_client;
    QString m_cluster;

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        m_client = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("0/viewer")));
        std::unique_ptr<PagedCall<Cluster>> call(m_client->clusters());
        QTRY_VERIFY_WITH_TIMEOUT(call->isFinished(), 20000);
        QVERIFY2(call->succeeded(), qPrintable(call->error().detail));
        for (const Cluster& c : call->items()) {
            if (c.name == u"bert-finetune")
                m_cluster = c.id;
        }
        QVERIFY(!m_cluster.isEmpty());
    }

    void followsAcrossCutsWithoutGapOrRepeat() {
        LogsSession s;
        s.setStreamTimings(100, 20'000);
        QList<qint64> seqs;
        connect(&s, &LogsSession::linesReceived, this, [&](const QList<LogLine>& lines) {
            for (const LogLine& l : lines)
                seqs.append(l.seq);
        });
        QSignalSpy dropped(&s, &LogsSession::linesDropped);
        s.open(m_client.get(), m_cluster, true);
        QTRY_COMPARE_WITH_TIMEOUT(s.state(), LogsSession::State::Following, 20000);
        for (int cut = 0; cut < 2; ++cut) {
            const qint64 before = s.lastSeq();
            QTRY_VERIFY_WITH_TIMEOUT(s.lastSeq() >= before + 10, 30000);
            QVERIFY(s.feed());
            s.feed()->dropConnection();
            QCOMPARE(s.state(), LogsSession::State::Reconnecting);
            QTRY_COMPARE_WITH_TIMEOUT(s.state(), LogsSession::State::Following, 20000);
        }
        const qint64 resumed = s.lastSeq();
        QTRY_VERIFY_WITH_TIMEOUT(s.lastSeq() >= resumed + 10, 30000);
        QTRY_COMPARE(seqs.isEmpty() ? 0 : seqs.last(), s.lastSeq());
        QVERIFY(seqs.size() > 30);
        for (qsizetype i = 1; i < seqs.size(); ++i) {
            if (seqs[i] != seqs[i - 1] + 1)
                QFAIL(qPrintable(QStringLiteral("seq %1 followed by %2").arg(seqs[i - 1]).arg(seqs[i])));
        }
        QCOMPARE(dropped.count(), 0);
        QCOMPARE(s.feed()->reconnects(), 2);
    }
};

QTEST_GUILESS_MAIN(TestLogsFollowE2E)
#include "tst_logs_follow_e2e.moc"
