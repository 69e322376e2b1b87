#pragma once

#include "ClusterRecord.h"

#include "core/Workload.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace cd::sim {

class LogStore;

// Turns what a workload does into the lines its processes would print (framework banners, NCCL
// initialisation on every rank, per-step lines from rank 0, warnings, checkpoints, tracebacks),
// and appends them to the LogStore. Never prints a secret's value: secret variables show as
// NAME=***. Deterministic: the same record and times give the same lines.
class WorkloadLogWriter {
public:
    explicit WorkloadLogWriter(LogStore& store);

    // One logged training step (rank 0 logs every few steps; the caller chooses which).
    struct StepSample {
        qint64 step = 0;
        QDateTime time;
        double loss = 0;
        double tokensPerSecond = 0;
        double stepSeconds = 0;
    };

    void imagePull(const ClusterRecord& cluster, const QDateTime& at);
    // Setup commands, the distributed variables, framework banner and NCCL init on every rank.
    void started(const ClusterRecord& cluster, const QDateTime& at);
    void steps(const ClusterRecord& cluster, const QList<StepSample>& samples);
    void checkpoint(const ClusterRecord& cluster, const Checkpoint& checkpoint, const QDateTime& at);
    // The failure's own lines (CUDA OOM traceback, NCCL watchdog timeout, a Python exception and
    // the exit code), on the node and rank where it happened; nodeId empty: the platform's line.
    void failed(const ClusterRecord& cluster, WorkloadFailure failure, int exitCode, const QString& nodeId,
                int rank, const QDateTime& at);
    void restarted(const ClusterRecord& cluster, qint64 fromStep, const QDateTime& at);
    void succeeded(const ClusterRecord& cluster, const QDateTime& at);
    void stopped(const ClusterRecord& cluster, const QDateTime& at);

private:
    LogStore& m_store;
};

} // namespace cd::sim
