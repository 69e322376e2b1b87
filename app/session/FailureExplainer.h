#pragma once

#include "core/LogLine.h"
#include "core/Workload.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cd {

// What a failed workload's last log lines mean and what to do next, in words.
struct FailureExplanation {
    QString meaning;  // "The model did not fit in GPU memory."
    QString nextStep; // "Use more or larger GPUs, ..."
    qint64 seq = 0;   // the line that tells (0: none; the platform's classification was used)
    bool operator==(const FailureExplanation&) const = default;
};

// Reads the end of a failed workload's log the way a person who has seen many would: CUDA or HIP
// out of memory, an NCCL/RCCL watchdog timeout, a Python traceback, else the exit code. The
// platform's own classification is the fallback when the lines say nothing known.
class FailureExplainer {
    Q_DECLARE_TR_FUNCTIONS(FailureExplainer)

public:
    static FailureExplanation explain(const QList<LogLine>& lines, const WorkloadStatus& status);
};

} // namespace cd
