#include "PlatformAlerts.h"

#include "Platform.h"
#include "PlatformJson.h"

#include "billing/LineItem.h"
#include "billing/LineItemBuilder.h"

#include <QHash>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace cd::sim {

namespace {

bool isGone(const Cluster& c) {
    return c.state == ClusterState::Terminated || c.state == ClusterState::Failed;
}

// When spending this month first reached `threshold` of the budget's amount: the day's cost line that
// took it there, with the day's cost spread evenly over the part of the day that has passed. Lines
// are one a day, so this is as close as the platform's own bill can say.
QDateTime actualCrossing(const QList<LineItem>& lines, const Budget& budget, qint64 threshold,
                         const QDateTime& now, const QDateTime& monthStart) {
    QList<const LineItem*> covered;
    for (const LineItem& l : lines) {
        if (l.currency() == budget.amount.currency() && budget.covers(l))
            covered.append(&l);
    }
    std::sort(covered.begin(), covered.end(), [](const LineItem* a, const LineItem* b) {
        return a->chargePeriodStart < b->chargePeriodStart;
    });
    qint64 spent = 0;
    for (const LineItem* l : covered) {
        const qint64 cost = l->billedCost.micros();
        if (cost > 0 && spent + cost >= threshold) {
            const QDateTime end = std::min(l->chargePeriodEnd, now);
            const double share = double(threshold - spent) / double(cost);
            return l->chargePeriodStart.addMSecs(qint64(share * double(l->chargePeriodStart.msecsTo(end))));
        }
        spent += cost;
    }
    return monthStart;
}

} // namespace

QJsonObject PlatformAlert::toJson() const {
    return QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("type"), type},
        {QStringLiteral("severity"), severity},
        {QStringLiteral("state"), resolved ? QStringLiteral("resolved") : QStringLiteral("firing")},
        {QStringLiteral("cluster_id"), clusterId.isEmpty() ? QJsonValue() : QJsonValue(clusterId)},
        {QStringLiteral("message"), message},
        {QStringLiteral("started_at"), rfc3339(startedAt)},
        {QStringLiteral("resolved_at"),
         resolvedAt.isValid() ? QJsonValue(rfc3339(resolvedAt)) : QJsonValue()},
        {QStringLiteral("data"), data},
    };
}

QList<PlatformAlert> PlatformAlerts::gather(Platform& platform, const QString& tenantId) {
    QList<PlatformAlert> out;
    budgets(platform, tenantId, out);
    nodeFailures(platform, tenantId, out);
    clusters(platform, tenantId, out);
    uploads(platform, tenantId, out);
    std::sort(out.begin(), out.end(), [](const PlatformAlert& a, const PlatformAlert& b) {
        return a.startedAt != b.startedAt ? a.startedAt > b.startedAt : a.id < b.id;
    });
    return out;
}

void PlatformAlerts::budgets(Platform& platform, const QString& tenantId, QList<PlatformAlert>& out) {
    const BillingService& billing = platform.billing();
    // The budgets' own currencies count, not this one: each budget is measured in its amount's.
    const BillingSummary summary = billing.summary(tenantId, Currency::USD);
    if (summary.budgets.isEmpty())
        return;
    const QDateTime now = summary.asOf;
    const QDateTime monthStart = LineItemBuilder::monthStart(now);
    const QList<LineItem> lines = billing.lines(tenantId, monthStart, now.addMSecs(1), false, now);
    for (const BudgetStatus& s : summary.budgets) {
        for (const Budget::Threshold& t : s.crossed) {
            const bool actual = t.basis == Budget::Basis::Actual;
            const qint64 threshold = qint64(std::ceil(double(s.budget.amount.micros()) * t.percent / 100.0));
            PlatformAlert a;
            a.id = QStringLiteral("al-budget-%1-%2-%3")
                       .arg(s.budget.id)
                       .arg(t.percent)
                       .arg(Budget::basisId(t.basis));
            a.type = QStringLiteral("budget_crossed");
            a.severity = t.percent >= 100 ? QStringLiteral("critical") : QStringLiteral("warning");
            if (s.budget.scope == Budget::Scope::Cluster)
                a.clusterId = s.budget.target;
            const QString currency = currencyCode(s.budget.amount.currency());
            a.message = actual ? QStringLiteral("Budget %1: %2 %3 spent this month, %4 % of %5 %3.")
                                     .arg(s.budget.name, s.spent.toDecimal(2), currency)
                                     .arg(t.percent)
                                     .arg(s.budget.amount.toDecimal(2))
                               : QStringLiteral("Budget %1: this month is forecast at %2 %3, %4 % of %5 %3.")
                                     .arg(s.budget.name, s.forecast.toDecimal(2), currency)
                                     .arg(t.percent)
                                     .arg(s.budget.amount.toDecimal(2));
            // The platform keeps no history of its forecasts: a forecast crossing dates from the
            // month's start, the first instant this month's forecast covers.
            a.startedAt = actual ? actualCrossing(lines, s.budget, threshold, now, monthStart) : monthStart;
            a.data = QJsonObject{{QStringLiteral("budget_id"), s.budget.id},
                                 {QStringLiteral("budget_name"), s.budget.name},
                                 {QStringLiteral("percent"), t.percent},
                                 {QStringLiteral("basis"), Budget::basisId(t.basis)},
                                 {QStringLiteral("amount"), s.budget.amount.toDecimal(2)},
                                 {QStringLiteral("spent"), s.spent.toDecimal(2)},
                                 {QStringLiteral("forecast"), s.forecast.toDecimal(2)},
                                 {QStringLiteral("currency"), currency}};
            out.append(a);
        }
    }
}

void PlatformAlerts::nodeFailures(Platform& platform, const QString& tenantId, QList<PlatformAlert>& out) {
    QHash<QString, Cluster> clusters;
    for (const Cluster& c : platform.clusters().clusters(tenantId))
        clusters.insert(c.id, c);
    QHash<QString, qsizetype> byNode; // failed node id -> its alert in `out`
    // Only the two kinds of event that matter are parsed: most events carry the whole cluster.
    for (const StoredEvent& e : platform.events().history(tenantId, {})) {
        const bool failed = e.body.contains("\"type\":\"node.failed\"");
        if (!failed && !e.body.contains("\"type\":\"workload.migrated\""))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(e.body).object();
        const QJsonObject details = o.value(QStringLiteral("details")).toObject();
        const QString node = details.value(QStringLiteral("node_id")).toString();
        const auto time = parseRfc3339(o.value(QStringLiteral("time")).toString());
        if (node.isEmpty() || !time)
            continue;
        if (failed) {
            PlatformAlert a;
            a.id = QStringLiteral("al-node-") + node;
            a.type = QStringLiteral("node_failed");
            a.severity = QStringLiteral("critical");
            a.clusterId = e.clusterId;
            a.message = o.value(QStringLiteral("message")).toString();
            a.startedAt = *time;
            a.data = QJsonObject{{QStringLiteral("node_id"), node},
                                 {QStringLiteral("replacement_node_id"),
                                  details.value(QStringLiteral("replacement_node_id"))}};
            byNode.insert(node, out.size());
            out.append(a);
        } else if (const auto i = byNode.find(node); i != byNode.end() && !out[*i].resolved) {
            // Its replacement is ready and the work moved there.
            out[*i].resolved = true;
            out[*i].resolvedAt = *time;
        }
    }
    // A cluster terminated before the replacement came up: nothing is failing any more.
    for (auto i = byNode.cbegin(); i != byNode.cend(); ++i) {
        PlatformAlert& a = out[i.value()];
        const auto c = clusters.constFind(a.clusterId);
        if (!a.resolved && (c == clusters.cend() || isGone(*c))) {
            a.resolved = true;
            a.resolvedAt = c == clusters.cend() ? a.startedAt : std::max(a.startedAt, c->stateSince);
        }
    }
}

void PlatformAlerts::clusters(Platform& platform, const QString& tenantId, QList<PlatformAlert>& out) {
    const QDateTime now = platform.clock().now();
    for (const Cluster& c : platform.clusters().clusters(tenantId)) {
        const WorkloadStatus* status = c.workload ? &c.workload->status : nullptr;
        if (status && status->phase == WorkloadPhase::Failed) {
            PlatformAlert a;
            a.id = QStringLiteral("al-workload-%1-%2").arg(c.id).arg(status->restarts);
            a.type = QStringLiteral("workload_failed");
            a.severity = QStringLiteral("critical");
            a.clusterId = c.id;
            a.message = QStringLiteral("The workload on cluster %1 failed: %2").arg(c.name, status->detail);
            a.startedAt = status->endedAt.isValid() ? status->endedAt : status->since;
            if (isGone(c)) {
                a.resolved = true;
                a.resolvedAt = std::max(a.startedAt, c.stateSince);
            }
            a.data = QJsonObject{{QStringLiteral("failure"), workloadFailureId(status->failure)},
                                 {QStringLiteral("exit_code"),
                                  status->exitCode ? QJsonValue(*status->exitCode) : QJsonValue()}};
            out.append(a);
        }
        // Idle: running, with nothing on its GPUs (no workload, or one that has ended) for a while.
        // A workload still pulling or starting is on its way, not idle.
        if (c.state != ClusterState::Running || platform.clusters().hasRunningWorkload(tenantId, c.id))
            continue;
        if (status && !isFinished(status->phase))
            continue;
        QDateTime since = c.stateSince;
        if (status && status->endedAt.isValid())
            since = std::max(since, status->endedAt);
        const qint64 idleSeconds = since.secsTo(now);
        if (idleSeconds < idleAfterSeconds)
            continue;
        PlatformAlert a;
        a.id = QStringLiteral("al-idle-%1-%2").arg(c.id).arg(since.toMSecsSinceEpoch());
        a.type = QStringLiteral("gpus_idle");
        a.severity = QStringLiteral("warning");
        a.clusterId = c.id;
        a.message =
            QStringLiteral("Cluster %1 runs %2 GPUs with nothing on them for %3 minutes; it is billed all "
                           "the same.")
                .arg(c.name)
                .arg(c.gpuCount())
                .arg(idleSeconds / 60);
        a.startedAt = since.addSecs(idleAfterSeconds);
        a.data = QJsonObject{{QStringLiteral("idle_minutes"), idleSeconds / 60},
                             {QStringLiteral("gpus"), c.gpuCount()}};
        out.append(a);
    }
}

void PlatformAlerts::uploads(Platform& platform, const QString& tenantId, QList<PlatformAlert>& out) {
    for (const UploadRecord& u : platform.datasets().expiredUploads(tenantId)) {
        PlatformAlert a;
        a.id = QStringLiteral("al-upload-") + u.id;
        a.type = QStringLiteral("upload_failed");
        a.severity = QStringLiteral("warning");
        a.message = QStringLiteral("The upload of %1 to dataset %2 expired with %3 of %4 bytes received; "
                                   "start it again.")
                        .arg(u.fileName, u.datasetName)
                        .arg(u.offset)
                        .arg(u.length);
        a.startedAt = u.expiresAt;
        a.data = QJsonObject{{QStringLiteral("upload_id"), u.id},
                             {QStringLiteral("dataset_name"), u.datasetName},
                             {QStringLiteral("file_name"), u.fileName},
                             {QStringLiteral("offset"), u.offset},
                             {QStringLiteral("length"), u.length}};
        out.append(a);
    }
}

} // namespace cd::sim
