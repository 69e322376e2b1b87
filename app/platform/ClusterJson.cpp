#include "ClusterJson.h"

#include "PlatformJson.h"
#include "WorkloadJson.h"

#include <QJsonArray>

namespace cd::sim {

namespace {

QString severityId(ClusterEvent::Severity s) {
    switch (s) {
    case ClusterEvent::Severity::Warning:
        return QStringLiteral("warning");
    case ClusterEvent::Severity::Error:
        return QStringLiteral("error");
    case ClusterEvent::Severity::Info:
        break;
    }
    return QStringLiteral("info");
}

// The record's own times keep their milliseconds: steps and metering are timed to the millisecond,
// and a restart must price what it priced before.
QJsonValue timeOrNull(const QDateTime& t) {
    return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue(QJsonValue::Null);
}

QDateTime timeFrom(const QJsonValue& v) {
    return v.isString() ? QDateTime::fromString(v.toString(), Qt::ISODateWithMs).toUTC() : QDateTime();
}

QJsonObject gpuToJson(const GpuStatus& g) {
    return QJsonObject{{QStringLiteral("index"), g.index},
                       {QStringLiteral("uuid"), g.uuid},
                       {QStringLiteral("model"), g.model},
                       {QStringLiteral("health"), gpuHealthId(g.health)},
                       {QStringLiteral("last_xid"), g.lastXid}};
}

GpuStatus gpuFrom(const QJsonObject& o) {
    GpuStatus g;
    g.index = o.value(QStringLiteral("index")).toInt();
    g.uuid = o.value(QStringLiteral("uuid")).toString();
    g.model = o.value(QStringLiteral("model")).toString();
    g.health = gpuHealthFromId(o.value(QStringLiteral("health")).toString()).value_or(GpuHealth::Healthy);
    g.lastXid = o.value(QStringLiteral("last_xid")).toInt();
    return g;
}

Node nodeFrom(const QJsonObject& o) {
    Node n;
    n.id = o.value(QStringLiteral("id")).toString();
    n.poolId = o.value(QStringLiteral("pool_id")).toString();
    n.hostname = o.value(QStringLiteral("hostname")).toString();
    n.state = nodeStateFromId(o.value(QStringLiteral("state")).toString()).value_or(NodeState::Provisioning);
    n.since = timeFrom(o.value(QStringLiteral("since")));
    n.replaces = o.value(QStringLiteral("replaces")).toString();
    for (const QJsonValue& g : o.value(QStringLiteral("gpus")).toArray())
        n.gpus.append(gpuFrom(g.toObject()));
    return n;
}

QJsonObject poolToJson(const NodePool& p) {
    return QJsonObject{{QStringLiteral("id"), p.id},
                       {QStringLiteral("name"), p.name},
                       {QStringLiteral("offering_id"), p.offeringId},
                       {QStringLiteral("gpu_model"), p.gpuModel},
                       {QStringLiteral("gpus_per_node"), p.gpusPerNode},
                       {QStringLiteral("node_count"), p.nodeCount},
                       {QStringLiteral("ready_nodes"), p.readyNodes}};
}

NodePool poolFrom(const QJsonObject& o) {
    NodePool p;
    p.id = o.value(QStringLiteral("id")).toString();
    p.name = o.value(QStringLiteral("name")).toString();
    p.offeringId = o.value(QStringLiteral("offering_id")).toString();
    p.gpuModel = o.value(QStringLiteral("gpu_model")).toString();
    p.gpusPerNode = o.value(QStringLiteral("gpus_per_node")).toInt();
    p.nodeCount = o.value(QStringLiteral("node_count")).toInt();
    p.readyNodes = o.value(QStringLiteral("ready_nodes")).toInt();
    return p;
}

} // namespace

QJsonObject ClusterJson::cluster(const Cluster& c, Currency currency) {
    QJsonArray pools;
    for (const NodePool& p : c.pools)
        pools.append(poolToJson(p));
    QJsonObject o{
        {QStringLiteral("id"), c.id},
        {QStringLiteral("name"), c.name},
        {QStringLiteral("state"), clusterStateId(c.state)},
        {QStringLiteral("state_detail"), c.stateDetail},
        {QStringLiteral("state_since"), rfc3339(c.stateSince)},
        {QStringLiteral("created_at"), rfc3339(c.createdAt)},
        {QStringLiteral("region"), c.region},
        {QStringLiteral("pools"), pools},
        {QStringLiteral("gpu_count"), c.gpuCount()},
        {QStringLiteral("billing_mode"), billingModeId(c.billingMode)},
        {QStringLiteral("off_peak_only"), c.offPeakOnly},
        {QStringLiteral("stage"), workloadStageId(c.stage)},
        {QStringLiteral("image"), c.image},
        {QStringLiteral("dedicated"), c.dedicated},
        {QStringLiteral("auto_stop_idle_minutes"), c.autoStopIdleMinutes},
        {QStringLiteral("datasets"), QJsonArray::fromStringList(c.datasets)},
        {QStringLiteral("currency"), currencyCode(currency)},
        {QStringLiteral("hourly_cost"), c.hourlyCost.toDecimal(2)},
        {QStringLiteral("quoted_hourly_cost"), c.quotedHourlyCost.toDecimal(2)},
        {QStringLiteral("cost_so_far"), c.costSoFar.toDecimal(2)},
        {QStringLiteral("as_of"), rfc3339(c.asOf)},
        {QStringLiteral("etag"), c.etag},
    };
    // Secret values and registry passwords are left out by WorkloadJson: answers never carry them.
    o.insert(QStringLiteral("workload"),
             c.workload ? QJsonValue(WorkloadJson::workload(*c.workload)) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("ssh_key_ids"), QJsonArray::fromStringList(c.sshKeyIds));
    return o;
}

QJsonObject ClusterJson::node(const Node& n) {
    QJsonArray gpus;
    for (const GpuStatus& g : n.gpus)
        gpus.append(gpuToJson(g));
    QJsonObject o{{QStringLiteral("id"), n.id},
                  {QStringLiteral("pool_id"), n.poolId},
                  {QStringLiteral("hostname"), n.hostname},
                  {QStringLiteral("state"), nodeStateId(n.state)},
                  {QStringLiteral("since"), rfc3339(n.since)},
                  {QStringLiteral("gpus"), gpus}};
    o.insert(QStringLiteral("replaces"), n.replaces.isEmpty() ? QJsonValue(QJsonValue::Null) : n.replaces);
    return o;
}

QJsonObject ClusterJson::event(const ClusterEvent& e, Currency currency) {
    QJsonObject o{
        {QStringLiteral("id"), QString::number(e.id)},   {QStringLiteral("type"), e.type},
        {QStringLiteral("time"), rfc3339(e.time)},       {QStringLiteral("cluster_id"), e.clusterId},
        {QStringLiteral("cluster_name"), e.clusterName}, {QStringLiteral("severity"), severityId(e.severity)},
        {QStringLiteral("message"), e.message}};
    QJsonObject details;
    if (!e.fromState.isEmpty())
        details.insert(QStringLiteral("from_state"), e.fromState);
    if (!e.toState.isEmpty())
        details.insert(QStringLiteral("to_state"), e.toState);
    if (!e.nodeId.isEmpty())
        details.insert(QStringLiteral("node_id"), e.nodeId);
    if (!e.replacementNodeId.isEmpty())
        details.insert(QStringLiteral("replacement_node_id"), e.replacementNodeId);
    if (e.checkpointStep > 0)
        details.insert(QStringLiteral("checkpoint_step"), e.checkpointStep);
    o.insert(QStringLiteral("details"), details);
    o.insert(QStringLiteral("cluster"),
             e.cluster ? QJsonValue(cluster(*e.cluster, currency)) : QJsonValue(QJsonValue::Null));
    return o;
}

QJsonObject ClusterJson::estimate(const Estimate& e, Currency currency) {
    QJsonArray lines;
    for (const EstimateLine& l : e.lines) {
        lines.append(QJsonObject{{QStringLiteral("pool_name"), l.poolName},
                                 {QStringLiteral("offering_id"), l.offeringId},
                                 {QStringLiteral("node_count"), l.nodeCount},
                                 {QStringLiteral("gpu_count"), l.gpuCount},
                                 {QStringLiteral("node_hour_price"), l.nodeHourPrice.toDecimal(2)},
                                 {QStringLiteral("hourly"), l.hourly.toDecimal(2)}});
    }
    QJsonArray problems;
    for (const EstimateProblem& p : e.problems) {
        problems.append(QJsonObject{{QStringLiteral("code"), p.code},
                                    {QStringLiteral("detail"), p.detail},
                                    {QStringLiteral("offering_id"), p.offeringId},
                                    {QStringLiteral("requested"), p.requested},
                                    {QStringLiteral("available"), p.available}});
    }
    return QJsonObject{
        {QStringLiteral("currency"), currencyCode(currency)},
        {QStringLiteral("hourly"), e.hourly.toDecimal(2)},
        {QStringLiteral("total"), e.total.toDecimal(2)},
        {QStringLiteral("hours"), e.hours},
        {QStringLiteral("lines"), lines},
        {QStringLiteral("quota"), QJsonObject{{QStringLiteral("gpus_in_use"), e.gpusInUse},
                                              {QStringLiteral("gpu_limit"), e.gpuQuota},
                                              {QStringLiteral("clusters_in_use"), e.clustersInUse},
                                              {QStringLiteral("cluster_limit"), e.clusterQuota}}},
        {QStringLiteral("problems"), problems},
        {QStringLiteral("can_launch"), e.canLaunch()},
    };
}

QJsonObject ClusterJson::record(const ClusterRecord& r) {
    QJsonArray nodes;
    for (const NodeRecord& n : r.nodes) {
        QJsonObject o = node(n.node);
        o.insert(QStringLiteral("done_at"), timeOrNull(n.doneAt));
        o.insert(QStringLiteral("fail_at"), timeOrNull(n.failAt));
        o.insert(QStringLiteral("metered_since"), timeOrNull(n.meteredSince));
        nodes.append(o);
    }
    QJsonArray resizes;
    for (const SizeChange& m : r.resizes)
        resizes.append(QJsonObject{{QStringLiteral("at"), rfc3339(m.at)}, {QStringLiteral("gpus"), m.gpus}});
    QJsonObject c = cluster(r.cluster, r.currency);
    c.insert(QStringLiteral("quoted_hourly_micros"), QString::number(r.cluster.quotedHourlyCost.micros()));
    c.remove(QStringLiteral("workload")); // stored whole below, secrets included
    QJsonObject o{
        {QStringLiteral("tenant_id"), r.tenantId},
        {QStringLiteral("cluster"), c},
        {QStringLiteral("version"), r.version},
        {QStringLiteral("next_at"), timeOrNull(r.nextAt)},
        {QStringLiteral("work_started_at"), timeOrNull(r.workStartedAt)},
        {QStringLiteral("nodes"), nodes},
        {QStringLiteral("ran_ms"), QString::number(r.ranMs)},
        {QStringLiteral("billed_since"), timeOrNull(r.billedSince)},
        {QStringLiteral("quoted_mode"), billingModeId(r.quotedMode)},
        {QStringLiteral("resizes"), resizes},
        {QStringLiteral("failures"), r.failures},
        {QStringLiteral("node_serial"), r.nodeSerial},
        {QStringLiteral("draws"), QString::number(r.draws)},
        {QStringLiteral("has_running_workload"), r.hasRunningWorkload},
    };
    o.insert(QStringLiteral("workload"), r.cluster.workload
                                             ? QJsonValue(WorkloadJson::stored(*r.cluster.workload, r.work))
                                             : QJsonValue(QJsonValue::Null));
    return o;
}

std::optional<ClusterRecord> ClusterJson::recordFrom(const QJsonObject& o) {
    ClusterRecord r;
    r.tenantId = o.value(QStringLiteral("tenant_id")).toString();
    const QJsonObject c = o.value(QStringLiteral("cluster")).toObject();
    const auto currency = currencyFromCode(c.value(QStringLiteral("currency")).toString());
    const auto state = clusterStateFromId(c.value(QStringLiteral("state")).toString());
    const auto mode = billingModeFromId(c.value(QStringLiteral("billing_mode")).toString());
    const auto stage = workloadStageFromId(c.value(QStringLiteral("stage")).toString());
    if (r.tenantId.isEmpty() || !currency || !state || !mode || !stage)
        return std::nullopt;
    r.currency = *currency;
    Cluster& k = r.cluster;
    k.id = c.value(QStringLiteral("id")).toString();
    k.name = c.value(QStringLiteral("name")).toString();
    k.state = *state;
    k.stateDetail = c.value(QStringLiteral("state_detail")).toString();
    k.stateSince = timeFrom(c.value(QStringLiteral("state_since")));
    k.createdAt = timeFrom(c.value(QStringLiteral("created_at")));
    k.region = c.value(QStringLiteral("region")).toString();
    for (const QJsonValue& p : c.value(QStringLiteral("pools")).toArray())
        k.pools.append(poolFrom(p.toObject()));
    k.billingMode = *mode;
    k.offPeakOnly = c.value(QStringLiteral("off_peak_only")).toBool();
    k.stage = *stage;
    k.image = c.value(QStringLiteral("image")).toString();
    k.dedicated = c.value(QStringLiteral("dedicated")).toBool();
    k.autoStopIdleMinutes = c.value(QStringLiteral("auto_stop_idle_minutes")).toInt();
    for (const QJsonValue& d : c.value(QStringLiteral("datasets")).toArray())
        k.datasets.append(d.toString());
    for (const QJsonValue& d : c.value(QStringLiteral("ssh_key_ids")).toArray())
        k.sshKeyIds.append(d.toString());
    // Records stored before workloads have none.
    const QJsonValue workload = o.value(QStringLiteral("workload"));
    if (workload.isObject()) {
        Workload w;
        if (!WorkloadJson::storedFrom(workload.toObject(), &w, &r.work))
            return std::nullopt;
        k.workload = w;
    }
    k.quotedHourlyCost =
        Money(c.value(QStringLiteral("quoted_hourly_micros")).toString().toLongLong(), *currency);
    r.version = o.value(QStringLiteral("version")).toInt(1);
    r.nextAt = timeFrom(o.value(QStringLiteral("next_at")));
    r.workStartedAt = timeFrom(o.value(QStringLiteral("work_started_at")));
    for (const QJsonValue& v : o.value(QStringLiteral("nodes")).toArray()) {
        const QJsonObject n = v.toObject();
        r.nodes.append({nodeFrom(n), timeFrom(n.value(QStringLiteral("done_at"))),
                        timeFrom(n.value(QStringLiteral("fail_at"))),
                        timeFrom(n.value(QStringLiteral("metered_since")))});
    }
    r.ranMs = o.value(QStringLiteral("ran_ms")).toString().toLongLong();
    // Stores from before the marker held only seeded clusters and launches that looked busy.
    r.hasRunningWorkload = o.value(QStringLiteral("has_running_workload")).toBool(true);
    r.quotedMode = billingModeFromId(o.value(QStringLiteral("quoted_mode")).toString()).value_or(*mode);
    for (const QJsonValue& v : o.value(QStringLiteral("resizes")).toArray())
        r.resizes.append({timeFrom(v.toObject().value(QStringLiteral("at"))),
                          v.toObject().value(QStringLiteral("gpus")).toInt()});
    r.failures = o.value(QStringLiteral("failures")).toInt();
    r.billedSince = timeFrom(o.value(QStringLiteral("billed_since")));
    r.nodeSerial = o.value(QStringLiteral("node_serial")).toInt();
    r.draws = o.value(QStringLiteral("draws")).toString().toULongLong();
    return r;
}

} // namespace cd::sim
