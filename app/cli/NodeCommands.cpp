// What runs on a cluster's nodes: logs (and their live follow, which resumes after a drop like
// the console's Logs tab), ssh to a node, and SSH port forwards.
#include "CliRun.h"
#include "CliText.h"
#include "CommandGroups.h"
#include "CommandTable.h"
#include "ExitCode.h"

#include "api/LogFeed.h"
#include "api/PlatformClient.h"
#include "session/PortForwards.h"
#include "session/SshCommand.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonDocument>
#include <QStandardPaths>

#include <cstdio>
#include <unistd.h>
#include <vector>

namespace cd::cli {

namespace {

void printLine(const Output& out, const QJsonObject& line) {
    QByteArray bytes;
    if (out.format() == Output::Format::Table) {
        const QJsonValue rank = line.value(QStringLiteral("rank"));
        bytes = QStringLiteral("%1 %2 %3 %4 %5\n")
                    .arg(line.value(QStringLiteral("time")).toString(),
                         line.value(QStringLiteral("node")).toString().isEmpty()
                             ? QStringLiteral("-")
                             : line.value(QStringLiteral("node")).toString(),
                         rank.isNull() ? QStringLiteral("-") : u'r' + QString::number(rank.toInt()),
                         line.value(QStringLiteral("level")).toString(),
                         line.value(QStringLiteral("text")).toString())
                    .toUtf8();
    } else {
        // One object a line while following (JSON Lines): a stream has no end to close an array at.
        bytes = QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
    }
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

QJsonObject lineJson(const LogLine& l) {
    return {{QStringLiteral("seq"), l.seq},
            {QStringLiteral("time"), l.time.toUTC().toString(Qt::ISODateWithMs)},
            {QStringLiteral("node"), l.node},
            {QStringLiteral("rank"), l.rank < 0 ? QJsonValue() : QJsonValue(l.rank)},
            {QStringLiteral("level"), logLevelId(l.level)},
            {QStringLiteral("text"), l.text}};
}

int logs(CliRun& run) {
    const CliArgs& a = run.args();
    const QString id = run.clusterId(a.positional(0));
    QUrlQuery query;
    LogQuery filter;
    if (a.has(QStringLiteral("--node"))) {
        filter.node = a.value(QStringLiteral("--node"));
        query.addQueryItem(QStringLiteral("node"), filter.node);
    }
    if (a.has(QStringLiteral("--rank"))) {
        filter.rank = a.intValue(QStringLiteral("--rank"), 0, 0, 1 << 20);
        query.addQueryItem(QStringLiteral("rank"), QString::number(*filter.rank));
    }
    if (a.has(QStringLiteral("--level"))) {
        filter.minLevel = logLevelFromId(a.value(QStringLiteral("--level")));
        if (!filter.minLevel)
            CliRun::fail(Usage, CliText::tr("--level takes debug, info, warning or error."));
        query.addQueryItem(QStringLiteral("level"), logLevelId(*filter.minLevel));
    }
    if (a.has(QStringLiteral("--since"))) {
        const QDateTime since = QDateTime::fromString(a.value(QStringLiteral("--since")), Qt::ISODate);
        if (!since.isValid())
            CliRun::fail(Usage, CliText::tr("--since needs a time such as 2026-12-01T09:00:00Z."));
        query.addQueryItem(QStringLiteral("since"), since.toUTC().toString(Qt::ISODate));
    } else {
        query.addQueryItem(QStringLiteral("tail"),
                           QString::number(a.intValue(QStringLiteral("--tail"), 100, 1, 200000)));
    }
    const QJsonObject page = run.getObject("/v1/clusters/" + id.toUtf8() + "/logs", query);
    const QJsonArray lines = page.value(QStringLiteral("items")).toArray();
    const bool follow = a.has(QStringLiteral("-f"));
    if (!follow && run.out().format() != Output::Format::Table) {
        run.out().list(lines, {});
        return Success;
    }
    qint64 lastSeq = page.value(QStringLiteral("last_seq")).toInteger();
    for (const QJsonValue& l : lines) {
        printLine(run.out(), l.toObject());
        lastSeq = l.toObject().value(QStringLiteral("seq")).toInteger();
    }
    if (!follow)
        return Success;
    LogFeed feed(&run.client(), id, filter);
    feed.setLastEventId(QByteArray::number(lastSeq));
    QEventLoop loop;
    Error refused;
    QObject::connect(&feed, &LogFeed::lineReceived, &loop,
                     [&run](const LogLine& l) { printLine(run.out(), lineJson(l)); });
    QObject::connect(&feed, &SseFeed::refused, &loop, [&](const Error& e) {
        refused = e;
        loop.quit();
    });
    feed.start();
    loop.exec(); // until Ctrl+C (exit 130) or the platform refuses (a revoked key, the cluster gone)
    CliRun::fail(refused);
}

// The node to reach: named by id or host name, else the first that can be reached.
Node chooseNode(CliRun& run, const QString& clusterId, const QString& wanted) {
    std::unique_ptr<TypedCall<QList<Node>>> call(run.client().nodes(clusterId));
    run.await(call.get());
    for (const Node& n : call->value()) {
        const bool named = n.id == wanted || n.hostname == wanted;
        if ((wanted.isEmpty() || named) && n.ssh)
            return n;
        if (named)
            CliRun::fail(NotFound, CliText::tr("The node %1 cannot be reached over SSH now.").arg(wanted));
    }
    if (!wanted.isEmpty())
        CliRun::fail(NotFound, CliText::tr("The cluster %1 has no node %2.").arg(clusterId, wanted));
    CliRun::fail(NotFound,
                 CliText::tr("The cluster %1 has no node that can be reached over SSH now.").arg(clusterId));
}

QString sshProgram() {
    // CDCTL_SSH: another OpenSSH client (tests use one that prints what it was given).
    const QString program = qEnvironmentVariable("CDCTL_SSH");
    return program.isEmpty() ? QStandardPaths::findExecutable(QStringLiteral("ssh")) : program;
}

int ssh(CliRun& run) {
    const QString id = run.clusterId(run.args().positional(0));
    const Node node = chooseNode(run, id, run.args().positional(1));
    const QString program = sshProgram();
    if (program.isEmpty())
        CliRun::fail(NotFound, CliText::tr("OpenSSH's ssh was not found on the PATH."));
    QStringList argv =
        QStringList{QStringLiteral("ssh")} + SshCommand::arguments(*node.ssh, {}, run.args().rest());
    std::vector<QByteArray> bytes;
    for (const QString& s : argv)
        bytes.push_back(s.toLocal8Bit());
    std::vector<char*> raw;
    for (QByteArray& b : bytes)
        raw.push_back(b.data());
    raw.push_back(nullptr);
    std::fflush(stdout);
    ::execv(program.toLocal8Bit().constData(), raw.data()); // only returns when it failed
    CliRun::fail(Unexpected, CliText::tr("%1 could not be started.").arg(program));
}

int portForward(CliRun& run) {
    const QStringList words = run.args().positionals();
    const QString ports = words.last();
    const qsizetype colon = ports.indexOf(u':');
    bool okLocal = false;
    bool okRemote = false;
    const int local = ports.left(colon).toInt(&okLocal);
    const int remote = ports.mid(colon + 1).toInt(&okRemote);
    if (colon < 0 || !okLocal || !okRemote || local < 1 || local > 65535 || remote < 1 || remote > 65535)
        CliRun::fail(Usage, CliText::tr("Give the ports as LOCAL:REMOTE, e.g. 8888:8888."));
    const QString id = run.clusterId(words.first());
    const Node node = chooseNode(run, id, words.size() == 3 ? words[1] : QString());
    PortForwards forwards;
    if (const QString program = sshProgram(); !program.isEmpty())
        forwards.setSshProgram(program);
    QEventLoop loop;
    QString failure;
    QObject::connect(&forwards, &PortForwards::forwardUp, &loop, [&](int) {
        run.out().note(CliText::tr("Forwarding 127.0.0.1:%1 to port %2 of %3; Ctrl+C stops.")
                           .arg(local)
                           .arg(remote)
                           .arg(node.hostname));
    });
    QObject::connect(&forwards, &PortForwards::forwardFailed, &loop, [&](int, const QString& error) {
        failure = error;
        loop.quit();
    });
    forwards.start(*node.ssh, node.id, node.hostname, remote, local);
    // A local port already taken fails inside start(), before there is a loop to quit.
    if (failure.isEmpty())
        loop.exec(); // until Ctrl+C or SIGTERM (130) or the forward fails
    CliRun::fail(Network, failure);
}

} // namespace

void registerNodeCommands(CommandTable& table) {
    table.add(
        {.path = {QStringLiteral("logs")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Show what a cluster's workload printed; -f follows it"),
         .usage = "logs CLUSTER [-f] [--node NODE] [--rank R] [--level LEVEL] [--since TIME] [--tail N]",
         .options = {{"-f", nullptr, QT_TRANSLATE_NOOP("cdctl", "follow new lines until Ctrl+C")},
                     {"--node", "NODE", QT_TRANSLATE_NOOP("cdctl", "only this node's lines (its id)")},
                     {"--rank", "R", QT_TRANSLATE_NOOP("cdctl", "only this global rank's lines")},
                     {"--level", "LEVEL",
                      QT_TRANSLATE_NOOP("cdctl", "the lowest level shown: debug, info, warning, error")},
                     {"--since", "TIME", QT_TRANSLATE_NOOP("cdctl", "lines from this time on (ISO 8601)")},
                     {"--tail", "N", QT_TRANSLATE_NOOP("cdctl", "the last N lines (default 100)")}},
         .examples = QT_TRANSLATE_NOOP("cdctl", "  cdctl logs ft-run -f --level warning"),
         .minArgs = 1,
         .maxArgs = 1,
         .run = logs});
    table.add(
        {.path = {QStringLiteral("ssh")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Open a shell on a node over SSH, or run a command there"),
         .usage = "ssh CLUSTER [NODE] [-- COMMAND...]",
         .examples = QT_TRANSLATE_NOOP("cdctl", "  cdctl ssh ft-run\n  cdctl ssh ft-run -- nvidia-smi"),
         .minArgs = 1,
         .maxArgs = 2,
         .acceptsRest = true,
         .run = ssh});
    table.add(
        {.path = {QStringLiteral("port-forward")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Reach a port of a node from this computer until Ctrl+C"),
         .usage = "port-forward CLUSTER [NODE] LOCAL:REMOTE",
         .examples = QT_TRANSLATE_NOOP("cdctl", "  cdctl port-forward ft-run 8888:8888"),
         .minArgs = 2,
         .maxArgs = 3,
         .run = portForward});
}

} // namespace cd::cli
