#include "ClusterDetailView.h"
#include "ClustersPage.h"
#include "LaunchClusterDialog.h"
#include "LaunchDialogSuite.h"
#include "LaunchEnvTable.h"
#include "LaunchPortTable.h"
#include "LaunchSshKeyPicker.h"
#include "LaunchTemplateBar.h"
#include "LaunchWorkloadSection.h"
#include "WorkloadView.h"

#include "models/ClusterListModel.h"
#include "session/ClustersSession.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

// The launch dialog's Workload tab (what runs, checked field by field, the field focused), the
// form filled from a spec and read back unchanged, the cluster's Workload tab with a failure
// explained, and Run again / Clone… filling the dialog from a cluster.
class TestLaunchWorkload final : public test::LaunchDialogSuite {
    Q_OBJECT

    // A dialog whose Resources tab is valid, with a workload ticked and a command given.
    LaunchClusterDialog* dialogWithWorkload() {
        page()->openLaunchDialog();
        LaunchClusterDialog* d = openDialog();
        if (!d)
            return nullptr;
        d->nameEdit()->setText(QStringLiteral("wl-test"));
        LaunchWorkloadSection* w = d->workloadSection();
        w->runBox()->setChecked(true);
        w->imageBox()->setEditText(QStringLiteral("nvcr.io/nvidia/pytorch:24.05-py3"));
        w->commandEdit()->setPlainText(QStringLiteral("torchrun --nproc-per-node 8 train.py"));
        return d;
    }

    static QWidget* focused(LaunchClusterDialog* d) { return d->focusWidget(); }

    static Cluster failedCluster() {
        Cluster c;
        c.id = QStringLiteral("cl-fixture-failed");
        c.name = QStringLiteral("mi300x-trial");
        c.state = ClusterState::Running;
        c.pools = {{QStringLiteral("pool-1"), QStringLiteral("main"), QStringLiteral("mi300x-8x"),
                    QStringLiteral("MI300X"), 8, 2, 2}};
        Workload w;
        w.spec.image = QStringLiteral("pytorch-2.4-rocm6.1");
        w.spec.command = QStringLiteral("torchrun train.py");
        w.spec.env = {{QStringLiteral("HF_TOKEN"), QString(), true, true},
                      {QStringLiteral("WANDB_PROJECT"), QStringLiteral("trial"), false, true}};
        w.status.phase = WorkloadPhase::Failed;
        w.status.failure = WorkloadFailure::OutOfMemory;
        w.status.exitCode = 1;
        w.status.step = 40;
        w.status.totalSteps = 1000;
        c.workload = w;
        return c;
    }

private Q_SLOTS:
    void initTestCase() { startDemo(); }
    void cleanup() { closeDialog(); }

    void invalidImageSaysSoAndFocusesTheField() {
        LaunchClusterDialog* d = dialogWithWorkload();
        QVERIFY(d);
        LaunchWorkloadSection* w = d->workloadSection();
        w->imageBox()->setEditText(QStringLiteral("Not An Image!"));
        QVERIFY(!w->imageHint()->isHidden());
        QCOMPARE(w->imageHint()->text(),
                 QStringLiteral("Not an image reference: use registry/repository:tag or "
                                "repository@sha256: and 64 hex digits."));
        d->tabs()->setCurrentIndex(0);
        QTRY_VERIFY(d->launchButton()->isEnabled());
        QTest::mouseClick(d->launchButton(), Qt::LeftButton);
        QCOMPARE(
            d->messageLabel()->text(),
            QStringLiteral("Image: 'Not An Image!' is not an image reference; use registry/repository:tag "
                           "or repository@sha256: and 64 hex digits."));
        QCOMPARE(d->tabs()->currentIndex(), 1);
        QVERIFY(focused(d) == w->imageBox() || focused(d) == w->imageBox()->lineEdit());
    }

    void duplicateVariableIsRefused() {
        LaunchClusterDialog* d = dialogWithWorkload();
        QVERIFY(d);
        LaunchEnvTable* env = d->workloadSection()->envTable();
        env->addVariable({QStringLiteral("WANDB_PROJECT"), QStringLiteral("a"), false, false});
        env->addVariable({QStringLiteral("WANDB_PROJECT"), QStringLiteral("b"), false, false});
        QCOMPARE(d->validationMessage(),
                 QStringLiteral("Environment variable 2: WANDB_PROJECT is set twice."));
        QTest::mouseClick(d->launchButton(), Qt::LeftButton);
        QCOMPARE(focused(d), env->nameEdit(1));
    }

    void platformVariableIsRefused() {
        LaunchClusterDialog* d = dialogWithWorkload();
        QVERIFY(d);
        d->workloadSection()->envTable()->addVariable(
            {QStringLiteral("MASTER_ADDR"), QStringLiteral("10.0.0.1")});
        QCOMPARE(d->validationMessage(), QStringLiteral("Environment variable 1: MASTER_ADDR is set by the "
                                                        "platform on every node; remove it."));
    }

    void portOutOfRangeIsRefused() {
        LaunchClusterDialog* d = dialogWithWorkload();
        QVERIFY(d);
        LaunchPortTable* ports = d->workloadSection()->portTable();
        ports->addPort({8888, QStringLiteral("jupyter")});
        ports->addPort({70000, QStringLiteral("mine")});
        QCOMPARE(d->validationMessage(), QStringLiteral("Port 2: 70000 is not between 1 and 65535."));
        QTest::mouseClick(d->launchButton(), Qt::LeftButton);
        QCOMPARE(focused(d), ports->portBox(1));
    }

    void secretIsMaskedAndAskedFor() {
        LaunchClusterDialog* d = dialogWithWorkload();
        QVERIFY(d);
        LaunchEnvTable* env = d->workloadSection()->envTable();
        env->addVariable({QStringLiteral("HF_TOKEN"), QStringLiteral("hf_secret"), true, true});
        QCOMPARE(env->valueEdit(0)->echoMode(), QLineEdit::Password);
        env->showSecretsBox()->setChecked(true);
        QCOMPARE(env->valueEdit(0)->echoMode(), QLineEdit::Normal);
        env->showSecretsBox()->setChecked(false);
        QCOMPARE(env->valueEdit(0)->echoMode(), QLineEdit::Password);
        QCOMPARE(d->validationMessage(), QString());
        // From a template or a cluster, a secret comes without its value.
        env->setVariables({{QStringLiteral("HF_TOKEN"), QString(), true, true}});
        QCOMPARE(env->valueEdit(0)->placeholderText(), QStringLiteral("enter the value"));
        QCOMPARE(d->validationMessage(),
                 QStringLiteral("Environment variable 1: enter the value of the secret HF_TOKEN."));
    }

    void setSpecThenSpecGivesItBack_data() {
        QTest::addColumn<bool>("offeringsLoaded");
        QTest::newRow("offerings loaded") << true;
        QTest::newRow("offerings not loaded yet") << false;
    }

    // The Workload tab scrolled to its end, Tab from the tab bar lands on its first field, which
    // comes into view: the scroll area follows Tab only from within itself.
    void tabFromTheTabBarShowsTheWorkloadsFirstField() {
        LaunchClusterDialog* d = dialogWithWorkload();
        QVERIFY(d);
        d->activateWindow(); // the keyboard's window, or focus moves without focusChanged()
        QTRY_COMPARE(QApplication::activeWindow(), d);
        d->tabs()->setCurrentIndex(1);
        auto* scroll = d->findChild<QScrollArea*>(QStringLiteral("workloadScroll"));
        QVERIFY(scroll);
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
        QVERIFY(scroll->verticalScrollBar()->value() > 0);
        d->tabs()->tabBar()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(d->tabs()->tabBar(), Qt::Key_Tab);
        QCOMPARE(focused(d), d->workloadSection()->runBox());
        QCOMPARE(scroll->verticalScrollBar()->value(), 0);
    }

    // The SSH key list, made after the rest of the dialog, sits in Tab's order where it is shown,
    // and Tab from Cancel goes round to the template bar on top, not back to the list.
    void theSshKeysComeInTabOrderWhereTheyAreShown() {
        page()->openLaunchDialog();
        LaunchClusterDialog* d = openDialog();
        QVERIFY(d && d->sshKeyPicker() && d->templateBar());
        d->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(d));
        QListWidget* keys = d->sshKeyPicker()->list();
        QTRY_VERIFY(keys->isVisible()); // the demo's own keys, once they arrive
        keys->setFocus(Qt::TabFocusReason);
        QTest::keyClick(keys, Qt::Key_Tab);
        QCOMPARE(focused(d)->accessibleName(), QStringLiteral("Estimate for"));
        auto* cancel = d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel);
        cancel->setFocus(Qt::TabFocusReason);
        QTest::keyClick(cancel, Qt::Key_Tab);
        QCOMPARE(focused(d)->objectName(), QStringLiteral("templateChoice"));
    }

    void setSpecThenSpecGivesItBack() {
        QFETCH(bool, offeringsLoaded);
        const QList<Offering>& offerings = page()->session().offerings();
        const Offering& o = offerings.first();
        QVERIFY(!o.images.isEmpty());
        ClusterSpec s;
        s.name = QStringLiteral("llama-70b");
        for (int i = 0; i < ClusterRules::maxPools; ++i)
            s.pools.append({QStringLiteral("pool-%1").arg(i + 1), o.id, i + 1});
        s.billingMode = BillingMode::Daily;
        s.currency = page()->session().accountCurrency();
        s.offPeakOnly = true;
        s.stage = WorkloadStage::Finetune;
        s.image = o.images.last();
        s.dedicated = o.dedicatedAvailable;
        s.autoStopIdleMinutes = 90;
        s.sshKeyIds = {QStringLiteral("key-0001")};
        WorkloadSpec w;
        w.image = QStringLiteral("registry.example.com/team/llm:1.2");
        w.registryAuth = RegistryAuth{QStringLiteral("robot"), QStringLiteral("pw"), true};
        w.workingDir = QStringLiteral("/workspace/code/llm");
        w.setup = QStringLiteral("pip install -r requirements.txt\necho ready");
        w.command = QStringLiteral("torchrun --nproc-per-node 8 train.py --config cfg.yaml");
        w.env = {{QStringLiteral("WANDB_PROJECT"), QStringLiteral("llama"), false, true},
                 {QStringLiteral("HF_TOKEN"), QStringLiteral("hf_abc"), true, true}};
        w.ports = {{8888, QStringLiteral("jupyter")}, {6006, QStringLiteral("tensorboard")}};
        w.checkpointDir = QStringLiteral("/workspace/ckpt");
        w.checkpointIntervalMinutes = 45;
        w.onNodeFailure = OnNodeFailure::RestartFromCheckpoint;
        s.workload = w;

        LaunchClusterDialog d(page()->session(), offeringsLoaded ? offerings : QList<Offering>{}, m_window);
        d.setSpec(s);
        QCOMPARE(d.spec(), s);
        QCOMPARE(d.poolTable()->rowCount(), 8);
        s.workload.reset();
        d.setSpec(s);
        QCOMPARE(d.spec(), s);
    }

    void runAgainKeepsEverythingWithTheNextName() {
        const Cluster c = failedCluster();
        LaunchClusterDialog* d = page()->openRelaunchDialog(c, false);
        QVERIFY(d);
        QCOMPARE(d->nameEdit()->text(), QStringLiteral("mi300x-trial-2"));
        QCOMPARE(d->spec().pools.size(), 1);
        QCOMPARE(d->spec().pools[0].nodeCount, 2);
        LaunchWorkloadSection* w = d->workloadSection();
        QVERIFY(w->runBox()->isChecked());
        QCOMPARE(w->commandEdit()->toPlainText(), QStringLiteral("torchrun train.py"));
        // The secret is asked for again; the plain variable keeps its value.
        QCOMPARE(w->envTable()->valueEdit(0)->placeholderText(), QStringLiteral("enter the value"));
        QCOMPARE(w->envTable()->valueEdit(1)->text(), QStringLiteral("trial"));
    }

    void cloneEmptiesTheNameAndFocusesIt() {
        LaunchClusterDialog* d = page()->openRelaunchDialog(failedCluster(), true);
        QVERIFY(d);
        QCOMPARE(d->nameEdit()->text(), QString());
        QCOMPARE(d->focusWidget(), d->nameEdit());
        QCOMPARE(d->validationMessage(), QStringLiteral("Give the cluster a name."));
    }

    void workloadTabExplainsAFailure() {
        WorkloadView* view = page()->detail()->workloadView();
        view->setCanChange(true);
        view->showCluster(failedCluster());
        QCOMPARE(view->phaseLabel()->text(), QStringLiteral("Failed: out of GPU memory (exit code 1)"));
        QCOMPARE(view->progressBar()->value(), 40);
        QCOMPARE(view->progressBar()->maximum(), 1000);
        QTRY_COMPARE(view->meaningLabel()->text(), QStringLiteral("The model did not fit in GPU memory."));
        QCOMPARE(view->nextStepLabel()->text(),
                 QStringLiteral("Use more or larger GPUs, a smaller micro-batch, "
                                "activation checkpointing or ZeRO-3/FSDP sharding."));
        QVERIFY(!view->restartButton()->isHidden());
        QVERIFY(!view->runAgainButton()->isHidden());
        view->setCanChange(false); // a viewer
        QVERIFY(view->restartButton()->isHidden());
        QVERIFY(view->runAgainButton()->isHidden());
        QVERIFY(view->cloneButton()->isHidden());
        view->showCluster(std::nullopt);
    }

    void theListShowsTheStep() {
        ClusterListModel model;
        Cluster c = failedCluster();
        c.workload->status.phase = WorkloadPhase::Running;
        c.workload->status.step = 1200;
        c.workload->status.totalSteps = 50000;
        model.setClusters({c});
        QCOMPARE(model.index(0, ClusterListModel::StateColumn).data().toString(),
                 QStringLiteral("Running · step 1,200/50,000"));
    }
};

QTEST_MAIN(TestLaunchWorkload)
#include "tst_launch_workload.moc"
