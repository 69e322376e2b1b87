#pragma once

#include "core/Error.h"
#include "health/ClusterHealthReport.h"

#include <QObject>
#include <QPointer>

namespace cd {

class CallGroup;
class ClustersSession;
class PlatformClient;

// Gathers what one cluster's health report is made from: its nodes, recent events, (for roles that
// see costs) the budgets, and, for a running cluster, the last minutes of every GPU by the
// platform's clock. The calls run as one group and finished() comes once, when all have answered;
// what could not be read is listed in gaps(), in the order it failed. Owned by the report's dialog.
class HealthReportSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HealthReportSession)

public:
    enum class Part { Nodes, Events, Budgets, Utilization, Temperatures, Clocks };
    struct Gap {
        Part part;
        Error error;
    };

    explicit HealthReportSession(const ClustersSession& clusters, QObject* parent = nullptr);
    ~HealthReportSession() override;

    // Starts from `base` (the cluster, who asks, the window in metricsMinutes) and fills in nodes,
    // events, GPU readings, and, unless costsHidden, budgets; asOf is the platform's or, failing
    // that, this computer's time.
    void gather(const HealthInputs& base);
    const HealthInputs& inputs() const { return m_inputs; }
    const QList<Gap>& gaps() const { return m_gaps; }

Q_SIGNALS:
    void finished();

private:
    void readGpus(qint64 end);
    void onFinished();

    QPointer<PlatformClient> m_client;
    CallGroup* m_group;
    HealthInputs m_inputs;
    QList<Gap> m_gaps;
    // GPU readings by node/GPU: utilization (mean), temperature (max), SM clock (mean), and models.
    bool m_readingGpus = false;
    QHash<QString, double> m_readings[3];
    QHash<QString, QString> m_models;
};

} // namespace cd
