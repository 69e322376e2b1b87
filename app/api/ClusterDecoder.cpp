#include "ClusterDecoder.h"

#include "JsonReader.h"

#include "WorkloadJson.h"

namespace cd {

namespace {

std::optional<Currency> currencyOf(JsonObject& o, JsonReader& r) {
    const QString code = r.token(o, "currency");
    if (r.failed())
        return std::nullopt;
    const auto c = currencyFromCode(code);
    if (!c)
        r.fail(QStringLiteral("currency"), QStringLiteral("unknown currency '%1'").arg(code.left(10)));
    return c;
}

template <typename Enum>
Enum enumOf(JsonObject& o, JsonReader& r, std::string_view key, std::optional<Enum> (*parse)(QStringView),
            Enum fallback) {
    const QString id = r.token(o, key);
    if (r.failed())
        return fallback;
    const auto value = parse(id);
    if (!value) {
        r.fail(QString::fromLatin1(key.data(), qsizetype(key.size())),
               QStringLiteral("unknown value '%1'").arg(id.left(40)));
        return fallback;
    }
    return *value;
}

Node nodeFrom(JsonObject& o, JsonReader& r) {
    Node n;
    r.eachObject(r.array(o, "gpus"), "gpus", [&](JsonObject& g, int) {
        GpuStatus gpu;
        gpu.health = enumOf(g, r, "health", &gpuHealthFromId, GpuHealth::Healthy);
        gpu.index = r.integer(g, "index", 0, 1024);
        gpu.lastXid = r.integer(g, "last_xid", 0, 100000);
        gpu.model = r.token(g, "model");
        gpu.uuid = r.string(g, "uuid");
        n.gpus.append(gpu);
    });
    n.hostname = r.string(o, "hostname");
    n.id = r.string(o, "id");
    n.poolId = r.token(o, "pool_id");
    n.replaces = r.optionalString(o, "replaces");
    n.since = r.time(o, "since");
    if (r.isObject(o, "ssh")) {
        JsonObject ssh = r.object(o, "ssh");
        r.enter("ssh");
        n.ssh = WorkloadJson::sshEndpointFrom(ssh, r);
        r.leave();
    }
    n.state = enumOf(o, r, "state", &nodeStateFromId, NodeState::Provisioning);
    return n;
}

} // namespace

Cluster ClusterDecoder::clusterFrom(JsonObject& o, JsonReader& r) {
    // Fields in the order the platform writes them (alphabetical).
    Cluster c;
    c.asOf = r.time(o, "as_of");
    c.autoStopIdleMinutes = r.integer(o, "auto_stop_idle_minutes", 0, 1 << 20);
    c.billingMode = enumOf(o, r, "billing_mode", &billingModeFromId, BillingMode::Hourly);
    const Currency currency = currencyOf(o, r).value_or(Currency::USD);
    c.costSoFar = r.money(o, "cost_so_far", currency);
    c.createdAt = r.time(o, "created_at");
    c.datasets = r.tokens(o, "datasets");
    c.dedicated = r.boolean(o, "dedicated");
    c.etag = r.string(o, "etag");
    c.hourlyCost = r.money(o, "hourly_cost", currency);
    c.id = r.string(o, "id");
    c.image = r.token(o, "image");
    c.name = r.string(o, "name");
    c.offPeakOnly = r.boolean(o, "off_peak_only");
    r.eachObject(r.array(o, "pools"), "pools", [&](JsonObject& p, int) {
        NodePool pool;
        pool.gpuModel = r.token(p, "gpu_model");
        pool.gpusPerNode = r.integer(p, "gpus_per_node", 1, 1024);
        pool.id = r.token(p, "id");
        pool.name = r.token(p, "name");
        pool.nodeCount = r.integer(p, "node_count", 0, 100000);
        pool.offeringId = r.token(p, "offering_id");
        pool.readyNodes = r.integer(p, "ready_nodes", 0, 100000);
        c.pools.append(pool);
    });
    c.quotedHourlyCost = r.money(o, "quoted_hourly_cost", currency);
    c.region = r.token(o, "region");
    if (r.has(o, "ssh_key_ids"))
        c.sshKeyIds = r.tokens(o, "ssh_key_ids");
    c.stage = enumOf(o, r, "stage", &workloadStageFromId, WorkloadStage::Pretrain);
    c.state = enumOf(o, r, "state", &clusterStateFromId, ClusterState::Pending);
    c.stateDetail = r.optionalString(o, "state_detail");
    c.stateSince = r.time(o, "state_since");
    if (r.isObject(o, "workload")) {
        JsonObject w = r.object(o, "workload");
        r.enter("workload");
        c.workload = WorkloadJson::workloadFrom(w, r);
        r.leave();
    }
    return c;
}

ClusterEvent ClusterDecoder::eventFrom(JsonObject& o, JsonReader& r) {
    ClusterEvent e;
    if (r.isObject(o, "cluster")) {
        JsonObject c = r.object(o, "cluster");
        r.enter("cluster");
        e.cluster = clusterFrom(c, r);
        r.leave();
    }
    e.clusterId = r.string(o, "cluster_id");
    e.clusterName = r.string(o, "cluster_name");
    JsonObject details = r.object(o, "details");
    r.enter("details");
    simdjson::dom::element ignored;
    if (details.find("checkpoint_step", &ignored))
        e.checkpointStep = r.integer(details, "checkpoint_step", 0, 1 << 30);
    e.fromState = r.optionalString(details, "from_state");
    e.nodeId = r.optionalString(details, "node_id");
    e.replacementNodeId = r.optionalString(details, "replacement_node_id");
    e.toState = r.optionalString(details, "to_state");
    r.leave();
    bool ok = false;
    e.id = r.string(o, "id").toLongLong(&ok);
    if (!ok && !r.failed())
        r.fail(QStringLiteral("id"), QStringLiteral("expected an event id"));
    e.message = r.string(o, "message");
    const QString severity = r.token(o, "severity");
    e.severity = severity == u"error"     ? ClusterEvent::Severity::Error
                 : severity == u"warning" ? ClusterEvent::Severity::Warning
                                          : ClusterEvent::Severity::Info;
    e.time = r.time(o, "time");
    e.type = r.token(o, "type");
    return e;
}

Result<Cluster> ClusterDecoder::cluster(const QByteArray& body) {
    return JsonReader::decode<Cluster>(body, "cluster",
                                       [](JsonObject& root, JsonReader& r) { return clusterFrom(root, r); });
}

Result<Page<Cluster>> ClusterDecoder::clusterPage(const QByteArray& body) {
    return JsonReader::decodePage<Cluster>(body, "clusters list", &clusterFrom);
}

Result<QList<Node>> ClusterDecoder::nodes(const QByteArray& body) {
    return JsonReader::decode<QList<Node>>(body, "nodes list", [](JsonObject& root, JsonReader& r) {
        QList<Node> out;
        r.eachObject(r.array(root, "items"), "items",
                     [&](JsonObject& item, int) { out.append(nodeFrom(item, r)); });
        return out;
    });
}

Result<Page<ClusterEvent>> ClusterDecoder::eventPage(const QByteArray& body) {
    return JsonReader::decodePage<ClusterEvent>(body, "events list", &eventFrom);
}

Result<ClusterEvent> ClusterDecoder::event(const QByteArray& body) {
    return JsonReader::decode<ClusterEvent>(
        body, "event", [](JsonObject& root, JsonReader& r) { return eventFrom(root, r); });
}

Result<Estimate> ClusterDecoder::estimate(const QByteArray& body) {
    return JsonReader::decode<Estimate>(body, "estimate", [](JsonObject& root, JsonReader& r) {
        Estimate e;
        const Currency currency = currencyOf(root, r).value_or(Currency::USD);
        e.hourly = r.money(root, "hourly", currency);
        e.hours = r.number(root, "hours");
        r.eachObject(r.array(root, "lines"), "lines", [&](JsonObject& l, int) {
            EstimateLine line;
            line.gpuCount = r.integer(l, "gpu_count");
            line.hourly = r.money(l, "hourly", currency);
            line.nodeCount = r.integer(l, "node_count");
            line.nodeHourPrice = r.money(l, "node_hour_price", currency);
            line.offeringId = r.string(l, "offering_id");
            line.poolName = r.string(l, "pool_name");
            e.lines.append(line);
        });
        r.eachObject(r.array(root, "problems"), "problems", [&](JsonObject& p, int) {
            EstimateProblem problem;
            problem.available = r.integer(p, "available");
            problem.code = r.token(p, "code");
            problem.detail = r.string(p, "detail");
            problem.offeringId = r.string(p, "offering_id");
            problem.requested = r.integer(p, "requested");
            e.problems.append(problem);
        });
        JsonObject quota = r.object(root, "quota");
        r.enter("quota");
        e.clusterQuota = r.integer(quota, "cluster_limit");
        e.clustersInUse = r.integer(quota, "clusters_in_use");
        e.gpuQuota = r.integer(quota, "gpu_limit");
        e.gpusInUse = r.integer(quota, "gpus_in_use");
        r.leave();
        e.total = r.money(root, "total", currency);
        return e;
    });
}

} // namespace cd
