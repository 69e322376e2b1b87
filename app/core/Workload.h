#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cd {

// One environment variable of a workload. A secret's value is write-only: the console sends it at
// launch, and no answer, log line, event or support view carries it again (`value` is empty and
// `hasValue` true in what the platform reports).
struct EnvVar {
    QString name;
    QString value;
    bool secret = false;
    bool hasValue = false; // reported: the platform holds a value (always true for a plain variable)
    bool operator==(const EnvVar&) const = default;
};

// A port a workload listens on that the console can forward (Jupyter 8888, TensorBoard 6006).
struct ExposedPort {
    int port = 0;
    QString name; // "jupyter", "tensorboard"; may be empty
    bool operator==(const ExposedPort&) const = default;
};

enum class OnNodeFailure { Stop, RestartFromCheckpoint };
QString onNodeFailureId(OnNodeFailure policy); // "stop", "restart_from_checkpoint"
std::optional<OnNodeFailure> onNodeFailureFromId(QStringView id);

// Registry credentials for a private image. The password is write-only like a secret variable.
struct RegistryAuth {
    QString username;
    QString password;         // sent at launch only
    bool hasPassword = false; // reported
    bool operator==(const RegistryAuth&) const = default;
};

// What runs on a cluster (api.md "Workloads and access"): the `workload` member of a launch.
struct WorkloadSpec {
    QString
        image; // an offering image ("pytorch-2.4-cuda12.4") or "registry/repo:tag" / "...@sha256:<64 hex>"
    std::optional<RegistryAuth> registryAuth;
    QString codeDataset;      // dataset id of a folder bundle, unpacked to /workspace/code; may be empty
    QStringList dataDatasets; // dataset ids, each mounted read-only at /data/<dataset name>
    QString workingDir = QStringLiteral("/workspace/code");
    QString setup;   // shell commands run once per node before `command`; may be empty
    QString command; // started on every node with MASTER_ADDR, MASTER_PORT, WORLD_SIZE, NODE_RANK,
                     // LOCAL_WORLD_SIZE
    QList<EnvVar> env;
    QList<ExposedPort> ports;
    QString checkpointDir = QStringLiteral("/workspace/checkpoints");
    int checkpointIntervalMinutes = 30;
    OnNodeFailure onNodeFailure = OnNodeFailure::Stop;
    bool operator==(const WorkloadSpec&) const = default;
};

// The limits both sides enforce (the console before sending, the platform again).
struct WorkloadRules {
    static constexpr int maxCommandLength = 4096;
    static constexpr int maxSetupLength = 16384;
    static constexpr int maxEnv = 128;
    static constexpr int maxEnvValueLength = 8192;
    static constexpr int maxPorts = 16;
    static constexpr int minCheckpointMinutes = 1;
    static constexpr int maxCheckpointMinutes = 24 * 60;
    // "registry.example.com/team/model:1.2", "nvcr.io/nvidia/pytorch:24.05-py3", "repo@sha256:<64 hex>";
    // the empty string is not one. Offering images ("pytorch-2.4-cuda12.4") are also accepted.
    static bool isValidImageReference(const QString& image);
    // POSIX shell name: a letter or '_' first, then letters, digits and '_'; at most 128 characters.
    static bool isValidEnvName(const QString& name);
    // The distributed variables the platform sets itself; a workload may not set them.
    static const QStringList& reservedEnvNames();
    // An absolute path without "..", NUL or newline.
    static bool isValidPath(const QString& path);
    // The first problem of a spec as an error code the platform also answers (`invalid_image`,
    // `empty_command`, `invalid_env`, `duplicate_env`, `reserved_env`, `invalid_port`,
    // `duplicate_port`, `invalid_path`, `invalid_checkpoint_interval`), with a sentence; empty when valid.
    // Dataset ids are checked by the platform, which knows them.
    struct Problem {
        QString code;
        QString detail;
        QString field; // "workload.env[3].name"
    };
    static std::optional<Problem> check(const WorkloadSpec& spec);
};

enum class WorkloadPhase {
    Pulling,
    Starting,
    Running,
    Checkpointing,
    Restarting,
    Succeeded,
    Failed,
    Stopped
};
QString workloadPhaseId(WorkloadPhase phase); // "pulling", ..., "stopped"
std::optional<WorkloadPhase> workloadPhaseFromId(QStringView id);
bool isFinished(WorkloadPhase phase); // succeeded, failed, stopped

// Why a workload failed, as the platform classifies it from its exit.
enum class WorkloadFailure { None, OutOfMemory, NcclTimeout, ExitCode, ImagePull };
QString
workloadFailureId(WorkloadFailure failure); // "", "out_of_memory", "nccl_timeout", "exit_code", "image_pull"
std::optional<WorkloadFailure> workloadFailureFromId(QStringView id);

// Where a workload stands (the `status` member of a cluster's `workload`).
struct WorkloadStatus {
    WorkloadPhase phase = WorkloadPhase::Pulling;
    QDateTime since;
    qint64 step = 0;
    qint64 totalSteps = 0;
    double tokensPerSecond = 0; // throughput of the whole cluster; 0 when not running
    std::optional<double> loss;
    std::optional<int> exitCode;
    WorkloadFailure failure = WorkloadFailure::None;
    QString detail; // one sentence from the platform, e.g. "CUDA out of memory on node-3 rank 17"
    int restarts = 0;
    std::optional<qint64> lastCheckpointStep;
    QDateTime startedAt;
    QDateTime endedAt;
    bool operator==(const WorkloadStatus&) const = default;
};

// A cluster's workload as the platform reports it: the spec (secret values removed) and its status.
struct Workload {
    WorkloadSpec spec;
    WorkloadStatus status;
    bool operator==(const Workload&) const = default;
};

// One checkpoint a workload wrote (GET /v1/clusters/{id}/checkpoints).
struct Checkpoint {
    QString id;
    qint64 step = 0;
    QDateTime createdAt;
    qint64 sizeBytes = 0;
    QString node; // node id that wrote it (rank 0's)
    QString path;
    bool operator==(const Checkpoint&) const = default;
};

} // namespace cd
