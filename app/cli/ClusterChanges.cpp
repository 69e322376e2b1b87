// The commands that change a cluster: launch (from flags or a template file), resize, stop,
// start and terminate, each with --wait. They go through the console's own sessions (the launch
// and resize dialogs', the Clusters page's), so a launch retried after a lost answer keeps its
// Idempotency-Key and a change carries the cluster's ETag as the console's do.
#include "ClusterCommands.h"

#include "CliText.h"

#include "CliRun.h"
#include "CommandGroups.h"
#include "CommandTable.h"
#include "ExitCode.h"
#include "SessionWait.h"

#include "api/PlatformClient.h"
#include "session/ClustersSession.h"
#include "session/LaunchSession.h"
#include "session/ResizeSession.h"
#include "templates/TemplateYamlReader.h"

#include <QCoreApplication>

#include <iostream>
#include <string>

namespace cd::cli {

namespace {

const CliOption waitOption{"--wait", nullptr,
                           QT_TRANSLATE_NOOP("cdctl", "wait until it is done, printing each state")};

ClusterSpec specFromTemplate(const QString& path) {
    const auto read = TemplateYamlReader::readFile(path);
    if (!read.ok()) {
        QStringList lines;
        for (const TemplateYamlIssue& issue : read.issues)
            lines.append(issue.line > 0 ? QStringLiteral("%1:%2:%3: %4")
                                              .arg(path)
                                              .arg(issue.line)
                                              .arg(issue.column)
                                              .arg(issue.message)
                                        : path + QStringLiteral(": ") + issue.message);
        CliRun::fail(Usage, CliText::tr("The template has errors:") + u'\n' + lines.join(u'\n'));
    }
    return read.value.spec;
}

ClusterSpec specFromFlags(CliRun& run) {
    const CliArgs& a = run.args();
    if (!a.has(QStringLiteral("--offering")))
        CliRun::fail(Usage,
                     CliText::tr("cdctl clusters launch needs -f TEMPLATE.yaml or --offering ID; see cdctl "
                                 "clusters launch --help."));
    ClusterSpec spec;
    PoolSpec pool;
    pool.name = QStringLiteral("pool-1");
    pool.offeringId = a.value(QStringLiteral("--offering"));
    pool.nodeCount = a.intValue(QStringLiteral("--nodes"), 1, 1, ClusterRules::maxNodesPerPool);
    spec.pools = {pool};
    spec.image = a.value(QStringLiteral("--image"));
    if (spec.image.isEmpty()) {
        // The offering's first framework image, as the launch dialog preselects it.
        const QJsonObject offering =
            run.getObject("/v1/offerings/" + QUrl::toPercentEncoding(pool.offeringId));
        spec.image = offering.value(QStringLiteral("images")).toArray().first().toString();
    }
    if (a.has(QStringLiteral("--stage"))) {
        const auto stage = workloadStageFromId(a.value(QStringLiteral("--stage")));
        if (!stage)
            CliRun::fail(Usage,
                         CliText::tr("--stage takes preprocess, pretrain, finetune, inference or eval."));
        spec.stage = *stage;
    }
    if (a.has(QStringLiteral("--command"))) {
        WorkloadSpec workload;
        workload.image = spec.image;
        workload.command = a.value(QStringLiteral("--command"));
        spec.workload = workload;
    }
    return spec;
}

int launch(CliRun& run) {
    ClusterSpec spec = run.args().has(QStringLiteral("-f"))
                           ? specFromTemplate(run.args().value(QStringLiteral("-f")))
                           : specFromFlags(run);
    if (run.args().has(QStringLiteral("--name")))
        spec.name = run.args().value(QStringLiteral("--name"));
    if (spec.name.isEmpty())
        CliRun::fail(Usage, CliText::tr("The cluster needs a name: give --name NAME."));
    if (!ClusterRules::isValidName(spec.name))
        CliRun::fail(
            Usage,
            CliText::tr(
                "\"%1\" cannot be a cluster's name: use 3 to 40 lowercase letters, digits and hyphens, "
                "starting with a letter.")
                .arg(spec.name));
    PlatformClient& client = run.client();
    std::unique_ptr<TypedCall<Identity>> me(client.me());
    run.await(me.get());
    ClustersSession clusters;
    clusters.setClientForChanges(&client);
    clusters.setAccountCurrency(me->value().currency); // launches are billed in the tenant's currency
    LaunchSession launcher(clusters);
    QString id;
    QObject::connect(&launcher, &LaunchSession::launched, &launcher, [&id](const Cluster& c) { id = c.id; });
    SessionWait wait;
    wait.doneOn(&launcher, &LaunchSession::launched);
    wait.failOn(&launcher, &LaunchSession::launchFailed);
    launcher.launch(spec);
    wait.wait();
    const QJsonObject cluster = run.args().has(QStringLiteral("--wait"))
                                    ? ClusterCommands::waitFor(run, clusters, id, QStringLiteral("running"))
                                    : run.getObject("/v1/clusters/" + id.toUtf8());
    run.out().object(cluster, ClusterCommands::columns());
    return Success;
}

bool confirmed(CliRun& run, const QString& question) {
    if (run.args().has(QStringLiteral("--yes")))
        return true;
    if (!CliRun::stdinIsTerminal())
        CliRun::fail(
            Usage,
            CliText::tr("This cannot be undone, and there is no terminal to ask on: add --yes to go ahead."));
    std::fprintf(stderr, "%s [y/N] ", qPrintable(question));
    std::string answer;
    std::getline(std::cin, answer);
    const QString a = QString::fromStdString(answer).trimmed().toLower();
    return a == u"y" || a == u"yes" || a == CliText::tr("y");
}

int change(CliRun& run, QStringView v, const char* target) {
    const QString id = run.clusterId(run.args().positional(0));
    const QJsonObject current = run.getObject("/v1/clusters/" + id.toUtf8());
    Cluster cluster;
    cluster.id = id;
    cluster.etag = current.value(QStringLiteral("etag")).toString();
    ClustersSession clusters;
    clusters.setClientForChanges(&run.client());
    ResizeSession resizer(clusters);
    SessionWait wait;
    wait.doneOn(&clusters, &ClustersSession::clusterChanged);
    wait.failOn(&clusters, &ClustersSession::changeFailed);
    wait.doneOn(&resizer, &ResizeSession::resized);
    wait.failOn(&resizer, &ResizeSession::resizeFailed);
    bool conflicted = false;
    QObject::connect(&resizer, &ResizeSession::conflicted, &resizer, [&conflicted] { conflicted = true; });
    wait.doneOn(&resizer, &ResizeSession::conflicted);
    if (v == u"stop") {
        clusters.stop(cluster);
    } else if (v == u"start") {
        clusters.start(cluster);
    } else if (v == u"terminate") {
        if (!confirmed(run, CliText::tr("Terminate %1 (%2)? Its nodes and their local disks are deleted.")
                                .arg(current.value(QStringLiteral("name")).toString(), id))) {
            CliRun::fail(Interrupted, CliText::tr("Nothing was changed."));
        }
        clusters.terminate(cluster);
    } else {
        const int nodes = run.args().intValue(QStringLiteral("--nodes"), 0, 1, ClusterRules::maxNodesPerPool);
        if (!run.args().has(QStringLiteral("--nodes")))
            CliRun::fail(
                Usage,
                CliText::tr("cdctl clusters resize needs --nodes N; see cdctl clusters resize --help."));
        const QJsonArray pools = current.value(QStringLiteral("pools")).toArray();
        QString pool = run.args().value(QStringLiteral("--pool"));
        if (pool.isEmpty() && pools.size() == 1)
            pool = pools.first().toObject().value(QStringLiteral("id")).toString();
        bool known = false;
        for (const QJsonValue& p : pools)
            known = known || p.toObject().value(QStringLiteral("id")).toString() == pool ||
                    p.toObject().value(QStringLiteral("name")).toString() == pool;
        if (pool.isEmpty() || !known)
            CliRun::fail(
                Usage,
                CliText::tr(
                    "Name the pool to resize with --pool; \"cdctl clusters get %1 -o yaml\" lists them.")
                    .arg(id));
        for (const QJsonValue& p : pools)
            if (p.toObject().value(QStringLiteral("name")).toString() == pool)
                pool = p.toObject().value(QStringLiteral("id")).toString();
        resizer.resize(cluster, {{pool, nodes}});
    }
    wait.wait();
    // The resize session reads the cluster again when someone changed it meanwhile (412).
    if (conflicted)
        CliRun::fail(Conflict,
                     CliText::tr("Someone else changed the cluster %1 meanwhile, so nothing was changed; "
                                 "\"cdctl clusters get %1\" shows it as it is now.")
                         .arg(id));
    const QJsonObject after = run.args().has(QStringLiteral("--wait"))
                                  ? ClusterCommands::waitFor(run, clusters, id, QString::fromLatin1(target))
                                  : run.getObject("/v1/clusters/" + id.toUtf8());
    run.out().object(after, ClusterCommands::columns());
    return Success;
}

} // namespace

void registerClusterChanges(CommandTable& table) {
    table.add(
        {.path = {QStringLiteral("clusters"), QStringLiteral("launch")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Launch a cluster from a template file or from options"),
         .usage = "clusters launch (-f TEMPLATE.yaml | --offering ID) [--name NAME] [options]",
         .options = {{"-f", "FILE", QT_TRANSLATE_NOOP("cdctl", "a launch template (docs/templates.md)")},
                     {"--name", "NAME", QT_TRANSLATE_NOOP("cdctl", "the cluster's name")},
                     {"--offering", "ID", QT_TRANSLATE_NOOP("cdctl", "the offering of its nodes")},
                     {"--nodes", "N", QT_TRANSLATE_NOOP("cdctl", "how many nodes (default 1)")},
                     {"--image", "IMAGE",
                      QT_TRANSLATE_NOOP("cdctl", "framework image (default: the offering's first)")},
                     {"--stage", "STAGE",
                      QT_TRANSLATE_NOOP("cdctl", "preprocess, pretrain, finetune, inference or eval")},
                     {"--command", "CMD",
                      QT_TRANSLATE_NOOP("cdctl", "a workload command to run on every node")},
                     waitOption},
         .examples = QT_TRANSLATE_NOOP(
             "cdctl",
             "  cdctl clusters launch --name ft-run --offering h100-sxm-8x.cn-north-1 --nodes 2 --wait\n"
             "  cdctl clusters launch -f finetune.yaml --name ft-run-2"),
         .run = launch});
    table.add(
        {.path = {QStringLiteral("clusters"), QStringLiteral("resize")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Change how many nodes a pool of a cluster has"),
         .usage = "clusters resize CLUSTER --nodes N [--pool POOL] [--wait]",
         .options = {{"--nodes", "N", QT_TRANSLATE_NOOP("cdctl", "the pool's new node count")},
                     {"--pool", "POOL",
                      QT_TRANSLATE_NOOP("cdctl", "the pool's id or name (needed when there are several)")},
                     waitOption},
         .examples = QT_TRANSLATE_NOOP("cdctl", "  cdctl clusters resize ft-run --nodes 4 --wait"),
         .minArgs = 1,
         .maxArgs = 1,
         .run = [](CliRun& run) { return change(run, u"resize", "running"); }});
    table.add({.path = {QStringLiteral("clusters"), QStringLiteral("stop")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "Stop a cluster: its GPUs stop costing, its disks stay"),
               .usage = "clusters stop CLUSTER [--wait]",
               .options = {waitOption},
               .minArgs = 1,
               .maxArgs = 1,
               .run = [](CliRun& run) { return change(run, u"stop", "stopped"); }});
    table.add({.path = {QStringLiteral("clusters"), QStringLiteral("start")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "Start a stopped cluster again"),
               .usage = "clusters start CLUSTER [--wait]",
               .options = {waitOption},
               .minArgs = 1,
               .maxArgs = 1,
               .run = [](CliRun& run) { return change(run, u"start", "running"); }});
    table.add(
        {.path = {QStringLiteral("clusters"), QStringLiteral("terminate")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Terminate a cluster: its nodes and local disks are deleted"),
         .usage = "clusters terminate CLUSTER [--yes] [--wait]",
         .options = {{"--yes", nullptr,
                      QT_TRANSLATE_NOOP("cdctl", "do not ask first (needed without a terminal)")},
                     waitOption},
         .minArgs = 1,
         .maxArgs = 1,
         .run = [](CliRun& run) { return change(run, u"terminate", "terminated"); }});
}

} // namespace cd::cli
