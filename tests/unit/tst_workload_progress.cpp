#include "platform/Catalog.h"
#include "platform/CatalogGenerator.h"
#include "platform/ClusterJson.h"
#include "platform/ClusterPricing.h"
#include "platform/ClusterStateMachine.h"
#include "platform/WorkloadProgress.h"

#include <QJsonDocument>
#include <QTest>
#include <QTimeZone>

using namespace cd;
using namespace cd::sim;

// A workload playing out on a cluster of the state machine, without a store or a router: pull,
// start, steps, checkpoints on their interval, a node failure with and without a restart, a stop
// and a start, running out of GPU memory and the command's own exit code.
class TestWorkloadProgress final : public QObject {
    Q_OBJECT

    Catalog m_catalog{CatalogGenerator(3).generate()};
    ClusterPricing m_pricing{m_catalog};
    const QDateTime m_start = QDateTime(QDate(2026, 11, 30), QTime(8, 0), QTimeZone::utc());

    const Offering* offering(const char* model) const {
        for (const Offering& o : m_catalog.offerings()) {
            if (o.gpu.model == QLatin1String(model) && o.availableNodes >= 4 &&
                o.price(BillingMode::Hourly, Currency::USD))
                return &o;
        }
        return nullptr;
    }
    // A 1B model on two H100 nodes: about a step a second, a checkpoint every 10 minutes that
    // takes 10 seconds to write.
    ClusterSpec spec(const QString& command, OnNodeFailure policy = OnNodeFailure::Stop,
                     const char* model = "H100 SXM", int nodes = 2) const {
        ClusterSpec s;
        s.name = QStringLiteral("train");
        const Offering* o = offering(model);
        s.pools.append({QStringLiteral("main"), o->id, nodes});
        WorkloadSpec w;
        w.image = o->images.value(0);
        w.command = command;
        w.checkpointIntervalMinutes = 10;
        w.onNodeFailure = policy;
        w.env = {{QStringLiteral("HF_TOKEN"), QStringLiteral("hf_secret_value_1234"), true, true}};
        s.workload = w;
        return s;
    }
    static void runUntil(const ClusterStateMachine& machine, ClusterRecord& r, const QDateTime& until,
                         QList<ClusterEvent>& events) {
        while (const auto step = ClusterStateMachine::earliestStep(r)) {
            if (step->at > until)
                break;
            machine.apply(r, *step, events);
        }
    }
    static QStringList types(const QList<ClusterEvent>& events) {
        QStringList out;
        for (const ClusterEvent& e : events) {
            if (e.type.startsWith(u"workload."))
                out.append(e.type);
        }
        return out;
    }
    static const WorkloadStatus& status(const ClusterRecord& r) { return r.cluster.workload->status; }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(offering("H100 SXM"));
        QVERIFY(offering("T4"));
    }

    void itPullsStartsRunsAndCheckpointsOnItsInterval() {
        const ClusterStateMachine machine(m_catalog, m_pricing, 7, {});
        QList<ClusterEvent> events;
        ClusterRecord r = machine.newRecord(QStringLiteral("t-1"),
                                            spec(QStringLiteral("train.py --model 1b")), 1, m_start, events);
        QCOMPARE(status(r).phase, WorkloadPhase::Pulling);
        QCOMPARE(status(r).detail, QStringLiteral("Waiting for the nodes."));
        QVERIFY(!WorkloadProgress::isBusy(r));
        // Running within 315 s, the offering's image pulled within 45 s and started within 90.
        runUntil(machine, r, m_start.addSecs(8 * 60), events);
        QCOMPARE(r.cluster.state, ClusterState::Running);
        QCOMPARE(status(r).phase, WorkloadPhase::Running);
        QVERIFY(WorkloadProgress::isBusy(r));
        QCOMPARE(types(events), QStringList{QStringLiteral("workload.started")});
        const QDateTime started = status(r).startedAt;
        QVERIFY(started.isValid());
        // 6 x 1e9 x 1,048,576 / (16 x 989e12 x 0.4) = 0.994 s a step.
        QCOMPARE(WorkloadProgress::stepAt(r, started.addSecs(100)), qint64(100));
        QCOMPARE(status(r).totalSteps, qint64(19'074)); // 20e9 tokens / 1,048,576
        runUntil(machine, r, started.addSecs(31 * 60 + 30), events);
        QCOMPARE(r.work.checkpoints.size(), 3);
        QCOMPARE(types(events).count(QStringLiteral("workload.checkpointed")), 3);
        // Every 10 minutes of steps, each taking the 10 s its plan gives to write.
        QCOMPARE(r.work.checkpoints[0].createdAt, started.addSecs(610));
        QCOMPARE(r.work.checkpoints[1].createdAt, started.addSecs(1220));
        QCOMPARE(r.work.checkpoints[2].createdAt, started.addSecs(1830));
        QCOMPARE(r.work.checkpoints[0].step, qint64(603)); // 600 s of 0.994 s steps
        QCOMPARE(r.work.checkpoints[0].id, QStringLiteral("ckpt-000001"));
        QCOMPARE(r.work.checkpoints[0].sizeBytes, qint64(14'000'000'000));
        QCOMPARE(r.work.checkpoints[0].path, QStringLiteral("/workspace/checkpoints/step-603"));
        QCOMPARE(status(r).lastCheckpointStep, std::optional<qint64>(r.work.checkpoints[2].step));
        // The step does not move while a checkpoint is written.
        Cluster during = r.cluster;
        WorkloadProgress::present(r, started.addSecs(1830 + 600 + 5), during);
        QCOMPARE(during.workload->status.phase, WorkloadPhase::Running);
    }

    void theSameSeedTellsTheSameStory() {
        auto play = [&](std::uint64_t seed) {
            const ClusterStateMachine machine(m_catalog, m_pricing, seed, {});
            QList<ClusterEvent> events;
            ClusterRecord r = machine.newRecord(
                QStringLiteral("t-1"), spec(QStringLiteral("train.py --model 1b")), 1, m_start, events);
            runUntil(machine, r, m_start.addSecs(3600), events);
            return QJsonDocument(ClusterJson::record(r)).toJson();
        };
        QCOMPARE(play(11), play(11));
        QVERIFY(play(11) != play(12));
    }

    void aNodeFailureRestartsFromTheLastCheckpoint() {
        const ClusterStateMachine machine(m_catalog, m_pricing, 7, {});
        QList<ClusterEvent> events;
        ClusterRecord r = machine.newRecord(
            QStringLiteral("t-1"),
            spec(QStringLiteral("train.py --model 1b"), OnNodeFailure::RestartFromCheckpoint), 1, m_start,
            events);
        runUntil(machine, r, m_start.addSecs(8 * 60), events);
        const QDateTime started = status(r).startedAt;
        const QDateTime failAt = started.addSecs(15 * 60);
        runUntil(machine, r, failAt, events);
        QCOMPARE(status(r).lastCheckpointStep, std::optional<qint64>(603));
        events.clear();
        machine.apply(r, {failAt, ClusterStateMachine::StepKind::NodeFail, 1}, events);
        QCOMPARE(status(r).phase, WorkloadPhase::Restarting);
        QVERIFY(!WorkloadProgress::isBusy(r));
        QVERIFY(status(r).detail.startsWith(QStringLiteral("NCCL timeout after node ")));
        // The replacement provisions in at most 240 s; then it starts again from step 603.
        runUntil(machine, r, failAt.addSecs(240), events);
        QCOMPARE(status(r).restarts, 1);
        QVERIFY(types(events).contains(QStringLiteral("workload.restarted")));
        QCOMPARE(status(r).step, qint64(603));
        runUntil(machine, r, failAt.addSecs(240 + 90), events);
        QCOMPARE(status(r).phase, WorkloadPhase::Running);
        QCOMPARE(WorkloadProgress::stepAt(r, r.work.runningSince), qint64(603));
    }

    void withoutRestartANodeFailureIsAnNcclTimeout() {
        const ClusterStateMachine machine(m_catalog, m_pricing, 7, {});
        QList<ClusterEvent> events;
        ClusterRecord r = machine.newRecord(QStringLiteral("t-1"),
                                            spec(QStringLiteral("train.py --model 1b")), 1, m_start, events);
        runUntil(machine, r, m_start.addSecs(8 * 60), events);
        const QDateTime failAt = status(r).startedAt.addSecs(100);
        runUntil(machine, r, failAt, events);
        machine.apply(r, {failAt, ClusterStateMachine::StepKind::NodeFail, 0}, events);
        QCOMPARE(status(r).phase, WorkloadPhase::Failed);
        QCOMPARE(status(r).failure, WorkloadFailure::NcclTimeout);
        QCOMPARE(status(r).exitCode, std::optional<int>(134));
        QCOMPARE(status(r).step, qint64(100));
        QCOMPARE(status(r).endedAt, failAt);
        QCOMPARE(types(events).last(), QStringLiteral("workload.failed"));
        QVERIFY(!r.work.nextAt.isValid());
    }

    void stoppingTheClusterStopsItAndStartingResumesFromTheCheckpoint() {
        const ClusterStateMachine machine(m_catalog, m_pricing, 7, {});
        QList<ClusterEvent> events;
        ClusterRecord r = machine.newRecord(QStringLiteral("t-1"),
                                            spec(QStringLiteral("train.py --model 1b")), 1, m_start, events);
        runUntil(machine, r, m_start.addSecs(8 * 60), events);
        const QDateTime stopAt = status(r).startedAt.addSecs(12 * 60);
        runUntil(machine, r, stopAt, events);
        machine.beginStop(r, stopAt, events);
        QCOMPARE(status(r).phase, WorkloadPhase::Stopped);
        QCOMPARE(types(events).last(), QStringLiteral("workload.stopped"));
        runUntil(machine, r, stopAt.addSecs(120), events);
        QCOMPARE(r.cluster.state, ClusterState::Stopped);
        machine.beginStart(r, stopAt.addSecs(600), events);
        runUntil(machine, r, stopAt.addSecs(600 + 180 + 45 + 90), events);
        QCOMPARE(r.cluster.state, ClusterState::Running);
        QCOMPARE(status(r).phase, WorkloadPhase::Running);
        QCOMPARE(status(r).step, qint64(603));
        QCOMPARE(status(r).restarts, 0);
    }

    void aModelThatDoesNotFitRunsOutOfMemoryAtTheStart() {
        const ClusterStateMachine machine(m_catalog, m_pricing, 7, {});
        QList<ClusterEvent> events;
        ClusterRecord r = machine.newRecord(
            QStringLiteral("t-1"),
            spec(QStringLiteral("train.py --model llama-70b"), OnNodeFailure::Stop, "T4", 1), 1, m_start,
            events);
        runUntil(machine, r, m_start.addSecs(10 * 60), events);
        QCOMPARE(status(r).phase, WorkloadPhase::Failed);
        QCOMPARE(status(r).failure, WorkloadFailure::OutOfMemory);
        QCOMPARE(status(r).exitCode, std::optional<int>(1));
        QCOMPARE(status(r).step, qint64(0));
        QVERIFY2(status(r).detail.startsWith(
                     QStringLiteral("CUDA out of memory: a 70B-parameter model needs about")),
                 qPrintable(status(r).detail));
        QVERIFY(!status(r).startedAt.isValid());
        QCOMPARE(types(events), QStringList{QStringLiteral("workload.failed")});
    }

    void theCommandsExitCodeEndsIt() {
        const ClusterStateMachine machine(m_catalog, m_pricing, 7, {});
        QList<ClusterEvent> events;
        ClusterRecord r = machine.newRecord(QStringLiteral("t-1"),
                                            spec(QStringLiteral("train.py --model 1b --sim-exit-code 3")), 1,
                                            m_start, events);
        runUntil(machine, r, m_start.addSecs(10 * 60), events);
        QCOMPARE(status(r).phase, WorkloadPhase::Failed);
        QCOMPARE(status(r).failure, WorkloadFailure::ExitCode);
        QCOMPARE(status(r).exitCode, std::optional<int>(3));
        QCOMPARE(status(r).step, qint64(50));
        QCOMPARE(status(r).detail, QStringLiteral("The command exited with code 3 at step 50."));
    }

    void itSucceedsAtItsLastStep() {
        const ClusterStateMachine machine(m_catalog, m_pricing, 7, {});
        QList<ClusterEvent> events;
        ClusterRecord r = machine.newRecord(QStringLiteral("t-1"),
                                            spec(QStringLiteral("train.py --model 1b --max-steps 120")), 1,
                                            m_start, events);
        runUntil(machine, r, m_start.addSecs(12 * 60), events);
        QCOMPARE(status(r).phase, WorkloadPhase::Succeeded);
        QCOMPARE(status(r).step, qint64(120));
        QCOMPARE(status(r).exitCode, std::optional<int>(0));
        QVERIFY(!WorkloadProgress::isBusy(r));
        QCOMPARE(types(events).last(), QStringLiteral("workload.succeeded"));
    }

    void theStoreKeepsTheSecretButAnswersNeverCarryIt() {
        const ClusterStateMachine machine(m_catalog, m_pricing, 7, {});
        QList<ClusterEvent> events;
        ClusterRecord r = machine.newRecord(QStringLiteral("t-1"),
                                            spec(QStringLiteral("train.py --model 1b")), 1, m_start, events);
        runUntil(machine, r, m_start.addSecs(30 * 60), events);
        const QByteArray stored = QJsonDocument(ClusterJson::record(r)).toJson();
        QVERIFY(stored.contains("hf_secret_value_1234"));
        const auto back = ClusterJson::recordFrom(ClusterJson::record(r));
        QVERIFY(back);
        QCOMPARE(back->cluster.workload, r.cluster.workload);
        QCOMPARE(back->work.checkpoints, r.work.checkpoints);
        QCOMPARE(back->work.nextAt, r.work.nextAt);
        const QByteArray answered = QJsonDocument(ClusterJson::cluster(r.cluster, Currency::USD)).toJson();
        QVERIFY(answered.contains("\"HF_TOKEN\""));
        QVERIFY(!answered.contains("hf_secret_value_1234"));
    }
};

QTEST_GUILESS_MAIN(TestWorkloadProgress)
#include "tst_workload_progress.moc"
