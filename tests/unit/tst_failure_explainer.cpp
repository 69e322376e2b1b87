#include "core/WorkloadText.h"
#include "session/FailureExplainer.h"
#include "session/RelaunchSpec.h"

#include <QLocale>
#include <QTest>

using namespace cd;

// What a failed workload's last lines mean, read from literal log lines as frameworks print them;
// the list's one-line workload state; and the names Run again suggests.
class TestFailureExplainer final : public QObject {
    Q_OBJECT

    static QList<LogLine> lines(const QStringList& texts) {
        QList<LogLine> out;
        qint64 seq = 100;
        for (const QString& t : texts) {
            LogLine l;
            l.seq = ++seq;
            l.rank = 3;
            l.text = t;
            out.append(l);
        }
        return out;
    }

    static WorkloadStatus failed(WorkloadFailure failure, std::optional<int> exitCode) {
        WorkloadStatus s;
        s.phase = WorkloadPhase::Failed;
        s.failure = failure;
        s.exitCode = exitCode;
        return s;
    }

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void cudaOutOfMemory() {
        const auto e = FailureExplainer::explain(
            lines({QStringLiteral("[rank3]: step 12 loss 2.31"),
                   QStringLiteral(
                       "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 3 "
                       "has a total capacity of 79.10 GiB of which 1.12 GiB is free.")}),
            failed(WorkloadFailure::ExitCode, 1));
        QCOMPARE(e.meaning, QStringLiteral("The model did not fit in GPU memory."));
        QCOMPARE(e.nextStep, QStringLiteral("Use more or larger GPUs, a smaller micro-batch, activation "
                                            "checkpointing or ZeRO-3/FSDP sharding."));
        QCOMPARE(e.seq, 102);
    }

    void hipOutOfMemory() {
        const auto e = FailureExplainer::explain(
            lines({QStringLiteral("RuntimeError: HIP out of memory. Tried to allocate 1.50 GiB")}),
            failed(WorkloadFailure::None, 1));
        QCOMPARE(e.meaning, QStringLiteral("The model did not fit in GPU memory."));
    }

    void ncclWatchdogTimeout() {
        const auto e = FailureExplainer::explain(
            lines({QStringLiteral("[rank7]:[E ProcessGroupNCCL.cpp:607] [Rank 7] Watchdog caught collective "
                                  "operation timeout: WorkNCCL(SeqNum=4021, OpType=ALLREDUCE, "
                                  "Timeout(ms)=600000) ran for 600031 milliseconds before timing out."),
                   QStringLiteral("Traceback (most recent call last):"),
                   QStringLiteral("torch.distributed.DistBackendError: NCCL communicator was aborted")}),
            failed(WorkloadFailure::ExitCode, 1));
        QCOMPARE(e.meaning,
                 QStringLiteral("A collective operation timed out: a node failed or the network stalled."));
        QCOMPARE(e.nextStep, QStringLiteral("Restart from the last checkpoint; choose 'Restart from the last "
                                            "checkpoint' on node failure to do it automatically."));
        QCOMPARE(e.seq, 101);
    }

    void rcclTimeout() {
        const auto e = FailureExplainer::explain(
            lines({QStringLiteral("NCCL WARN [Service thread] RCCL collective timed out after 1800 s")}),
            failed(WorkloadFailure::None, 1));
        QCOMPARE(e.meaning,
                 QStringLiteral("A collective operation timed out: a node failed or the network stalled."));
    }

    void pythonTraceback() {
        const auto e = FailureExplainer::explain(
            lines({QStringLiteral("Traceback (most recent call last):"),
                   QStringLiteral("  File \"/workspace/code/train.py\", line 88, in <module>"),
                   QStringLiteral("    cfg = load(args.config)"),
                   QStringLiteral("FileNotFoundError: [Errno 2] No such file or directory: 'cfg.yaml'")}),
            failed(WorkloadFailure::ExitCode, 1));
        QCOMPARE(e.meaning, QStringLiteral("The training script raised FileNotFoundError: [Errno 2] No such "
                                           "file or directory: 'cfg.yaml'."));
        QCOMPARE(e.nextStep, QStringLiteral("Fix the script and run it again."));
        QCOMPARE(e.seq, 104);
    }

    void anExceptionWithoutATracebackIsNotOne() {
        // A warning line that looks like "Name: text" is not a raised exception.
        const auto e =
            FailureExplainer::explain(lines({QStringLiteral("UserWarning: TypedStorage is deprecated.")}),
                                      failed(WorkloadFailure::ExitCode, 2));
        QCOMPARE(e.meaning, QStringLiteral("The command exited with code 2."));
        QCOMPARE(e.nextStep,
                 QStringLiteral("Read the log for the first error, fix it and run the workload again."));
        QCOMPARE(e.seq, 0);
    }

    void killedByTheKernel() {
        const auto e = FailureExplainer::explain({}, failed(WorkloadFailure::ExitCode, 137));
        QCOMPARE(e.meaning, QStringLiteral("The command was killed (exit code 137), most often because the "
                                           "node ran out of memory."));
    }

    void thePlatformsClassificationWhenTheLinesSayNothing() {
        QCOMPARE(FailureExplainer::explain({}, failed(WorkloadFailure::OutOfMemory, 1)).meaning,
                 QStringLiteral("The model did not fit in GPU memory."));
        QCOMPARE(FailureExplainer::explain({}, failed(WorkloadFailure::ImagePull, std::nullopt)).meaning,
                 QStringLiteral("The image could not be pulled."));
    }

    void anImageTheRegistryDoesNotHave() {
        const auto e = FailureExplainer::explain(
            lines({QStringLiteral("Pulling image \"nvcr.io/nvidia/pytorch:does-not-exist\" on 1 nodes"),
                   QStringLiteral(
                       "Failed to pull image \"nvcr.io/nvidia/pytorch:does-not-exist\": Error response "
                       "from daemon: manifest for nvcr.io/nvidia/pytorch:does-not-exist not found: "
                       "manifest unknown: manifest unknown")}),
            failed(WorkloadFailure::ImagePull, std::nullopt));
        QCOMPARE(e.meaning, QStringLiteral("The registry has no image with that tag or digest."));
        QCOMPARE(e.nextStep,
                 QStringLiteral("Check the image reference's tag or digest (it must have been pushed "
                                "to the registry), then run it again."));
        QCOMPARE(e.seq, 102);
    }

    void anImageTheRegistryDenies() {
        const auto e = FailureExplainer::explain(
            lines({QStringLiteral(
                       "Failed to pull image \"registry.corp.example/ml/llm:1.2\": Error response from "
                       "daemon: pull access denied for registry.corp.example/ml/llm, repository does "
                       "not exist or may require 'docker login': denied: requested access to the "
                       "resource is denied"),
                   QStringLiteral("ErrImagePull: the workload did not start; no command ran")}),
            failed(WorkloadFailure::ImagePull, std::nullopt));
        QCOMPARE(e.meaning, QStringLiteral("The registry refused to let the platform pull the image."));
        QCOMPARE(e.nextStep,
                 QStringLiteral("Give the registry's user name and password or token under Registry "
                                "credentials, or check the repository's name, then run it again."));
        QCOMPARE(e.seq, 101);
    }

    void listSummary() {
        WorkloadStatus s;
        s.phase = WorkloadPhase::Running;
        s.step = 1200;
        s.totalSteps = 50000;
        QCOMPARE(WorkloadText::summary(s), QStringLiteral("Running · step 1,200/50,000"));
        QCOMPARE(WorkloadText::summary(failed(WorkloadFailure::OutOfMemory, 137)),
                 QStringLiteral("Failed (exit code 137)"));
    }

    void problemsNameTheirField() {
        WorkloadSpec w;
        w.image = QStringLiteral("pytorch-2.4-cuda12.4");
        w.command = QStringLiteral("python train.py");
        w.env = {{QStringLiteral("A"), QStringLiteral("1")},
                 {QStringLiteral("MASTER_ADDR"), QStringLiteral("x")}};
        const auto p = WorkloadRules::check(w);
        QVERIFY(p);
        QCOMPARE(WorkloadText::problem(*p, w), QStringLiteral("Environment variable 2: MASTER_ADDR is set by "
                                                              "the platform on every node; remove it."));
    }

    void runAgainSuggestsTheNextFreeName() {
        QCOMPARE(RelaunchSpec::nextFreeName(QStringLiteral("train"), {}), QStringLiteral("train-2"));
        QCOMPARE(RelaunchSpec::nextFreeName(QStringLiteral("train"),
                                            {QStringLiteral("train-2"), QStringLiteral("train-3")}),
                 QStringLiteral("train-4"));
        QCOMPARE(RelaunchSpec::nextFreeName(QStringLiteral("train-7"), {}), QStringLiteral("train-8"));
        const QString longest(40, u'a');
        QCOMPARE(RelaunchSpec::nextFreeName(longest, {}), QString(38, u'a') + QStringLiteral("-2"));
    }

    void relaunchDropsSecretValues() {
        Cluster c;
        c.name = QStringLiteral("llama");
        c.pools = {{QStringLiteral("pool-1"), QStringLiteral("main"), QStringLiteral("h100-8x-us-east"),
                    QStringLiteral("H100"), 8, 4, 4}};
        Workload w;
        w.spec.image = QStringLiteral("pytorch-2.4-cuda12.4");
        w.spec.command = QStringLiteral("torchrun train.py");
        w.spec.env = {{QStringLiteral("HF_TOKEN"), QString(), true, true}};
        c.workload = w;
        const ClusterSpec s = RelaunchSpec::from(c, Currency::CNY);
        QCOMPARE(s.pools.size(), 1);
        QCOMPARE(s.pools[0].offeringId, QStringLiteral("h100-8x-us-east"));
        QCOMPARE(s.pools[0].nodeCount, 4);
        QCOMPARE(s.currency, Currency::CNY);
        QVERIFY(s.workload);
        QCOMPARE(s.workload->env[0].value, QString());
        QVERIFY(s.workload->env[0].secret);
    }
};

QTEST_GUILESS_MAIN(TestFailureExplainer)
#include "tst_failure_explainer.moc"
