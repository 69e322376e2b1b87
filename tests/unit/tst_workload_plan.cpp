#include "platform/WorkloadPlan.h"

#include <QTest>

using namespace cd;
using namespace cd::sim;

// The workload plan on its own: what a command on some GPUs works out to, with the sizing rules'
// numbers written out (anchors.md "Sizing": 16 bytes a parameter sharded over the GPUs, 6 x
// parameters x tokens FLOPs at 40 % MFU).
class TestWorkloadPlan final : public QObject {
    Q_OBJECT

    static WorkloadSpec spec(const QString& command) {
        WorkloadSpec s;
        s.image = QStringLiteral("pytorch-2.4-cuda12.4");
        s.command = command;
        return s;
    }
    static WorkloadPlan::Gpus h100(int count) { return {989, 80, count}; }
    static WorkloadPlan::Gpus t4(int count) { return {65, 16, count}; }

private Q_SLOTS:
    void aSeventyBillionModelDoesNotFitOnEightT4s() {
        const WorkloadPlan p =
            WorkloadPlan::make(spec(QStringLiteral("torchrun train.py --model llama-70b")), {t4(8)}, 2);
        QCOMPARE(p.modelBillions, 70.0);
        // 70e9 x 16 bytes / 8 GPUs = 140 GB, plus 4 GB of activations, on 16 GB cards.
        QCOMPARE(p.neededGbPerGpu, 144.0);
        QCOMPARE(p.gpuMemoryGb, 16.0);
        QVERIFY(!p.fits);
    }

    void itFitsOnSixtyFourH100s() {
        const WorkloadPlan p =
            WorkloadPlan::make(spec(QStringLiteral("torchrun train.py --model llama-70b")), {h100(64)}, 8);
        // 1120 GB / 64 = 17.5 GB, plus 4.
        QCOMPARE(p.neededGbPerGpu, 21.5);
        QVERIFY(p.fits);
    }

    void theSmallestGpuDecidesWhetherItFits() {
        // 13e9 x 16 / 40 = 5.2 GB + 4 = 9.2 GB: fits the T4s beside the H100s; 30B (16 GB) does not.
        QVERIFY(WorkloadPlan::make(spec(QStringLiteral("train.py --model 13b")), {h100(32), t4(8)}, 6).fits);
        const WorkloadPlan p =
            WorkloadPlan::make(spec(QStringLiteral("train.py --model 30b")), {h100(32), t4(8)}, 6);
        QCOMPARE(p.neededGbPerGpu, 16.0);
        QVERIFY(p.fits); // exactly the card's 16 GB
        QVERIFY(!WorkloadPlan::make(spec(QStringLiteral("train.py --model 31b")), {h100(32), t4(8)}, 6).fits);
    }

    void theStepRateFollowsPeakFlops() {
        const WorkloadSpec s = spec(QStringLiteral("torchrun train.py"));
        const WorkloadPlan fast = WorkloadPlan::make(s, {h100(8)}, 1);
        const WorkloadPlan slow = WorkloadPlan::make(s, {t4(8)}, 1);
        // 6 x 7e9 x 1,048,576 tokens / (8 x 989e12 x 0.4) = 13.9156 s; on T4s (65 TFLOPS) 211.732 s.
        QVERIFY2(qAbs(fast.stepSeconds - 13.9156) < 0.001, qPrintable(QString::number(fast.stepSeconds)));
        QVERIFY2(qAbs(slow.stepSeconds - 211.732) < 0.001, qPrintable(QString::number(slow.stepSeconds)));
        QCOMPARE(fast.tokensPerStep, qint64(1'048'576));
        QVERIFY2(qAbs(fast.tokensPerSecond - 75'352.4) < 1,
                 qPrintable(QString::number(fast.tokensPerSecond)));
        // The batch from the command: 1024 sequences of 4096 tokens, four times the default.
        const WorkloadPlan big = WorkloadPlan::make(
            spec(QStringLiteral("train.py --global-batch-size 1024 --seq-length 4096")), {h100(8)}, 1);
        QCOMPARE(big.tokensPerStep, qint64(4'194'304));
        QVERIFY(qAbs(big.stepSeconds - 4 * fast.stepSeconds) < 0.001);
    }

    void totalStepsComeFromTheCommandOrChinchilla() {
        // 20 tokens a parameter: 140e9 tokens / 1,048,576 a step, rounded up.
        QCOMPARE(WorkloadPlan::make(spec(QStringLiteral("train.py")), {h100(8)}, 1).totalSteps,
                 qint64(133'515));
        QCOMPARE(
            WorkloadPlan::make(spec(QStringLiteral("train.py --max-steps 500")), {h100(8)}, 1).totalSteps,
            qint64(500));
        QCOMPARE(WorkloadPlan::make(spec(QStringLiteral("pretrain_gpt.py --train-iters=1000")), {h100(8)}, 1)
                     .totalSteps,
                 qint64(1000));
        QCOMPARE(WorkloadPlan::make(spec(QStringLiteral("train.py --steps 42 --lr 3e-4")), {h100(8)}, 1)
                     .totalSteps,
                 qint64(42));
    }

    void theModelSizeIsReadFromTheCommandOrPlainVariables() {
        QCOMPARE(WorkloadPlan::modelBillionsOf(spec(QStringLiteral("train.py --model llama-3.1-8B"))), 8.0);
        QCOMPARE(WorkloadPlan::modelBillionsOf(spec(QStringLiteral("train.py --model 1.5b"))), 1.5);
        QCOMPARE(WorkloadPlan::modelBillionsOf(spec(QStringLiteral("train.py --batch 64"))), 7.0);
        WorkloadSpec s = spec(QStringLiteral("train.py"));
        s.env = {{QStringLiteral("SECRET_SIZE"), QStringLiteral("175B"), true, true},
                 {QStringLiteral("MODEL_SIZE"), QStringLiteral("13B"), false, true}};
        // A secret's value is never read, not even for this.
        QCOMPARE(WorkloadPlan::modelBillionsOf(s), 13.0);
    }

    void checkpointsHoldFourteenBytesAParameter() {
        const WorkloadPlan one = WorkloadPlan::make(spec(QStringLiteral("train.py")), {h100(8)}, 1);
        QCOMPARE(one.checkpointBytes, qint64(98'000'000'000));
        QCOMPARE(one.checkpointSeconds, 49); // 98 GB at 2 GB/s from one node
        const WorkloadPlan seven = WorkloadPlan::make(spec(QStringLiteral("train.py")), {h100(56)}, 7);
        QCOMPARE(seven.checkpointSeconds, 10); // 7 s, but never under 10
    }

    void theCommandCanAskForAnExitCode() {
        QCOMPARE(WorkloadPlan::exitCodeOf(QStringLiteral("python train.py --sim-exit-code 3")),
                 std::optional<int>(3));
        QCOMPARE(WorkloadPlan::exitCodeOf(QStringLiteral("python train.py; exit 2")), std::optional<int>(2));
        QCOMPARE(WorkloadPlan::exitCodeOf(QStringLiteral("python exit_handler.py --exit-on-nan")),
                 std::nullopt);
        const WorkloadPlan p =
            WorkloadPlan::make(spec(QStringLiteral("train.py --sim-exit-code 3")), {h100(8)}, 1);
        QCOMPARE(p.exitCode, std::optional<int>(3));
        QCOMPARE(p.exitAtStep, qint64(50));
        QCOMPARE(
            WorkloadPlan::make(spec(QStringLiteral("train.py --steps 20 --sim-exit-code 1")), {h100(8)}, 1)
                .exitAtStep,
            qint64(20));
    }

    void evaluationAndServingNeedInferenceMemory() {
        const QList<std::pair<const char*, WorkloadPlan::Kind>> commands{
            {"python eval.py --model llama-13b --tasks mmlu,gsm8k", WorkloadPlan::Kind::Inference},
            {"python scripts/run_eval.py --model 13b", WorkloadPlan::Kind::Inference},
            {"lm_eval --model hf --model_args pretrained=llama-13b", WorkloadPlan::Kind::Inference},
            {"vllm serve meta-llama/Llama-2-13b --tensor-parallel-size 1", WorkloadPlan::Kind::Inference},
            {"python -m vllm.entrypoints.openai.api_server --model 13b", WorkloadPlan::Kind::Inference},
            {"python generate-samples.py --model 13b", WorkloadPlan::Kind::Inference},
            {"torchrun train.py --model 13b", WorkloadPlan::Kind::Training},
            {"python train_and_eval.py --model 13b", WorkloadPlan::Kind::Training},
            {"torchrun pretrain_gpt.py --eval-interval 100", WorkloadPlan::Kind::Training},
            {"accelerate launch finetune.py --model llama-3-8b", WorkloadPlan::Kind::Training},
            {"python evaluate_and_sft.py", WorkloadPlan::Kind::Training},
        };
        for (const auto& [command, kind] : commands)
            QVERIFY2(WorkloadPlan::kindOf(spec(QString::fromLatin1(command))) == kind, command);
        // 13e9 x 2 bytes x 1.2 (KV cache) = 31.2 GB, plus 2 GB: more than one 24 GB A10 has.
        const WorkloadPlan::Gpus a10{125, 24, 1};
        const WorkloadPlan eval =
            WorkloadPlan::make(spec(QStringLiteral("python eval.py --model llama-13b")), {a10}, 1);
        QCOMPARE(eval.kind, WorkloadPlan::Kind::Inference);
        QCOMPARE(eval.neededGbPerGpu, 33.2);
        QVERIFY(!eval.fits);
        // A 7B model (16.8 + 2 GB) evaluates on it, where training it (116 GB) would not fit.
        QVERIFY(WorkloadPlan::make(spec(QStringLiteral("python eval.py --model 7b")), {a10}, 1).fits);
        QVERIFY(!WorkloadPlan::make(spec(QStringLiteral("python train.py --model 7b")), {a10}, 1).fits);
        // Served on two nodes of 8 H100s: tensor parallel within a node, 168 GB / 8 + 2 = 23 GB.
        QCOMPARE(
            WorkloadPlan::make(spec(QStringLiteral("vllm serve llama-70b")), {h100(16)}, 2).neededGbPerGpu,
            23.0);
    }

    void aRegistryThatLacksOrDeniesTheImageFailsThePull() {
        auto pull = [](const char* image, bool credentials = false) {
            WorkloadSpec s = spec(QStringLiteral("python train.py"));
            s.image = QString::fromLatin1(image);
            if (credentials)
                s.registryAuth = RegistryAuth{QStringLiteral("u"), QStringLiteral("p"), true};
            return WorkloadPlan::pullErrorOf(s, false);
        };
        using E = WorkloadPlan::PullError;
        QCOMPARE(pull("nvcr.io/nvidia/pytorch:24.05-py3"), E::None);
        QCOMPARE(pull("pytorch/pytorch:2.4.0-cuda12.4-cudnn9-devel"), E::None);
        QCOMPARE(pull("nvcr.io/nvidia/pytorch:does-not-exist"), E::ManifestUnknown);
        QCOMPARE(pull("registry.corp.example:5000/ml/llm:1.2"), E::AccessDenied);
        QCOMPARE(pull("registry.corp.example:5000/ml/llm:1.2", true), E::None);
        QCOMPARE(pull("localhost/llm@sha256:"
                      "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"),
                 E::AccessDenied);
        // The offering's own image is on the node already.
        QCOMPARE(WorkloadPlan::pullErrorOf(spec(QStringLiteral("python train.py")), true), E::None);
    }

    void theLossFallsAndIsTheSameForTheSameSeed() {
        const double start = WorkloadPlan::lossAt(7, 0, 42);
        const double later = WorkloadPlan::lossAt(7, 10'000, 42);
        QVERIFY2(start > 10.5 && start < 11.3, qPrintable(QString::number(start)));
        QVERIFY2(later > 2.5 && later < 3.5, qPrintable(QString::number(later)));
        QCOMPARE(WorkloadPlan::lossAt(7, 1234, 42), WorkloadPlan::lossAt(7, 1234, 42));
        QVERIFY(WorkloadPlan::lossAt(7, 1234, 42) != WorkloadPlan::lossAt(7, 1234, 43));
        // A larger model reaches a lower loss.
        QVERIFY(WorkloadPlan::lossAt(70, 10'000, 42) < later - 0.1);
    }
};

QTEST_GUILESS_MAIN(TestWorkloadPlan)
#include "tst_workload_plan.moc"
