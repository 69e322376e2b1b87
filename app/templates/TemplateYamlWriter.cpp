#include "TemplateYamlWriter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

#include <yaml-cpp/yaml.h>

namespace cd {

namespace {

std::string s(const QString& text) {
    return text.toStdString();
}

// Commands read best as blocks. A block keeps exactly one final line break ('|'), so a text without
// one is quoted instead, or it would come back with a line break it did not have.
void emitText(YAML::Emitter& out, const QString& text) {
    if (text.endsWith(u'\n') && !text.endsWith(QStringLiteral("\n\n")) && !text.startsWith(u' '))
        out << YAML::Literal << s(text);
    else
        out << YAML::DoubleQuoted << s(text);
}

void emitList(YAML::Emitter& out, const QStringList& items) {
    out << YAML::Flow << YAML::BeginSeq;
    for (const QString& item : items)
        out << YAML::DoubleQuoted << s(item);
    out << YAML::EndSeq;
}

void emitResources(YAML::Emitter& out, const ClusterSpec& spec) {
    out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "billing_mode" << YAML::Value << s(billingModeId(spec.billingMode));
    out << YAML::Key << "dedicated" << YAML::Value << spec.dedicated;
    out << YAML::Key << "off_peak_only" << YAML::Value << spec.offPeakOnly;
    out << YAML::Key << "auto_stop_idle_minutes" << YAML::Value << spec.autoStopIdleMinutes;
    if (!spec.image.isEmpty())
        out << YAML::Key << "image" << YAML::Value << YAML::DoubleQuoted << s(spec.image);
    out << YAML::Key << "pools" << YAML::Value << YAML::BeginSeq;
    for (const PoolSpec& pool : spec.pools) {
        out << YAML::BeginMap;
        out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << s(pool.name);
        out << YAML::Key << "offering" << YAML::Value << YAML::DoubleQuoted << s(pool.offeringId);
        out << YAML::Key << "nodes" << YAML::Value << pool.nodeCount;
        out << YAML::EndMap;
    }
    out << YAML::EndSeq << YAML::EndMap;
}

void emitWorkload(YAML::Emitter& out, const WorkloadSpec& w) {
    out << YAML::Key << "image" << YAML::Value << YAML::DoubleQuoted << s(w.image);
    if (w.registryAuth) {
        // The password stays with the platform: a file only names the account.
        out << YAML::Key << "registry_auth" << YAML::Value << YAML::BeginMap << YAML::Key << "username"
            << YAML::Value << YAML::DoubleQuoted << s(w.registryAuth->username) << YAML::EndMap;
    }
    out << YAML::Key << "workdir" << YAML::Value << YAML::DoubleQuoted << s(w.workingDir);
    if (!w.setup.isEmpty()) {
        out << YAML::Key << "setup" << YAML::Value;
        emitText(out, w.setup);
    }
    out << YAML::Key << "run" << YAML::Value;
    emitText(out, w.command);
    if (!w.env.isEmpty()) {
        out << YAML::Key << "envs" << YAML::Value << YAML::BeginMap;
        for (const EnvVar& var : w.env) {
            out << YAML::Key << s(var.name) << YAML::Value;
            if (var.secret)
                out << YAML::Flow << YAML::BeginMap << YAML::Key << "secret" << YAML::Value << true
                    << YAML::EndMap;
            else
                out << YAML::DoubleQuoted << s(var.value);
        }
        out << YAML::EndMap;
    }
    if (!w.ports.isEmpty()) {
        out << YAML::Key << "ports" << YAML::Value << YAML::BeginSeq;
        for (const ExposedPort& port : w.ports) {
            if (port.name.isEmpty()) {
                out << port.port;
                continue;
            }
            out << YAML::Flow << YAML::BeginMap << YAML::Key << "port" << YAML::Value << port.port
                << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << s(port.name) << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    out << YAML::Key << "checkpoint" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "dir" << YAML::Value << YAML::DoubleQuoted << s(w.checkpointDir);
    out << YAML::Key << "interval_minutes" << YAML::Value << w.checkpointIntervalMinutes;
    out << YAML::EndMap;
    out << YAML::Key << "on_node_failure" << YAML::Value << s(onNodeFailureId(w.onNodeFailure));
}

} // namespace

QByteArray TemplateYamlWriter::write(const LaunchTemplate& tmpl) {
    const ClusterSpec& spec = tmpl.spec;
    YAML::Emitter out;
    out << YAML::BeginMap;
    if (!tmpl.name.isEmpty())
        out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << s(tmpl.name);
    if (!tmpl.description.isEmpty()) {
        out << YAML::Key << "description" << YAML::Value;
        emitText(out, tmpl.description);
    }
    emitResources(out, spec);
    out << YAML::Key << "stage" << YAML::Value << s(workloadStageId(spec.stage));
    if (spec.workload)
        emitWorkload(out, *spec.workload);
    const bool codeOrData =
        spec.workload && (!spec.workload->codeDataset.isEmpty() || !spec.workload->dataDatasets.isEmpty());
    if (codeOrData || !spec.datasets.isEmpty()) {
        out << YAML::Key << "datasets" << YAML::Value << YAML::BeginMap;
        if (spec.workload && !spec.workload->codeDataset.isEmpty())
            out << YAML::Key << "code" << YAML::Value << YAML::DoubleQuoted << s(spec.workload->codeDataset);
        if (spec.workload && !spec.workload->dataDatasets.isEmpty()) {
            out << YAML::Key << "data" << YAML::Value;
            emitList(out, spec.workload->dataDatasets);
        }
        if (!spec.datasets.isEmpty()) {
            out << YAML::Key << "attach" << YAML::Value;
            emitList(out, spec.datasets);
        }
        out << YAML::EndMap;
    }
    if (!spec.sshKeyIds.isEmpty()) {
        out << YAML::Key << "ssh_keys" << YAML::Value;
        emitList(out, spec.sshKeyIds);
    }
    out << YAML::EndMap;
    QByteArray bytes = QByteArray("# ClusterDesk launch template (docs/templates.md)\n") + out.c_str();
    if (!bytes.endsWith('\n'))
        bytes.append('\n');
    return bytes;
}

bool TemplateYamlWriter::writeFile(const QString& path, const LaunchTemplate& tmpl, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(write(tmpl)) < 0 || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("cd::TemplateYamlWriter", "%1 cannot be written: %2")
                         .arg(QFileInfo(path).fileName(), file.errorString());
        return false;
    }
    return true;
}

} // namespace cd
