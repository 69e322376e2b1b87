#include "ClusterAdmission.h"

#include "ClusterRecords.h"

#include <QSet>

namespace cd::sim {

ClusterAdmission::ClusterAdmission(const Catalog& catalog, const ClusterRecords& records)
    : m_catalog(catalog)
    , m_records(records) {}

Problem ClusterAdmission::conflict(const QString& code, const QString& detail) {
    return Problem{409, code, QStringLiteral("Conflict"), detail, {}, 0};
}

Problem ClusterAdmission::unprocessable(const QString& code, const QString& detail) {
    return Problem{422, code, QStringLiteral("Invalid request"), detail, {}, 0};
}

int ClusterAdmission::usedNodes(const QString& offeringId, const QString& exceptCluster) const {
    int used = 0;
    for (const ClusterRecord& r : m_records.all()) {
        if (!holdsCapacity(r.cluster.state) || r.cluster.id == exceptCluster)
            continue;
        for (const NodePool& p : r.cluster.pools)
            used += p.offeringId == offeringId ? p.nodeCount : 0;
    }
    return used;
}

QHash<QString, int> ClusterAdmission::nodesInUse() const {
    QHash<QString, int> used;
    for (const ClusterRecord& r : m_records.all()) {
        if (!holdsCapacity(r.cluster.state))
            continue;
        for (const NodePool& p : r.cluster.pools)
            used[p.offeringId] += p.nodeCount;
    }
    return used;
}

ClusterAdmission::Usage ClusterAdmission::usage(const QString& tenantId, const QString& exceptCluster) const {
    Usage used;
    for (const ClusterRecord& r : m_records.all()) {
        if (r.tenantId != tenantId || !holdsCapacity(r.cluster.state) || r.cluster.id == exceptCluster)
            continue;
        used.gpus += r.cluster.gpuCount();
        ++used.clusters;
    }
    return used;
}

QList<EstimateProblem> ClusterAdmission::limits(const QString& tenantId, const ClusterSpec& spec,
                                                const QString& exceptCluster) const {
    QList<EstimateProblem> problems;
    QHash<QString, int> requested;
    int gpus = 0;
    for (const PoolSpec& p : spec.pools) {
        const qsizetype index = m_catalog.indexOf(p.offeringId);
        if (index < 0) {
            problems.append({QStringLiteral("unknown_offering"),
                             QStringLiteral("There is no offering '%1'.").arg(p.offeringId), p.offeringId, 0,
                             0});
            continue;
        }
        requested[p.offeringId] += p.nodeCount;
        gpus += p.nodeCount * m_catalog.offerings()[index].gpusPerNode;
    }
    for (auto it = requested.cbegin(); it != requested.cend(); ++it) {
        const Offering& o = m_catalog.offerings()[m_catalog.indexOf(it.key())];
        const int free = std::max(0, o.availableNodes - usedNodes(it.key(), exceptCluster));
        if (it.value() > free) {
            problems.append({QStringLiteral("capacity_exceeded"),
                             QStringLiteral("Only %1 nodes of %2 are free in %3; this needs %4.")
                                 .arg(free)
                                 .arg(o.name, o.region)
                                 .arg(it.value()),
                             it.key(), it.value(), free});
        }
    }
    const TenantQuota quota = m_quotas.value(tenantId);
    const Usage used = usage(tenantId, exceptCluster);
    if (used.gpus + gpus > quota.maxGpus) {
        problems.append({QStringLiteral("quota_exceeded"),
                         QStringLiteral("Your tenant may run %1 GPUs; %2 are in use and this needs %3.")
                             .arg(quota.maxGpus)
                             .arg(used.gpus)
                             .arg(gpus),
                         {},
                         gpus,
                         std::max(0, quota.maxGpus - used.gpus)});
    }
    if (exceptCluster.isEmpty() && used.clusters + 1 > quota.maxClusters) {
        problems.append({QStringLiteral("cluster_quota_exceeded"),
                         QStringLiteral("Your tenant may have %1 active clusters, and has %2.")
                             .arg(quota.maxClusters)
                             .arg(used.clusters),
                         {},
                         1,
                         0});
    }
    return problems;
}

std::optional<Problem> ClusterAdmission::checkShape(const ClusterSpec& spec) {
    if (spec.pools.isEmpty() || spec.pools.size() > ClusterRules::maxPools)
        return unprocessable(QStringLiteral("invalid_pools"),
                             QStringLiteral("A cluster has 1 to %1 node pools.").arg(ClusterRules::maxPools));
    for (const PoolSpec& p : spec.pools) {
        if (p.nodeCount < 1 || p.nodeCount > ClusterRules::maxNodesPerPool)
            return unprocessable(QStringLiteral("invalid_node_count"),
                                 QStringLiteral("A pool has 1 to %1 nodes; '%2' asks for %3.")
                                     .arg(ClusterRules::maxNodesPerPool)
                                     .arg(p.name)
                                     .arg(p.nodeCount));
    }
    return std::nullopt;
}

QList<EstimateProblem> ClusterAdmission::problems(const QString& tenantId, const ClusterSpec& spec,
                                                  bool named) const {
    QList<EstimateProblem> out;
    auto add = [&](const char* code, const QString& detail, const QString& offeringId = {}) {
        out.append({QString::fromLatin1(code), detail, offeringId, 0, 0});
    };
    if (named && !ClusterRules::isValidName(spec.name))
        add("invalid_name", QStringLiteral("A cluster name has 3 to 40 lowercase letters, digits or hyphens, "
                                           "starts with a letter and does not end with a hyphen."));
    for (const ClusterRecord& r : m_records.all()) {
        if (named && r.tenantId == tenantId && r.cluster.name == spec.name &&
            r.cluster.state != ClusterState::Terminated) {
            add("name_taken", QStringLiteral("A cluster named '%1' already exists.").arg(spec.name));
            break;
        }
    }
    QString region;
    QSet<QString> poolNames;
    for (const PoolSpec& p : spec.pools) {
        if (!ClusterRules::isValidName(p.name) || poolNames.contains(p.name))
            add("invalid_pool_name", QStringLiteral("Pool names follow the rules of cluster names and differ "
                                                    "from each other; '%1' does not.")
                                         .arg(p.name));
        poolNames.insert(p.name);
        const qsizetype index = m_catalog.indexOf(p.offeringId);
        if (index < 0)
            continue; // limits() names it
        const Offering& o = m_catalog.offerings()[index];
        if (!region.isEmpty() && o.region != region)
            add("mixed_regions",
                QStringLiteral("All pools of a cluster are in one region (%1 and %2 differ).")
                    .arg(region, o.region));
        region = o.region;
        if (!o.price(spec.billingMode, spec.currency))
            add("no_price",
                QStringLiteral("%1 has no %2 price in %3.")
                    .arg(o.name, billingModeId(spec.billingMode), currencyCode(spec.currency)),
                o.id);
        if (!spec.image.isEmpty() && !o.images.contains(spec.image))
            add("image_unavailable",
                QStringLiteral("%1 does not offer the image %2.").arg(o.name, spec.image), o.id);
        if (spec.dedicated && !o.dedicatedAvailable)
            add("dedicated_unavailable", QStringLiteral("%1 has no dedicated hardware.").arg(o.name), o.id);
    }
    if (spec.autoStopIdleMinutes < 0 || spec.autoStopIdleMinutes > ClusterRules::maxAutoStopMinutes)
        add("invalid_auto_stop",
            QStringLiteral("Auto-stop is 0 (never) to %1 minutes.").arg(ClusterRules::maxAutoStopMinutes));
    if (!spec.datasets.isEmpty()) {
        const QStringList missing =
            m_missingDatasets ? m_missingDatasets(tenantId, spec.datasets) : spec.datasets;
        for (const QString& id : missing)
            add("unknown_dataset", QStringLiteral("There is no dataset '%1'.").arg(id));
    }
    out += limits(tenantId, spec, {});
    return out;
}

std::optional<Problem> ClusterAdmission::checkWorkload(const QString& tenantId, const WorkloadSpec& w) const {
    auto refuse = [](const QString& code, const QString& detail, const QString& field) {
        Problem p = unprocessable(code, detail);
        p.field = field;
        return p;
    };
    if (const auto problem = WorkloadRules::check(w))
        return refuse(problem->code, problem->detail, problem->field);
    for (qsizetype i = 0; i < w.env.size(); ++i) {
        if (w.env[i].secret && !w.env[i].hasValue)
            return refuse(
                QStringLiteral("missing_secret"),
                QStringLiteral("The secret %1 has no value: give it one to launch.").arg(w.env[i].name),
                QStringLiteral("workload.env[%1].value").arg(i));
    }
    if (w.registryAuth && !w.registryAuth->hasPassword)
        return refuse(QStringLiteral("missing_secret"),
                      QStringLiteral("The registry credentials have no password: give it to launch."),
                      QStringLiteral("workload.registry_auth.password"));
    QStringList ids = w.dataDatasets;
    if (!w.codeDataset.isEmpty())
        ids.prepend(w.codeDataset);
    if (ids.isEmpty())
        return std::nullopt;
    const QStringList missing = m_missingDatasets ? m_missingDatasets(tenantId, ids) : ids;
    if (!w.codeDataset.isEmpty() && missing.contains(w.codeDataset))
        return refuse(QStringLiteral("unknown_dataset"),
                      QStringLiteral("There is no dataset '%1'.").arg(w.codeDataset),
                      QStringLiteral("workload.code_dataset"));
    // The code is unpacked to /workspace/code on every node: a single file cannot be.
    if (!w.codeDataset.isEmpty() && m_notBundles && !m_notBundles(tenantId, {w.codeDataset}).isEmpty())
        return refuse(QStringLiteral("dataset_not_bundle"),
                      QStringLiteral("Dataset '%1' is not a folder bundle: upload the code's folder (not a "
                                     "file) on the Storage page and choose that dataset as the code.")
                          .arg(w.codeDataset),
                      QStringLiteral("workload.code_dataset"));
    for (qsizetype i = 0; i < w.dataDatasets.size(); ++i) {
        if (missing.contains(w.dataDatasets[i]))
            return refuse(QStringLiteral("unknown_dataset"),
                          QStringLiteral("There is no dataset '%1'.").arg(w.dataDatasets[i]),
                          QStringLiteral("workload.data_datasets[%1]").arg(i));
    }
    return std::nullopt;
}

std::optional<Problem> ClusterAdmission::validate(const QString& tenantId, const ClusterSpec& spec) const {
    if (auto shape = checkShape(spec))
        return shape;
    if (spec.workload) {
        if (auto problem = checkWorkload(tenantId, *spec.workload))
            return problem;
    }
    const QList<EstimateProblem> found = problems(tenantId, spec, true);
    if (found.isEmpty())
        return std::nullopt;
    // What is wrong with the request is 422; what cannot be done right now is 409.
    static const QStringList conflicts = {QStringLiteral("name_taken"), QStringLiteral("capacity_exceeded"),
                                          QStringLiteral("quota_exceeded"),
                                          QStringLiteral("cluster_quota_exceeded")};
    const EstimateProblem& first = found.first();
    return conflicts.contains(first.code) ? conflict(first.code, first.detail)
                                          : unprocessable(first.code, first.detail);
}

} // namespace cd::sim
