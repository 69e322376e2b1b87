#include "WorkloadPlan.h"

#include "SimRandom.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace cd::sim {

namespace {

// Chinchilla's 20 tokens a parameter, when the command does not say how many steps.
constexpr double tokensPerParam = 20;

} // namespace

double WorkloadPlan::modelBillionsOf(const WorkloadSpec& spec) {
    // A size is a number followed by b/B that is not part of a longer word ("70b", "llama-3-8B",
    // "13B"); in "8x7b" the expert size counts (a close enough stand-in for its active parameters).
    static const QRegularExpression size(
        QStringLiteral(R"((?:^|[^A-Za-z0-9.])(\d{1,4}(?:\.\d+)?)[bB](?![A-Za-z0-9]))"));
    QStringList texts{spec.command};
    for (const EnvVar& v : spec.env) {
        if (!v.secret)
            texts.append(v.value);
    }
    for (const QString& text : texts) {
        const QRegularExpressionMatch m = size.match(text);
        if (m.hasMatch()) {
            const double billions = m.captured(1).toDouble();
            if (billions > 0)
                return billions;
        }
    }
    return defaultModelBillions;
}

WorkloadPlan::Kind WorkloadPlan::kindOf(const WorkloadSpec& spec) {
    static const QRegularExpression server(QStringLiteral(
        R"((?:^|[\s/;&|])(?:vllm|lm_eval|lm-eval|text-generation-launcher|trtllm-serve|sglang\.launch_server)(?![\w-]))"));
    // A script's or module's name, cut into its words: "scripts/run_eval.py" -> run, eval.
    static const QRegularExpression script(QStringLiteral(R"(([\w.-]+)\.py(?!\w))"));
    static const QStringList training{QStringLiteral("train"), QStringLiteral("pretrain"),
                                      QStringLiteral("finetune"), QStringLiteral("sft")};
    static const QStringList inference{QStringLiteral("eval"),       QStringLiteral("evaluate"),
                                       QStringLiteral("evaluation"), QStringLiteral("infer"),
                                       QStringLiteral("inference"),  QStringLiteral("generate"),
                                       QStringLiteral("generation"), QStringLiteral("serve"),
                                       QStringLiteral("serving"),    QStringLiteral("predict")};
    static const QRegularExpression separators(QStringLiteral("[_.-]"));
    bool infers = server.match(spec.command).hasMatch();
    for (auto it = script.globalMatch(spec.command); it.hasNext();) {
        const QString name = it.next().captured(1).section(u'/', -1).toLower();
        for (const QString& word : name.split(separators, Qt::SkipEmptyParts)) {
            if (training.contains(word) || word.startsWith(u"train") || word.endsWith(u"train"))
                return Kind::Training;
            infers = infers || inference.contains(word);
        }
    }
    return infers ? Kind::Inference : Kind::Training;
}

WorkloadPlan::PullError WorkloadPlan::pullErrorOf(const WorkloadSpec& spec, bool offeringImage) {
    if (offeringImage)
        return PullError::None;
    const QString image = spec.image.trimmed();
    const QString name = image.section(u'@', 0, 0);
    const qsizetype colon = name.lastIndexOf(u':');
    if (colon > name.lastIndexOf(u'/') &&
        name.mid(colon + 1).compare(u"does-not-exist", Qt::CaseInsensitive) == 0)
        return PullError::ManifestUnknown;
    // Docker's rule: the first part names a registry when it has a dot or a port, or is localhost.
    const QString first = name.section(u'/', 0, 0);
    const bool hasRegistry =
        name.contains(u'/') && (first.contains(u'.') || first.contains(u':') || first == u"localhost");
    static const QStringList publicRegistries{
        QStringLiteral("docker.io"),       QStringLiteral("registry-1.docker.io"),
        QStringLiteral("index.docker.io"), QStringLiteral("nvcr.io"),
        QStringLiteral("ghcr.io"),         QStringLiteral("quay.io"),
        QStringLiteral("gcr.io"),          QStringLiteral("public.ecr.aws"),
        QStringLiteral("registry.k8s.io"), QStringLiteral("mcr.microsoft.com")};
    if (hasRegistry && !publicRegistries.contains(first.toLower()) && !spec.registryAuth)
        return PullError::AccessDenied;
    return PullError::None;
}

std::optional<qint64> WorkloadPlan::integerArgument(const QString& command, const QStringList& names) {
    for (const QString& name : names) {
        const QRegularExpression arg(u"(?:^|\\s)--" + QRegularExpression::escape(name) +
                                     uR"((?:\s+|=)(\d{1,12})(?!\S))");
        const QRegularExpressionMatch m = arg.match(command);
        if (m.hasMatch())
            return m.captured(1).toLongLong();
    }
    return std::nullopt;
}

std::optional<int> WorkloadPlan::exitCodeOf(const QString& command) {
    static const QRegularExpression exitArg(
        QStringLiteral(R"((?:^|\s)--sim-exit-code(?:\s+|=)(\d{1,3})(?!\S))"));
    static const QRegularExpression shellExit(QStringLiteral(R"((?:^|[\s;&|])exit\s+(\d{1,3})(?!\S))"));
    for (const QRegularExpression* re : {&exitArg, &shellExit}) {
        const QRegularExpressionMatch m = re->match(command);
        if (m.hasMatch())
            return std::min(255, m.captured(1).toInt());
    }
    return std::nullopt;
}

WorkloadPlan WorkloadPlan::make(const WorkloadSpec& spec, const QList<Gpus>& gpus, int nodes) {
    WorkloadPlan p;
    p.modelBillions = modelBillionsOf(spec);
    const qint64 sequences = integerArgument(spec.command, {QStringLiteral("global-batch-size"),
                                                            QStringLiteral("global_batch_size")})
                                 .value_or(defaultSequences);
    const qint64 length =
        integerArgument(spec.command, {QStringLiteral("seq-length"), QStringLiteral("seq-len"),
                                       QStringLiteral("seq_length"), QStringLiteral("block-size")})
            .value_or(defaultSequenceLength);
    p.tokensPerStep = std::max<qint64>(1, sequences) * std::max<qint64>(1, length);
    const double params = p.modelBillions * 1e9;
    double flops = 0;
    p.gpuMemoryGb = 0;
    for (const Gpus& g : gpus) {
        if (g.count <= 0)
            continue;
        p.gpus += g.count;
        flops += g.bf16Tflops * 1e12 * g.count;
        p.gpuMemoryGb = p.gpuMemoryGb > 0 ? std::min<double>(p.gpuMemoryGb, g.memoryGb) : g.memoryGb;
    }
    p.kind = kindOf(spec);
    if (p.gpus <= 0) {
        p.neededGbPerGpu = 0;
    } else if (p.kind == Kind::Inference) {
        const int perNode = std::max(1, p.gpus / std::max(1, nodes));
        p.neededGbPerGpu = params * inferenceBytesPerParam * (1 + kvCacheShareOfWeights) / 1e9 / perNode +
                           inferenceOverheadGbPerGpu;
    } else {
        p.neededGbPerGpu = params * trainingBytesPerParam / 1e9 / p.gpus + activationGbPerGpu;
    }
    p.fits = p.gpus > 0 && p.neededGbPerGpu <= p.gpuMemoryGb;
    // Training compute is 6 x parameters x tokens; a forward pass alone is 2 x.
    const double flopsPerParamToken = p.kind == Kind::Inference ? 2.0 : 6.0;
    p.stepSeconds = flops > 0 ? flopsPerParamToken * params * double(p.tokensPerStep) / (flops * mfu) : 0;
    p.tokensPerSecond = p.stepSeconds > 0 ? double(p.tokensPerStep) / p.stepSeconds : 0;
    const auto steps =
        integerArgument(spec.command, {QStringLiteral("max-steps"), QStringLiteral("max_steps"),
                                       QStringLiteral("steps"), QStringLiteral("train-iters")});
    p.totalSteps =
        steps ? std::max<qint64>(1, *steps)
              : std::max<qint64>(1, qint64(std::ceil(tokensPerParam * params / double(p.tokensPerStep))));
    p.checkpointBytes = qint64(params * checkpointBytesPerParam);
    p.checkpointSeconds = int(std::clamp(
        double(p.checkpointBytes) / (checkpointBytesPerSecondPerNode * std::max(1, nodes)), 10.0, 900.0));
    p.exitCode = exitCodeOf(spec.command);
    if (p.exitCode)
        p.exitAtStep = std::min(p.totalSteps, exitAfterSteps);
    return p;
}

double WorkloadPlan::lossAt(double modelBillions, qint64 step, std::uint64_t seed) {
    const double floor = 1.7 + 0.5 * std::pow(defaultModelBillions / std::max(0.1, modelBillions), 0.3);
    const double noise = (SimRandom(seed).fork(std::uint64_t(step)).unit() - 0.5) * 0.04;
    return floor + 9.0 * std::pow(1.0 + double(step) / 50.0, -0.5) + noise;
}

} // namespace cd::sim
