#pragma once

#include "billing/Budget.h"
#include "core/Cluster.h"
#include "core/ClusterEvent.h"
#include "core/Node.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace cd {

// One GPU's last minutes, from the platform's metrics.
struct GpuReading {
    QString node;              // hostname
    int gpu = 0;               // index in the node
    QString model;             // its GPU model, to compare it with its peers
    double utilizationAvg = 0; // %
    double temperatureMax = 0; // °C
    double smClockAvg = 0;     // MHz
};

// Everything a health report is made from, gathered by whoever has the platform at hand.
struct HealthInputs {
    QString tenantName;
    Cluster cluster;
    QList<Node> nodes;
    QList<ClusterEvent> events;                 // recent, newest last
    QList<GpuReading> gpus;                     // empty: metrics were not available
    int metricsMinutes = 15;                    // the window the readings cover
    std::optional<QList<BudgetStatus>> budgets; // nullopt: not read (see costsHidden)
    bool costsHidden = false;                   // this role cannot see costs
    QStringList failedUploads;                  // this console's failed uploads, for the tenant's own people
    bool uploadsKnown = false;                  // false for support staff: the platform does not list uploads
    QDateTime asOf;
};

// Something the report found, with what to do about it.
struct HealthFinding {
    enum class Severity { Critical, Warning, Ok };
    Severity severity = Severity::Ok;
    QString topic;
    QString text;
    QString nextStep;
};

// A support engineer's (or an owner's) health report of one cluster: failed or degraded nodes, XID
// errors, GPUs idle, hot or running below their peers' clocks, failed uploads and budget state,
// each with a suggested next step; as plain text for a ticket, or HTML for the screen and the PDF.
class ClusterHealthReport {
    Q_DECLARE_TR_FUNCTIONS(ClusterHealthReport)

public:
    static constexpr double idleBelowPercent = 10.0;
    static constexpr double hotAtCelsius = 85.0;
    // Busy GPUs whose SM clock is this share or less of the fastest of the same model.
    static constexpr double slowClockShare = 0.85;

    static QList<HealthFinding> findings(const HealthInputs& in);
    static QString text(const HealthInputs& in);
    static QString html(const HealthInputs& in);
    static QString title(const HealthInputs& in);
};

} // namespace cd
