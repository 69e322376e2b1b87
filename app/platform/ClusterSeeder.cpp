#include "ClusterSeeder.h"

#include "ClusterLifecycle.h"

#include <algorithm>

namespace cd::sim {

namespace {

struct SeedPool {
    const char* name;
    const char* gpuModel;
    int gpusPerNode;
    int nodes;
};

} // namespace

struct ClusterSeeder::Plan {
    int tenant;
    const char* name;
    WorkloadStage stage;
    SeedPool pools[2];
    int ageMinutes;       // launched this long ago
    int stopAfterMinutes; // stopped this long after launch; 0: never
    bool failsProvisioning;
};

// Two tenants' worth of history. The second pool is optional (gpuModel null).
namespace {

using SeedCluster = ClusterSeeder::Plan;

constexpr SeedCluster plan[] = {
    {0,
     "llama-pretrain",
     WorkloadStage::Pretrain,
     {{"train", "H100 SXM", 8, 4}, {"prep", "T4", 4, 2}},
     26 * 60,
     0,
     false},
    {0,
     "bert-finetune",
     WorkloadStage::Finetune,
     {{"train", "A100 SXM 80GB", 8, 1}, {nullptr, nullptr, 0, 0}},
     5 * 60,
     0,
     false},
    {0,
     "chat-inference",
     WorkloadStage::Inference,
     {{"serve", "L40S", 4, 2}, {"embed", "T4", 4, 1}},
     2,
     0,
     false},
    {0,
     "nightly-eval",
     WorkloadStage::Eval,
     {{"eval", "A10", 1, 1}, {nullptr, nullptr, 0, 0}},
     30 * 60,
     6 * 60,
     false},
    {0,
     "mi300-trial",
     WorkloadStage::Pretrain,
     {{"train", "MI300X", 8, 1}, {nullptr, nullptr, 0, 0}},
     48 * 60,
     0,
     true},
    {1,
     "vision-train",
     WorkloadStage::Pretrain,
     {{"train", "A100 40GB", 8, 2}, {nullptr, nullptr, 0, 0}},
     10 * 60,
     0,
     false},
    {1,
     "sim-preprocess",
     WorkloadStage::Preprocess,
     {{"prep", "RTX 4090", 8, 1}, {nullptr, nullptr, 0, 0}},
     20 * 60,
     2 * 60,
     false},
};

// The demo's large run: nine hours into pretraining on 48 H200 nodes, with 16 L40S nodes that
// prepared its data: 64 nodes, 512 GPUs.
constexpr SeedCluster largeRun = {0,
                                  "frontier-pretrain",
                                  WorkloadStage::Pretrain,
                                  {{"train", "H200 SXM", 8, 48}, {"prep", "L40S", 8, 16}},
                                  9 * 60,
                                  0,
                                  false};
// At the platform's believable failure rate the nine hours seldom hold a node failure, yet the story
// has one: five hours in, a node of the run fails, NCCL times out, and the run restarts from its
// last checkpoint on the replacement, as the platform promises.
constexpr int largeRunNodeFailureMinutes = 5 * 60 + 20;

// The first offering of that GPU and node size (in `region`, if one is given) with room for the
// nodes and an hourly USD price.
qsizetype findOffering(const Catalog& catalog, const SeedPool& pool, const QString& region) {
    const QList<Offering>& all = catalog.offerings();
    for (qsizetype i = 0; i < all.size(); ++i) {
        const Offering& o = all[i];
        if (o.gpu.model == QLatin1String(pool.gpuModel) && o.gpusPerNode == pool.gpusPerNode &&
            o.availableNodes >= pool.nodes + std::min(pool.nodes, 8) &&
            (region.isEmpty() || o.region == region) && o.price(BillingMode::Hourly, Currency::USD))
            return i;
    }
    return -1;
}

// What the seeded clusters that stand for a training job run, by cluster name: believable commands
// whose model sizes the workload plan reads. The eval run asks for a model that cannot fit on its
// one A10, so the demo has a workload that failed for a reason a person can act on.
std::optional<WorkloadSpec> seededWorkload(const QString& cluster, const QString& image) {
    struct Seeded {
        const char* cluster;
        const char* command;
        int checkpointMinutes;
        bool restart;
    };
    static constexpr Seeded workloads[] = {
        {"llama-pretrain",
         "torchrun --nnodes 6 --nproc-per-node 8 pretrain.py --model llama-13b --max-steps 60000 --config "
         "configs/llama-13b.yaml",
         30, true},
        {"bert-finetune", "accelerate launch finetune.py --model llama-3-8b --max-steps 3000 --lora-rank 16",
         30, false},
        {"nightly-eval", "python eval.py --model llama-13b --tasks mmlu,gsm8k", 30, false},
        {"mi300-trial", "torchrun --nproc-per-node 8 pretrain.py --model llama-70b", 30, false},
        {"vision-train",
         "torchrun --nnodes 2 --nproc-per-node 8 train_vit.py --model vit-2b --max-steps 40000", 20, true},
        {"frontier-pretrain",
         "torchrun --nnodes 64 --nproc-per-node 8 pretrain_gpt.py --model llama-70b --global-batch-size 1024 "
         "--seq-length 4096 --train-iters 250000",
         60, true},
    };
    for (const Seeded& w : workloads) {
        if (cluster != QLatin1String(w.cluster))
            continue;
        WorkloadSpec spec;
        spec.image = image;
        spec.command = QString::fromLatin1(w.command);
        spec.setup = QStringLiteral("pip install -r requirements.txt");
        spec.codeDataset.clear();
        spec.env = {{QStringLiteral("WANDB_PROJECT"), cluster, false, true},
                    {QStringLiteral("WANDB_API_KEY"), QStringLiteral("demo-wandb-key-0000"), true, true}};
        spec.ports = {{6006, QStringLiteral("tensorboard")}};
        spec.checkpointIntervalMinutes = w.checkpointMinutes;
        spec.onNodeFailure = w.restart ? OnNodeFailure::RestartFromCheckpoint : OnNodeFailure::Stop;
        return spec;
    }
    return std::nullopt;
}

} // namespace

bool ClusterSeeder::seed(const QStringList& tenantIds, QString* error) {
    ClusterLifecycle& l = m_lifecycle;
    std::lock_guard lock(l.m_mutex);
    const QDateTime now = l.m_clock.now();
    for (qsizetype t = 0; t < tenantIds.size(); ++t) {
        // The first tenant is a mid-size AI lab: room for a 64-node pretraining run beside its other work.
        const TenantQuota quota = t == 0 ? TenantQuota{1024, 20} : TenantQuota{128, 10};
        if (!l.m_store.setQuota(tenantIds[t], quota, error))
            return false;
        l.m_admission.setQuota(tenantIds[t], quota);
    }
    // Hours of history, played a step at a time: each cluster is stored once, as it ends up.
    l.m_records.deferSaving();
    for (const SeedCluster& s : plan) {
        if (!seedOne(s, tenantIds, error))
            return false;
    }
    if (m_largeTrainingRun && !seedOne(largeRun, tenantIds, error))
        return false;
    return l.m_records.saveDeferred(error);
}

bool ClusterSeeder::seedOne(const Plan& s, const QStringList& tenantIds, QString* error) {
    ClusterLifecycle& l = m_lifecycle;
    const QDateTime now = l.m_clock.now();
    if (s.tenant >= tenantIds.size())
        return true;
    ClusterSpec spec;
    spec.name = QString::fromLatin1(s.name);
    spec.stage = s.stage;
    QString region;
    for (const SeedPool& p : s.pools) {
        if (!p.gpuModel)
            continue;
        const qsizetype index = findOffering(l.m_catalog, p, region);
        if (index < 0)
            continue; // another seed's catalog may lack this shape; the cluster does without
        region = l.m_catalog.offerings()[index].region;
        spec.pools.append({QString::fromLatin1(p.name), l.m_catalog.offerings()[index].id, p.nodes});
        if (!spec.workload)
            spec.workload = seededWorkload(spec.name, l.m_catalog.offerings()[index].images.value(0));
    }
    if (spec.pools.isEmpty())
        return true;
    const QDateTime launched = now.addSecs(-qint64(s.ageMinutes) * 60);
    QList<ClusterEvent> events;
    ClusterRecord record = l.newRecord(tenantIds[s.tenant], spec, launched, events);
    record.hasRunningWorkload = true; // a seeded cluster stands for a job that runs on it
    if (!l.m_records.commit(-1, record, events, error))
        return false;
    const qsizetype i = l.m_records.size() - 1;
    if (s.failsProvisioning) {
        // It got as far as provisioning, and then no node passed its burn-in.
        if (!l.runUntil(i, launched.addSecs(60), error))
            return false;
        ClusterRecord failed = l.m_records[i];
        QList<ClusterEvent> failure;
        failed.nodes.clear();
        ClusterStateMachine::refreshPools(failed);
        failed.nextAt = {};
        ClusterStateMachine::moveTo(
            failed, ClusterState::Failed, launched.addSecs(90), failure,
            QStringLiteral("Cluster %1 failed: no node passed the GPU burn-in test (XID 79).")
                .arg(failed.cluster.name));
        failed.cluster.stateDetail = QStringLiteral("No node passed the GPU burn-in test (XID 79).");
        if (failed.cluster.workload) {
            WorkloadStatus& w = failed.cluster.workload->status;
            w.phase = WorkloadPhase::Stopped;
            w.since = launched.addSecs(90);
            w.endedAt = w.since;
            w.detail =
                QStringLiteral("The workload never started: no node of the cluster passed its burn-in test.");
        }
        return l.m_records.commit(i, failed, failure, error);
    }
    if (QLatin1String(s.name) == QLatin1String(largeRun.name)) {
        const QDateTime failAt = launched.addSecs(qint64(largeRunNodeFailureMinutes) * 60);
        if (!l.runUntil(i, failAt, error))
            return false;
        ClusterRecord next = l.m_records[i];
        const auto node = std::find_if(next.nodes.cbegin(), next.nodes.cend(),
                                       [](const NodeRecord& n) { return n.node.state == NodeState::Ready; });
        if (next.cluster.state == ClusterState::Running && node != next.nodes.cend()) {
            QList<ClusterEvent> failure;
            l.m_machine.apply(next,
                              ClusterStateMachine::Step{failAt, ClusterStateMachine::StepKind::NodeFail,
                                                        int(node - next.nodes.cbegin())},
                              failure);
            if (!l.m_records.commit(i, std::move(next), std::move(failure), error))
                return false;
        }
    }
    if (s.stopAfterMinutes > 0) {
        const QDateTime stopAt = launched.addSecs(qint64(s.stopAfterMinutes) * 60);
        if (!l.runUntil(i, stopAt, error))
            return false;
        ClusterRecord stopping = l.m_records[i];
        QList<ClusterEvent> stopEvents;
        l.m_machine.beginStop(stopping, stopAt, stopEvents);
        if (!l.m_records.commit(i, stopping, stopEvents, error))
            return false;
    }
    return l.runUntil(i, now, error);
}

} // namespace cd::sim
