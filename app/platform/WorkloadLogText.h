#pragma once

#include "core/LogLine.h"
#include "core/Workload.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace cd::sim {

// The wording of what a training job prints, line by line, for WorkloadLogWriter: PyTorch
// (torchrun), DeepSpeed and Megatron-LM banners, NCCL (RCCL on ROCm, HCCL on Ascend) set-up,
// step lines, checkpoints and tracebacks. Every line goes through one place that masks the
// workload's secret values, so no wording added later can leak one.
class WorkloadLogText {
public:
    enum class Stack { Cuda, Rocm, Ascend };
    struct Distributed {
        QString masterAddr;
        int nodes = 0;
        int nodeRank = 0;
        int localWorldSize = 0;
        int worldSize = 0;
    };
    struct Failure {
        QString node;
        QString hostname;
        int rank = 0;
        int localRank = 0;
        int worldSize = 0;
        int gpuMemoryGb = 0;
        qint64 step = 0;
    };

    WorkloadLogText(const WorkloadSpec& spec, const QDateTime& at);

    // Lines after this are stamped from `time` on (a millisecond apart, so they keep their order).
    void at(const QDateTime& time);
    void platform(LogLevel level, const QString& text);
    void node(const QString& nodeId, LogLevel level, const QString& text);
    void rank(const QString& nodeId, int rank, LogLevel level, const QString& text);

    void nodeStart(const QString& nodeId, const Distributed& env, Stack stack);
    void rankInit(const QString& nodeId, const QString& hostname, int rank, int localRank, int worldSize,
                  Stack stack);
    void trainingStart(const QString& nodeId, qint64 totalSteps, int worldSize);
    void step(const QString& nodeId, qint64 step, qint64 totalSteps, double loss, double tokensPerSecond,
              double stepSeconds);
    void slowDataloader(const QString& nodeId, int rank, quint64 draw);
    void checkpoint(const QString& nodeId, const Checkpoint& checkpoint);
    void resumed(const QString& nodeId, qint64 step);
    void finished(const QString& nodeId, qint64 step, std::optional<double> loss);

    void outOfMemory(const Failure& where, Stack stack);
    void ncclTimeout(const Failure& where);
    void pythonException(const Failure& where);
    // `denied`: the registry wants credentials; else it has no such manifest.
    void imagePullFailed(bool denied);
    void launcherFailed(const QString& nodeId, const Failure& where, int exitCode);

    QList<LogLine> take();

    // A stable 64-bit hash (FNV-1a) of a text and a number, for choices that must repeat.
    static quint64 hash(const QString& text, qint64 number);
    // The learning rate the step lines report: linear warm-up, then cosine decay to a tenth.
    static double learningRate(qint64 step, qint64 totalSteps);

private:
    void add(const QString& nodeId, int rank, LogLevel level, QString text);
    QString script() const;
    QString frameworkOf() const;

    const WorkloadSpec& m_spec;
    QDateTime m_at;
    int m_offsetMs = 0;
    QList<LogLine> m_lines;
};

} // namespace cd::sim
