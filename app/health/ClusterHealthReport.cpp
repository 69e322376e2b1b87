#include "ClusterHealthReport.h"

#include "billing/BillingText.h"
#include "core/ClusterText.h"
#include "core/MoneyFormat.h"
#include "metrics/XidText.h"

#include "billing/LineItem.h"

#include <QHash>
#include <QLocale>

#include <algorithm>

namespace cd {

namespace {

using Severity = HealthFinding::Severity;

QString gpuName(const QString& node, int gpu) {
    return ClusterHealthReport::tr("%1 GPU %2").arg(node).arg(gpu);
}

// Whether `budget` counts this cluster's spending: a line of each of its pools, as billing makes them.
bool covers(const Budget& budget, const Cluster& cluster) {
    for (const NodePool& pool : cluster.pools) {
        LineItem line;
        line.clusterId = cluster.id;
        line.clusterName = cluster.name;
        line.poolName = pool.name;
        line.stage = workloadStageId(cluster.stage);
        line.regionId = cluster.region;
        line.gpuModel = pool.gpuModel;
        if (budget.covers(line))
            return true;
    }
    return budget.scope == Budget::Scope::Tenant;
}

void nodeFindings(const HealthInputs& in, QList<HealthFinding>& out) {
    int ready = 0;
    for (const Node& n : in.nodes) {
        ready += n.state == NodeState::Ready ? 1 : 0;
        if (n.state != NodeState::Failed && n.state != NodeState::Degraded) {
            // A ready node's GPUs may still carry an XID.
            for (const GpuStatus& g : n.gpus) {
                if (g.lastXid == 0)
                    continue;
                out.append({XidText::isFatal(g.lastXid) ? Severity::Critical : Severity::Warning,
                            ClusterHealthReport::tr("XID error"),
                            ClusterHealthReport::tr("%1 reported XID %2: %3.")
                                .arg(gpuName(n.hostname, g.index))
                                .arg(g.lastXid)
                                .arg(XidText::meaning(g.lastXid)),
                            XidText::nextStep(g.lastXid)});
            }
            continue;
        }
        QStringList xids;
        int worst = 0;
        for (const GpuStatus& g : n.gpus) {
            if (g.lastXid == 0)
                continue;
            xids.append(ClusterHealthReport::tr("GPU %1: XID %2 (%3)")
                            .arg(g.index)
                            .arg(g.lastXid)
                            .arg(XidText::meaning(g.lastXid)));
            worst = XidText::isFatal(g.lastXid) || worst == 0 ? g.lastXid : worst;
        }
        const bool failed = n.state == NodeState::Failed;
        QString text = failed ? ClusterHealthReport::tr("Node %1 failed.").arg(n.hostname)
                              : ClusterHealthReport::tr("Node %1 is degraded: %2 of %3 GPUs healthy.")
                                    .arg(n.hostname)
                                    .arg(n.healthyGpus())
                                    .arg(n.gpus.size());
        if (!xids.isEmpty())
            text += u' ' + xids.join(QStringLiteral("; ")) + u'.';
        const QString next =
            worst != 0 ? XidText::nextStep(worst)
            : failed
                ? ClusterHealthReport::tr("The platform replaces failed nodes; resume the job from its "
                                          "last checkpoint on the replacement.")
                : ClusterHealthReport::tr("Keep work off the unhealthy GPUs, or have the node replaced.");
        out.append(
            {failed ? Severity::Critical : Severity::Warning, ClusterHealthReport::tr("Nodes"), text, next});
    }
    const int expected = in.cluster.nodeCount();
    if (in.cluster.state == ClusterState::Running && ready < expected)
        out.append(
            {Severity::Warning, ClusterHealthReport::tr("Nodes"),
             ClusterHealthReport::tr("%1 of %2 nodes are ready.").arg(ready).arg(expected),
             ClusterHealthReport::tr("Replacements are provisioning; work spread over every node waits "
                                     "for them.")});
}

void gpuFindings(const HealthInputs& in, QList<HealthFinding>& out) {
    if (in.gpus.isEmpty()) {
        if (in.cluster.state == ClusterState::Running)
            out.append(
                {Severity::Warning, ClusterHealthReport::tr("GPU metrics"),
                 ClusterHealthReport::tr("No GPU metrics were available for the last %1 minutes.")
                     .arg(in.metricsMinutes),
                 ClusterHealthReport::tr("Open Monitoring for this cluster, or ask the platform whether "
                                         "its metrics collection is running.")});
        return;
    }
    QStringList idle;
    QStringList hot;
    QStringList slow;
    QHash<QString, double> fastest; // by GPU model, among busy GPUs
    for (const GpuReading& g : in.gpus) {
        if (g.utilizationAvg >= 50)
            fastest[g.model] = std::max(fastest.value(g.model), g.smClockAvg);
    }
    for (const GpuReading& g : in.gpus) {
        const QString name = gpuName(g.node, g.gpu);
        if (g.utilizationAvg < ClusterHealthReport::idleBelowPercent)
            idle.append(name);
        if (g.temperatureMax >= ClusterHealthReport::hotAtCelsius)
            hot.append(ClusterHealthReport::tr("%1 (%2 °C)").arg(name).arg(qRound(g.temperatureMax)));
        const double peak = fastest.value(g.model);
        if (g.utilizationAvg >= 50 && peak > 0 && g.smClockAvg <= ClusterHealthReport::slowClockShare * peak)
            slow.append(ClusterHealthReport::tr("%1 (%2 MHz against %3 MHz)")
                            .arg(name)
                            .arg(qRound(g.smClockAvg))
                            .arg(qRound(peak)));
    }
    const int gpus = std::max(1, in.cluster.gpuCount());
    if (!idle.isEmpty()) {
        QString text =
            ClusterHealthReport::tr("%1 of %2 GPUs were under %3 % busy for the last %4 minutes (%5).")
                .arg(idle.size())
                .arg(in.gpus.size())
                .arg(ClusterHealthReport::idleBelowPercent)
                .arg(in.metricsMinutes)
                .arg(idle.mid(0, 8).join(QStringLiteral(", ")) +
                     (idle.size() > 8 ? QStringLiteral(", …") : QString()));
        // What they cost, where every GPU costs the same: one GPU model in every pool.
        bool oneModel = true;
        for (const NodePool& p : in.cluster.pools)
            oneModel = oneModel && p.gpuModel == in.cluster.pools.first().gpuModel;
        if (oneModel) {
            const Money wasted(in.cluster.hourlyCost.micros() / gpus * idle.size(),
                               in.cluster.hourlyCost.currency());
            text += u' ' + ClusterHealthReport::tr("About %1 an hour is spent on nothing.")
                               .arg(MoneyFormat::format(wasted));
        }
        out.append(
            {Severity::Warning, ClusterHealthReport::tr("Idle GPUs"), text,
             ClusterHealthReport::tr("Check that the job is running on them; if the work is done, stop "
                                     "the cluster or set auto-stop.")});
    }
    if (!hot.isEmpty())
        out.append(
            {Severity::Warning, ClusterHealthReport::tr("Temperature"),
             ClusterHealthReport::tr("Throttled by temperature: %1 reached %2 °C or more, where GPUs "
                                     "lower their clocks.")
                 .arg(hot.join(QStringLiteral(", ")))
                 .arg(ClusterHealthReport::hotAtCelsius),
             ClusterHealthReport::tr("Ask the platform to check the node's cooling; move the job if it "
                                     "stays hot.")});
    if (!slow.isEmpty())
        out.append(
            {Severity::Warning, ClusterHealthReport::tr("Clocks"),
             ClusterHealthReport::tr("Held below their peers' clocks while busy (power or heat): %1.")
                 .arg(slow.join(QStringLiteral(", "))),
             ClusterHealthReport::tr("A slow GPU holds back every GPU of a synchronous job: compare its "
                                     "power draw, and have the node replaced if it stays slow.")});
}

void budgetFindings(const HealthInputs& in, QList<HealthFinding>& out) {
    if (!in.budgets) {
        if (in.costsHidden)
            out.append({Severity::Ok,
                        ClusterHealthReport::tr("Budgets"),
                        ClusterHealthReport::tr("Costs are not visible to this role."),
                        {}});
        else
            out.append({Severity::Warning, ClusterHealthReport::tr("Budgets"),
                        ClusterHealthReport::tr("The budgets could not be read."),
                        ClusterHealthReport::tr("Open Billing to see them, or make the report again.")});
        return;
    }
    bool any = false;
    for (const BudgetStatus& b : *in.budgets) {
        if (!covers(b.budget, in.cluster))
            continue;
        any = true;
        const QString state = BillingText::budgetState(b);
        const QString spent =
            ClusterHealthReport::tr("%1 (%2): %3 of %4 spent this month, %5.")
                .arg(b.budget.name, BillingText::budgetScope(b.budget))
                .arg(MoneyFormat::format(b.spent), MoneyFormat::format(b.budget.amount), state);
        if (b.reached)
            out.append(
                {Severity::Critical, ClusterHealthReport::tr("Budgets"), spent,
                 b.budget.action == Budget::Action::None
                     ? ClusterHealthReport::tr("Spending goes on past the budget: ask an owner to raise it "
                                               "or stop what it covers.")
                     : ClusterHealthReport::tr("Its action (%1) applies once an owner's console confirms it.")
                           .arg(BillingText::action(b.budget.action))});
        else if (!b.crossed.isEmpty())
            out.append({Severity::Warning, ClusterHealthReport::tr("Budgets"), spent,
                        ClusterHealthReport::tr("Tell the tenant's owners before the budget runs out.")});
        else
            out.append({Severity::Ok, ClusterHealthReport::tr("Budgets"), spent, {}});
    }
    if (!any)
        out.append({Severity::Ok,
                    ClusterHealthReport::tr("Budgets"),
                    ClusterHealthReport::tr("No budget covers this cluster."),
                    {}});
}

QString severityText(Severity s) {
    switch (s) {
    case Severity::Critical:
        return ClusterHealthReport::tr("Critical");
    case Severity::Warning:
        return ClusterHealthReport::tr("Warning");
    case Severity::Ok:
        return ClusterHealthReport::tr("OK");
    }
    return {};
}

// The last few events that were not routine, oldest first.
QList<ClusterEvent> serious(const HealthInputs& in) {
    QList<ClusterEvent> out;
    for (const ClusterEvent& e : in.events) {
        if (e.severity != ClusterEvent::Severity::Info)
            out.append(e);
    }
    return out.mid(std::max<qsizetype>(0, out.size() - 10));
}

QString stamp(const QDateTime& t) {
    return QLocale::c().toString(t.toUTC(), QStringLiteral("yyyy-MM-dd HH:mm")) + QStringLiteral(" UTC");
}

} // namespace

QList<HealthFinding> ClusterHealthReport::findings(const HealthInputs& in) {
    QList<HealthFinding> out;
    if (in.cluster.state == ClusterState::Failed)
        out.append({Severity::Critical, tr("Cluster"),
                    tr("The cluster failed: %1")
                        .arg(in.cluster.stateDetail.isEmpty() ? ClusterText::state(in.cluster.state)
                                                              : in.cluster.stateDetail),
                    tr("Terminate it and launch it again; its datasets stay.")});
    nodeFindings(in, out);
    gpuFindings(in, out);
    if (in.uploadsKnown && !in.failedUploads.isEmpty())
        out.append(
            {Severity::Warning, tr("Uploads"),
             tr("Failed uploads from this console: %1.").arg(in.failedUploads.join(QStringLiteral(", "))),
             tr("Retry them in Storage: they resume from where they stopped.")});
    budgetFindings(in, out);
    std::stable_sort(out.begin(), out.end(), [](const HealthFinding& a, const HealthFinding& b) {
        return int(a.severity) < int(b.severity);
    });
    const bool problems = std::any_of(out.begin(), out.end(),
                                      [](const HealthFinding& f) { return f.severity != Severity::Ok; });
    if (!problems)
        out.prepend({Severity::Ok, tr("Summary"), tr("No problems found."), {}});
    return out;
}

QString ClusterHealthReport::title(const HealthInputs& in) {
    return tr("Health report: %1 (%2)").arg(in.cluster.name, in.cluster.id);
}

QString ClusterHealthReport::text(const HealthInputs& in) {
    QString out = title(in) + u'\n';
    if (!in.tenantName.isEmpty())
        out += tr("Tenant: %1").arg(in.tenantName) + u'\n';
    out += tr("As of %1 · %2 · %3 nodes, %4 GPUs · %5")
               .arg(stamp(in.asOf), ClusterText::state(in.cluster.state))
               .arg(in.cluster.nodeCount())
               .arg(in.cluster.gpuCount())
               .arg(in.cluster.region) +
           u"\n\n";
    const QList<HealthFinding> all = findings(in);
    out += tr("Findings") + u'\n';
    for (const HealthFinding& f : all) {
        out += QStringLiteral("[%1] %2: %3\n").arg(severityText(f.severity), f.topic, f.text);
        if (!f.nextStep.isEmpty())
            out += QStringLiteral("    ") + tr("Next: %1").arg(f.nextStep) + u'\n';
    }
    out += u'\n' + tr("Nodes") + u'\n';
    for (const Node& n : in.nodes)
        out += QStringLiteral("  %1  %2  %3/%4\n")
                   .arg(n.hostname, ClusterText::nodeState(n.state))
                   .arg(n.healthyGpus())
                   .arg(n.gpus.size());
    if (const QList<ClusterEvent> events = serious(in); !events.isEmpty()) {
        out += u'\n' + tr("Recent warnings and errors") + u'\n';
        for (const ClusterEvent& e : events)
            out += QStringLiteral("  %1  %2\n").arg(stamp(e.time), ClusterText::event(e));
    }
    return out;
}

QString ClusterHealthReport::html(const HealthInputs& in) {
    const auto esc = [](const QString& s) { return s.toHtmlEscaped(); };
    QString out = QStringLiteral("<h2>%1</h2>").arg(esc(title(in)));
    QString meta = tr("As of %1 · %2 · %3 nodes, %4 GPUs · %5")
                       .arg(stamp(in.asOf), ClusterText::state(in.cluster.state))
                       .arg(in.cluster.nodeCount())
                       .arg(in.cluster.gpuCount())
                       .arg(in.cluster.region);
    if (!in.tenantName.isEmpty())
        meta = tr("Tenant: %1").arg(in.tenantName) + QStringLiteral(" · ") + meta;
    out += QStringLiteral("<p>%1</p>").arg(esc(meta));
    out += QStringLiteral("<table cellspacing='0' cellpadding='4' width='100%'>");
    for (const HealthFinding& f : findings(in)) {
        const char* colour = f.severity == Severity::Critical  ? "#c0392b"
                             : f.severity == Severity::Warning ? "#b9770e"
                                                               : "#1e8449";
        out += QStringLiteral("<tr><td valign='top' width='90'><b><font color='%1'>%2</font></b></td>"
                              "<td valign='top'><b>%3</b>: %4%5</td></tr>")
                   .arg(QLatin1String(colour), esc(severityText(f.severity)), esc(f.topic), esc(f.text),
                        f.nextStep.isEmpty()
                            ? QString()
                            : QStringLiteral("<br/><i>%1</i>").arg(esc(tr("Next: %1").arg(f.nextStep))));
    }
    out += QStringLiteral("</table><h3>%1</h3><table cellspacing='0' cellpadding='2'>").arg(esc(tr("Nodes")));
    for (const Node& n : in.nodes)
        out += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                   .arg(esc(n.hostname), esc(ClusterText::nodeState(n.state)),
                        esc(tr("%1 of %2 GPUs healthy").arg(n.healthyGpus()).arg(n.gpus.size())));
    out += QStringLiteral("</table>");
    if (const QList<ClusterEvent> events = serious(in); !events.isEmpty()) {
        out += QStringLiteral("<h3>%1</h3><table cellspacing='0' cellpadding='2'>")
                   .arg(esc(tr("Recent warnings and errors")));
        for (const ClusterEvent& e : events)
            out += QStringLiteral("<tr><td valign='top'>%1</td><td>%2</td></tr>")
                       .arg(esc(stamp(e.time)), esc(ClusterText::event(e)));
        out += QStringLiteral("</table>");
    }
    return out;
}

} // namespace cd
