#pragma once

#include "core/Workload.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace cd::sim {

// What a workload will do on a cluster, worked out once when it starts from its command and the
// cluster's GPUs (anchors.md "Sizing"): the model's size, whether its training state fits in GPU
// memory, how long a step takes, how many steps it runs, how big a checkpoint is and how long it
// takes to write, and whether the command asks to exit early. A pure value: the same spec and GPUs
// give the same plan on every machine.
struct WorkloadPlan {
    // One kind of GPU the workload runs on, and how many of them.
    struct Gpus {
        double bf16Tflops = 0;
        int memoryGb = 0;
        int count = 0;
    };

    // Mixed precision with Adam holds 16 bytes a parameter, sharded over every GPU (ZeRO-3/FSDP),
    // plus activations per GPU; a checkpoint keeps bf16 weights, fp32 master weights and two
    // moments: 14 bytes a parameter. Large well-tuned runs reach 35-55 % MFU.
    static constexpr double trainingBytesPerParam = 16;
    static constexpr double activationGbPerGpu = 4;
    // Inference and evaluation hold only the bf16 weights, 2 bytes a parameter, split over a node's
    // GPUs (tensor parallel; more nodes serve more replicas, they do not split the model further),
    // plus the KV cache and activations: a fifth of the weights and a little for the CUDA context.
    static constexpr double inferenceBytesPerParam = 2;
    static constexpr double kvCacheShareOfWeights = 0.2;
    static constexpr double inferenceOverheadGbPerGpu = 2;
    static constexpr double checkpointBytesPerParam = 14;
    static constexpr double mfu = 0.40;
    static constexpr qint64 defaultSequences = 512;
    static constexpr qint64 defaultSequenceLength = 2048;
    static constexpr double defaultModelBillions = 7;
    // Each node writes its shard of a checkpoint at this rate to shared storage.
    static constexpr double checkpointBytesPerSecondPerNode = 2e9;
    // An early exit the command asks for (--sim-exit-code N, exit N) happens after this many steps.
    static constexpr qint64 exitAfterSteps = 50;

    // What the command does with the model, which decides the memory it needs (anchors.md "Sizing").
    enum class Kind { Training, Inference };

    Kind kind = Kind::Training;
    double modelBillions = defaultModelBillions;
    qint64 tokensPerStep = defaultSequences * defaultSequenceLength;
    qint64 totalSteps = 0;
    int gpus = 0;
    double neededGbPerGpu = 0; // training state, or weights and KV cache, per GPU
    double gpuMemoryGb = 0;    // the smallest GPU's memory
    bool fits = true;
    double stepSeconds = 0;
    double tokensPerSecond = 0;
    qint64 checkpointBytes = 0;
    int checkpointSeconds = 0;
    std::optional<int> exitCode; // the command's own exit, after exitAtStep steps
    qint64 exitAtStep = 0;

    static WorkloadPlan make(const WorkloadSpec& spec, const QList<Gpus>& gpus, int nodes);

    // The model's size in billions of parameters, from the command or a plain variable
    // ("--model llama-70b", "MODEL_SIZE=13B", "mixtral-8x7b" reads 7); 7 when nothing says.
    static double modelBillionsOf(const WorkloadSpec& spec);
    // Inference when the command serves, evaluates or generates and does not train: a server
    // (vllm, text-generation-launcher, sglang, trtllm-serve), an evaluation harness (lm_eval), or a
    // script whose name has a word eval/evaluate/infer/inference/generate/serve/predict in it
    // ("eval.py", "run_eval.py", "generate-samples.py"). A script with train/pretrain/finetune/sft
    // in its name trains even if it also evaluates: the larger need is the one that must fit.
    static Kind kindOf(const WorkloadSpec& spec);
    // Why a registry refuses the image, decided from the reference alone so that it repeats: a
    // tag `does-not-exist` is a manifest the registry does not have; an image on a registry that is
    // not a well-known public one (Docker Hub, nvcr.io, ghcr.io, quay.io, gcr.io, public.ecr.aws,
    // registry.k8s.io, mcr.microsoft.com), given without credentials, is denied. An offering's own
    // image is cached on the node and always pulls.
    enum class PullError { None, ManifestUnknown, AccessDenied };
    static PullError pullErrorOf(const WorkloadSpec& spec, bool offeringImage);
    // "--max-steps N", "--steps N", "--train-iters N" (also with '='); none when absent.
    static std::optional<qint64> integerArgument(const QString& command, const QStringList& names);
    // "--sim-exit-code N" or a shell "exit N" in the command.
    static std::optional<int> exitCodeOf(const QString& command);

    // Training loss after `step` steps: a power law towards a floor that is lower for larger models,
    // with a little noise that is the same for the same seed and step.
    static double lossAt(double modelBillions, qint64 step, std::uint64_t seed);
};

} // namespace cd::sim
