#pragma once

#include "GpuAlertTracker.h"
#include "MetricStore.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

namespace cd {

// How the console words GPU alerts, for the alerts list and notifications: "train-3 GPU 5
// (llm) has been idle for 2 hours, at 2.50 USD an hour", or a node's alerts of one kind at once.
class AlertText {
    Q_DECLARE_TR_FUNCTIONS(AlertText)

public:
    struct Context {
        QString clusterName;
        qint64 now = 0;
        QString currency;
        QList<SeriesInfo> gpus;                      // GpuAlert::gpu indexes these
        std::function<double(const QString&)> price; // a GPU-hour in a pool
        qint64 lookBackSeconds = 0;                  // how far back idleness was traced
    };

    static QString one(const GpuAlert& alert, const Context& context);
    // Alerts of one kind on one node.
    static QString group(const QList<GpuAlert>& alerts, const Context& context);

private:
    static QString idleFor(qint64 since, const Context& context);
};

} // namespace cd
