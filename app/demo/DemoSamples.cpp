#include "DemoSamples.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>

#include <cstring>
#include <random>

namespace cd {

namespace {

constexpr qint64 promptsBytes = 3'000'000;
constexpr qint64 mixBytes = 10'000'000;
constexpr qint64 checkpointBytes = 48'000'000;

const char* const words[] = {"the",    "model",  "gradient",   "token",   "batch",    "layer",    "attention",
                             "loss",   "step",   "warmup",     "cosine",  "shard",    "dataset",  "eval",
                             "prompt", "answer", "reason",     "cluster", "node",     "memory",   "kernel",
                             "fp8",    "bf16",   "checkpoint", "resume",  "schedule", "learning", "rate"};

QByteArray sentence(std::mt19937_64& rng, int wordCount) {
    QByteArray out;
    for (int i = 0; i < wordCount; ++i) {
        if (i)
            out += ' ';
        out += words[rng() % std::size(words)];
    }
    return out;
}

bool writeFile(const QString& path, const QByteArray& bytes, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = QCoreApplication::translate("cd::DemoSamples", "Cannot write %1: %2")
                     .arg(path, file.errorString());
        return false;
    }
    return true;
}

// JSON Lines of prompts and answers, about `bytes` long.
QByteArray jsonLines(std::mt19937_64& rng, qint64 bytes, const char* kind) {
    QByteArray out;
    out.reserve(bytes + 512);
    for (qint64 n = 1; out.size() < bytes; ++n) {
        out += "{\"id\":\"" + QByteArray(kind) + '-' + QByteArray::number(n) + "\",\"prompt\":\"" +
               sentence(rng, 8 + int(rng() % 24)) + "\",\"answer\":\"" + sentence(rng, 12 + int(rng() % 40)) +
               "\"}\n";
    }
    return out;
}

} // namespace

QList<DemoSamples::Sample> DemoSamples::write(const QString& folder, std::uint64_t seed, QString* error,
                                              const std::atomic<bool>* cancelled) {
    auto stop = [&] {
        if (!cancelled || !cancelled->load())
            return false;
        *error = QCoreApplication::translate("cd::DemoSamples", "The demo ended first.");
        return true;
    };
    std::mt19937_64 rng(seed ^ 0x5a17'e5d0'9b1cULL);
    const QDir dir(folder);
    const QString code = dir.filePath(QStringLiteral("train-code"));
    if (!QDir().mkpath(code)) {
        *error = QCoreApplication::translate("cd::DemoSamples", "Cannot make the folder %1.").arg(code);
        return {};
    }
    const std::pair<const char*, QByteArray> sources[] = {
        {"train.py", "import torch\nfrom model import Transformer\n\n# Pretraining entry point: reads "
                     "config.yaml, resumes from the newest checkpoint.\n"},
        {"model.py", "import torch.nn as nn\n\nclass Transformer(nn.Module):\n    pass\n"},
        {"config.yaml", "model: 70b\nprecision: bf16\nbatch_size: 2048\nlr: 3.0e-4\nwarmup_steps: 2000\n"},
        {"README.md", "# train-code\n\nThe lab's training code, uploaded encrypted.\n"},
    };
    for (const auto& [name, text] : sources) {
        if (!writeFile(QDir(code).filePath(QLatin1String(name)), text, error))
            return {};
    }
    QList<Sample> samples{{code, QStringLiteral("train-code")}};
    auto add = [&](const char* name, const QByteArray& bytes, const char* dataset) {
        if (stop())
            return false;
        const QString path = dir.filePath(QLatin1String(name));
        if (!writeFile(path, bytes, error))
            return false;
        samples.append({path, QLatin1String(dataset)});
        return true;
    };
    if (!add("eval-prompts.jsonl", jsonLines(rng, promptsBytes, "eval"), "eval-prompts") ||
        !add("sft-mix-shard-0001.jsonl", jsonLines(rng, mixBytes, "sft"), "sft-mix-shard-0001"))
        return {};
    if (stop())
        return {};
    // Weights look like noise; a checkpoint does not compress.
    QByteArray weights(checkpointBytes, Qt::Uninitialized);
    for (qint64 i = 0; i + 8 <= weights.size(); i += 8) {
        const std::uint64_t v = rng();
        std::memcpy(weights.data() + i, &v, 8);
    }
    if (!add("checkpoint-step-42000.pt", weights, "checkpoint-step-42000"))
        return {};
    return samples;
}

} // namespace cd
