// The words a person reads for clusters, nodes, GPUs and events, written out as literals: the
// English source texts (no translation installed), then a few in Simplified Chinese.
#include "core/ClusterText.h"
#include "resources/Translations.h"

#include <QCoreApplication>
#include <QTest>

using namespace cd;

namespace {

Cluster clusterOf(ClusterState state, QList<NodePool> pools) {
    Cluster c;
    c.id = QStringLiteral("cl-1");
    c.name = QStringLiteral("llama-pretrain");
    c.state = state;
    c.pools = std::move(pools);
    return c;
}

NodePool pool(int gpusPerNode, int nodeCount, int readyNodes) {
    NodePool p;
    p.name = QStringLiteral("train");
    p.gpusPerNode = gpusPerNode;
    p.nodeCount = nodeCount;
    p.readyNodes = readyNodes;
    return p;
}

ClusterEvent eventOf(const char* type) {
    ClusterEvent e;
    e.type = QString::fromLatin1(type);
    e.clusterName = QStringLiteral("llama-pretrain");
    e.message = QStringLiteral("the platform's own words");
    return e;
}

} // namespace

class TestClusterText final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void names() {
        QCOMPARE(ClusterText::state(ClusterState::Pending), QStringLiteral("Pending"));
        QCOMPARE(ClusterText::state(ClusterState::Provisioning), QStringLiteral("Provisioning"));
        QCOMPARE(ClusterText::state(ClusterState::Running), QStringLiteral("Running"));
        QCOMPARE(ClusterText::state(ClusterState::Resizing), QStringLiteral("Resizing"));
        QCOMPARE(ClusterText::state(ClusterState::Stopped), QStringLiteral("Stopped"));
        QCOMPARE(ClusterText::state(ClusterState::Terminated), QStringLiteral("Terminated"));
        QCOMPARE(ClusterText::state(ClusterState::Failed), QStringLiteral("Failed"));
        QCOMPARE(ClusterText::stage(WorkloadStage::Finetune), QStringLiteral("Fine-tune"));
        QCOMPARE(ClusterText::stage(WorkloadStage::Eval), QStringLiteral("Evaluation"));
        QCOMPARE(ClusterText::nodeState(NodeState::Draining), QStringLiteral("Draining"));
        QCOMPARE(ClusterText::nodeState(NodeState::Degraded), QStringLiteral("Degraded"));
        QCOMPARE(ClusterText::gpuHealth(GpuHealth::Healthy), QStringLiteral("Healthy"));
        QCOMPARE(ClusterText::gpuHealth(GpuHealth::Warning), QStringLiteral("Warning"));
    }

    void durations_data() {
        QTest::addColumn<qint64>("seconds");
        QTest::addColumn<QString>("expected");
        QTest::newRow("negative reads as zero") << qint64(-5) << QStringLiteral("0 s");
        QTest::newRow("seconds") << qint64(59) << QStringLiteral("59 s");
        QTest::newRow("a minute") << qint64(60) << QStringLiteral("1 min");
        QTest::newRow("minutes, rounded down") << qint64(25 * 60 + 59) << QStringLiteral("25 min");
        QTest::newRow("an hour") << qint64(3600) << QStringLiteral("1 h 0 min");
        QTest::newRow("hours and minutes") << qint64(5 * 3600 + 7 * 60 + 30) << QStringLiteral("5 h 7 min");
        QTest::newRow("days and hours")
            << qint64(3 * 86400 + 4 * 3600 + 59 * 60) << QStringLiteral("3 d 4 h");
        QTest::newRow("a year") << qint64(365 * 86400) << QStringLiteral("365 d 0 h");
    }
    void durations() {
        QFETCH(qint64, seconds);
        QFETCH(QString, expected);
        QCOMPARE(ClusterText::duration(seconds), expected);
    }

    void progressWhileOnItsWay() {
        const QList<NodePool> pools{pool(8, 6, 3), pool(4, 2, 2)};
        QCOMPARE(ClusterText::progress(clusterOf(ClusterState::Provisioning, pools)),
                 QStringLiteral("5 of 8 nodes ready"));
        QCOMPARE(ClusterText::progress(clusterOf(ClusterState::Resizing, pools)),
                 QStringLiteral("5 of 8 nodes ready"));
        // Settled, waiting or going away: nothing to count.
        QCOMPARE(ClusterText::progress(clusterOf(ClusterState::Running, pools)), QString());
        QCOMPARE(ClusterText::progress(clusterOf(ClusterState::Pending, pools)), QString());
        QCOMPARE(ClusterText::progress(clusterOf(ClusterState::Stopping, pools)), QString());
        QCOMPARE(ClusterText::progress(clusterOf(ClusterState::Terminating, pools)), QString());
    }

    void events() {
        QCOMPARE(ClusterText::event(eventOf("cluster.created")),
                 QStringLiteral("Cluster llama-pretrain was requested."));

        ClusterEvent changed = eventOf("cluster.state_changed");
        changed.toState = QStringLiteral("running");
        QCOMPARE(ClusterText::event(changed), QStringLiteral("Cluster llama-pretrain is now running."));
        // A state the console does not know: the platform's words.
        changed.toState = QStringLiteral("hibernating");
        QCOMPARE(ClusterText::event(changed), QStringLiteral("the platform's own words"));

        ClusterEvent updated = eventOf("cluster.updated");
        updated.cluster = clusterOf(ClusterState::Provisioning, {pool(8, 6, 3), pool(4, 2, 2)});
        QCOMPARE(ClusterText::event(updated), QStringLiteral("5 of 8 nodes of llama-pretrain are ready."));

        ClusterEvent resized = eventOf("cluster.resized");
        resized.cluster = clusterOf(ClusterState::Running, {pool(8, 6, 6), pool(4, 2, 2)});
        QCOMPARE(ClusterText::event(resized), QStringLiteral("Cluster llama-pretrain now has 56 GPUs."));

        ClusterEvent failed = eventOf("node.failed");
        failed.nodeId = QStringLiteral("nd-7");
        QCOMPARE(ClusterText::event(failed),
                 QStringLiteral("Node nd-7 of llama-pretrain failed; a replacement is being provisioned."));

        ClusterEvent migrated = eventOf("workload.migrated");
        migrated.replacementNodeId = QStringLiteral("nd-9");
        migrated.checkpointStep = 12000;
        QCOMPARE(ClusterText::event(migrated),
                 QStringLiteral("Workload of llama-pretrain moved to node nd-9 and resumed from the "
                                "checkpoint at step 12000."));

        QCOMPARE(ClusterText::event(eventOf("cluster.unheard_of")),
                 QStringLiteral("the platform's own words"));
    }

    void stateDetails() {
        Cluster waiting = clusterOf(ClusterState::Pending, {pool(8, 2, 0)});
        QCOMPARE(ClusterText::stateDetail(waiting), QString());
        waiting.stateDetail = QStringLiteral("waiting for off-peak");
        waiting.offPeakOnly = true;
        QCOMPARE(ClusterText::stateDetail(waiting),
                 QStringLiteral("Waiting for the off-peak window to open; nothing is billed until then."));

        Cluster failed = clusterOf(ClusterState::Failed, {pool(8, 2, 0)});
        failed.stateDetail = QStringLiteral("all nodes failed burn-in");
        QCOMPARE(ClusterText::stateDetail(failed), QStringLiteral("No node passed the GPU burn-in test."));
        failed.stateDetail = QStringLiteral("quota exceeded");
        QCOMPARE(ClusterText::stateDetail(failed), QStringLiteral("quota exceeded"));
    }

    // Last: from here on the console's Chinese translation is installed.
    void inSimplifiedChinese() {
        QCOMPARE(Translations::install(*QCoreApplication::instance(), QStringLiteral("zh_CN")),
                 QStringLiteral("zh_CN"));
        QCOMPARE(ClusterText::state(ClusterState::Running), QStringLiteral("运行中"));
        QCOMPARE(ClusterText::stage(WorkloadStage::Finetune), QStringLiteral("微调"));
        QCOMPARE(ClusterText::duration(42), QStringLiteral("42 秒"));
        QCOMPARE(ClusterText::duration(25 * 60), QStringLiteral("25 分钟"));
        QCOMPARE(ClusterText::duration(5 * 3600 + 7 * 60), QStringLiteral("5 小时 7 分钟"));
        QCOMPARE(ClusterText::duration(3 * 86400 + 4 * 3600), QStringLiteral("3 天 4 小时"));
        QCOMPARE(ClusterText::progress(clusterOf(ClusterState::Provisioning, {pool(8, 6, 3), pool(4, 2, 2)})),
                 QStringLiteral("5/8 个节点就绪"));
    }
};

QTEST_GUILESS_MAIN(TestClusterText)
#include "tst_cluster_text.moc"
