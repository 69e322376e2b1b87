// clusters list and get, and --wait for the commands that change a cluster (ClusterChanges.cpp).
#include "ClusterCommands.h"

#include "CliText.h"

#include "CliRun.h"
#include "CommandGroups.h"
#include "CommandTable.h"
#include "ExitCode.h"

#include "core/ClusterEvent.h"
#include "session/ClustersSession.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <utility>

namespace cd::cli {

namespace {

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

QJsonObject ClusterCommands::waitFor(CliRun& run, ClustersSession& clusters, const QString& clusterId,
                                     const QString& target) {
    // Each state is seen when the platform says so on its event stream, not at a poll. The cluster
    // is read (GET) each time the stream goes live, when the platform no longer held the events
    // missed while it was away (the session reloads the list), and every quiet-reload interval
    // should the stream stay down: what happened before it opened is not missed either.
    QStringList states; // as the events reported them, oldest first
    bool recheck = clusters.isLive();
    Error refused;
    QEventLoop loop;
    QObject::connect(&clusters, &ClustersSession::eventReceived, &loop, [&](const ClusterEvent& e) {
        if (e.clusterId != clusterId)
            return;
        const QString state = e.cluster ? clusterStateId(e.cluster->state) : e.toState;
        if (!state.isEmpty()) {
            states.append(state);
            loop.quit();
        }
    });
    const auto readAgain = [&] {
        recheck = true;
        loop.quit();
    };
    QObject::connect(&clusters, &ClustersSession::liveChanged, &loop, [&](bool live) {
        if (live)
            readAgain();
    });
    QObject::connect(&clusters, &ClustersSession::clustersLoaded, &loop, readAgain);
    QObject::connect(&clusters, &ClustersSession::failed, &loop, [&](const Error& error) {
        refused = error;
        loop.quit();
    });
    QTimer safetyNet;
    safetyNet.setInterval(ClustersSession::quietReloadMs);
    QObject::connect(&safetyNet, &QTimer::timeout, &loop, readAgain);
    safetyNet.start();
    clusters.follow();

    QString last;
    const auto print = [&](const QString& state) {
        if (state != last) {
            run.out().note(QStringLiteral("%1: %2").arg(clusterId, state));
            last = state;
        }
    };
    const auto isEnd = [&](const QString& state) {
        return state == target || state == u"failed" || (state == u"terminated" && target != u"terminated");
    };
    for (;;) {
        if (refused.isError())
            CliRun::fail(refused);
        bool check = std::exchange(recheck, false);
        while (!states.isEmpty()) {
            const QString state = states.takeFirst();
            print(state);
            check = check || isEnd(state);
        }
        if (check) {
            // The document itself decides (and is what is printed): an event may be older than it.
            const QJsonObject cluster = run.getObject("/v1/clusters/" + clusterId.toUtf8());
            const QString state = cluster.value(QStringLiteral("state")).toString();
            print(state);
            if (state == target)
                return cluster;
            if (isEnd(state))
                CliRun::fail(Unexpected, CliText::tr("The cluster %1 is %2 instead of %3: %4")
                                             .arg(clusterId, state, target,
                                                  cluster.value(QStringLiteral("state_detail")).toString()));
        }
        // What arrived while the GET ran had nothing to quit yet.
        if (states.isEmpty() && !recheck && !refused.isError())
            loop.exec();
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
               .examples = QT_TRANSLATE_NOOP("cdctl", "  cdctl clusters list\n  cdctl clusters list -o json"),
               .run = list});
    table.add({.path = {QStringLiteral("clusters"), QStringLiteral("get")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "Show one cluster, named by its id or name"),
               .usage = "clusters get CLUSTER",
               .examples = QT_TRANSLATE_NOOP("cdctl", "  cdctl clusters get llama-ft -o yaml"),
               .minArgs = 1,
               .maxArgs = 1,
               .run = get});
}

} // namespace cd::cli
