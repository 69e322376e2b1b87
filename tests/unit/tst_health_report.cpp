// The cluster health report's findings from hand-made inputs: each problem found once, most
// serious first, each with a next step; a healthy cluster says so.
#include "health/ClusterHealthReport.h"

#include <QTest>

using namespace cd;

class TestHealthReport final : public QObject {
    Q_OBJECT

    static HealthInputs healthy() {
        HealthInputs in;
        in.tenantName = QStringLiteral("Aurora AI Lab");
        in.cluster.id = QStringLiteral("cl-1");
        in.cluster.name = QStringLiteral("train");
        in.cluster.state = ClusterState::Running;
        in.cluster.region = QStringLiteral("cn-north-1");
        in.cluster.hourlyCost = Money(16 * Money::microsPerUnit, Currency::USD);
        in.cluster.pools = {{QStringLiteral("pool-1"), QStringLiteral("train"), QStringLiteral("h100"),
                             QStringLiteral("H100 SXM"), 8, 2, 2}};
        for (int n = 0; n < 2; ++n) {
            Node node;
            node.hostname = QStringLiteral("train-%1").arg(n);
            node.state = NodeState::Ready;
            for (int g = 0; g < 8; ++g) {
                node.gpus.append({g, QStringLiteral("GPU-%1-%2").arg(n).arg(g), QStringLiteral("H100 SXM"),
                                  GpuHealth::Healthy, 0});
                in.gpus.append({node.hostname, g, QStringLiteral("H100 SXM"), 90, 70, 1980});
            }
            in.nodes.append(node);
        }
        in.budgets = QList<BudgetStatus>{};
        in.uploadsKnown = true;
        in.asOf = QDateTime(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC);
        return in;
    }

    static const HealthFinding* find(const QList<HealthFinding>& all, const QString& topic) {
        for (const HealthFinding& f : all) {
            if (f.topic == topic)
                return &f;
        }
        return nullptr;
    }

private Q_SLOTS:
    void aHealthyClusterSaysSo() {
        const QList<HealthFinding> all = ClusterHealthReport::findings(healthy());
        QCOMPARE(all.first().text, QStringLiteral("No problems found."));
        for (const HealthFinding& f : all)
            QCOMPARE(f.severity, HealthFinding::Severity::Ok);
        QVERIFY(
            ClusterHealthReport::text(healthy()).contains(QStringLiteral("No budget covers this cluster.")));
    }

    void aFailedNodeComesFirstWithItsXid() {
        HealthInputs in = healthy();
        in.nodes[1].state = NodeState::Failed;
        in.nodes[1].gpus[3].health = GpuHealth::Failed;
        in.nodes[1].gpus[3].lastXid = 79;
        in.gpus[0].utilizationAvg = 2; // and an idle GPU, less serious
        const QList<HealthFinding> all = ClusterHealthReport::findings(in);
        QCOMPARE(all.first().severity, HealthFinding::Severity::Critical);
        QVERIFY(all.first().text.contains(QStringLiteral("train-1 failed")));
        QVERIFY(all.first().text.contains(QStringLiteral("XID 79 (the GPU has fallen off the bus)")));
        QVERIFY(all.first().nextStep.contains(QStringLiteral("replaces failed nodes")));
        // Only one node ready of two.
        const HealthFinding* nodes = nullptr;
        for (const HealthFinding& f : all) {
            if (f.text.contains(QStringLiteral("1 of 2 nodes are ready")))
                nodes = &f;
        }
        QVERIFY(nodes);
        QCOMPARE(nodes->severity, HealthFinding::Severity::Warning);
    }

    void idleHotAndSlowGpus() {
        HealthInputs in = healthy();
        in.gpus[0].utilizationAvg = 3;
        in.gpus[1].utilizationAvg = 9.9;
        in.gpus[2].temperatureMax = 88;
        in.gpus[3].smClockAvg = 1500; // busy, 76 % of its peers' 1980 MHz
        const QList<HealthFinding> all = ClusterHealthReport::findings(in);
        const HealthFinding* idle = find(all, QStringLiteral("Idle GPUs"));
        QVERIFY(idle);
        QVERIFY2(idle->text.startsWith(QStringLiteral("2 of 16 GPUs were under 10 % busy")),
                 qPrintable(idle->text));
        // One GPU model: what the idle GPUs cost is said, 2 x 16 / 16 = 2.00 an hour.
        QVERIFY2(idle->text.contains(QStringLiteral("$2.00 an hour")), qPrintable(idle->text));
        const HealthFinding* hot = find(all, QStringLiteral("Temperature"));
        QVERIFY(hot && hot->text.contains(QStringLiteral("train-0 GPU 2 (88 °C)")));
        const HealthFinding* slow = find(all, QStringLiteral("Clocks"));
        QVERIFY(slow && slow->text.contains(QStringLiteral("train-0 GPU 3 (1500 MHz against 1980 MHz)")));
        for (const HealthFinding& f : all) {
            if (f.severity != HealthFinding::Severity::Ok)
                QVERIFY2(!f.nextStep.isEmpty(), qPrintable(f.topic));
        }
        // A GPU at 86 % of its peers is not called slow.
        in = healthy();
        in.gpus[3].smClockAvg = 1980 * 0.86;
        QVERIFY(!find(ClusterHealthReport::findings(in), QStringLiteral("Clocks")));
    }

    void budgetsThatCoverTheCluster() {
        HealthInputs in = healthy();
        Budget tenant;
        tenant.name = QStringLiteral("Monthly total");
        tenant.amount = Money(1000 * Money::microsPerUnit, Currency::USD);
        Budget other;
        other.name = QStringLiteral("Inference");
        other.scope = Budget::Scope::Tag;
        other.target = QStringLiteral("stage=inference");
        other.amount = tenant.amount;
        BudgetStatus reached{tenant, Money(1200 * Money::microsPerUnit, Currency::USD), {}, {}, true, {}};
        BudgetStatus unrelated{other, Money(5000 * Money::microsPerUnit, Currency::USD), {}, {}, true, {}};
        in.budgets = QList<BudgetStatus>{reached, unrelated};
        const QList<HealthFinding> all = ClusterHealthReport::findings(in);
        QCOMPARE(all.first().severity, HealthFinding::Severity::Critical);
        QVERIFY(all.first().text.startsWith(QStringLiteral("Monthly total")));
        for (const HealthFinding& f : all)
            QVERIFY2(!f.text.startsWith(QStringLiteral("Inference")),
                     "a pretraining cluster's report names an "
                     "inference budget");
        in.budgets.reset();
        in.costsHidden = true;
        QVERIFY(find(ClusterHealthReport::findings(in), QStringLiteral("Budgets"))
                    ->text.contains(QStringLiteral("not visible to this role")));
        in.costsHidden = false; // the role sees costs, but they could not be read
        const HealthFinding* unread = find(ClusterHealthReport::findings(in), QStringLiteral("Budgets"));
        QCOMPARE(unread->severity, HealthFinding::Severity::Warning);
        QVERIFY(unread->text.contains(QStringLiteral("could not be read")));
    }

    void failedUploadsOnlyWhereKnown() {
        HealthInputs in = healthy();
        in.failedUploads = {QStringLiteral("tokens.bin")};
        QVERIFY(find(ClusterHealthReport::findings(in), QStringLiteral("Uploads")));
        in.uploadsKnown = false;
        QVERIFY(!find(ClusterHealthReport::findings(in), QStringLiteral("Uploads")));
    }

    void theTextIsReadyForATicket() {
        HealthInputs in = healthy();
        in.gpus[0].utilizationAvg = 1;
        const QString text = ClusterHealthReport::text(in);
        QVERIFY(text.startsWith(QStringLiteral("Health report: train (cl-1)\nTenant: Aurora AI Lab\n")));
        QVERIFY(text.contains(QStringLiteral("As of 2026-12-01 10:00 UTC")));
        QVERIFY(text.contains(QStringLiteral("[Warning] Idle GPUs: ")));
        QVERIFY(text.contains(QStringLiteral("    Next: ")));
        QVERIFY(
            ClusterHealthReport::html(in).contains(QStringLiteral("<h2>Health report: train (cl-1)</h2>")));
    }
};

QTEST_APPLESS_MAIN(TestHealthReport)
#include "tst_health_report.moc"
