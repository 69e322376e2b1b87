#pragma once

#include "FailureExplainer.h"

#include "core/Cluster.h"
#include "core/LogLine.h"
#include "core/Workload.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace cd {

class ApiCall;
class ClustersSession;
class PlatformClient;

// The calls of one cluster's Workload tab: its checkpoints, the last lines of a failed workload's
// log with what they mean, and restarting the workload from its last checkpoint (with the
// cluster's ETag). Failures arrive as sentences a person can act on.
class WorkloadSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkloadSession)

public:
    static constexpr int failureLines = 30;

    explicit WorkloadSession(const ClustersSession& clusters, QObject* parent = nullptr);
    ~WorkloadSession() override;

    bool isConnected() const { return client() != nullptr; }
    // Replaces a load still under way.
    void loadCheckpoints(const QString& clusterId);
    // The last lines of the log and what they mean; for a failed workload.
    void explainFailure(const Cluster& cluster);
    void restart(const Cluster& cluster);
    bool isRestarting() const { return !m_restartCall.isNull(); }

Q_SIGNALS:
    void checkpointsLoaded(const QList<cd::Checkpoint>& checkpoints);
    void checkpointsFailed(const QString& sentence);
    void failureExplained(const QList<cd::LogLine>& lines, const cd::FailureExplanation& explanation);
    void restarted(const cd::Cluster& cluster);
    void restartFailed(const QString& sentence);

private:
    // The clusters session's client of the moment: the view (and this session) is made before the
    // first connection, and outlives reconnects.
    PlatformClient* client() const;
    const ClustersSession& m_clusters;
    QPointer<ApiCall> m_checkpointsCall;
    QPointer<ApiCall> m_logCall;
    QPointer<ApiCall> m_restartCall;
};

} // namespace cd
