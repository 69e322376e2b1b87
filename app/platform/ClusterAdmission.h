#pragma once

#include "Catalog.h"
#include "ClusterStore.h"
#include "Problem.h"

#include "core/ClusterSpec.h"
#include "core/Estimate.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace cd::sim {

class ClusterRecords;

// Whether the platform takes a cluster: its shape, its names, one region, a price in its billing
// mode, its image and datasets, and then whether it fits: each offering's free nodes and the
// tenant's quotas of GPUs and clusters, against what the clusters hold now (running or on the way).
// The estimate asks the same questions, so a quote warns of exactly what a launch would refuse.
// Not thread-safe on its own: ClusterLifecycle calls it under its lock.
class ClusterAdmission {
public:
    ClusterAdmission(const Catalog& catalog, const ClusterRecords& records);

    // Refuses a request with no pools, too many, or a node count out of range: nothing to price.
    static std::optional<Problem> checkShape(const ClusterSpec& spec);
    // The first reason a launch of `spec` is refused: what is wrong with the request is 422, what
    // cannot be done right now is 409.
    std::optional<Problem> validate(const QString& tenantId, const ClusterSpec& spec) const;
    // Every reason the platform would refuse `spec` (without its name unless `named`).
    QList<EstimateProblem> problems(const QString& tenantId, const ClusterSpec& spec, bool named) const;
    // Capacity and quotas only, for the clusters as they are without `exceptCluster` (the one that
    // resizes or starts again).
    QList<EstimateProblem> limits(const QString& tenantId, const ClusterSpec& spec,
                                  const QString& exceptCluster) const;

    struct Usage {
        int gpus = 0;
        int clusters = 0;
    };
    // What the tenant's clusters hold now (running or on the way), leaving one cluster out.
    Usage usage(const QString& tenantId, const QString& exceptCluster) const;
    // Offering id -> nodes held by clusters that are running or on their way.
    QHash<QString, int> nodesInUse() const;

    TenantQuota quota(const QString& tenantId) const { return m_quotas.value(tenantId); }
    void setQuotas(const QHash<QString, TenantQuota>& quotas) { m_quotas = quotas; }
    void setQuota(const QString& tenantId, const TenantQuota& quota) { m_quotas.insert(tenantId, quota); }
    // Which of a launch's dataset ids name no dataset of the tenant (storage answers).
    using MissingDatasets = std::function<QStringList(const QString& tenantId, const QStringList& ids)>;
    void setDatasetCheck(MissingDatasets check) { m_missingDatasets = std::move(check); }
    // Which of the tenant's datasets among `ids` are not folder bundles (DatasetService::notBundles).
    using NotBundles = std::function<QStringList(const QString& tenantId, const QStringList& ids)>;
    void setBundleCheck(NotBundles check) { m_notBundles = std::move(check); }

    // What is wrong with a launch's workload (WorkloadRules, a secret without its value, a dataset
    // that is not the tenant's: the same answer whether it does not exist or is another's, code
    // that is not a folder bundle), as 422 naming the member at fault.
    std::optional<Problem> checkWorkload(const QString& tenantId, const WorkloadSpec& workload) const;

    // The platform's two refusals of a change: 409, it cannot be done now; 422, the request is wrong.
    static Problem conflict(const QString& code, const QString& detail);
    static Problem unprocessable(const QString& code, const QString& detail);

private:
    int usedNodes(const QString& offeringId, const QString& exceptCluster) const;

    const Catalog& m_catalog;
    const ClusterRecords& m_records;
    QHash<QString, TenantQuota> m_quotas;
    MissingDatasets m_missingDatasets;
    NotBundles m_notBundles;
};

} // namespace cd::sim
