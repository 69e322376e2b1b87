// costs (the Billing page's totals by cluster, GPU model, stage or region; FOCUS CSV from the same
// exporter), budgets, invoices, metrics (a cluster's PromQL range query) and audit. What -o prints
// is the API's own JSON; the table picks columns.
#include "CliRun.h"
#include "CliText.h"
#include "CommandGroups.h"
#include "CommandTable.h"
#include "ExitCode.h"

#include "api/PlatformClient.h"
#include "billing/FocusCsv.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSaveFile>

namespace cd::cli {

namespace {

QString key(const char* name) {
    return QString::fromLatin1(name);
}

// [from, to) of --month or --from/--to, as UTC midnights; the current month by default.
std::pair<QDateTime, QDateTime> costRange(const CliArgs& a) {
    const QDate today = QDateTime::currentDateTimeUtc().date();
    QDate from(today.year(), today.month(), 1);
    QDate to = from.addMonths(1);
    if (a.has(key("--month"))) {
        if (a.has(key("--from")) || a.has(key("--to")))
            CliRun::fail(Usage, CliText::tr("Give either --month or --from and --to, not both."));
        from = QDate::fromString(a.value(key("--month")) + QStringLiteral("-01"), Qt::ISODate);
        if (!from.isValid())
            CliRun::fail(Usage, CliText::tr("--month takes a month such as 2026-11."));
        to = from.addMonths(1);
    } else if (a.has(key("--from")) || a.has(key("--to"))) {
        from = QDate::fromString(a.value(key("--from")), Qt::ISODate);
        to = QDate::fromString(a.value(key("--to")), Qt::ISODate);
        if (!from.isValid() || !to.isValid())
            CliRun::fail(Usage, CliText::tr("--from and --to take dates such as 2026-11-01, both of them."));
        if (to <= from)
            CliRun::fail(Usage, CliText::tr("--to must come after --from."));
    }
    return {from.startOfDay(Qt::UTC), to.startOfDay(Qt::UTC)};
}

QString isoDay(const QDateTime& t) {
    return t.date().toString(Qt::ISODate);
}

int costs(CliRun& run) {
    const CliArgs& a = run.args();
    const auto [from, to] = costRange(a);
    if (a.has(key("--focus-csv"))) {
        std::unique_ptr<PagedCall<LineItem>> call(run.client().lineItems(from, to));
        run.await(call.get());
        QSaveFile file(a.value(key("--focus-csv")));
        if (!file.open(QIODevice::WriteOnly) || !FocusCsv::write(call->items(), file) || !file.commit())
            CliRun::fail(Unexpected,
                         CliText::tr("%1 could not be written.").arg(a.value(key("--focus-csv"))));
        run.out().note(QCoreApplication::translate("cdctl", "%n cost line(s) written to %1.", nullptr,
                                                   int(call->items().size()))
                           .arg(a.value(key("--focus-csv"))));
        return Success;
    }
    // The Billing page's groupings, as the platform totals them.
    static const QHash<QString, QString> columns = {
        {QStringLiteral("cluster"), QStringLiteral("x_ClusterName")},
        {QStringLiteral("model"), QStringLiteral("x_GpuModel")},
        {QStringLiteral("stage"), QStringLiteral("x_Stage")},
        {QStringLiteral("region"), QStringLiteral("RegionId")}};
    const QString groupBy = a.value(key("--group-by"), QStringLiteral("cluster"));
    if (!columns.contains(groupBy))
        CliRun::fail(Usage, CliText::tr("--group-by takes cluster, model, stage or region."));
    const QString column = columns.value(groupBy);
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("start"), isoDay(from));
    query.addQueryItem(QStringLiteral("end"), isoDay(to));
    query.addQueryItem(QStringLiteral("group_by"), column);
    const QJsonArray groups = run.getObject("/v1/billing/line-items", query).value(key("items")).toArray();
    run.out().list(groups, {{QT_TRANSLATE_NOOP("cdctl", "Group"), QStringLiteral("key.") + column},
                            {QT_TRANSLATE_NOOP("cdctl", "Billed"), QStringLiteral("billed_cost")},
                            {QT_TRANSLATE_NOOP("cdctl", "Effective"), QStringLiteral("effective_cost")},
                            {QT_TRANSLATE_NOOP("cdctl", "List"), QStringLiteral("list_cost")},
                            {QT_TRANSLATE_NOOP("cdctl", "Currency"), QStringLiteral("currency")},
                            {QT_TRANSLATE_NOOP("cdctl", "Lines"), QStringLiteral("line_count")}});
    return Success;
}

int budgets(CliRun& run) {
    run.out().list(run.getItems("/v1/billing/budgets"),
                   {{QT_TRANSLATE_NOOP("cdctl", "Id"), QStringLiteral("id")},
                    {QT_TRANSLATE_NOOP("cdctl", "Name"), QStringLiteral("name")},
                    {QT_TRANSLATE_NOOP("cdctl", "Scope"), QStringLiteral("scope")},
                    {QT_TRANSLATE_NOOP("cdctl", "Target"), QStringLiteral("target")},
                    {QT_TRANSLATE_NOOP("cdctl", "Amount"), QStringLiteral("amount")},
                    {QT_TRANSLATE_NOOP("cdctl", "Currency"), QStringLiteral("currency")},
                    {QT_TRANSLATE_NOOP("cdctl", "Action"), QStringLiteral("action")}});
    return Success;
}

int invoices(CliRun& run) {
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("currency"),
                       run.args().value(key("--currency"), QStringLiteral("USD")).toUpper());
    run.out().list(run.getItems("/v1/billing/invoices", query),
                   {{QT_TRANSLATE_NOOP("cdctl", "Id"), QStringLiteral("id")},
                    {QT_TRANSLATE_NOOP("cdctl", "Month"),
                     {},
                     [](const QJsonObject& o) -> QString {
                         return o.value(QStringLiteral("period_start")).toString().left(7);
                     }},
                    {QT_TRANSLATE_NOOP("cdctl", "Usage"), QStringLiteral("usage")},
                    {QT_TRANSLATE_NOOP("cdctl", "Credits"), QStringLiteral("credits")},
                    {QT_TRANSLATE_NOOP("cdctl", "Total"), QStringLiteral("total")},
                    {QT_TRANSLATE_NOOP("cdctl", "Currency"), QStringLiteral("currency")},
                    {QT_TRANSLATE_NOOP("cdctl", "Status"), QStringLiteral("status")}});
    return Success;
}

// "90s", "15m", "1h", "7d", "1w" (or plain seconds) in seconds; 0 when it is none of these.
qint64 durationSeconds(const QString& text) {
    static const QRegularExpression form(QStringLiteral("^(\\d+)([smhdw]?)$"));
    const auto m = form.match(text.trimmed());
    if (!m.hasMatch())
        return 0;
    const qint64 n = m.captured(1).toLongLong();
    static const QHash<QString, qint64> unit = {{QString(), 1},
                                                {QStringLiteral("s"), 1},
                                                {QStringLiteral("m"), 60},
                                                {QStringLiteral("h"), 3600},
                                                {QStringLiteral("d"), 86400},
                                                {QStringLiteral("w"), 604800}};
    return n * unit.value(m.captured(2));
}

int metrics(CliRun& run) {
    const CliArgs& a = run.args();
    const qint64 range = durationSeconds(a.value(key("--range"), QStringLiteral("1h")));
    const qint64 step = durationSeconds(a.value(key("--step"), QStringLiteral("60s")));
    if (range <= 0 || step <= 0)
        CliRun::fail(Usage, CliText::tr("--range and --step take durations such as 90s, 15m, 1h or 7d."));
    const QString id = run.clusterId(a.positional(0));
    const qint64 end = QDateTime::currentSecsSinceEpoch();
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("query"), a.value(key("--query")));
    query.addQueryItem(QStringLiteral("start"), QString::number(end - range));
    query.addQueryItem(QStringLiteral("end"), QString::number(end));
    query.addQueryItem(QStringLiteral("step"), QString::number(step));
    const QJsonObject answer = run.getObject(PlatformClient::clusterMetricsPath(id, "query_range"), query);
    if (run.out().format() != Output::Format::Table) {
        run.out().object(answer, {});
        return Success;
    }
    // One row per point: the series' labels, the time and the value.
    QJsonArray rows;
    for (const QJsonValue& s : answer.value(key("data")).toObject().value(key("result")).toArray()) {
        QStringList labels;
        const QJsonObject metric = s.toObject().value(key("metric")).toObject();
        for (auto it = metric.begin(); it != metric.end(); ++it)
            if (it.key() != u"__name__")
                labels.append(it.key() + u'=' + it.value().toString());
        for (const QJsonValue& p : s.toObject().value(key("values")).toArray())
            rows.append(
                QJsonObject{{QStringLiteral("series"), labels.join(u',')},
                            {QStringLiteral("time"),
                             QDateTime::fromSecsSinceEpoch(qint64(p.toArray().at(0).toDouble()), Qt::UTC)
                                 .toString(Qt::ISODate)},
                            {QStringLiteral("value"), p.toArray().at(1).toString()}});
    }
    run.out().list(rows, {{QT_TRANSLATE_NOOP("cdctl", "Series"), QStringLiteral("series")},
                          {QT_TRANSLATE_NOOP("cdctl", "Time"), QStringLiteral("time")},
                          {QT_TRANSLATE_NOOP("cdctl", "Value"), QStringLiteral("value")}});
    return Success;
}

int audit(CliRun& run) {
    const CliArgs& a = run.args();
    QUrlQuery query;
    if (a.has(key("--since"))) {
        const QString since = a.value(key("--since"));
        QDateTime start = QDateTime::fromString(since, Qt::ISODate);
        if (!start.isValid() && QDate::fromString(since, Qt::ISODate).isValid())
            start = QDate::fromString(since, Qt::ISODate).startOfDay(Qt::UTC);
        if (!start.isValid() && durationSeconds(since) > 0)
            start = QDateTime::currentDateTimeUtc().addSecs(-durationSeconds(since));
        if (!start.isValid())
            CliRun::fail(Usage, CliText::tr("--since takes a date, a time or a duration such as 24h or 7d."));
        query.addQueryItem(QStringLiteral("start"), start.toUTC().toString(Qt::ISODate));
    }
    if (a.has(key("--support-only")))
        query.addQueryItem(QStringLiteral("support_only"), QStringLiteral("true"));
    run.out().list(run.getItems("/v1/audit-log", query),
                   {{QT_TRANSLATE_NOOP("cdctl", "Time"), QStringLiteral("time")},
                    {QT_TRANSLATE_NOOP("cdctl", "Who"), QStringLiteral("actor.user_id")},
                    {QT_TRANSLATE_NOOP("cdctl", "Role"), QStringLiteral("actor.role")},
                    {QT_TRANSLATE_NOOP("cdctl", "Action"), QStringLiteral("action")},
                    {QT_TRANSLATE_NOOP("cdctl", "Resource"), QStringLiteral("resource")},
                    {QT_TRANSLATE_NOOP("cdctl", "Outcome"), QStringLiteral("outcome")},
                    {QT_TRANSLATE_NOOP("cdctl", "Count"), QStringLiteral("count")}});
    return Success;
}

} // namespace

void registerBillingCommands(CommandTable& table) {
    table.add(
        {.path = {QStringLiteral("costs")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Costs of a month or range, totalled like the Billing page"),
         .usage = "costs [--month YYYY-MM | --from DATE --to DATE] [--group-by KEY] [--focus-csv FILE]",
         .options =
             {{"--month", "YYYY-MM", QT_TRANSLATE_NOOP("cdctl", "a calendar month (default: this one)")},
              {"--from", "DATE", QT_TRANSLATE_NOOP("cdctl", "first day of the range")},
              {"--to", "DATE", QT_TRANSLATE_NOOP("cdctl", "the day after the range")},
              {"--group-by", "KEY", QT_TRANSLATE_NOOP("cdctl", "cluster (default), model, stage or region")},
              {"--focus-csv", "FILE", QT_TRANSLATE_NOOP("cdctl", "write every cost line as FOCUS 1.2 CSV")}},
         .examples = QT_TRANSLATE_NOOP(
             "cdctl", "  cdctl costs --month 2026-11 --group-by model -o csv\n"
                      "  cdctl costs --from 2026-11-01 --to 2026-12-01 --focus-csv november.csv"),
         .run = costs});
    table.add({.path = {QStringLiteral("budgets")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "List the tenant's budgets"),
               .usage = "budgets",
               .run = budgets});
    table.add({.path = {QStringLiteral("invoices")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "List the monthly invoices, newest first"),
               .usage = "invoices [--currency USD|CNY]",
               .options = {{"--currency", "CODE", QT_TRANSLATE_NOOP("cdctl", "USD (default) or CNY")}},
               .run = invoices});
    table.add(
        {.path = {QStringLiteral("metrics")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Query a cluster's GPU metrics (PromQL) over a time range"),
         .usage = "metrics CLUSTER --query PROMQL [--range 1h] [--step 60s]",
         .options = {{"--query", "PROMQL",
                      QT_TRANSLATE_NOOP("cdctl", "the query, e.g. avg by (node) (DCGM_FI_DEV_GPU_UTIL)")},
                     {"--range", "DURATION",
                      QT_TRANSLATE_NOOP("cdctl", "how far back from now (default 1h)")},
                     {"--step", "DURATION", QT_TRANSLATE_NOOP("cdctl", "time between points (default 60s)")}},
         .examples = QT_TRANSLATE_NOOP(
             "cdctl",
             "  cdctl metrics train-7b --query 'avg by (node) (DCGM_FI_DEV_GPU_UTIL)' --range 6h -o json"),
         .minArgs = 1,
         .maxArgs = 1,
         .run = [](CliRun& run) {
             if (!run.args().has(key("--query")))
                 CliRun::fail(Usage,
                              CliText::tr("cdctl metrics needs --query PROMQL; see cdctl metrics --help."));
             return metrics(run);
         }});
    table.add(
        {.path = {QStringLiteral("audit")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Read the tenant's audit log, newest first"),
         .usage = "audit [--since WHEN] [--support-only]",
         .options = {{"--since", "WHEN",
                      QT_TRANSLATE_NOOP("cdctl", "a date, a time or a duration back from now (24h, 7d)")},
                     {"--support-only", nullptr, QT_TRANSLATE_NOOP("cdctl", "only what support staff did")}},
         .run = audit});
}

} // namespace cd::cli
