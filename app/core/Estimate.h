#pragma once

#include "Money.h"

#include <QList>
#include <QString>

namespace cd {

// What a launch would cost and whether it can happen now (POST /v1/estimates): a line per pool,
// the tenant's quota, and every reason the platform would refuse it.
struct EstimateLine {
    QString poolName;
    QString offeringId;
    int nodeCount = 0;
    int gpuCount = 0;
    Money nodeHourPrice;
    Money hourly;
};

struct EstimateProblem {
    QString code; // capacity_exceeded, quota_exceeded, unknown_offering, ...
    QString detail;
    QString offeringId;
    int requested = 0;
    int available = 0;
};

struct Estimate {
    Money hourly;
    Money total;
    double hours = 0;
    QList<EstimateLine> lines;
    int gpusInUse = 0;
    int gpuQuota = 0;
    int clustersInUse = 0;
    int clusterQuota = 0;
    QList<EstimateProblem> problems;

    bool canLaunch() const { return problems.isEmpty(); }
};

} // namespace cd
