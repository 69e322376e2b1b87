#pragma once

#include "Problem.h"
#include "WorkloadRun.h"

#include "core/Workload.h"

#include <QJsonObject>
#include <QJsonValue>

#include <variant>

namespace cd::sim {

// Wire encodings of workloads (resources/api/openapi.yaml "WorkloadSpec", "Workload",
// "Checkpoint"), and the simulator's own encoding of a workload for its store. What is answered
// never carries a secret's value or a registry password: the platform keeps them, nobody reads them.
class WorkloadJson {
public:
    // The `workload` member of a launch; a wrong type is 422 `invalid_field` naming the member.
    static std::variant<WorkloadSpec, Problem> specFrom(const QJsonValue& value);
    // As answered: secret values and the registry password left out, `has_value`/`has_password` instead.
    static QJsonObject spec(const WorkloadSpec& spec);
    static QJsonObject status(const WorkloadStatus& status);
    static QJsonObject workload(const Workload& workload);
    static QJsonObject checkpoint(const Checkpoint& checkpoint);

    // The store's encoding: the whole spec (values included), the status and the run.
    static QJsonObject stored(const Workload& workload, const WorkloadRun& run);
    static bool storedFrom(const QJsonObject& json, Workload* workload, WorkloadRun* run);
};

} // namespace cd::sim
