#include "Workload.h"

#include <QRegularExpression>
#include <QSet>

namespace cd {

namespace {

template <typename E>
struct Named {
    E value;
    const char16_t* id;
};

constexpr Named<OnNodeFailure> failurePolicies[] = {
    {OnNodeFailure::Stop, u"stop"},
    {OnNodeFailure::RestartFromCheckpoint, u"restart_from_checkpoint"},
};
constexpr Named<WorkloadPhase> phases[] = {
    {WorkloadPhase::Pulling, u"pulling"},       {WorkloadPhase::Starting, u"starting"},
    {WorkloadPhase::Running, u"running"},       {WorkloadPhase::Checkpointing, u"checkpointing"},
    {WorkloadPhase::Restarting, u"restarting"}, {WorkloadPhase::Succeeded, u"succeeded"},
    {WorkloadPhase::Failed, u"failed"},         {WorkloadPhase::Stopped, u"stopped"},
};
constexpr Named<WorkloadFailure> failures[] = {
    {WorkloadFailure::None, u""},
    {WorkloadFailure::OutOfMemory, u"out_of_memory"},
    {WorkloadFailure::NcclTimeout, u"nccl_timeout"},
    {WorkloadFailure::ExitCode, u"exit_code"},
    {WorkloadFailure::ImagePull, u"image_pull"},
};

template <typename E, std::size_t N>
QString idOf(const Named<E> (&table)[N], E value) {
    for (const auto& n : table) {
        if (n.value == value)
            return QString::fromUtf16(n.id);
    }
    return {};
}

template <typename E, std::size_t N>
std::optional<E> fromId(const Named<E> (&table)[N], QStringView id) {
    for (const auto& n : table) {
        if (id == QStringView(n.id))
            return n.value;
    }
    return std::nullopt;
}

WorkloadRules::Problem problem(const char* code, QString detail, QString field) {
    return {QString::fromLatin1(code), std::move(detail), std::move(field)};
}

} // namespace

QString onNodeFailureId(OnNodeFailure policy) {
    return idOf(failurePolicies, policy);
}
std::optional<OnNodeFailure> onNodeFailureFromId(QStringView id) {
    return fromId(failurePolicies, id);
}
QString workloadPhaseId(WorkloadPhase phase) {
    return idOf(phases, phase);
}
std::optional<WorkloadPhase> workloadPhaseFromId(QStringView id) {
    return fromId(phases, id);
}
QString workloadFailureId(WorkloadFailure failure) {
    return idOf(failures, failure);
}
std::optional<WorkloadFailure> workloadFailureFromId(QStringView id) {
    return fromId(failures, id);
}

bool isFinished(WorkloadPhase phase) {
    return phase == WorkloadPhase::Succeeded || phase == WorkloadPhase::Failed ||
           phase == WorkloadPhase::Stopped;
}

bool WorkloadRules::isValidImageReference(const QString& image) {
    // The reference grammar of the OCI distribution spec, simplified: an optional registry host
    // (with a dot, a colon or "localhost"), lowercase path components, then a tag or a digest.
    static const QRegularExpression reference(QStringLiteral(
        R"(^(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*)(?::[0-9]{1,5})?/)?)"
        R"([a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*)"
        R"((?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@sha256:[0-9a-f]{64})?$)"));
    return !image.isEmpty() && image.size() <= 512 && reference.match(image).hasMatch();
}

bool WorkloadRules::isValidEnvName(const QString& name) {
    static const QRegularExpression shellName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]{0,127}$"));
    return shellName.match(name).hasMatch();
}

const QStringList& WorkloadRules::reservedEnvNames() {
    static const QStringList names = {
        QStringLiteral("MASTER_ADDR"), QStringLiteral("MASTER_PORT"),      QStringLiteral("WORLD_SIZE"),
        QStringLiteral("NODE_RANK"),   QStringLiteral("LOCAL_WORLD_SIZE"), QStringLiteral("RANK"),
        QStringLiteral("LOCAL_RANK"),
    };
    return names;
}

bool WorkloadRules::isValidPath(const QString& path) {
    if (!path.startsWith(u'/') || path.size() > 1024 || path.contains(QChar(0)) || path.contains(u'\n'))
        return false;
    const QStringList parts = path.split(u'/');
    return !parts.contains(QStringLiteral(".."));
}

std::optional<WorkloadRules::Problem> WorkloadRules::check(const WorkloadSpec& spec) {
    if (!isValidImageReference(spec.image))
        return problem("invalid_image",
                       QStringLiteral("'%1' is not an image reference: use registry/repository:tag or "
                                      "repository@sha256:<64 hex digits>.")
                           .arg(spec.image),
                       QStringLiteral("workload.image"));
    if (spec.command.trimmed().isEmpty())
        return problem("empty_command", QStringLiteral("The workload needs a command to start."),
                       QStringLiteral("workload.command"));
    if (spec.command.size() > maxCommandLength)
        return problem("empty_command",
                       QStringLiteral("The command is longer than %1 characters.").arg(maxCommandLength),
                       QStringLiteral("workload.command"));
    if (spec.setup.size() > maxSetupLength)
        return problem(
            "invalid_setup",
            QStringLiteral("The setup commands are longer than %1 characters.").arg(maxSetupLength),
            QStringLiteral("workload.setup"));
    if (!isValidPath(spec.workingDir))
        return problem("invalid_path",
                       QStringLiteral("The working directory must be an absolute path without '..'."),
                       QStringLiteral("workload.working_dir"));
    if (!isValidPath(spec.checkpointDir))
        return problem("invalid_path",
                       QStringLiteral("The checkpoint directory must be an absolute path without '..'."),
                       QStringLiteral("workload.checkpoint.dir"));
    if (spec.checkpointIntervalMinutes < minCheckpointMinutes ||
        spec.checkpointIntervalMinutes > maxCheckpointMinutes)
        return problem("invalid_checkpoint_interval",
                       QStringLiteral("The checkpoint interval must be 1 to 1440 minutes."),
                       QStringLiteral("workload.checkpoint.interval_minutes"));
    if (spec.env.size() > maxEnv)
        return problem("invalid_env", QStringLiteral("A workload has at most %1 variables.").arg(maxEnv),
                       QStringLiteral("workload.env"));
    QSet<QString> names;
    for (qsizetype i = 0; i < spec.env.size(); ++i) {
        const EnvVar& v = spec.env[i];
        const QString field = QStringLiteral("workload.env[%1].name").arg(i);
        if (!isValidEnvName(v.name))
            return problem("invalid_env",
                           QStringLiteral("'%1' is not a variable name: use letters, digits and '_', "
                                          "not starting with a digit.")
                               .arg(v.name),
                           field);
        if (reservedEnvNames().contains(v.name))
            return problem("reserved_env",
                           QStringLiteral("%1 is set by the platform on every node.").arg(v.name), field);
        if (names.contains(v.name))
            return problem("duplicate_env", QStringLiteral("%1 is set twice.").arg(v.name), field);
        names.insert(v.name);
        if (v.value.size() > maxEnvValueLength)
            return problem("invalid_env",
                           QStringLiteral("The value of %1 is longer than %2 characters.")
                               .arg(v.name)
                               .arg(maxEnvValueLength),
                           QStringLiteral("workload.env[%1].value").arg(i));
    }
    if (spec.ports.size() > maxPorts)
        return problem("invalid_port", QStringLiteral("A workload exposes at most %1 ports.").arg(maxPorts),
                       QStringLiteral("workload.ports"));
    QSet<int> ports;
    for (qsizetype i = 0; i < spec.ports.size(); ++i) {
        const int port = spec.ports[i].port;
        const QString field = QStringLiteral("workload.ports[%1].port").arg(i);
        if (port < 1 || port > 65535)
            return problem("invalid_port", QStringLiteral("Port %1 is not between 1 and 65535.").arg(port),
                           field);
        if (port == 22)
            return problem("invalid_port", QStringLiteral("Port 22 is the node's SSH server."), field);
        if (ports.contains(port))
            return problem("duplicate_port", QStringLiteral("Port %1 is listed twice.").arg(port), field);
        ports.insert(port);
    }
    if (spec.registryAuth && spec.registryAuth->username.trimmed().isEmpty())
        return problem("invalid_registry_auth", QStringLiteral("Registry credentials need a user name."),
                       QStringLiteral("workload.registry_auth.username"));
    return std::nullopt;
}

} // namespace cd
