#include "WorkloadText.h"

#include <QLocale>
#include <QRegularExpression>

namespace cd {

QString WorkloadText::phase(WorkloadPhase phase) {
    switch (phase) {
    case WorkloadPhase::Pulling:
        return tr("Pulling the image");
    case WorkloadPhase::Starting:
        return tr("Starting");
    case WorkloadPhase::Running:
        return tr("Running");
    case WorkloadPhase::Checkpointing:
        return tr("Checkpointing");
    case WorkloadPhase::Restarting:
        return tr("Restarting from the last checkpoint");
    case WorkloadPhase::Succeeded:
        return tr("Succeeded");
    case WorkloadPhase::Failed:
        return tr("Failed");
    case WorkloadPhase::Stopped:
        return tr("Stopped");
    }
    return {};
}

QString WorkloadText::failure(WorkloadFailure failure) {
    switch (failure) {
    case WorkloadFailure::None:
        return {};
    case WorkloadFailure::OutOfMemory:
        return tr("out of GPU memory");
    case WorkloadFailure::NcclTimeout:
        return tr("a collective operation timed out");
    case WorkloadFailure::ExitCode:
        return tr("the command exited with an error");
    case WorkloadFailure::ImagePull:
        return tr("the image could not be pulled");
    }
    return {};
}

QString WorkloadText::onNodeFailure(OnNodeFailure policy) {
    return policy == OnNodeFailure::Stop ? tr("Stop the workload") : tr("Restart from the last checkpoint");
}

QString WorkloadText::summary(const WorkloadStatus& s) {
    const QLocale locale;
    const QString words = phase(s.phase);
    if ((s.phase == WorkloadPhase::Running || s.phase == WorkloadPhase::Checkpointing) && s.totalSteps > 0)
        return tr("%1 · step %2/%3").arg(words, locale.toString(s.step), locale.toString(s.totalSteps));
    if (s.phase == WorkloadPhase::Failed && s.exitCode)
        return tr("%1 (exit code %2)").arg(words).arg(*s.exitCode);
    return words;
}

namespace {

// "workload.env[3].name" -> 3; -1 without an index.
int indexIn(const QString& field) {
    static const QRegularExpression index(QStringLiteral("\\[(\\d+)\\]"));
    const QRegularExpressionMatch m = index.match(field);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

} // namespace

QString WorkloadText::problem(const WorkloadRules::Problem& p, const WorkloadSpec& spec) {
    const int i = indexIn(p.field);
    const QString envName = i >= 0 && i < spec.env.size() ? spec.env[i].name : QString();
    const int port = i >= 0 && i < spec.ports.size() ? spec.ports[i].port : 0;
    if (p.code == u"invalid_image")
        return tr("Image: '%1' is not an image reference; use registry/repository:tag or "
                  "repository@sha256: and 64 hex digits.")
            .arg(spec.image);
    if (p.code == u"empty_command")
        return spec.command.trimmed().isEmpty()
                   ? tr("Command: enter the command that starts the workload on every node.")
                   : tr("Command: at most %1 characters.").arg(WorkloadRules::maxCommandLength);
    if (p.code == u"invalid_setup")
        return tr("Setup: at most %1 characters.").arg(WorkloadRules::maxSetupLength);
    if (p.code == u"invalid_path")
        return p.field == u"workload.checkpoint.dir"
                   ? tr("Checkpoint directory: use an absolute path without '..'.")
                   : tr("Working directory: use an absolute path without '..'.");
    if (p.code == u"invalid_checkpoint_interval")
        return tr("Checkpoint interval: 1 to 1440 minutes.");
    if (p.code == u"invalid_env" && i < 0)
        return tr("Environment: at most %1 variables.").arg(WorkloadRules::maxEnv);
    if (p.code == u"invalid_env" && p.field.endsWith(u".value"))
        return tr("Environment variable %1: the value of %2 is longer than %3 characters.")
            .arg(i + 1)
            .arg(envName)
            .arg(WorkloadRules::maxEnvValueLength);
    if (p.code == u"invalid_env")
        return tr("Environment variable %1: '%2' is not a name; use letters, digits and '_', not "
                  "starting with a digit.")
            .arg(i + 1)
            .arg(envName);
    if (p.code == u"reserved_env")
        return tr("Environment variable %1: %2 is set by the platform on every node; remove it.")
            .arg(i + 1)
            .arg(envName);
    if (p.code == u"duplicate_env")
        return tr("Environment variable %1: %2 is set twice.").arg(i + 1).arg(envName);
    if (p.code == u"invalid_port" && i < 0)
        return tr("Ports: at most %1.").arg(WorkloadRules::maxPorts);
    if (p.code == u"invalid_port" && port == 22)
        return tr("Port %1: 22 is the node's SSH server.").arg(i + 1);
    if (p.code == u"invalid_port")
        return tr("Port %1: %2 is not between 1 and 65535.").arg(i + 1).arg(port);
    if (p.code == u"duplicate_port")
        return tr("Port %1: %2 is listed twice.").arg(i + 1).arg(port);
    if (p.code == u"invalid_registry_auth")
        return tr("Registry user: enter the user name the registry knows you by.");
    if (p.code == u"missing_secret")
        return tr("Environment variable %1: enter the value of the secret %2.").arg(i + 1).arg(envName);
    return p.detail;
}

} // namespace cd
