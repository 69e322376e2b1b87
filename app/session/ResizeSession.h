#pragma once

#include "core/Cluster.h"
#include "core/ClusterSpec.h"
#include "core/Error.h"
#include "core/Estimate.h"

#include <QHash>
#include <QObject>
#include <QPointer>

namespace cd {

class ApiCall;
class ClustersSession;
class CostQuote;
class PlatformClient;

// The calls of one resize dialog: what the new sizes cost per hour, and the resize itself, which
// carries the cluster's ETag. When someone else changed the cluster meanwhile the platform refuses
// (412); this loads the cluster as it is now and says so with conflicted(). Owned by the dialog.
class ResizeSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResizeSession)

public:
    explicit ResizeSession(const ClustersSession& clusters, QObject* parent = nullptr);
    ~ResizeSession() override;

    bool isConnected() const { return !m_client.isNull(); }
    // The hourly cost of `spec`; replaces an estimate still under way.
    void estimate(const ClusterSpec& spec);
    void resize(const Cluster& cluster, const QHash<QString, int>& poolNodes);
    // A resize, or the reload after a conflict, is under way (still so while its failure is told).
    bool isBusy() const { return !m_applyCall.isNull(); }

Q_SIGNALS:
    void estimated(const cd::Estimate& estimate);
    void estimateFailed(const cd::Error& error);
    void resized(const cd::Cluster& cluster);
    // The resize failed (not for a conflict), or the reload after a conflict did.
    void resizeFailed(const cd::Error& error);
    // The resize met someone else's change; `current` is the cluster as it is now.
    void conflicted(const cd::Cluster& current);

private:
    void reloadAfterConflict(const QString& clusterId);

    QPointer<PlatformClient> m_client;
    CostQuote* m_quote;
    QPointer<ApiCall> m_applyCall;
};

} // namespace cd
