#include "platform/Catalog.h"
#include "platform/CatalogGenerator.h"
#include "platform/ClusterPricing.h"
#include "platform/ClusterStateMachine.h"

#include <QTest>
#include <QTimeZone>

using namespace cd;
using namespace cd::sim;

// The cluster state machine on its own, without a store or a router: the steps a cluster takes by
// itself and the transitions a person asks for, each drawn from the cluster's own random stream.
class TestClusterStateMachine final : public QObject {
    Q_OBJECT

    Catalog m_catalog{CatalogGenerator(3).generate()};
    ClusterPricing m_pricing{m_catalog};
    const QDateTime m_start = QDateTime(QDate(2026, 11, 30), QTime(8, 0), QTimeZone::utc());

    // An offering with room and an hourly USD price.
    const Offering* roomy() const {
        for (const Offering& o : m_catalog.offerings()) {
            if (o.availableNodes >= 6 && o.price(BillingMode::Hourly, Currency::USD))
                return &o;
        }
        return nullptr;
    }
    ClusterSpec spec(int nodes) const {
        ClusterSpec s;
        s.name = QStringLiteral("train");
        s.pools.append({QStringLiteral("main"), roomy()->id, nodes});
        return s;
    }
    // Applies every step due by `until`, as the lifecycle does; returns how many it applied.
    static int runUntil(const ClusterStateMachine& machine, ClusterRecord& r, const QDateTime& until,
                        QList<ClusterEvent>& events) {
        int applied = 0;
        while (const auto step = ClusterStateMachine::earliestStep(r)) {
            if (step->at > until)
                break;
            machine.apply(r, *step, events);
            ++applied;
        }
        return applied;
    }
    static int countState(const ClusterRecord& r, NodeState state) {
        return int(std::count_if(r.nodes.cbegin(), r.nodes.cend(),
                                 [&](const NodeRecord& n) { return n.node.state == state; }));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(roomy()); }

    void aNewClusterIsPendingForSeconds() {
        const ClusterStateMachine machine(m_catalog, m_pricing, 7, {});
        QList<ClusterEvent> events;
        const ClusterRecord r = machine.newRecord(QStringLiteral("t-1"), spec(2), 42, m_start, events);
        QCOMPARE(r.cluster.id, QStringLiteral("cl-00042"));
        QCOMPARE(r.cluster.state, ClusterState::Pending);
        QVERIFY(r.nodes.isEmpty());
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().type, QStringLiteral("cluster.created"));
        QCOMPARE(events.first().message, QStringLiteral("Cluster train was requested."));
        const auto step = ClusterStateMachine::earliestStep(r);
        QVERIFY(step);
        QCOMPARE(step->kind, ClusterStateMachine::StepKind::Cluster);
        const qint64 wait = m_start.secsTo(step->at);
        QVERIFY2(wait >= 5 && wait <= 15, qPrintable(QString::number(wait)));
    }

    void itProvisionsThenRunsAndIsMeteredFromReady() {
        const ClusterStateMachine machine(m_catalog, m_pricing, 7, {});
        QList<ClusterEvent> events;
        ClusterRecord r = machine.newRecord(QStringLiteral("t-1"), spec(3), 1, m_start, events);
        QCOMPARE(runUntil(machine, r, m_start.addSecs(20), events), 1);
        QCOMPARE(r.cluster.state, ClusterState::Provisioning);
        QCOMPARE(countState(r, NodeState::Provisioning), 3);
        QCOMPARE(events.last().toState, QStringLiteral("provisioning"));
        // Provisioning takes at most 300 simulated seconds after the at most 15 pending ones.
        QCOMPARE(runUntil(machine, r, m_start.addSecs(15 + 300), events), 3);
        QCOMPARE(r.cluster.state, ClusterState::Running);
        QCOMPARE(countState(r, NodeState::Ready), 3);
        QCOMPARE(r.cluster.pools.first().readyNodes, 3);
        for (const NodeRecord& n : r.nodes)
            QCOMPARE(n.meteredSince, n.node.since);
        QVERIFY(r.isBilling());
        QCOMPARE(events.last().toState, QStringLiteral("running"));
        QCOMPARE(events.last().message, QStringLiteral("Cluster train is running."));
        QVERIFY(!ClusterStateMachine::earliestStep(r)); // no failures at rate 0: nothing scheduled
    }

    void theSameSeedBuildsTheSameCluster() {
        auto play = [&](std::uint64_t seed) {
            const ClusterStateMachine machine(m_catalog, m_pricing, seed, {});
            QList<ClusterEvent> events;
            ClusterRecord r = machine.newRecord(QStringLiteral("t-1"), spec(4), 1, m_start, events);
            runUntil(machine, r, m_start.addSecs(3600), events);
            QStringList story;
            for (const ClusterEvent& e : events)
                story.append(e.time.toString(Qt::ISODate) + u' ' + e.message);
            for (const NodeRecord& n : r.nodes)
                story.append(n.node.id + u' ' + n.node.hostname);
            return story;
        };
        const QStringList first = play(11);
        QVERIFY(first.size() > 4);
        QCOMPARE(play(11), first);
        QVERIFY(play(12) != first);
    }

    void stoppingClosesEveryMeterAndReleasesTheNodes() {
        const ClusterStateMachine machine(m_catalog, m_pricing, 7, {});
        QList<ClusterEvent> events;
        ClusterRecord r = machine.newRecord(QStringLiteral("t-1"), spec(2), 1, m_start, events);
        runUntil(machine, r, m_start.addSecs(3600), events);
        QCOMPARE(r.cluster.state, ClusterState::Running);
        const QDateTime stopAt = m_start.addSecs(7200);
        machine.beginStop(r, stopAt, events);
        QCOMPARE(r.cluster.state, ClusterState::Stopping);
        QVERIFY(!r.isBilling());
        QCOMPARE(r.closedMeter.size(), 2);
        for (const MeterSegment& s : r.closedMeter)
            QCOMPARE(s.end, stopAt);
        QCOMPARE(runUntil(machine, r, stopAt.addSecs(60), events), 1);
        QCOMPARE(r.cluster.state, ClusterState::Stopped);
        QVERIFY(r.nodes.isEmpty());
        QCOMPARE(events.last().message, QStringLiteral("Cluster train stopped; its nodes were released."));
    }

    void aFailedNodeIsReplacedAndItsWorkMoves() {
        // A rate so high that a ready node fails within minutes.
        const ClusterStateMachine machine(m_catalog, m_pricing, 7, {1000.0});
        QList<ClusterEvent> events;
        ClusterRecord r = machine.newRecord(QStringLiteral("t-1"), spec(2), 1, m_start, events);
        // Nodes fail only once their cluster runs: step until it does.
        while (r.cluster.state != ClusterState::Running) {
            const auto next = ClusterStateMachine::earliestStep(r);
            QVERIFY(next);
            machine.apply(r, *next, events);
        }
        QVERIFY(r.closedMeter.isEmpty());
        const auto step = ClusterStateMachine::earliestStep(r);
        QVERIFY(step);
        QCOMPARE(step->kind, ClusterStateMachine::StepKind::NodeFail);
        const QString failedId = r.nodes[step->node].node.id;
        machine.apply(r, *step, events);
        QCOMPARE(events.last().type, QStringLiteral("node.failed"));
        QCOMPARE(events.last().nodeId, failedId);
        QCOMPARE(r.failures, 1);
        QCOMPARE(countState(r, NodeState::Failed), 1);
        QCOMPARE(r.nodes.last().node.replaces, failedId);
        QCOMPARE(r.closedMeter.size(), 1); // its billed time ended when it failed
    }
};

QTEST_GUILESS_MAIN(TestClusterStateMachine)
#include "tst_cluster_state_machine.moc"
