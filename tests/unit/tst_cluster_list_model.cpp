// ClusterListModel's rule for views that cross on the way (a list reload and the event stream):
// an older view never replaces a newer one, whatever its ETag. The events of one simulator
// catch-up share the ETag the cluster was stored with, each showing the cluster after its own
// step; arriving after a reload that already has the end of it, they must not play it back.
#include "models/ClusterListModel.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace cd;

class TestClusterListModel final : public QObject {
    Q_OBJECT

    static QDateTime at(int minute) {
        return QDateTime(QDate(2026, 12, 3), QTime(9, minute), QTimeZone::utc());
    }
    static Cluster view(int minute, const QString& etag, int readyNodes, ClusterState state) {
        Cluster c;
        c.id = QStringLiteral("cl-00001");
        c.name = QStringLiteral("flaky");
        c.state = state;
        c.asOf = at(minute);
        c.etag = etag;
        NodePool pool;
        pool.id = QStringLiteral("pool-1");
        pool.name = QStringLiteral("main");
        pool.nodeCount = 4;
        pool.readyNodes = readyNodes;
        c.pools = {pool};
        return c;
    }

private Q_SLOTS:
    void anOlderViewNeverReplacesANewerOne() {
        ClusterListModel model;
        // The reload: all four nodes back, stored as version 7.
        model.setClusters({view(30, QStringLiteral("\"7\""), 4, ClusterState::Running)});
        QSignalSpy changed(&model, &ClusterListModel::dataChanged);
        // The catch-up's events arrive after it: a node failed at 9:10, under the same ETag.
        model.apply(view(10, QStringLiteral("\"7\""), 3, ClusterState::Running));
        // And an older version's event.
        model.apply(view(5, QStringLiteral("\"6\""), 2, ClusterState::Resizing));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(model.cluster(0).pools.first().readyNodes, 4);
        QCOMPARE(model.cluster(0).asOf, at(30));

        // A newer view replaces it, under the same ETag (its cost moved on) or a new one.
        model.apply(view(31, QStringLiteral("\"7\""), 4, ClusterState::Running));
        QCOMPARE(model.cluster(0).asOf, at(31));
        model.apply(view(40, QStringLiteral("\"8\""), 3, ClusterState::Running));
        QCOMPARE(model.cluster(0).pools.first().readyNodes, 3);
        QCOMPARE(changed.count(), 2);
    }
};

QTEST_GUILESS_MAIN(TestClusterListModel)
#include "tst_cluster_list_model.moc"
