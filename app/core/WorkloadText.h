#pragma once

#include "Workload.h"

#include <QCoreApplication>
#include <QString>

namespace cd {

// The words a person reads for a workload: its phase, why it failed, the node-failure policy, a
// one-line state for lists, and the launch form's problems, translated.
class WorkloadText {
    Q_DECLARE_TR_FUNCTIONS(WorkloadText)

public:
    static QString phase(WorkloadPhase phase);
    static QString failure(WorkloadFailure failure);
    static QString onNodeFailure(OnNodeFailure policy);
    // "Running · step 1,200/50,000", "Failed (exit code 137)", "Succeeded".
    static QString summary(const WorkloadStatus& status);
    // A problem of WorkloadRules::check naming the field, e.g. "Environment variable 2:
    // MASTER_ADDR is set by the platform on every node; remove it."
    static QString problem(const WorkloadRules::Problem& problem, const WorkloadSpec& spec);
};

} // namespace cd
