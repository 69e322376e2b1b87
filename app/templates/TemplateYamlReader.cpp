#include "TemplateYamlReader.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QStringDecoder>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <functional>
#include <initializer_list>

namespace cd {

namespace {

using Keys = std::initializer_list<const char*>;

// The keys the workload owns: without `run` there is no workload for them to belong to.
constexpr const char* workloadKeys[] = {"image", "registry_auth", "workdir",    "setup",
                                        "envs",  "ports",         "checkpoint", "on_node_failure"};

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// Walks the YAML tree along the template's shape, collecting every problem with its place.
class Walk {
public:
    QList<TemplateYamlIssue> issues;

    void add(const YAML::Mark& mark, const QString& message) {
        issues.append({mark.is_null() ? 0 : mark.line + 1, mark.is_null() ? 0 : mark.column + 1, message});
    }

    // The members of map `node` named `where`, each checked against `known`; the value of each known
    // key is handed to `visit` with the key's mark. Unknown and repeated keys are reported.
    bool members(const YAML::Node& node, const YAML::Mark& at, const QString& where, Keys known,
                 const std::function<void(const QString&, const YAML::Node&, const YAML::Mark&)>& visit) {
        if (!node.IsMap()) {
            add(markOf(node, at),
                TemplateYamlReader::tr("'%1' must be a mapping of keys to values.").arg(where));
            return false;
        }
        QSet<QString> seen;
        for (const auto& kv : node) {
            const YAML::Mark keyMark = kv.first.Mark();
            if (!kv.first.IsScalar()) {
                add(keyMark, TemplateYamlReader::tr("keys must be plain names."));
                continue;
            }
            const QString key = qs(kv.first.Scalar());
            if (seen.contains(key)) {
                add(keyMark, TemplateYamlReader::tr("'%1' appears twice.").arg(key));
                continue;
            }
            seen.insert(key);
            bool isKnown = false;
            for (const char* k : known)
                isKnown = isKnown || key == QLatin1StringView(k);
            if (!isKnown) {
                QStringList names;
                for (const char* k : known)
                    names.append(QString::fromLatin1(k));
                add(keyMark, TemplateYamlReader::tr("unknown key '%1' in %2; expected one of: %3.")
                                 .arg(key, where, names.join(QStringLiteral(", "))));
                continue;
            }
            visit(key, kv.second, keyMark);
        }
        return true;
    }

    static YAML::Mark markOf(const YAML::Node& node, const YAML::Mark& fallback) {
        const YAML::Mark m = node.Mark();
        return m.is_null() ? fallback : m;
    }

    // A scalar as text; a null value reads as empty. Mappings and lists are refused.
    QString text(const YAML::Node& node, const YAML::Mark& at, const QString& key) {
        if (node.IsNull())
            return {};
        if (!node.IsScalar()) {
            add(markOf(node, at), TemplateYamlReader::tr("'%1' must be text.").arg(key));
            return {};
        }
        return qs(node.Scalar());
    }

    std::optional<int> whole(const YAML::Node& node, const YAML::Mark& at, const QString& key, int min,
                             int max) {
        bool ok = false;
        const int v = node.IsScalar() ? qs(node.Scalar()).toInt(&ok) : 0;
        if (!ok) {
            add(markOf(node, at), TemplateYamlReader::tr("'%1' must be a whole number.").arg(key));
            return std::nullopt;
        }
        if (v < min || v > max) {
            add(markOf(node, at),
                TemplateYamlReader::tr("'%1' must be between %2 and %3.").arg(key).arg(min).arg(max));
            return std::nullopt;
        }
        return v;
    }

    bool flag(const YAML::Node& node, const YAML::Mark& at, const QString& key) {
        const QString v = node.IsScalar() ? qs(node.Scalar()) : QString();
        if (v == u"true" || v == u"True" || v == u"TRUE")
            return true;
        if (!(v == u"false" || v == u"False" || v == u"FALSE"))
            add(markOf(node, at), TemplateYamlReader::tr("'%1' must be true or false.").arg(key));
        return false;
    }

    QStringList names(const YAML::Node& node, const YAML::Mark& at, const QString& key) {
        QStringList out;
        if (node.IsNull())
            return out;
        if (!node.IsSequence()) {
            add(markOf(node, at), TemplateYamlReader::tr("'%1' must be a list.").arg(key));
            return out;
        }
        for (const auto& item : node) {
            const QString v = text(item, at, key);
            if (v.isEmpty())
                add(markOf(item, at), TemplateYamlReader::tr("'%1' lists an empty id.").arg(key));
            else if (out.contains(v))
                add(markOf(item, at), TemplateYamlReader::tr("'%1' lists '%2' twice.").arg(key, v));
            else
                out.append(v);
        }
        return out;
    }

    void path(QString* out, const YAML::Node& node, const YAML::Mark& at, const QString& key) {
        const QString v = text(node, at, key);
        if (!WorkloadRules::isValidPath(v))
            add(markOf(node, at),
                TemplateYamlReader::tr("'%1' must be an absolute path without '..'.").arg(key));
        else
            *out = v;
    }

    void resources(ClusterSpec& spec, const YAML::Node& node, const YAML::Mark& at) {
        members(node, at, QStringLiteral("resources"),
                {"region", "billing_mode", "dedicated", "off_peak_only", "auto_stop_idle_minutes", "image",
                 "pools"},
                [&](const QString& key, const YAML::Node& v, const YAML::Mark& m) {
                    if (key == u"region") {
                        text(v, m, key); // informational: the pools' offerings fix the region
                    } else if (key == u"billing_mode") {
                        const auto mode = billingModeFromId(text(v, m, key));
                        if (!mode)
                            add(markOf(v, m), TemplateYamlReader::tr("'billing_mode' must be hourly, daily, "
                                                                     "monthly, yearly or tflops_hours."));
                        else
                            spec.billingMode = *mode;
                    } else if (key == u"dedicated") {
                        spec.dedicated = flag(v, m, key);
                    } else if (key == u"off_peak_only") {
                        spec.offPeakOnly = flag(v, m, key);
                    } else if (key == u"auto_stop_idle_minutes") {
                        spec.autoStopIdleMinutes =
                            whole(v, m, key, 0, ClusterRules::maxAutoStopMinutes).value_or(0);
                    } else if (key == u"image") {
                        spec.image = text(v, m, key);
                    } else if (key == u"pools") {
                        pools(spec, v, m);
                    }
                });
    }

    void pools(ClusterSpec& spec, const YAML::Node& node, const YAML::Mark& at) {
        if (!node.IsSequence() || node.size() < 1 || node.size() > std::size_t(ClusterRules::maxPools)) {
            add(markOf(node, at), TemplateYamlReader::tr("'pools' must be a list of 1 to %1 node pools.")
                                      .arg(ClusterRules::maxPools));
            return;
        }
        for (const auto& item : node) {
            PoolSpec pool;
            pool.name = QStringLiteral("pool-%1").arg(spec.pools.size() + 1);
            bool hasOffering = false;
            const YAML::Mark itemMark = markOf(item, at);
            members(item, at, QStringLiteral("a pool"), {"name", "offering", "nodes"},
                    [&](const QString& key, const YAML::Node& v, const YAML::Mark& m) {
                        if (key == u"name")
                            pool.name = text(v, m, key);
                        else if (key == u"offering")
                            pool.offeringId = text(v, m, key);
                        else if (key == u"nodes")
                            pool.nodeCount = whole(v, m, key, 1, ClusterRules::maxNodesPerPool).value_or(1);
                        hasOffering = hasOffering || (key == u"offering" && !pool.offeringId.isEmpty());
                    });
            if (item.IsMap() && !hasOffering)
                add(itemMark, TemplateYamlReader::tr("a pool needs an 'offering' (an offering id)."));
            spec.pools.append(pool);
        }
    }

    void envs(WorkloadSpec& w, const YAML::Node& node, const YAML::Mark& at) {
        if (!node.IsMap()) {
            add(markOf(node, at), TemplateYamlReader::tr("'envs' must map variable names to values."));
            return;
        }
        for (const auto& kv : node) {
            const YAML::Mark m = kv.first.Mark();
            const QString name = kv.first.IsScalar() ? qs(kv.first.Scalar()) : QString();
            if (!WorkloadRules::isValidEnvName(name)) {
                add(m, TemplateYamlReader::tr("'%1' is not a variable name: use letters, digits and '_', "
                                              "not starting with a digit.")
                           .arg(name));
                continue;
            }
            if (WorkloadRules::reservedEnvNames().contains(name)) {
                add(m, TemplateYamlReader::tr("'%1' is set by the platform on every node.").arg(name));
                continue;
            }
            if (std::any_of(w.env.cbegin(), w.env.cend(), [&](const EnvVar& e) { return e.name == name; })) {
                add(m, TemplateYamlReader::tr("'%1' appears twice.").arg(name));
                continue;
            }
            EnvVar var{name, {}, false, true};
            if (kv.second.IsMap()) {
                // A secret's value never lives in a file: it is entered at launch.
                bool secret = false;
                members(kv.second, m, name, {"secret"},
                        [&](const QString& key, const YAML::Node& v, const YAML::Mark& vm) {
                            secret = flag(v, vm, key);
                        });
                if (!secret)
                    add(markOf(kv.second, m),
                        TemplateYamlReader::tr("'%1': write a value, or {secret: true} for a secret entered "
                                               "at launch.")
                            .arg(name));
                var.secret = true;
                var.hasValue = false;
            } else {
                var.value = text(kv.second, m, name);
            }
            w.env.append(var);
        }
    }

    void ports(WorkloadSpec& w, const YAML::Node& node, const YAML::Mark& at) {
        if (!node.IsSequence()) {
            add(markOf(node, at), TemplateYamlReader::tr("'ports' must be a list."));
            return;
        }
        for (const auto& item : node) {
            ExposedPort port;
            const YAML::Mark m = markOf(item, at);
            if (item.IsMap()) {
                members(item, m, QStringLiteral("a port"), {"port", "name"},
                        [&](const QString& key, const YAML::Node& v, const YAML::Mark& km) {
                            if (key == u"port")
                                port.port = whole(v, km, key, 1, 65535).value_or(0);
                            else
                                port.name = text(v, km, key);
                        });
            } else {
                port.port = whole(item, m, QStringLiteral("ports"), 1, 65535).value_or(0);
            }
            if (port.port == 0)
                continue;
            if (std::any_of(w.ports.cbegin(), w.ports.cend(),
                            [&](const ExposedPort& p) { return p.port == port.port; }))
                add(m, TemplateYamlReader::tr("port %1 appears twice.").arg(port.port));
            else
                w.ports.append(port);
        }
    }

    void workloadMember(WorkloadSpec& w, const QString& key, const YAML::Node& v, const YAML::Mark& m) {
        if (key == u"image") {
            w.image = text(v, m, key);
            if (!WorkloadRules::isValidImageReference(w.image))
                add(markOf(v, m),
                    TemplateYamlReader::tr("'%1' is not an image reference: use "
                                           "registry/repository:tag or repository@sha256:<digest>.")
                        .arg(w.image));
        } else if (key == u"registry_auth") {
            RegistryAuth auth;
            members(v, m, key, {"username"},
                    [&](const QString& k, const YAML::Node& u, const YAML::Mark& um) {
                        auth.username = text(u, um, k);
                    });
            w.registryAuth = auth;
        } else if (key == u"workdir") {
            path(&w.workingDir, v, m, key);
        } else if (key == u"setup") {
            w.setup = text(v, m, key);
        } else if (key == u"envs") {
            envs(w, v, m);
        } else if (key == u"ports") {
            ports(w, v, m);
        } else if (key == u"checkpoint") {
            members(v, m, key, {"dir", "interval_minutes"},
                    [&](const QString& k, const YAML::Node& c, const YAML::Mark& cm) {
                        if (k == u"dir")
                            path(&w.checkpointDir, c, cm, k);
                        else
                            w.checkpointIntervalMinutes = whole(c, cm, k, WorkloadRules::minCheckpointMinutes,
                                                                WorkloadRules::maxCheckpointMinutes)
                                                              .value_or(w.checkpointIntervalMinutes);
                    });
        } else if (key == u"on_node_failure") {
            const auto policy = onNodeFailureFromId(text(v, m, key));
            if (!policy)
                add(markOf(v, m),
                    TemplateYamlReader::tr("'on_node_failure' must be stop or restart_from_checkpoint."));
            else
                w.onNodeFailure = *policy;
        }
    }

    LaunchTemplate document(const YAML::Node& root) {
        LaunchTemplate t;
        WorkloadSpec w;
        w.image.clear();
        bool hasRun = false;
        std::optional<YAML::Mark> runMark;
        std::optional<std::pair<QString, YAML::Mark>> firstWorkloadKey;
        members(
            root, YAML::Mark(), QStringLiteral("the template"),
            {"name", "description", "resources", "image", "registry_auth", "workdir", "setup", "run", "envs",
             "ports", "checkpoint", "on_node_failure", "datasets", "stage", "ssh_keys"},
            [&](const QString& key, const YAML::Node& v, const YAML::Mark& m) {
                for (const char* k : workloadKeys) {
                    if (key == QLatin1StringView(k) && !firstWorkloadKey)
                        firstWorkloadKey = std::pair{key, m};
                }
                if (key == u"name") {
                    t.name = text(v, m, key).trimmed();
                    if (t.name.size() > 80)
                        add(markOf(v, m), TemplateYamlReader::tr("'name' may have at most 80 characters."));
                } else if (key == u"description") {
                    t.description = text(v, m, key);
                } else if (key == u"resources") {
                    resources(t.spec, v, m);
                } else if (key == u"run") {
                    hasRun = true;
                    runMark = markOf(v, m);
                    w.command = text(v, m, key);
                    if (w.command.trimmed().isEmpty())
                        add(markOf(v, m), TemplateYamlReader::tr("'run' is empty: write the command to start "
                                                                 "on every node."));
                } else if (key == u"datasets") {
                    members(v, m, key, {"code", "data", "attach"},
                            [&](const QString& k, const YAML::Node& d, const YAML::Mark& dm) {
                                if (k == u"code") {
                                    w.codeDataset = text(d, dm, k);
                                    if (!firstWorkloadKey)
                                        firstWorkloadKey = std::pair{QStringLiteral("datasets.code"), dm};
                                } else if (k == u"data") {
                                    w.dataDatasets = names(d, dm, k);
                                    if (!firstWorkloadKey)
                                        firstWorkloadKey = std::pair{QStringLiteral("datasets.data"), dm};
                                } else {
                                    t.spec.datasets = names(d, dm, k);
                                }
                            });
                } else if (key == u"stage") {
                    const auto stage = workloadStageFromId(text(v, m, key));
                    if (!stage)
                        add(markOf(v, m), TemplateYamlReader::tr("'stage' must be preprocess, pretrain, "
                                                                 "finetune, inference or eval."));
                    else
                        t.spec.stage = *stage;
                } else if (key == u"ssh_keys") {
                    t.spec.sshKeyIds = names(v, m, key);
                } else {
                    workloadMember(w, key, v, m);
                }
            });
        if (!root.IsMap())
            return t;
        if (t.spec.pools.isEmpty() && issues.isEmpty())
            add(YAML::Mark(), TemplateYamlReader::tr("the template needs 'resources' with its 'pools'."));
        if (!hasRun) {
            if (firstWorkloadKey)
                add(firstWorkloadKey->second,
                    TemplateYamlReader::tr("'%1' belongs to a workload: add a 'run' command, or remove it.")
                        .arg(firstWorkloadKey->first));
            return t;
        }
        if (w.image.isEmpty())
            add(*runMark, TemplateYamlReader::tr("a workload needs an 'image'."));
        // What the checks above do not cover (lengths, counts) is still the platform's rule.
        if (issues.isEmpty()) {
            if (const auto problem = WorkloadRules::check(w))
                add(*runMark, problem->detail);
        }
        t.spec.workload = w;
        return t;
    }
};

// Line (1-based) of the first byte that is not UTF-8, or 0 when all of it is.
int firstNonUtf8Line(const QByteArray& bytes) {
    int line = 1;
    qsizetype start = 0;
    while (start <= bytes.size()) {
        qsizetype end = bytes.indexOf('\n', start);
        if (end < 0)
            end = bytes.size();
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = decoder(QByteArrayView(bytes).sliced(start, end - start));
        Q_UNUSED(decoded);
        if (decoder.hasError())
            return line;
        start = end + 1;
        ++line;
    }
    return 0;
}

} // namespace

TemplateYamlReader::Result TemplateYamlReader::read(const QByteArray& bytes) {
    Result result;
    if (bytes.size() > maxBytes) {
        result.issues.append({0, 0, tr("The file is larger than 1 MiB: a template is a few kilobytes.")});
        return result;
    }
    if (const int line = firstNonUtf8Line(bytes)) {
        result.issues.append({line, 1, tr("the file is not UTF-8 text.")});
        return result;
    }
    YAML::Node root;
    try {
        root = YAML::Load(bytes.toStdString());
    } catch (const YAML::Exception& e) {
        const bool placed = !e.mark.is_null();
        result.issues.append({placed ? e.mark.line + 1 : 0, placed ? e.mark.column + 1 : 0,
                              tr("this is not valid YAML (%1).").arg(QString::fromStdString(e.msg))});
        return result;
    }
    if (root.IsNull() || !root.IsDefined()) {
        result.issues.append({0, 0, tr("The file is empty.")});
        return result;
    }
    Walk walk;
    try {
        result.value = walk.document(root);
    } catch (const YAML::Exception& e) {
        walk.add(e.mark, tr("this is not a template (%1).").arg(QString::fromStdString(e.msg)));
    }
    result.issues = walk.issues;
    return result;
}

TemplateYamlReader::Result TemplateYamlReader::readFile(const QString& path) {
    Result result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.issues.append(
            {0, 0, tr("%1 cannot be read: %2").arg(QFileInfo(path).fileName(), file.errorString())});
        return result;
    }
    if (file.size() > maxBytes) {
        result.issues.append({0, 0, tr("The file is larger than 1 MiB: a template is a few kilobytes.")});
        return result;
    }
    // One byte more than allowed tells a file that grew after size() was read.
    return read(file.read(maxBytes + 1));
}

} // namespace cd
