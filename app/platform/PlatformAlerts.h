#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace cd::sim {

class Platform;

// One alert of GET /v1/alerts (the contract's Alert schema).
struct PlatformAlert {
    QString id;       // stable: the same condition keeps its id from one listing to the next
    QString type;     // budget_crossed, node_failed, gpus_idle, upload_failed, workload_failed
    QString severity; // info, warning, critical
    bool resolved = false;
    QString clusterId; // empty: not about one cluster
    QString message;
    QDateTime startedAt;
    QDateTime resolvedAt; // invalid while it fires
    QJsonObject data;

    QJsonObject toJson() const;
};

// What a tenant should hear of, gathered when asked from what the platform already keeps: the
// month's budgets against what was spent, the cluster events (a node that failed, resolved when its
// replacement took over), running clusters whose GPUs sit idle, uploads that expired unfinished and
// workloads that failed. Nothing is stored for alerts themselves: an alert is a view of that state,
// so it can never disagree with the clusters, billing or storage answers.
class PlatformAlerts {
public:
    // Idle this long before it is an alert: the console's own rule (GpuAlertTracker) for one GPU.
    static constexpr qint64 idleAfterSeconds = 15 * 60;

    // Newest first (by started_at, then id).
    static QList<PlatformAlert> gather(Platform& platform, const QString& tenantId);

private:
    static void budgets(Platform& platform, const QString& tenantId, QList<PlatformAlert>& out);
    static void nodeFailures(Platform& platform, const QString& tenantId, QList<PlatformAlert>& out);
    static void clusters(Platform& platform, const QString& tenantId, QList<PlatformAlert>& out);
    static void uploads(Platform& platform, const QString& tenantId, QList<PlatformAlert>& out);
};

} // namespace cd::sim
