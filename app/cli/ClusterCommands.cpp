// clusters list and get, and --wait for the commands that change a cluster (ClusterChanges.cpp).
#include "ClusterCommands.h"

#include "CliRun.h"
#include "CommandGroups.h"
#include "CommandTable.h"
#include "ExitCode.h"

#include <QCoreApplication>
#include <QDeadlineTimer>

namespace cd::cli {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("cdctl", text);
}

int list(CliRun& run) {
    QJsonArray items = run.getItems("/v1/clusters");
    if (!run.args().has(QStringLiteral("--all"))) {
        QJsonArray live;
        for (const QJsonValue& v : items)
            if (v.toObject().value(QStringLiteral("state")).toString() != u"terminated")
                live.append(v);
        items = live;
    }
    run.out().list(items, ClusterCommands::columns());
    return Success;
}

int get(CliRun& run) {
    const QString id = run.clusterId(run.args().positional(0));
    run.out().object(run.getObject("/v1/clusters/" + id.toUtf8()), ClusterCommands::columns());
    return Success;
}

} // namespace

QList<Column> ClusterCommands::columns() {
    return {{QT_TRANSLATE_NOOP("cdctl", "Id"), QStringLiteral("id")},
            {QT_TRANSLATE_NOOP("cdctl", "Name"), QStringLiteral("name")},
            {QT_TRANSLATE_NOOP("cdctl", "State"), QStringLiteral("state")},
            {QT_TRANSLATE_NOOP("cdctl", "GPUs"), QStringLiteral("gpu_count")},
            {QT_TRANSLATE_NOOP("cdctl", "Region"), QStringLiteral("region")},
            {QT_TRANSLATE_NOOP("cdctl", "Per hour"),
             {},
             [](const QJsonObject& o) -> QString {
                 return Output::fieldText(o, QStringLiteral("hourly_cost")) + u' ' +
                        Output::fieldText(o, QStringLiteral("currency"));
             }},
            {QT_TRANSLATE_NOOP("cdctl", "Cost so far"), QStringLiteral("cost_so_far")}};
}

QJsonObject ClusterCommands::waitFor(CliRun& run, const QString& clusterId, const QString& target) {
    // Polled once a second: every state the cluster passes through is seen, and a dropped
    // connection costs one poll, not the wait.
    QString last;
    for (;;) {
        const QJsonObject cluster = run.getObject("/v1/clusters/" + clusterId.toUtf8());
        const QString state = cluster.value(QStringLiteral("state")).toString();
        if (state != last) {
            run.out().note(QStringLiteral("%1: %2").arg(clusterId, state));
            last = state;
        }
        if (state == target)
            return cluster;
        if (state == u"failed" || (state == u"terminated" && target != u"terminated"))
            CliRun::fail(Unexpected, tr("The cluster %1 is %2 instead of %3: %4")
                                         .arg(clusterId, state, target,
                                              cluster.value(QStringLiteral("state_detail")).toString()));
        CliRun::pause(1000);
    }
}

void registerClusterCommands(CommandTable& table) {
    table.add({.path = {QStringLiteral("clusters")},
               .summary =
                   QT_TRANSLATE_NOOP("cdctl", "List, launch, resize, stop, start and terminate GPU clusters"),
               .usage = "clusters COMMAND [options]"});
    table.add({.path = {QStringLiteral("clusters"), QStringLiteral("list")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "List the tenant's clusters"),
               .usage = "clusters list [--all]",
               .options = {{"--all", nullptr, QT_TRANSLATE_NOOP("cdctl", "include terminated clusters")}},
               .examples = "  cdctl clusters list\n  cdctl clusters list -o json",
               .run = list});
    table.add({.path = {QStringLiteral("clusters"), QStringLiteral("get")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "Show one cluster, named by its id or name"),
               .usage = "clusters get CLUSTER",
               .examples = "  cdctl clusters get llama-ft -o yaml",
               .minArgs = 1,
               .maxArgs = 1,
               .run = get});
}

} // namespace cd::cli
