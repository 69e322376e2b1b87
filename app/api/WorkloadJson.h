#pragma once

#include "core/LogLine.h"
#include "core/SshKey.h"
#include "core/Workload.h"

#include <QJsonObject>

namespace cd {

class JsonObject;
class JsonReader;

// The JSON of workloads, their checkpoints and log lines, SSH keys and node endpoints
// (api.md "Workloads and access"), both ways: what the console sends and what it reads back.
class WorkloadJson {
public:
    // For a launch or a template: secret values and the registry password included when set.
    static QJsonObject encode(const WorkloadSpec& spec);
    // A spec as the platform reports it (a cluster's `workload`, a template's `spec.workload`):
    // secrets come back as names with `has_value`.
    static WorkloadSpec specFrom(JsonObject& o, JsonReader& r);
    static WorkloadStatus statusFrom(JsonObject& o, JsonReader& r);
    // A cluster's `workload`: the spec and its `status`.
    static Workload workloadFrom(JsonObject& o, JsonReader& r);
    static Checkpoint checkpointFrom(JsonObject& o, JsonReader& r);
    static LogLine logLineFrom(JsonObject& o, JsonReader& r);
    static SshKey sshKeyFrom(JsonObject& o, JsonReader& r);
    static SshEndpoint sshEndpointFrom(JsonObject& o, JsonReader& r);
};

} // namespace cd
